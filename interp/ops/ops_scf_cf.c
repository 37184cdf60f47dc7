/* scf (structured control flow) and cf (branches between blocks). */
#include "../engine/op_table.h"
#include "../checks/access.h"
#include "../engine/exec.h"
#include "../engine/load.h"
#include <string.h>


static void copy_from_terminator(Exec *ex, const Node *n, Slot *fr);

/* Moves from the last op (terminator) of a region's last block to dst. */
static bool term_moves(LoadCtx *lc, const Node *n, const Region *r, int skip, const int *dst, int ndst, Moves *out) {
    memset(out, 0, sizeof *out);
    if (r->nblocks == 0) return ndst == 0 || load_fail(lc, n, "'%s' op region has no block", n->op->name);
    const Block *b = r->blocks[r->nblocks - 1];
    const Op *y = b->nops ? b->ops[b->nops - 1] : NULL;
    if (!y || y->noperands - skip != ndst)
        return load_fail(lc, n, "'%s' op region must yield %d value%s", n->op->name, ndst, ndst == 1 ? "" : "s");
    *out = load_moves_to_slots(lc, ndst, y->operands ? y->operands + skip : NULL, dst);
    return true;
}

static int *block_arg_slots(LoadCtx *lc, const Block *b, int first) {
    int *s = arena_alloc(lc->arena, sizeof(int) * (size_t)(b->nargs + 1));
    for (int i = first; i < b->nargs; i++) s[i - first] = slot_of(lc->prog, b->args[i]);
    return s;
}

/* ------------------------------------------------------------ scf.for */
typedef struct ScfFor {
    int iv_slot;
    bool plain;        /* the body ends in a plain yield (exec_loop_body) */
    bool is_unsigned;
    int width;
    Moves init, carry, result;
} ScfFor;

static Status h_for(Exec *ex, const Node *n, Slot *fr) {
    const ScfFor *d = n->data;
    int64_t lb = fr[n->in[0]].i, ub = fr[n->in[1]].i, step = fr[n->in[2]].i;
    if (step <= 0 && !(d->is_unsigned && step != 0))
        return exec_ub(ex, n, UB_IMMEDIATE, "'scf.for' with a step of %lld: the step must be positive", (long long)step);
    moves_apply(ex, &d->init, fr, fr);
    const ExecBlock *body = &n->regions[0].blocks[0];
    for (int64_t iv = lb;;) {
        bool more = d->is_unsigned ? scalar_zext(iv, d->width) < scalar_zext(ub, d->width) : iv < ub;
        if (!more) break;
        fr[d->iv_slot].i = iv;
        Status st = d->plain ? exec_loop_body(ex, body, fr) : exec_block(ex, body, fr);
        if (st != ST_TERM) return st;
        if (d->carry.n) moves_apply_parallel(ex, &d->carry, fr);
        if ((ex->used.steps += body->nnodes) > ex->limits.step_stop && exec_steps_reached(ex, n))
            return ST_ERROR;
        /* the induction variable wraps at its width; a wrap ends the loop (no further iteration is below ub) */
        int64_t next = scalar_sext((uint64_t)iv + (uint64_t)step, d->width);
        if (d->is_unsigned ? scalar_zext(next, d->width) <= scalar_zext(iv, d->width) : next <= iv) break;
        iv = next;
    }
    moves_apply(ex, &d->result, fr, fr);
    return ST_OK;
}

static bool prep_for(LoadCtx *lc, Node *n) {
    ScfFor *d = arena_alloc(lc->arena, sizeof *d);
    const Region *r = &n->op->regions[0];
    int ninit = n->nin - 3;
    if (r->nblocks != 1 || r->blocks[0]->nargs != 1 + ninit)
        return load_fail(lc, n, "'scf.for' op body must have one block with %d arguments", 1 + ninit);
    const Block *b = r->blocks[0];
    d->iv_slot = slot_of(lc->prog, b->args[0]);
    d->is_unsigned = node_attr(n, "unsignedCmp") != NULL;
    d->width = scalar_kind_of(b->args[0]->type).width;
    int *iter = block_arg_slots(lc, b, 1);
    d->init = load_moves_to_slots(lc, ninit, n->op->operands + 3, iter);
    if (!term_moves(lc, n, r, 0, iter, ninit, &d->carry)) return false;
    d->result = load_moves(lc, ninit, b->args + 1, n->op->results);
    d->plain = block_ends_in_plain_yield(&n->regions[0].blocks[0]);
    n->data = d;
    n->fn = h_for;
    return true;
}

/* ------------------------------------------------------------- scf.if */
typedef struct ScfIf {
    Moves then_moves, else_moves;
    bool plain[2];     /* the then / else region is one block ending in a plain yield (exec_loop_body) */
} ScfIf;

static Status h_if(Exec *ex, const Node *n, Slot *fr) {
    const ScfIf *d = n->data;
    bool c = fr[n->in[0]].i != 0;
    const ExecRegion *r = &n->regions[c ? 0 : 1];
    if (r->nblocks == 0) return ST_OK;
    Status st;
    if (d->plain[c ? 0 : 1]) {   /* as exec_region on its one block, without running the yield */
        if (++ex->used.steps > ex->limits.step_stop && exec_steps_reached(ex, ex->term)) return ST_ERROR;
        st = exec_loop_body(ex, &r->blocks[0], fr);
    } else {
        st = exec_region(ex, r, fr);
    }
    if (st != ST_TERM) return st;
    if (r->nblocks > 1) copy_from_terminator(ex, n, fr);
    else moves_apply(ex, c ? &d->then_moves : &d->else_moves, fr, fr);
    return ST_OK;
}

static bool prep_if(LoadCtx *lc, Node *n) {
    ScfIf *d = arena_alloc(lc->arena, sizeof *d);
    for (int i = 0; i < 2; i++) d->plain[i] = n->regions[i].nblocks == 1 && block_ends_in_plain_yield(&n->regions[i].blocks[0]);
    if (!term_moves(lc, n, &n->op->regions[0], 0, n->out, n->nout, &d->then_moves)) return false;
    if (n->op->regions[1].nblocks && !term_moves(lc, n, &n->op->regions[1], 0, n->out, n->nout, &d->else_moves))
        return false;
    n->data = d;
    n->fn = h_if;
    return true;
}

/* ---------------------------------------------------------- scf.while */
typedef struct ScfWhile {
    Moves init;        /* operands -> before args */
    Moves to_after;    /* condition args -> after args */
    Moves to_result;   /* condition args -> results */
    Moves carry;       /* after's yield -> before args */
    int cond_slot;
    bool one_block;    /* before is one block (its scf.condition runs, it may observe) and after
                        * one block ending in a plain yield (exec_loop_body) */
} ScfWhile;

static Status h_while(Exec *ex, const Node *n, Slot *fr) {
    const ScfWhile *d = n->data;
    moves_apply(ex, &d->init, fr, fr);
    for (;;) {
        Status st;
        if (d->one_block) {   /* as exec_region, counting a step per block */
            if (++ex->used.steps > ex->limits.step_stop && exec_steps_reached(ex, ex->term)) return ST_ERROR;
            /* the scf.condition only hands on its operands, unless tracking
             * (it observes the condition then): run through exec_node */
            st = exec_loop_body(ex, &n->regions[0].blocks[0], fr);
            if (st == ST_TERM && __builtin_expect(ex->tracking, 0)) st = exec_node(ex, ex->term, fr);
        } else {
            st = exec_region(ex, &n->regions[0], fr);
        }
        if (st != ST_TERM) return st;
        if (fr[d->cond_slot].i == 0) break;
        moves_apply_parallel(ex, &d->to_after, fr);
        if (d->one_block) {
            if (++ex->used.steps > ex->limits.step_stop && exec_steps_reached(ex, ex->term)) return ST_ERROR;
            st = exec_loop_body(ex, &n->regions[1].blocks[0], fr);
        } else {
            st = exec_region(ex, &n->regions[1], fr);
        }
        if (st != ST_TERM) return st;
        moves_apply_parallel(ex, &d->carry, fr);
        if (++ex->used.steps > ex->limits.step_stop && exec_steps_reached(ex, n))
            return ST_ERROR;
    }
    moves_apply(ex, &d->to_result, fr, fr);
    return ST_OK;
}

static bool prep_while(LoadCtx *lc, Node *n) {
    ScfWhile *d = arena_alloc(lc->arena, sizeof *d);
    const Region *before = &n->op->regions[0], *after = &n->op->regions[1];
    if (before->nblocks < 1 || after->nblocks < 1) return load_fail(lc, n, "'scf.while' op needs both regions");
    const Block *bb = before->blocks[0], *ab = after->blocks[0];
    if (bb->nargs != n->nin) return load_fail(lc, n, "'scf.while' op before region arguments must match the operands");
    d->init = load_moves_to_slots(lc, n->nin, n->op->operands, block_arg_slots(lc, bb, 0));
    const Block *last = before->blocks[before->nblocks - 1];
    const Op *cond = last->nops ? last->ops[last->nops - 1] : NULL;
    if (!cond || cond->code != OP_SCF_CONDITION || cond->noperands != 1 + ab->nargs ||
        cond->noperands != 1 + n->nout)
        return load_fail(lc, n, "'scf.while' op before region must end with scf.condition passing the after arguments");
    d->cond_slot = slot_of(lc->prog, cond->operands[0]);
    d->to_after = load_moves_to_slots(lc, ab->nargs, cond->operands + 1, block_arg_slots(lc, ab, 0));
    d->to_result = load_moves_to_slots(lc, n->nout, cond->operands + 1, n->out);
    if (!term_moves(lc, n, after, 0, block_arg_slots(lc, bb, 0), bb->nargs, &d->carry)) return false;
    d->one_block = n->regions[0].nblocks == 1 && n->regions[1].nblocks == 1 &&
                   block_ends_in_plain_yield(&n->regions[1].blocks[0]);
    n->data = d;
    n->fn = h_while;
    return true;
}

/* -------------------------------------------------------- scf.parallel */
typedef struct ScfParallel {
    int ndims;
    int *iv_slots;
    int nred;
    const Node *reduce;      /* the body's scf.reduce */
    int *value_slots;        /* what each reduction combines */
    int *lhs_slots, *rhs_slots, *ret_slots;
} ScfParallel;

static Status parallel_iterations(Exec *ex, const Node *n, Slot *fr, const ScfParallel *d, const int64_t *lo,
                                  const int64_t *hi, const int64_t *st, int64_t *iv, bool race_here);

static Status h_parallel(Exec *ex, const Node *n, Slot *fr) {
    const ScfParallel *d = n->data;
    int k = d->ndims;
    int64_t lo[64], hi[64], st[64], iv[64];
    bool empty = false;
    for (int i = 0; i < k; i++) {
        lo[i] = fr[n->in[i]].i;
        hi[i] = fr[n->in[k + i]].i;
        st[i] = fr[n->in[2 * k + i]].i;
        if (st[i] <= 0) return exec_ub(ex, n, UB_IMMEDIATE, "'scf.parallel' with a non-positive step (%lld)", (long long)st[i]);
        if (lo[i] >= hi[i]) empty = true;
        iv[i] = lo[i];
    }
    for (int r = 0; r < d->nred; r++) {
        fr[n->out[r]] = fr[n->in[3 * k + r]];
        if (__builtin_expect(ex->def.undefined_seen, 0)) slot_set_shadow(fr, n->out[r], slot_undefined(fr, n->in[3 * k + r]));
    }
    if (empty) return ST_OK;
    /* a band of more than one iteration is race-checked, as
     * affine.parallel's (races.h) */
    bool one_trip = true;
    for (int i = 0; i < k && one_trip; i++) one_trip = (uint64_t)hi[i] - (uint64_t)lo[i] <= (uint64_t)st[i];
    bool race_here = !one_trip && race_can_begin(&ex->race) && exec_checks(ex, UB_RACE);
    if (race_here) race_band_begin(ex, n);
    Status s = parallel_iterations(ex, n, fr, d, lo, hi, st, iv, race_here);
    if (race_here) race_band_end(ex);
    return s;
}

static Status parallel_iterations(Exec *ex, const Node *n, Slot *fr, const ScfParallel *d, const int64_t *lo,
                                  const int64_t *hi, const int64_t *st, int64_t *iv, bool race_here) {
    int k = d->ndims;
    const ExecBlock *body = &n->regions[0].blocks[0];
    for (;;) {
        for (int i = 0; i < k; i++) fr[d->iv_slots[i]].i = iv[i];
        Status s = exec_block(ex, body, fr);
        if (s != ST_TERM) return s;
        for (int r = 0; r < d->nred; r++) {
            fr[d->lhs_slots[r]] = fr[n->out[r]];
            fr[d->rhs_slots[r]] = fr[d->value_slots[r]];
            if (__builtin_expect(ex->def.undefined_seen, 0)) {   /* the operands' definedness goes with them */
                slot_set_shadow(fr, d->lhs_slots[r], slot_undefined(fr, n->out[r]));
                slot_set_shadow(fr, d->rhs_slots[r], slot_undefined(fr, d->value_slots[r]));
            }
            s = exec_region(ex, &d->reduce->regions[r], fr);
            if (s != ST_TERM) return s;
            fr[n->out[r]] = fr[d->ret_slots[r]];
            if (__builtin_expect(ex->def.undefined_seen, 0)) slot_set_shadow(fr, n->out[r], slot_undefined(fr, d->ret_slots[r]));
        }
        int i = k - 1;
        for (; i >= 0; i--) {
            iv[i] += st[i];
            if (iv[i] < hi[i]) break;
            iv[i] = lo[i];
        }
        if (i < 0) break;
        if (race_here) race_next_iteration(ex);
    }
    return ST_OK;
}

static bool prep_parallel(LoadCtx *lc, Node *n) {
    ScfParallel *d = arena_alloc(lc->arena, sizeof *d);
    const Attr *seg = node_attr(n, "operandSegmentSizes");
    if (!seg || attr_int_count(seg) != 4) return load_fail(lc, n, "'scf.parallel' op requires operandSegmentSizes");
    d->ndims = (int)attr_int_at(seg, 0);
    d->nred = (int)attr_int_at(seg, 3);
    if (d->ndims > 64) return load_fail(lc, n, "'scf.parallel' with more than 64 loops");
    const Region *r = &n->op->regions[0];
    if (r->nblocks != 1 || r->blocks[0]->nargs != d->ndims) return load_fail(lc, n, "'scf.parallel' op body shape");
    d->iv_slots = block_arg_slots(lc, r->blocks[0], 0);
    const ExecBlock *eb = &n->regions[0].blocks[0];
    const Node *red = eb->nnodes ? &eb->nodes[eb->nnodes - 1] : NULL;
    if (!red || red->op->code != OP_SCF_REDUCE || red->nin != d->nred || red->nregions != d->nred)
        return load_fail(lc, n, "'scf.parallel' op body must end with scf.reduce of each init value");
    d->reduce = red;
    d->value_slots = red->in;
    d->lhs_slots = arena_alloc(lc->arena, sizeof(int) * (size_t)(d->nred + 1));
    d->rhs_slots = arena_alloc(lc->arena, sizeof(int) * (size_t)(d->nred + 1));
    d->ret_slots = arena_alloc(lc->arena, sizeof(int) * (size_t)(d->nred + 1));
    for (int i = 0; i < d->nred; i++) {
        const Region *rr = &red->op->regions[i];
        if (rr->nblocks != 1 || rr->blocks[0]->nargs != 2) return load_fail(lc, n, "'scf.reduce' region shape");
        if (value_width(rr->blocks[0]->args[0]->type) != 1)
            return load_fail(lc, n, "'scf.reduce' of vectors or memrefs is not supported by affine-interp");
        d->lhs_slots[i] = slot_of(lc->prog, rr->blocks[0]->args[0]);
        d->rhs_slots[i] = slot_of(lc->prog, rr->blocks[0]->args[1]);
        const Block *b = rr->blocks[0];
        const Op *ret = b->nops ? b->ops[b->nops - 1] : NULL;
        if (!ret || ret->noperands != 1) return load_fail(lc, n, "'scf.reduce' region must end with scf.reduce.return");
        d->ret_slots[i] = slot_of(lc->prog, ret->operands[0]);
    }
    n->data = d;
    n->fn = h_parallel;
    return true;
}

/* --------------------------------------------- execute_region, switch */
typedef struct RegionResults {
    int nregions;
    int64_t *cases;
} RegionResults;

/* A region of several blocks may end in any of them: the results come from
 * the terminator that ran. */
static void copy_from_terminator(Exec *ex, const Node *n, Slot *fr) {
    const Node *t = ex->term;
    for (int i = 0; t && i < n->nout && i < t->nin; i++)
        memcpy(fr + n->out[i], fr + t->in[i], sizeof(Slot) * (size_t)value_width(n->op->results[i]->type));
}

static Status h_execute_region(Exec *ex, const Node *n, Slot *fr) {
    Status st = exec_region(ex, &n->regions[0], fr);
    if (st != ST_TERM) return st;
    copy_from_terminator(ex, n, fr);
    return ST_OK;
}

static Status h_index_switch(Exec *ex, const Node *n, Slot *fr) {
    const RegionResults *d = n->data;
    int64_t v = fr[n->in[0]].i;
    int pick = 0;   /* default */
    for (int i = 1; i < d->nregions; i++)
        if (d->cases[i - 1] == v) {
            pick = i;
            break;
        }
    Status st = exec_region(ex, &n->regions[pick], fr);
    if (st != ST_TERM) return st;
    copy_from_terminator(ex, n, fr);
    return ST_OK;
}

static bool prep_region_results(LoadCtx *lc, Node *n, Handler h) {
    RegionResults *d = arena_alloc(lc->arena, sizeof *d);
    d->nregions = n->op->nregions;
    /* every block that yields gives the results (copy_from_terminator);
     * the others end in a branch or in llvm.unreachable */
    for (int i = 0; i < d->nregions; i++) {
        const Region *r = &n->op->regions[i];
        if (r->nblocks == 0 && n->nout != 0) return load_fail(lc, n, "'%s' op region has no block", n->op->name);
        for (int b = 0; b < r->nblocks; b++) {
            const Block *blk = r->blocks[b];
            const Op *y = blk->nops ? blk->ops[blk->nops - 1] : NULL;
            if ((!y || op_is(y, OP_SCF_YIELD) || r->nblocks == 1) && (!y || y->noperands != n->nout))
                return load_fail(lc, n, "'%s' op region must yield %d value%s", n->op->name, n->nout,
                                 n->nout == 1 ? "" : "s");
        }
    }
    if (h == h_index_switch) {
        const Attr *c = node_attr(n, "cases");
        if (attr_int_count(c) != d->nregions - 1) return load_fail(lc, n, "'scf.index_switch' op case count mismatch");
        d->cases = arena_alloc(lc->arena, sizeof(int64_t) * (size_t)d->nregions);
        for (int i = 0; i + 1 < d->nregions; i++) d->cases[i] = attr_int_at(c, i);
    }
    n->data = d;
    n->fn = h;
    return true;
}
static bool prep_execute_region(LoadCtx *lc, Node *n) { return prep_region_results(lc, n, h_execute_region); }
static bool prep_index_switch(LoadCtx *lc, Node *n) { return prep_region_results(lc, n, h_index_switch); }

/* ----------------------------------------------------------------- cf */
typedef struct Branch {
    int nsucc;
    int *target;           /* block index in the region */
    Moves *args;           /* operands -> target block arguments */
    int64_t *case_values;  /* cf.switch */
} Branch;

static int block_index(const Op *op, const Block *b) {
    const Region *r = op->parent->parent;
    for (int i = 0; i < r->nblocks; i++)
        if (r->blocks[i] == b) return i;
    return -1;
}

/* successor i takes operands [first, first+count) */
static bool prep_successor(LoadCtx *lc, const Node *n, Branch *br, int i, int first, int count) {
    const Block *b = n->op->successors[i];
    br->target[i] = block_index(n->op, b);
    if (br->target[i] < 0 || b->nargs != count)
        return load_fail(lc, n, "'%s' op branch to a block with %d arguments passes %d", n->op->name, b->nargs, count);
    br->args[i] = load_moves_to_slots(lc, count, n->op->operands ? n->op->operands + first : NULL, block_arg_slots(lc, b, 0));
    return true;
}

static Branch *new_branch(LoadCtx *lc, const Node *n) {
    Branch *br = arena_alloc(lc->arena, sizeof *br);
    br->nsucc = n->op->nsuccessors;
    br->target = arena_alloc(lc->arena, sizeof(int) * (size_t)(br->nsucc + 1));
    br->args = arena_alloc(lc->arena, sizeof(Moves) * (size_t)(br->nsucc + 1));
    return br;
}

static Status take(Exec *ex, const Node *n, const Branch *br, int i, Slot *fr) {
    moves_apply_parallel(ex, &br->args[i], fr);
    ex->branch_to = br->target[i];
    ex->term = n;
    return ST_TERM;
}

static Status h_br(Exec *ex, const Node *n, Slot *fr) { return take(ex, n, n->data, 0, fr); }
static Status h_cond_br(Exec *ex, const Node *n, Slot *fr) {
    return take(ex, n, n->data, fr[n->in[0]].i ? 0 : 1, fr);
}
static Status h_switch(Exec *ex, const Node *n, Slot *fr) {
    const Branch *br = n->data;
    int64_t v = fr[n->in[0]].i;
    for (int i = 1; i < br->nsucc; i++)
        if (br->case_values[i - 1] == v) return take(ex, n, br, i, fr);
    return take(ex, n, br, 0, fr);
}

static bool prep_br(LoadCtx *lc, Node *n) {
    Branch *br = new_branch(lc, n);
    if (!prep_successor(lc, n, br, 0, 0, n->nin)) return false;
    n->data = br;
    n->fn = h_br;
    return true;
}

static bool prep_cond_br(LoadCtx *lc, Node *n) {
    Branch *br = new_branch(lc, n);
    const Attr *seg = node_attr(n, "operandSegmentSizes");
    int nt = seg ? (int)attr_int_at(seg, 1) : 0, nf = seg ? (int)attr_int_at(seg, 2) : 0;
    if (!prep_successor(lc, n, br, 0, 1, nt) || !prep_successor(lc, n, br, 1, 1 + nt, nf)) return false;
    n->data = br;
    n->fn = h_cond_br;
    return true;
}

static bool prep_switch(LoadCtx *lc, Node *n) {
    Branch *br = new_branch(lc, n);
    const Attr *seg = node_attr(n, "operandSegmentSizes");
    const Attr *cseg = node_attr(n, "case_operand_segments");
    const Attr *vals = node_attr(n, "case_values");
    int ndef = seg ? (int)attr_int_at(seg, 1) : 0;
    if (!prep_successor(lc, n, br, 0, 1, ndef)) return false;
    br->case_values = arena_alloc(lc->arena, sizeof(int64_t) * (size_t)(br->nsucc + 1));
    int at = 1 + ndef;
    ScalarKind k = scalar_kind_of(n->op->operands[0]->type);
    for (int i = 1; i < br->nsucc; i++) {
        int cnt = cseg ? (int)attr_int_at(cseg, i - 1) : 0;
        if (!prep_successor(lc, n, br, i, at, cnt)) return false;
        at += cnt;
        br->case_values[i - 1] = scalar_sext((uint64_t)attr_int_at(vals, i - 1), k.width);
    }
    n->data = br;
    n->fn = h_switch;
    return true;
}

static Status h_assert(Exec *ex, const Node *n, Slot *fr) {
    if (fr[n->in[0]].i) return ST_OK;
    const Attr *m = node_attr(n, "msg");
    return exec_ub(ex, n, UB_IMMEDIATE, "'cf.assert' failed: %s", m && m->kind == AT_STRING ? m->string.data : "");
}
/* LLVM LangRef: reaching 'unreachable' is undefined behaviour. */
static Status h_unreachable(Exec *ex, const Node *n, Slot *fr) {
    (void)fr;
    return exec_ub(ex, n, UB_IMMEDIATE, "'llvm.unreachable' was reached");
}
static bool prep_unreachable(LoadCtx *lc, Node *n) {
    (void)lc;
    n->fn = h_unreachable;
    return true;
}

static bool prep_assert(LoadCtx *lc, Node *n) {
    (void)lc;
    n->fn = h_assert;
    return true;
}

static const OpEntry entries[] = {
    {OP_SCF_FOR, prep_for},
    {OP_SCF_IF, prep_if},
    {OP_SCF_WHILE, prep_while},
    {OP_SCF_CONDITION, load_terminator},
    {OP_SCF_YIELD, load_terminator},
    {OP_SCF_PARALLEL, prep_parallel},
    {OP_SCF_REDUCE, load_terminator},
    {OP_SCF_REDUCE_RETURN, load_terminator},
    {OP_SCF_EXECUTE_REGION, prep_execute_region},
    {OP_SCF_INDEX_SWITCH, prep_index_switch},
    {OP_CF_BR, prep_br},
    {OP_CF_COND_BR, prep_cond_br},
    {OP_CF_SWITCH, prep_switch},
    {OP_CF_ASSERT, prep_assert},
    {OP_LLVM_BR, prep_br},               /* the LLVM dialect's branches are cf's */
    {OP_LLVM_COND_BR, prep_cond_br},
    {OP_LLVM_UNREACHABLE, prep_unreachable},
};
OP_TABLE(scf_cf_ops, entries);
