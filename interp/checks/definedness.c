/* Uninitialized memory and poison tracking (see definedness.h). */
#include "definedness.h"
#include "../core/report.h"
#include "../core/value_slots.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ load time */
int track_observed_operands(const Op *op) {
    if (op_is(op, OP_AFFINE_FOR)) {
        const Attr *seg = op_prop(op, "operandSegmentSizes");
        return seg && seg->kind == AT_DENSE_ARRAY && seg->dense_array.n == 3
                   ? (int)(seg->dense_array.ints[0] + seg->dense_array.ints[1])
                   : 0;
    }
    if (op_is(op, OP_SCF_FOR)) return 3;
    if (op_is(op, OP_SCF_IF)) return 1;
    /* TRACK_LANES: the value and the destination of an insert, the source of
     * an extract; a position is an integer operand after them */
    switch (op->code) {
    case OP_VECTOR_INSERT: case OP_VECTOR_INSERT_STRIDED_SLICE: case OP_VECTOR_SHUFFLE: case OP_LLVM_INSERTELEMENT:
    case OP_LLVM_INSERTVALUE:
        return op->noperands < 2 ? op->noperands : 2;
    case OP_VECTOR_EXTRACT: case OP_VECTOR_EXTRACT_STRIDED_SLICE: case OP_VECTOR_TRANSPOSE: case OP_VECTOR_BROADCAST:
    case OP_LLVM_EXTRACTELEMENT: case OP_LLVM_EXTRACTVALUE:
        return op->noperands < 1 ? op->noperands : 1;
    default:
        break;
    }
    /* TRACK_INDEXED: the operand that is not a subscript (none: noperands) */
    if (op_is(op, OP_VECTOR_TRANSFER_READ) && op->noperands > 0 && op->operands[0]->type->kind == TY_MEMREF)
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

void shadow_copy_lanes(Slot *fr, int to, int from, int count) {
    if (!fr[-1].p || to == from) return;   /* no shadow: every lane is defined */
    if (to < from)
        for (int l = 0; l < count; l++) slot_set_shadow(fr, to + l, slot_undefined(fr, from + l));
    else
        for (int l = count - 1; l >= 0; l--) slot_set_shadow(fr, to + l, slot_undefined(fr, from + l));
}

/* Origin k; 1 (uninitialized since allocation) and any origin of a run
 * that made none yet are the empty origin. */
static const Origin *origin_at(const Exec *ex, unsigned char k) {
    static const Origin since_allocation;
    return ex->def.origins && k > 1 ? &ex->def.origins[k] : &since_allocation;
}

const Origin *definedness_origin(const Exec *ex, unsigned char k) { return origin_at(ex, k); }

void definedness_release(DefinednessState *def) {
    free(def->origins);
    def->origins = NULL;
    def->norigins = 0;
}

/* A new origin; 1 (no node: since allocation) when its table cannot be had. */
static unsigned char new_origin(Exec *ex, bool poison, const Node *n, Loc alloc_loc) {
    if (!ex->def.origins && !(ex->def.origins = calloc(MAX_ORIGINS + 1, sizeof(Origin)))) return 1;
    if (ex->def.norigins < 1) ex->def.norigins = 1;            /* 1: "uninitialized since allocation" in memory */
    if (ex->def.norigins < MAX_ORIGINS) ex->def.norigins++;    /* past 254 origins, the last is reused */
    Origin *o = &ex->def.origins[ex->def.norigins];
    o->poison = poison;
    o->node = n;
    o->alloc_loc = alloc_loc;
    o->element = -1;
    o->nloops = 0;
    o->why[0] = 0;
    return (unsigned char)ex->def.norigins;
}

/* The slots of v (worked out when the program was loaded). */
static int width_of(const Program *p, const Value *v) { return width_in(p, v); }

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
    const Origin *o = origin_at(ex, k);
    if (o->poison) {
        if (!exec_checks(ex, UB_POISON)) return ST_OK;
        exec_ub(ex, n, UB_POISON, "a poison value is %s", use);
        if (o->node) exec_note(ex, o->node->op->loc, "the poison was made here by '%s': %s", o->node->op->name, o->why);
        return ST_ERROR;
    }
    if (!exec_checks(ex, UB_UNINIT)) return ST_OK;
    exec_ub(ex, n, UB_UNINIT, "an uninitialized value is %s", use);
    if (o->node && o->element >= 0)
        exec_note(ex, o->node->op->loc, "it was read from uninitialized memory here: element %lld (row-major, from 0)",
                  (long long)o->element);
    else if (o->node)
        exec_note(ex, o->node->op->loc, "it was read from uninitialized memory here");
    for (int i = 0; i < o->nloops; i++)
        exec_note(ex, o->loops[i].loop->loc, "read in the iteration of this '%s' where its induction variable is %lld",
                  o->loops[i].loop->name, (long long)o->loops[i].iv);
    if (loc_known(o->alloc_loc)) exec_note(ex, o->alloc_loc, "the memory was allocated here");
    exec_help(ex, "write the memory before it is read: 'memref.alloc' and 'memref.alloca' leave it uninitialized");
    return ST_ERROR;
}

/* Where a load of never-written memory read: the element and the loops
 * around it with their induction variables (the lazy mode's error comes
 * later, where the value is observed, and names them as strict mode
 * would at the load). */
static void note_read(Exec *ex, unsigned char k, const Node *n, const Slot *fr, const Buffer *b, int64_t lin) {
    if (k <= 1) return;
    Origin *o = &ex->def.origins[k];
    o->element = b->owner ? -1 : lin;    /* through a view: the view's own numbering would mislead */
    o->nloops = 0;
    for (const Op *op = n->op, *loop; (loop = op_parent_op(op)) != NULL && o->nloops < ORIGIN_LOOPS; op = loop) {
        if (loop->code == OP_FUNC_FUNC || loop->code == OP_LLVM_FUNC) break;
        bool is_loop = loop->code == OP_AFFINE_FOR || loop->code == OP_SCF_FOR || loop->code == OP_AFFINE_PARALLEL ||
                       loop->code == OP_SCF_PARALLEL;
        if (is_loop && op->parent->nargs > 0) {
            o->loops[o->nloops].loop = loop;
            o->loops[o->nloops++].iv = fr[slot_of(ex->prog, op->parent->args[0])].i;
        }
    }
}

Status definedness_undefined_load(Exec *ex, const Node *n, Slot *fr, const Buffer *b, int64_t lin, int out_slot) {
    unsigned char k = buffer_undefined(b, lin);
    if (!origin_at(ex, k)->node) {
        k = new_origin(ex, false, n, b->owner ? b->owner->alloc_loc : b->alloc_loc);
        note_read(ex, k, n, fr, b, lin);
    }
    if (ex->def.uninit_strict && !origin_at(ex, k)->poison && exec_checks(ex, UB_UNINIT)) {
        exec_ub(ex, n, UB_UNINIT, "load of an uninitialized element (--uninit=strict)");
        exec_note(ex, b->alloc_loc, "the memory was allocated here");
        exec_help(ex, "write the memory before it is read: 'memref.alloc' and 'memref.alloca' leave it uninitialized");
        return ST_ERROR;
    }
    ex->tracking = ex->def.undefined_seen = true;
    slot_set_shadow(fr, out_slot, k);
    return ST_OK;
}

Status definedness_poison(Exec *ex, const Node *n, Slot *fr, int slot, const char *fmt, ...) {
    if (!exec_checks(ex, UB_POISON)) return ST_OK;
    unsigned char k = new_origin(ex, true, n, (Loc){0});
    if (k > 1) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(ex->def.origins[k].why, sizeof ex->def.origins[k].why, fmt, ap);
        va_end(ap);
    }
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
        if (k) return definedness_element_observed(ex, n, v.buf, k, pos, use);
    }
    return ST_OK;
}

Status definedness_element_observed(Exec *ex, const Node *n, const Buffer *b, unsigned char k, int64_t pos, const char *use) {
    if (!origin_at(ex, k)->node) {
        if (!exec_checks(ex, UB_UNINIT)) return ST_OK;
        exec_ub(ex, n, UB_UNINIT, "an uninitialized element (number %lld in row-major order) is %s", (long long)pos, use);
        exec_note(ex, b->owner ? b->owner->alloc_loc : b->alloc_loc, "the memory was allocated here");
        exec_help(ex, "write the memory before it is read: 'memref.alloc' and 'memref.alloca' leave it uninitialized");
        return ST_ERROR;
    }
    return definedness_observed(ex, n, k, use);
}

/* ---------------------------------------------------- tracked dispatch */
static Status observe_operand(Exec *ex, const Node *n, const Slot *fr, int i, const char *use) {
    const Value *v = n->op->operands[i];
    if (v->type->kind == TY_MEMREF || v->type->kind == TY_UNRANKED_MEMREF) return ST_OK;
    int w = width_of(ex->prog, v);
    for (int l = 0; l < w; l++) {
        unsigned char k = slot_undefined(fr, n->in[i] + l);
        if (!k) continue;
        char what[160];
        if (w > 1)   /* a vector: which lane of which operand */
            snprintf(what, sizeof what, "%s (lane %d of operand #%d)", use, l, i);
        if (definedness_observed(ex, n, k, w > 1 ? what : use)) return ST_ERROR;
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
static void propagate_pure(const Program *p, const Node *n, Slot *fr) {
    for (int r = 0; r < n->nout; r++) {
        int wr = width_of(p, n->op->results[r]);
        for (int l = 0; l < wr; l++) {
            unsigned char k = 0;
            for (int i = 0; i < n->nin && !k; i++) {
                int wi = width_of(p, n->op->operands[i]);
                if (wi == wr) k = slot_undefined(fr, n->in[i] + l);
                else
                    for (int j = 0; j < wi && !k; j++) k = slot_undefined(fr, n->in[i] + j);
            }
            slot_set_shadow(fr, n->out[r] + l, k);
        }
    }
}

static void define_results(const Program *p, const Node *n, Slot *fr) {
    for (int r = 0; r < n->nout; r++) {
        int w = width_of(p, n->op->results[r]);
        for (int l = 0; l < w; l++) slot_set_shadow(fr, n->out[r] + l, 0);
    }
}

static void propagate_select(const Program *p, const Node *n, Slot *fr) {
    int w = width_of(p, n->op->results[0]), wc = width_of(p, n->op->operands[0]);
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
        propagate_pure(ex->prog, n, fr);
        return n->fn(ex, n, fr);   /* may make poison of its own */
    case TRACK_SELECT:
        if (observe_operand(ex, n, fr, 0, "used as a select condition")) return ST_ERROR;
        propagate_select(ex->prog, n, fr);
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
                             op_is(n->op, OP_AFFINE_IF) || op_is(n->op, OP_SCF_IF) ? "used as a condition" : "used as a loop bound"))
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
        define_results(ex->prog, n, fr);
        return n->fn(ex, n, fr);
    case TRACK_ALLOCATION:
        if (observe_operands(ex, n, fr, 0, n->nin, "used as an allocation size")) return ST_ERROR;
        define_results(ex->prog, n, fr);
        return n->fn(ex, n, fr);
    case TRACK_LANES: {
        unsigned char k = 0;
        for (int i = n->track_observed; i < n->nin && !k; i++) k = slot_undefined(fr, n->in[i]);
        if (n->fn(ex, n, fr)) return ST_ERROR;
        for (int l = 0, w = k ? width_of(ex->prog, n->op->results[0]) : 0; l < w; l++) slot_set_shadow(fr, n->out[0] + l, k);
        return ST_OK;
    }
    case TRACK_OBSERVE:
    default:
        if (observe_operands(ex, n, fr, 0, n->nin, "used by an op that needs its value")) return ST_ERROR;
        define_results(ex->prog, n, fr);
        return n->fn(ex, n, fr);
    }
}
