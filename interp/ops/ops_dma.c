/* affine.dma_start / affine.dma_wait: the engine side of the DMA model
 * (semantics/dma.h).  dma_start checks the whole region of both sides, the
 * tag and the marks of the transfers in flight, records the transfer on its
 * tag element and puts its marks on; its data moves when the policy says
 * (eager: now; at-wait: at the wait; random: a random number of its next
 * elements at each DMA op run while it is in flight, the rest at the wait).
 * dma_wait completes the transfer of its tag element and takes its marks
 * off.  Every other access meets the marks through access.h, so a hazard is
 * found at the same op whatever the policy.  A transfer must be waited for
 * before its function returns and before any of its memrefs or its tag is
 * deallocated. */
#include "../engine/map_use.h"
#include "../checks/access.h"
#include "../engine/exec.h"
#include "../engine/load.h"
#include "../checks/dma_transfers.h"
#include <stdlib.h>
#include <string.h>

typedef struct DmaStartData {
    MapUse src_idx, dst_idx, tag_idx;
    int src_slot, dst_slot, tag_slot;
    int count_slot, stride_slot, per_stride_slot;   /* -1 when unstrided */
    const char *fault;      /* a rule the op breaks whenever it runs */
} DmaStartData;

typedef struct DmaWaitData {
    MapUse tag_idx;
    int tag_slot, count_slot;
} DmaWaitData;

static Status region_out_of_bounds(Exec *ex, const Node *n, const DmaTransfer *t, const DmaSide *s, int64_t k) {
    int64_t pos = dma_position(t, s, k);
    char sizes[256];
    int at = 0;
    for (int d = 0; d < s->rank && at < (int)sizeof sizes - 24; d++)
        at += snprintf(sizes + at, sizeof sizes - (size_t)at, "%s%lld", d ? "x" : "", (long long)s->sizes[d]);
    sizes[at] = 0;
    exec_ub(ex, n, UB_BOUNDS,
            "DMA %s region out of bounds: element %lld of the transfer is at row-major position %lld of a memref "
            "of %lld elements (sizes %s)",
            dma_side_name(t, s), (long long)k, (long long)pos, (long long)s->numel, s->rank ? sizes : "scalar");
    exec_note(ex, n->op->loc, "%lld elements%s from position %lld of the %s", (long long)t->count,
              t->per_stride ? " in strided chunks" : "", (long long)s->start, dma_side_name(t, s));
    if (t->per_stride)
        exec_note(ex, n->op->loc, "chunks of %lld elements every %lld elements on the %s", (long long)t->per_stride,
                  (long long)t->stride, dma_side_name(t, s));
    if (loc_known(s->buf->alloc_loc)) exec_note(ex, s->buf->alloc_loc, "the %s was allocated here", dma_side_name(t, s));
    return ST_ERROR;
}

/* Resolves tag[idx] to its buffer and element. */
static Status tag_element(Exec *ex, const Node *n, const Slot *desc, const int64_t *idx, Buffer **buf, int64_t *elem) {
    unsigned char *p;
    if (access_element(ex, n, desc, idx, &p)) return ST_ERROR;
    *buf = memref_view(desc).buf;
    *elem = (p - (*buf)->data) / (*buf)->elem.bytes;
    return ST_OK;
}

/* DMA_RANDOM: a random number of the next elements of every transfer in
 * flight move (the moments are the DMA ops the run executes). */
static uint64_t next_random(Exec *ex) {
    uint64_t x = ex->dma.random;   /* xorshift64* */
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    ex->dma.random = x;
    return x * 0x2545F4914F6CDD1DULL;
}
static void random_progress(Exec *ex) {
    for (DmaTransfer *t = ex->dma.inflight; t; t = t->next) {
        int64_t pending = t->count - t->moved;
        if (pending <= 0) continue;
        int64_t r = (int64_t)(next_random(ex) % (uint64_t)(pending + 1));
        ex->dma.elements += r;
        ex->dma.early += r;
        dma_move(t, t->moved + r);
    }
}

static Status conflict(Exec *ex, const Node *n, DmaTransfer *t, DmaConflict c, int64_t k) {
    char sub[200];
    const DmaSide *mine = c == DMA_READS_INFLIGHT_DESTINATION ? &t->src : &t->dst;
    Buffer *b = mine->buf;
    int64_t lin = dma_element(t, mine, k), other_k = -1;
    switch (c) {
    case DMA_OVERLAPS_ITSELF:
        exec_ub(ex, n, UB_DMA, "the destination region of this DMA transfer overlaps its own source region");
        exec_note(ex, n->op->loc, "element %lld of the transfer writes %s of the destination, which the transfer also reads",
                  (long long)k, dma_subscripts_text(t, &t->dst, k, sub, sizeof sub));
        return ST_ERROR;
    case DMA_READS_INFLIGHT_DESTINATION:
        exec_ub(ex, n, UB_DMA, "DMA source element that a DMA transfer in flight writes (before its dma_wait)");
        break;
    case DMA_WRITES_INFLIGHT_SOURCE:
        exec_ub(ex, n, UB_DMA, "DMA destination element that a DMA transfer in flight reads (before its dma_wait)");
        break;
    default:
        exec_ub(ex, n, UB_DMA, "DMA destination element that a DMA transfer in flight writes (before its dma_wait)");
        break;
    }
    exec_note(ex, n->op->loc, "element %lld of this transfer, at %s of its %s", (long long)k,
              dma_subscripts_text(t, mine, k, sub, sizeof sub), dma_side_name(t, mine));
    const DmaTransfer *other = dma_inflight_holding(ex, b, lin, c != DMA_WRITES_INFLIGHT_SOURCE, &other_k);
    if (other) dma_note_transfer(ex, other, "the transfer in flight was started here");
    return ST_ERROR;
}

/* Inside a parallel band, the transfer reads its source and writes its
 * destination on behalf of the iteration that starts it: each element goes
 * through the race check of the access hook (races.h) when it starts (the
 * elements move later, but no other iteration may touch them meanwhile
 * either). */
static Status transfer_races(Exec *ex, const Node *n, const DmaTransfer *t) {
    for (int64_t k = 0; k < t->count; k++)
        if (race_access(ex, n, t->src.buf, dma_element(t, &t->src, k), RACE_READ) ||
            race_access(ex, n, t->dst.buf, dma_element(t, &t->dst, k), RACE_WRITE))
            return ST_ERROR;
    return ST_OK;
}

static Status h_dma_start(Exec *ex, const Node *n, Slot *fr) {
    const DmaStartData *d = n->data;
    if (d->fault) return exec_ub(ex, n, UB_DMA, "%s", d->fault);
    if (ex->dma.policy == DMA_RANDOM) random_progress(ex);
    int64_t si[MEMREF_MAX_RANK], di[MEMREF_MAX_RANK], ti[MEMREF_MAX_RANK];
    if (eval_map(ex, n, &d->src_idx, fr, si) || eval_map(ex, n, &d->dst_idx, fr, di) ||
        eval_map(ex, n, &d->tag_idx, fr, ti))
        return ST_ERROR;
    DmaTransfer t;
    memset(&t, 0, sizeof t);
    MemrefView sv = memref_view(fr + d->src_slot), dv = memref_view(fr + d->dst_slot);
    if (sv.buf->freed) return access_dead_buffer(ex, n, sv.buf);
    if (dv.buf->freed) return access_dead_buffer(ex, n, dv.buf);
    dma_side_init(&t.src, sv, si);
    dma_side_init(&t.dst, dv, di);
    t.count = fr[d->count_slot].i;
    if (t.count < 0) return exec_ub(ex, n, UB_DMA, "DMA of a negative number of elements (%lld)", (long long)t.count);
    if (d->stride_slot >= 0) {
        t.stride = fr[d->stride_slot].i;
        t.per_stride = fr[d->per_stride_slot].i;
        if (t.per_stride <= 0 || t.stride < t.per_stride || t.count % t.per_stride)
            return exec_ub(ex, n, UB_DMA,
                           "DMA stride %lld with %lld elements per stride cannot move %lld elements: the elements "
                           "per stride must be positive, at most the stride, and divide the number of elements",
                           (long long)t.stride, (long long)t.per_stride, (long long)t.count);
        /* the stride is on the slower memory: the lower space id */
        const MemSpace *spaces = ex->prog->spaces.spaces;
        if (memspace_is_slower_or_same(&spaces[sv.buf->space], &spaces[dv.buf->space])) t.src.strided = true;
        else t.dst.strided = true;
    }
    int64_t k = dma_first_out_of_bounds(&t, &t.src);
    if (k >= 0) return region_out_of_bounds(ex, n, &t, &t.src, k);
    k = dma_first_out_of_bounds(&t, &t.dst);
    if (k >= 0) return region_out_of_bounds(ex, n, &t, &t.dst, k);
    if (tag_element(ex, n, fr + d->tag_slot, ti, &t.tag_buf, &t.tag_elem)) return ST_ERROR;
    if (ex->race.active && transfer_races(ex, n, &t)) return ST_ERROR;
    t.started_by = n;
    t.call_depth = ex->used.call_depth;
    bool checking = exec_checks(ex, UB_DMA);
    DmaTransfer **prev = dma_find_inflight(ex, t.tag_buf, t.tag_elem);
    if (prev && checking) {
        exec_ub(ex, n, UB_DMA, "DMA started on tag element %lld, which has a transfer in flight (one transfer per tag "
                               "element until its dma_wait)", (long long)t.tag_elem);
        dma_note_transfer(ex, *prev, "the transfer in flight was started here");
        return ST_ERROR;
    }
    if (checking && t.count > 0) {
        bool oom;
        DmaConflict c = dma_mark(&t, &k, &oom);
        if (oom) return exec_fail(ex, n, DIAG_CLASS_LIMIT, "out of memory for the marks of a DMA transfer");
        if (c != DMA_NO_CONFLICT) return conflict(ex, n, &t, c, k);
    }
    DmaTransfer *nt = malloc(sizeof *nt);
    if (!nt) {
        dma_unmark(&t);
        return exec_fail(ex, n, DIAG_CLASS_LIMIT, "out of memory for a DMA transfer");
    }
    *nt = t;
    nt->next = ex->dma.inflight;
    ex->dma.inflight = nt;
    ex->dma.transfers++;
    int64_t now = ex->dma.policy == DMA_EAGER ? nt->count
                  : ex->dma.policy == DMA_RANDOM ? (int64_t)(next_random(ex) % (uint64_t)(nt->count + 1)) : 0;
    ex->dma.elements += now;
    ex->dma.early += now;
    dma_move(nt, now);
    if (__builtin_expect(ex->deps != NULL, 0) && n->op->code == OP_AFFINE_DMA_START) return dep_dma(ex, n, nt);
    return ST_OK;
}

static Status h_dma_wait(Exec *ex, const Node *n, Slot *fr) {
    const DmaWaitData *d = n->data;
    if (ex->dma.policy == DMA_RANDOM) random_progress(ex);
    int64_t ti[MEMREF_MAX_RANK];
    Buffer *tag;
    int64_t elem;
    if (eval_map(ex, n, &d->tag_idx, fr, ti) || tag_element(ex, n, fr + d->tag_slot, ti, &tag, &elem)) return ST_ERROR;
    DmaTransfer **link = dma_find_inflight(ex, tag, elem);
    bool checking = exec_checks(ex, UB_DMA);
    if (!link)
        return checking ? exec_ub(ex, n, UB_DMA, "DMA wait on tag element %lld, which has no transfer in flight",
                                  (long long)elem)
                        : ST_OK;
    int64_t count = fr[d->count_slot].i;
    if (count != (*link)->count && checking) {
        exec_ub(ex, n, UB_DMA, "DMA wait for %lld elements on a transfer of %lld elements", (long long)count,
                (long long)(*link)->count);
        dma_note_transfer(ex, *link, "the transfer was started here");
        return ST_ERROR;
    }
    dma_complete(ex, link);
    return ST_OK;
}

/* ------------------------------------------------------------ loading */
static int map_arity(LoadCtx *lc, const Node *n, const char *attr) {
    CompiledMap *m = load_map(lc, n, attr);
    return m ? m->ndims + m->nsyms : -1;
}

/* MLIR 22's verifiers let these through; running them is undefined: the
 * message of the fault, or NULL. */
static const char *dma_type_fault(LoadCtx *lc, const Type *st, const Type *dt, const Type *tt) {
    char why[256];
    if (!type_equal(st->shaped.elem, dt->shaped.elem))
        snprintf(why, sizeof why, "DMA between memrefs of different element types ('%s' and '%s')",
                 print_type_to_string(lc->arena, st->shaped.elem), print_type_to_string(lc->arena, dt->shaped.elem));
    else if (tt->shaped.elem->kind != TY_INTEGER)
        snprintf(why, sizeof why, "DMA tag memref of element type '%s': a tag must be an integer",
                 print_type_to_string(lc->arena, tt->shaped.elem));
    else
        return NULL;
    return arena_strdup(lc->arena, why);
}

static bool prep_dma_start(LoadCtx *lc, Node *n) {
    DmaStartData *d = arena_alloc(lc->arena, sizeof *d);
    memset(d, 0, sizeof *d);
    int ns = map_arity(lc, n, "src_map"), nd = map_arity(lc, n, "dst_map"), nt = map_arity(lc, n, "tag_map");
    if (ns < 0 || nd < 0 || nt < 0) return false;
    int at = 0;
    d->src_slot = n->in[at++];
    if (!map_use(lc, n, "src_map", at, ns, &d->src_idx)) return false;
    at += ns;
    if (at >= n->nin) return load_fail(lc, n, "'affine.dma_start' op incorrect number of operands");
    d->dst_slot = n->in[at++];
    if (!map_use(lc, n, "dst_map", at, nd, &d->dst_idx)) return false;
    at += nd;
    if (at >= n->nin) return load_fail(lc, n, "'affine.dma_start' op incorrect number of operands");
    d->tag_slot = n->in[at++];
    if (!map_use(lc, n, "tag_map", at, nt, &d->tag_idx)) return false;
    at += nt;
    int rest = n->nin - at;
    if (rest != 1 && rest != 3) return load_fail(lc, n, "'affine.dma_start' op incorrect number of operands");
    d->count_slot = n->in[at];
    d->stride_slot = rest == 3 ? n->in[at + 1] : -1;
    d->per_stride_slot = rest == 3 ? n->in[at + 2] : -1;
    const Type *st = n->op->operands[0]->type, *dt = n->op->operands[1 + ns]->type,
               *tt = n->op->operands[2 + ns + nd]->type;
    if (st->kind != TY_MEMREF || dt->kind != TY_MEMREF || tt->kind != TY_MEMREF)
        return load_fail(lc, n, "'affine.dma_start' op expects ranked memrefs for its source, destination and tag");
    if (d->src_idx.map->nresults != st->shaped.rank || d->dst_idx.map->nresults != dt->shaped.rank ||
        d->tag_idx.map->nresults != tt->shaped.rank)
        return load_fail(lc, n, "'affine.dma_start' op affine map num results must equal memref rank");
    d->fault = dma_type_fault(lc, st, dt, tt);
    n->data = d;
    n->fn = h_dma_start;
    return true;
}

static bool prep_dma_wait(LoadCtx *lc, Node *n) {
    DmaWaitData *d = arena_alloc(lc->arena, sizeof *d);
    int nt = map_arity(lc, n, "tag_map");
    if (nt < 0) return false;
    if (n->nin != 2 + nt) return load_fail(lc, n, "'affine.dma_wait' op incorrect number of operands");
    d->tag_slot = n->in[0];
    if (!map_use(lc, n, "tag_map", 1, nt, &d->tag_idx)) return false;
    d->count_slot = n->in[1 + nt];
    const Type *tt = n->op->operands[0]->type;
    if (tt->kind != TY_MEMREF || d->tag_idx.map->nresults != tt->shaped.rank)
        return load_fail(lc, n, "'affine.dma_wait' op affine map num results must equal memref rank");
    n->data = d;
    n->fn = h_dma_wait;
    return true;
}

/* memref.dma_start / memref.dma_wait: the same transfers with plain index
 * operands (what -lower-affine makes of the affine forms; MemRef.md, "dma_start":
 * the same tag, stride and overlap rules).  Their subscripts become identity
 * maps here, so both forms share one handler. */
static bool identity_use(LoadCtx *lc, const Node *n, int first, int rank, MapUse *u) {
    AffineExpr **res = arena_alloc(lc->arena, sizeof(AffineExpr *) * (size_t)(rank + 1));
    for (int i = 0; i < rank; i++) res[i] = affine_dim(lc->arena, i);
    u->map = affine_compile_map(lc->arena, affine_map_new(lc->arena, rank, 0, rank, res));
    u->nops = rank;
    u->slots = n->in + first;
    return u->map != NULL;
}

static const Type *ranked_memref_at(const Node *n, int at) {
    if (at >= n->nin) return NULL;
    const Type *t = n->op->operands[at]->type;
    return t->kind == TY_MEMREF && t->shaped.rank <= MEMREF_MAX_RANK ? t : NULL;
}

static bool prep_memref_dma_start(LoadCtx *lc, Node *n) {
    DmaStartData *d = arena_alloc(lc->arena, sizeof *d);
    memset(d, 0, sizeof *d);
    const char *bad = "'memref.dma_start' op expects source, destination and tag memrefs each followed by its "
                      "indices, the number of elements after the destination's, and optionally a stride and a "
                      "number of elements per stride";
    int at = 0;
    const Type *st = ranked_memref_at(n, at);
    if (!st) return load_fail(lc, n, "%s", bad);
    d->src_slot = n->in[at];
    if (!identity_use(lc, n, at + 1, st->shaped.rank, &d->src_idx)) return false;
    at += 1 + st->shaped.rank;
    const Type *dt = ranked_memref_at(n, at);
    if (!dt) return load_fail(lc, n, "%s", bad);
    d->dst_slot = n->in[at];
    if (!identity_use(lc, n, at + 1, dt->shaped.rank, &d->dst_idx)) return false;
    at += 1 + dt->shaped.rank;
    if (at >= n->nin) return load_fail(lc, n, "%s", bad);
    d->count_slot = n->in[at++];
    const Type *tt = ranked_memref_at(n, at);
    if (!tt) return load_fail(lc, n, "%s", bad);
    d->tag_slot = n->in[at];
    if (!identity_use(lc, n, at + 1, tt->shaped.rank, &d->tag_idx)) return false;
    at += 1 + tt->shaped.rank;
    int rest = n->nin - at;
    if (rest != 0 && rest != 2) return load_fail(lc, n, "%s", bad);
    d->stride_slot = rest == 2 ? n->in[at] : -1;
    d->per_stride_slot = rest == 2 ? n->in[at + 1] : -1;
    d->fault = dma_type_fault(lc, st, dt, tt);
    n->data = d;
    n->fn = h_dma_start;
    return true;
}

static bool prep_memref_dma_wait(LoadCtx *lc, Node *n) {
    DmaWaitData *d = arena_alloc(lc->arena, sizeof *d);
    const Type *tt = ranked_memref_at(n, 0);
    if (!tt || n->nin != 2 + tt->shaped.rank)
        return load_fail(lc, n, "'memref.dma_wait' op expects a tag memref, its indices and the number of elements");
    d->tag_slot = n->in[0];
    if (!identity_use(lc, n, 1, tt->shaped.rank, &d->tag_idx)) return false;
    d->count_slot = n->in[1 + tt->shaped.rank];
    n->data = d;
    n->fn = h_dma_wait;
    return true;
}

static const OpEntry entries[] = {
    {OP_AFFINE_DMA_START, prep_dma_start},
    {OP_AFFINE_DMA_WAIT, prep_dma_wait},
    {OP_MEMREF_DMA_START, prep_memref_dma_start},
    {OP_MEMREF_DMA_WAIT, prep_memref_dma_wait},
};
OP_TABLE(dma_ops, entries);
