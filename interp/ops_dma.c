/* affine.dma_start / affine.dma_wait: the engine side of the DMA model
 * (semantics/dma.h).  dma_start checks the whole region of both sides and
 * the tag, records the transfer as in flight on its tag element, and moves
 * its data now (policy eager) or leaves it for the wait (policy at-wait,
 * the latest legal moment).  dma_wait completes the transfer of its tag
 * element.  A transfer must be waited for before its function returns and
 * before either of its memrefs or its tag is deallocated. */
#include "map_use.h"
#include "access.h"
#include "options.h"
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

static const char *side_name(const DmaTransfer *t, const DmaSide *s) { return s == &t->src ? "source" : "destination"; }

static Status region_out_of_bounds(Exec *ex, const Node *n, const DmaTransfer *t, const DmaSide *s, int64_t k) {
    int64_t pos = dma_position(t, s, k);
    exec_ub(ex, n, UB_BOUNDS,
            "DMA %s region out of bounds: element %lld of the transfer is at row-major position %lld of a memref "
            "of %lld elements",
              side_name(t, s), (long long)k, (long long)pos, (long long)s->numel);
    char sizes[256];
    int at = 0;
    for (int d = 0; d < s->rank && at < (int)sizeof sizes - 24; d++)
        at += snprintf(sizes + at, sizeof sizes - (size_t)at, "%s%lld", d ? "x" : "", (long long)s->sizes[d]);
    sizes[at] = 0;
    exec_note(ex, n->op->loc, "%lld elements%s from position %lld of the %s (sizes %s)", (long long)t->count,
              t->per_stride ? " in strided chunks" : "", (long long)s->start, side_name(t, s), s->rank ? sizes : "scalar");
    if (s->buf->alloc_loc.file) exec_note(ex, s->buf->alloc_loc, "the %s was allocated here", side_name(t, s));
    return ST_ERROR;
}

static DmaTransfer **find_inflight(Exec *ex, const Buffer *tag, int64_t elem) {
    for (DmaTransfer **p = &ex->dma_inflight; *p; p = &(*p)->next)
        if ((*p)->tag_buf == tag && (*p)->tag_elem == elem) return p;
    return NULL;
}

/* Resolves tag[idx] to its buffer and element. */
static Status tag_element(Exec *ex, const Node *n, const Slot *desc, const int64_t *idx, Buffer **buf, int64_t *elem) {
    unsigned char *p;
    if (access_element(ex, n, desc, idx, &p)) return ST_ERROR;
    *buf = memref_view(desc).buf;
    *elem = (p - (*buf)->data) / (*buf)->elem.bytes;
    return ST_OK;
}

static Status h_dma_start(Exec *ex, const Node *n, Slot *fr) {
    const DmaStartData *d = n->data;
    if (d->fault) return exec_fail(ex, n, EXIT_UB, "%s", d->fault);
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
    if (t.count < 0)
        return exec_fail(ex, n, EXIT_UB, "DMA of a negative number of elements (%lld)", (long long)t.count);
    if (d->stride_slot >= 0) {
        t.stride = fr[d->stride_slot].i;
        t.per_stride = fr[d->per_stride_slot].i;
        if (t.per_stride <= 0 || t.stride < t.per_stride || t.count % t.per_stride) {
            exec_fail(ex, n, EXIT_UB,
                      "DMA stride %lld with %lld elements per stride cannot move %lld elements: the elements per "
                      "stride must be positive, at most the stride, and divide the number of elements",
                      (long long)t.stride, (long long)t.per_stride, (long long)t.count);
            return ST_ERROR;
        }
        /* the stride is on the slower memory: the lower space id */
        if (sv.buf->space <= dv.buf->space) t.src.strided = true;
        else t.dst.strided = true;
    }
    int64_t k = dma_first_out_of_bounds(&t, &t.src);
    if (k >= 0) return region_out_of_bounds(ex, n, &t, &t.src, k);
    k = dma_first_out_of_bounds(&t, &t.dst);
    if (k >= 0) return region_out_of_bounds(ex, n, &t, &t.dst, k);
    if (tag_element(ex, n, fr + d->tag_slot, ti, &t.tag_buf, &t.tag_elem)) return ST_ERROR;
    DmaTransfer **prev = find_inflight(ex, t.tag_buf, t.tag_elem);
    if (prev) {
        exec_fail(ex, n, EXIT_UB, "DMA started on a tag element that already has a transfer in flight");
        exec_note(ex, ((const Node *)(*prev)->started_by)->op->loc, "the transfer in flight was started here");
        return ST_ERROR;
    }
    DmaTransfer *nt = malloc(sizeof *nt);
    if (!nt) return exec_fail(ex, n, EXIT_LIMIT, "out of memory for a DMA transfer");
    *nt = t;
    nt->started_by = n;
    nt->call_depth = ex->call_depth;
    nt->next = ex->dma_inflight;
    ex->dma_inflight = nt;
    if (ex->dma_policy == DMA_EAGER) dma_move(nt, 0, nt->count);
    return ST_OK;
}

static Status h_dma_wait(Exec *ex, const Node *n, Slot *fr) {
    const DmaWaitData *d = n->data;
    int64_t ti[MEMREF_MAX_RANK];
    Buffer *tag;
    int64_t elem;
    if (eval_map(ex, n, &d->tag_idx, fr, ti) || tag_element(ex, n, fr + d->tag_slot, ti, &tag, &elem)) return ST_ERROR;
    DmaTransfer **prev = find_inflight(ex, tag, elem);
    if (!prev) return exec_fail(ex, n, EXIT_UB, "DMA wait on a tag element with no transfer in flight");
    DmaTransfer *t = *prev;
    int64_t count = fr[d->count_slot].i;
    if (count != t->count) {
        exec_fail(ex, n, EXIT_UB, "DMA wait for %lld elements on a transfer of %lld elements", (long long)count,
                  (long long)t->count);
        exec_note(ex, ((const Node *)t->started_by)->op->loc, "the transfer was started here");
        return ST_ERROR;
    }
    dma_move(t, t->moved, t->count);
    *prev = t->next;
    free(t);
    return ST_OK;
}

Status dma_check_none_inflight(Exec *ex, const Node *at, const Buffer *buf, int call_depth) {
    for (DmaTransfer *t = ex->dma_inflight; t; t = t->next) {
        bool hit = buf ? (t->src.buf == buf || t->dst.buf == buf || t->tag_buf == buf) : t->call_depth >= call_depth;
        if (!hit) continue;
        if (buf)
            exec_fail(ex, at, EXIT_UB, "deallocation of a memref that a DMA transfer in flight uses (no dma_wait yet)");
        else
            exec_fail(ex, at, EXIT_UB, "function returns with a DMA transfer in flight (never waited for)");
        exec_note(ex, ((const Node *)t->started_by)->op->loc, "the transfer was started here");
        return ST_ERROR;
    }
    return ST_OK;
}

void dma_release_all(Exec *ex) {
    while (ex->dma_inflight) {
        DmaTransfer *t = ex->dma_inflight;
        ex->dma_inflight = t->next;
        free(t);
    }
}

/* ------------------------------------------------------------ loading */
static int map_arity(LoadCtx *lc, const Node *n, const char *attr) {
    CompiledMap *m = load_map(lc, n, attr);
    return m ? m->ndims + m->nsyms : -1;
}

static bool p_dma_start(LoadCtx *lc, Node *n) {
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
    if (!type_equal(st->shaped.elem, dt->shaped.elem))
        d->fault = "DMA between memrefs of different element types";
    else if (tt->shaped.elem->kind != TY_INTEGER)
        d->fault = "DMA tag memref must have an integer element type";
    n->data = d;
    n->fn = h_dma_start;
    return true;
}

static bool p_dma_wait(LoadCtx *lc, Node *n) {
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

static const OpEntry entries[] = {
    {"affine.dma_start", p_dma_start},
    {"affine.dma_wait", p_dma_wait},
};
OP_TABLE(dma_ops, entries);
