/* Uninitialized memory and poison tracking (see definedness.h). */
#include "definedness.h"
#include "options.h"
#include "exec.h"
#include "load.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ load time */
static bool is(const Op *op, const char *name) { return strcmp(op->name, name) == 0; }
static bool prefixed(const Op *op, const char *p) { return strncmp(op->name, p, strlen(p)) == 0; }

TrackKind track_kind_of(const Op *op) {
    static const char *const divisions[] = {"arith.divsi", "arith.divui", "arith.remsi", "arith.remui",
                                            "arith.ceildivsi", "arith.ceildivui", "arith.floordivsi",
                                            "arith.shli", "arith.shrsi", "arith.shrui"};
    for (size_t i = 0; i < sizeof divisions / sizeof *divisions; i++)
        if (is(op, divisions[i])) return TRACK_DIVISION;
    if (is(op, "arith.select")) return TRACK_SELECT;
    if (is(op, "affine.load") || is(op, "affine.store") || is(op, "memref.load") || is(op, "memref.store"))
        return TRACK_ACCESS;
    if (is(op, "cf.cond_br") || is(op, "scf.condition")) return TRACK_COND_CARRY;
    if (is(op, "func.return")) return TRACK_RETURN;
    if (is(op, "vector.print")) return TRACK_PRINT_CALL;
    if (is(op, "vector.transfer_read") || is(op, "vector.transfer_write") || is(op, "vector.load") ||
        is(op, "vector.store") || is(op, "vector.maskedload") || is(op, "vector.maskedstore") ||
        is(op, "affine.vector_load") || is(op, "affine.vector_store"))
        return TRACK_INDEXED;
    /* a prefetch is a hint: it observes nothing (an undefined index included) */
    if (is(op, "affine.prefetch") || is(op, "memref.prefetch")) return TRACK_CARRY;
    if (is(op, "memref.alloc") || is(op, "memref.alloca")) return TRACK_ALLOCATION;
    if (is(op, "func.call")) return TRACK_CARRY;   /* print calls: set by ops_func */
    if (is(op, "affine.yield") || is(op, "scf.yield") || is(op, "cf.br") || is(op, "scf.while") ||
        is(op, "scf.execute_region") || is(op, "memref.alloca_scope") || is(op, "memref.alloca_scope.return"))
        return TRACK_CARRY;
    if (is(op, "affine.for") || is(op, "scf.for") || is(op, "affine.if") || is(op, "scf.if") ||
        is(op, "affine.parallel") || is(op, "scf.parallel"))
        return TRACK_LOOP;
    if (prefixed(op, "arith.") || prefixed(op, "math.") || is(op, "affine.apply") || is(op, "affine.min") ||
        is(op, "affine.max") || is(op, "affine.linearize_index") || is(op, "affine.delinearize_index") ||
        is(op, "ub.poison"))
        return TRACK_PURE;
    if (prefixed(op, "vector.") && !is(op, "vector.print") && !is(op, "vector.load") && !is(op, "vector.store") &&
        !is(op, "vector.transfer_read") && !is(op, "vector.transfer_write") && !is(op, "vector.maskedload") &&
        !is(op, "vector.maskedstore"))
        return TRACK_PURE;
    return TRACK_OBSERVE;
}

int track_observed_operands(const Op *op) {
    if (is(op, "affine.for")) {
        const Attr *seg = op_prop(op, "operandSegmentSizes");
        return seg && seg->kind == AT_DENSE_ARRAY && seg->dense_array.n == 3
                   ? (int)(seg->dense_array.ints[0] + seg->dense_array.ints[1])
                   : 0;
    }
    if (is(op, "scf.for")) return 3;
    if (is(op, "scf.if")) return 1;
    /* TRACK_INDEXED: the operand that is not a subscript (none: noperands) */
    if (is(op, "vector.transfer_read") && op->noperands > 0 && op->operands[0]->type->kind == TY_MEMREF)
        return 1 + op->operands[0]->type->shaped.rank;
    return op->noperands;
}

/* ------------------------------------------------------------- shadows */
void slot_set_shadow(Slot *fr, int slot, unsigned char origin) {
    unsigned char *s = fr[-1].p;
    if (!s) {
        if (!origin) return;
        s = calloc((size_t)fr[-2].i + 1, 1);
        if (!s) return;   /* out of memory: the value is taken as defined */
        fr[-1].p = s;
    }
    s[slot] = origin;
}

static unsigned char new_origin(Exec *ex, bool poison, const Node *n, Loc alloc_loc) {
    if (ex->def.norigins < 1) ex->def.norigins = 1;            /* 1: "uninitialized since allocation" in memory */
    if (ex->def.norigins < MAX_ORIGINS) ex->def.norigins++;    /* past 254 origins, the last is reused */
    Origin *o = &ex->def.origins[ex->def.norigins];
    o->poison = poison;
    o->node = n;
    o->alloc_loc = alloc_loc;
    o->why[0] = 0;
    return (unsigned char)ex->def.norigins;
}

static int width_of(const Value *v) { return value_width(v->type); }

void shadow_moves(const Moves *m, const Slot *src_fr, Slot *dst_fr) {
    /* sources first (the moves may swap values) */
    unsigned char small[64];
    int total = 0;
    for (int i = 0; i < m->n; i++) total += m->cnt[i];
    unsigned char *tmp = total <= 64 ? small : malloc((size_t)total);
    if (!tmp) return;
    int at = 0;
    for (int i = 0; i < m->n; i++)
        for (int j = 0; j < m->cnt[i]; j++) tmp[at++] = slot_undefined(src_fr, m->src[i] + j);
    at = 0;
    for (int i = 0; i < m->n; i++)
        for (int j = 0; j < m->cnt[i]; j++) slot_set_shadow(dst_fr, m->dst[i] + j, tmp[at++]);
    if (tmp != small) free(tmp);
}

/* ------------------------------------------------------------- errors */
Status definedness_observed(Exec *ex, const Node *n, unsigned char k, const char *use) {
    const Origin *o = &ex->def.origins[k];
    if (o->poison) {
        if (!exec_checks(ex, UB_POISON)) return ST_OK;
        exec_ub(ex, n, UB_POISON, "a poison value is %s", use);
        if (o->node) exec_note(ex, o->node->op->loc, "the poison was made here by '%s': %s", o->node->op->name, o->why);
        return ST_ERROR;
    }
    if (!exec_checks(ex, UB_UNINIT)) return ST_OK;
    exec_ub(ex, n, UB_UNINIT, "an uninitialized value is %s", use);
    if (o->node) exec_note(ex, o->node->op->loc, "it was read from uninitialized memory here");
    if (o->alloc_loc.file) exec_note(ex, o->alloc_loc, "the memory was allocated here");
    return ST_ERROR;
}

Status definedness_undefined_load(Exec *ex, const Node *n, Slot *fr, const Buffer *b, int64_t lin, int out_slot) {
    unsigned char k = buffer_undefined(b, lin);
    if (k == 1 || !ex->def.origins[k].node) k = new_origin(ex, false, n, b->owner ? b->owner->alloc_loc : b->alloc_loc);
    if (ex->def.uninit_strict && !ex->def.origins[k].poison && exec_checks(ex, UB_UNINIT)) {
        exec_ub(ex, n, UB_UNINIT, "load of an uninitialized element (--uninit=strict)");
        exec_note(ex, b->alloc_loc, "the memory was allocated here");
        return ST_ERROR;
    }
    ex->tracking = ex->def.undefined_seen = true;
    slot_set_shadow(fr, out_slot, k);
    return ST_OK;
}

Status definedness_poison(Exec *ex, const Node *n, Slot *fr, int slot, const char *fmt, ...) {
    if (!exec_checks(ex, UB_POISON)) return ST_OK;
    unsigned char k = new_origin(ex, true, n, (Loc){0});
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(ex->def.origins[k].why, sizeof ex->def.origins[k].why, fmt, ap);
    va_end(ap);
    ex->tracking = ex->def.undefined_seen = true;
    slot_set_shadow(fr, slot, k);
    return ST_OK;
}

Status definedness_check_buffer_range(Exec *ex, const Node *n, const Slot *desc, const char *use) {
    MemrefView v = memref_view(desc);
    if (!v.buf->shadow) return ST_OK;
    int64_t total = memref_num_elements(v.rank, v.sizes);
    for (int64_t pos = 0; pos < total; pos++) {
        int64_t lin = memref_view_element(v, pos);
        unsigned char k = buffer_undefined(v.buf, lin);
        if (!k) continue;
        if (k == 1 || !ex->def.origins[k].node) {
            if (!exec_checks(ex, UB_UNINIT)) return ST_OK;
            exec_ub(ex, n, UB_UNINIT, "an uninitialized element (number %lld in row-major order) is %s", (long long)pos, use);
            exec_note(ex, v.buf->owner ? v.buf->owner->alloc_loc : v.buf->alloc_loc, "the memory was allocated here");
            return ST_ERROR;
        }
        return definedness_observed(ex, n, k, use);
    }
    return ST_OK;
}

/* ---------------------------------------------------- tracked dispatch */
static Status observe_operand(Exec *ex, const Node *n, const Slot *fr, int i, const char *use) {
    const Value *v = n->op->operands[i];
    if (v->type->kind == TY_MEMREF || v->type->kind == TY_UNRANKED_MEMREF) return ST_OK;
    int w = width_of(v);
    for (int l = 0; l < w; l++) {
        unsigned char k = slot_undefined(fr, n->in[i] + l);
        if (k && definedness_observed(ex, n, k, use)) return ST_ERROR;
    }
    return ST_OK;
}

static Status observe_operands(Exec *ex, const Node *n, const Slot *fr, int from, int to, const char *use) {
    for (int i = from; i < to && i < n->nin; i++)
        if (observe_operand(ex, n, fr, i, use)) return ST_ERROR;
    return ST_OK;
}

/* Each result lane takes the first undefined origin among the operands'
 * same lanes (an operand of another width taints every lane). */
static void propagate_pure(const Node *n, Slot *fr) {
    for (int r = 0; r < n->nout; r++) {
        int wr = width_of(n->op->results[r]);
        for (int l = 0; l < wr; l++) {
            unsigned char k = 0;
            for (int i = 0; i < n->nin && !k; i++) {
                int wi = width_of(n->op->operands[i]);
                if (wi == wr) k = slot_undefined(fr, n->in[i] + l);
                else
                    for (int j = 0; j < wi && !k; j++) k = slot_undefined(fr, n->in[i] + j);
            }
            slot_set_shadow(fr, n->out[r] + l, k);
        }
    }
}

static void define_results(const Node *n, Slot *fr) {
    for (int r = 0; r < n->nout; r++) {
        int w = width_of(n->op->results[r]);
        for (int l = 0; l < w; l++) slot_set_shadow(fr, n->out[r] + l, 0);
    }
}

static void propagate_select(const Node *n, Slot *fr) {
    int w = width_of(n->op->results[0]), wc = width_of(n->op->operands[0]);
    for (int l = 0; l < w; l++) {
        bool c = fr[n->in[0] + (wc > 1 ? l : 0)].i & 1;
        slot_set_shadow(fr, n->out[0] + l, slot_undefined(fr, n->in[c ? 1 : 2] + l));
    }
}

Status exec_tracked(Exec *ex, const Node *n, Slot *fr) {
    switch ((TrackKind)n->track) {
    case TRACK_DIVISION:
        if (observe_operand(ex, n, fr, 1, "used as a divisor or shift amount")) return ST_ERROR;
        /* fall through */
    case TRACK_PURE:
        propagate_pure(n, fr);
        return n->fn(ex, n, fr);   /* may make poison of its own */
    case TRACK_SELECT:
        if (observe_operand(ex, n, fr, 0, "used as a select condition")) return ST_ERROR;
        propagate_select(n, fr);
        return n->fn(ex, n, fr);
    case TRACK_COND_CARRY:
        if (observe_operand(ex, n, fr, 0, "used as a branch condition")) return ST_ERROR;
        return n->fn(ex, n, fr);
    case TRACK_CARRY:
        return n->fn(ex, n, fr);
    case TRACK_ACCESS:
        return (n->tracked_fn ? n->tracked_fn : n->fn)(ex, n, fr);
    case TRACK_PRINT_CALL:
        if (observe_operands(ex, n, fr, 0, n->nin, "printed")) return ST_ERROR;
        return n->fn(ex, n, fr);
    case TRACK_RETURN:
        if (ex->used.call_depth == 1 && observe_operands(ex, n, fr, 0, n->nin, "returned by the entry function"))
            return ST_ERROR;
        return n->fn(ex, n, fr);
    case TRACK_LOOP:
        if (observe_operands(ex, n, fr, 0, n->track_observed,
                             strstr(n->op->name, ".if") ? "used as a condition" : "used as a loop bound"))
            return ST_ERROR;
        return n->fn(ex, n, fr);
    case TRACK_INDEXED: {
        /* the index-typed operands are subscripts, except a transfer_read's
         * padding, which is only a value (track_observed names it) */
        int padding = n->track_observed;
        for (int i = 0; i < n->nin; i++)
            if (i != padding && n->op->operands[i]->type->kind == TY_INDEX &&
                observe_operand(ex, n, fr, i, "used as an index"))
                return ST_ERROR;
    }
        define_results(n, fr);
        return n->fn(ex, n, fr);
    case TRACK_ALLOCATION:
        if (observe_operands(ex, n, fr, 0, n->nin, "used as an allocation size")) return ST_ERROR;
        define_results(n, fr);
        return n->fn(ex, n, fr);
    case TRACK_OBSERVE:
    default:
        if (observe_operands(ex, n, fr, 0, n->nin, "used by an op that needs its value")) return ST_ERROR;
        define_results(n, fr);
        return n->fn(ex, n, fr);
    }
}
