/* The nested-control kernel: a two-deep nest over a rank-2 output whose
 * loops are affine.for or affine.parallel in any combination (a parallel
 * band inside a loop, inside an affine.if, inside another band), the inner
 * loop's bounds perhaps depending on the outer induction variable (a
 * parallel IV among them), and the store under affine.if guards nested in
 * the then or else block of another.  Every iteration writes its own
 * element (out[i, j]), so the parallel bands are free of races. */
#include <stdio.h>
#include <string.h>
#include "affexpr.h"
#include "kernels.h"
#include "memref.h"

/* One loop of the nest: an affine.for or a one-dimensional affine.parallel. */
typedef struct {
    bool par;
    LoopH lh;
    ParH ph;
} AnyLoop;

static const Val *any_begin(Gen *g, AnyLoop *l, AExpr *const *lb, int nlb, AExpr *const *ub, int nub) {
    if (l->par) {
        ParSpec s;
        memset(&s, 0, sizeof s);
        s.ndims = 1;
        for (int i = 0; i < nlb; i++) s.lb[0][i] = lb[i];
        for (int i = 0; i < nub; i++) s.ub[0][i] = ub[i];
        s.nlb[0] = nlb;
        s.nub[0] = nub;
        s.step[0] = 1;
        par_begin(g, &s, &l->ph);
        return l->ph.iv[0];
    }
    LoopSpec s;
    memset(&s, 0, sizeof s);
    for (int i = 0; i < nlb; i++) s.lb[i] = lb[i];
    for (int i = 0; i < nub; i++) s.ub[i] = ub[i];
    s.nlb = nlb;
    s.nub = nub;
    s.step = 1;
    loop_begin(g, &s, &l->lh);
    return l->lh.iv;
}

static void any_end(Gen *g, AnyLoop *l) {
    if (l->par) par_end(g, &l->ph, NULL, NULL);
    else loop_end(g, &l->lh, NULL, NULL);
}

/* A guard over the given variables (no results, perhaps an else). */
static void guard_begin(Gen *g, const Val *const *vars, int nv, IfH *h) {
    AExpr *cons[3];
    bool eq[3];
    int nc = gen_set(g, vars, nv, cons, eq, 3);
    if_begin(g, cons, eq, nc, 0, NULL, h);
}

/* The store of the body: plain, under one guard, or under a guard nested in
 * the then or the else block of another. */
static void guarded_store(Gen *g, int out, const char *subs, const Val *const *vars, int nv, LeafCtx *lc) {
    ElemType et = mem_at(g, out)->et;
    int depth = g->force == FEAT_NESTED_CONTROL ? 2 : (int)rng_range(&g->rng, 0, 2);
    if (depth == 0) {
        store_value(g, gen_value(g, et, 2, MAG_EXPR, lc), out, subs);
        return;
    }
    IfH outer;
    guard_begin(g, vars, nv, &outer);
    bool in_else = depth == 2 && rng_percent(&g->rng, 40);
    if (in_else) {
        store_value(g, gen_value(g, et, 1, MAG_EXPR, lc), out, subs);
        if_else(g, &outer, NULL);
    }
    if (depth == 2) {
        IfH inner;
        guard_begin(g, vars, nv, &inner);
        store_value(g, gen_value(g, et, 2, MAG_EXPR, lc), out, subs);
        if (rng_percent(&g->rng, 50)) {
            if_else(g, &inner, NULL);
            store_value(g, gen_value(g, et, 1, MAG_EXPR, lc), out, subs);
        }
        if_end(g, &inner, NULL, NULL);
    } else store_value(g, gen_value(g, et, 2, MAG_EXPR, lc), out, subs);
    if (!in_else && rng_percent(&g->rng, 40)) {
        if_else(g, &outer, NULL);
        store_value(g, gen_value(g, et, 1, MAG_EXPR, lc), out, subs);
    }
    if_end(g, &outer, NULL, NULL);
}

/* The inner loop's bounds over [0, n1): constant, or a triangle / band
 * around the outer variable i (clamped to the buffer). */
static void inner_bounds(Gen *g, const Val *i, int64_t n1, AExpr **lb, int *nlb, AExpr **ub, int *nub) {
    *nlb = *nub = 1;
    lb[0] = ae_const(g, 0);
    ub[0] = ae_const(g, n1);
    switch (rng_below(&g->rng, 4)) {
    case 0: break;
    case 1: /* j < min(i + 1, n1): a lower triangle (no trip for a row past it) */
        ub[0] = ae_addc(g, ae_var(g, i), 1);
        ub[1] = ae_const(g, n1);
        *nub = 2;
        break;
    case 2: /* max(i - 1, 0) <= j: an upper band */
        lb[1] = ae_addc(g, ae_var(g, i), -1);
        *nlb = 2;
        break;
    default: /* both */
        lb[1] = ae_addc(g, ae_var(g, i), -1);
        *nlb = 2;
        ub[0] = ae_addc(g, ae_var(g, i), 2);
        ub[1] = ae_const(g, n1);
        *nub = 2;
        break;
    }
}

bool k_nested(Gen *g) {
    int out = pick_output(g, 2, false, true);
    if (out < 0) return false;
    Mem *b = mem_at(g, out);
    int64_t n1 = b->size[1];
    mark(g, FEAT_NESTED_CONTROL);
    AnyLoop outer = {.par = rng_percent(&g->rng, 50)}, inner = {.par = rng_percent(&g->rng, 60)};
    AExpr *lb[2], *ub[2];
    int nlb = 1, nub = 1;
    lb[0] = ae_const(g, 0);
    ub[0] = mem_dim_bound(g, out, 0);
    const Val *i = any_begin(g, &outer, lb, nlb, ub, nub);
    /* a guard around the inner loop (a band inside an affine.if) */
    IfH mid;
    bool has_mid = rng_percent(&g->rng, 40);
    if (has_mid) guard_begin(g, &i, 1, &mid);
    inner_bounds(g, i, n1, lb, &nlb, ub, &nub);
    const Val *j = any_begin(g, &inner, lb, nlb, ub, nub);
    LeafCtx lc;
    memset(&lc, 0, sizeof lc);
    lc.ninputs = pick_inputs(g, lc.inputs, 16, mem_at(g, out)->id);
    lc.walk[lc.nwalk++] = i;
    lc.walk[lc.nwalk++] = j;
    char subs[2 * NAME_LEN + 4];
    snprintf(subs, sizeof subs, "%s, %s", i->name, j->name);
    const Val *vars[2] = {i, j};
    guarded_store(g, out, subs, vars, 2, &lc);
    any_end(g, &inner);
    if (has_mid) {
        if (rng_percent(&g->rng, 30)) {
            if_else(g, &mid, NULL);
            const Val *c = const_of(g, mem_at(g, out)->et, rng_range(&g->rng, -5, 5));
            char one[NAME_LEN + 8];
            snprintf(one, sizeof one, "%s, 0", i->name);
            store_value(g, c, out, one);
        }
        if_end(g, &mid, NULL, NULL);
    }
    any_end(g, &outer);
    return true;
}
