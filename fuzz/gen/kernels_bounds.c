/* The odd-loops kernel: a two-deep nest over a rank-2 output whose outer
 * loop may run zero times, and whose inner loop has one of the rarer bound
 * forms: max / min maps on the outer induction variable, an SSA-valued
 * lower bound (a constant or a symbol as operand, perhaps above the upper
 * bound, so no trip), or bounds with floordiv / ceildiv / mod.  The store
 * may walk a dimension backwards (out[i, c - j]). */
#include <stdio.h>
#include <string.h>
#include "affexpr.h"
#include "kernels.h"
#include "memref.h"

enum { IB_MINMAX, IB_SSA_LB, IB_DIVMOD, IB_COUNT };

/* The inner loop's bounds over [0, n1) around the outer variable i. */
static void odd_inner_bounds(Gen *g, const Val *i, int64_t n1, bool zero_trip_outer, LoopSpec *s) {
    s->nlb = s->nub = 1;
    s->lb[0] = ae_const(g, 0);
    s->ub[0] = ae_const(g, n1);
    /* max / min maps on the IV of a zero-trip loop make -canonicalize of
     * MLIR 22 write an empty bound map, so mlir-runner cannot lower the
     * program; floordiv / ceildiv of an outer IV in a bound make
     * -affine-loop-tile fail (gen-findings): both rare enough to keep the
     * runner sample and the tiling runs useful */
    int w[IB_COUNT] = {zero_trip_outer ? 10 : 40, zero_trip_outer ? 80 : 40, zero_trip_outer ? 10 : 20};
    switch (rng_weighted(&g->rng, w, IB_COUNT)) {
    case IB_MINMAX: /* max(i - a, 0) to min(i + b, n1) */
        s->lb[0] = ae_addc(g, ae_var(g, i), -rng_range(&g->rng, 0, 2));
        s->lb[1] = ae_const(g, 0);
        s->nlb = 2;
        s->ub[0] = ae_addc(g, ae_var(g, i), rng_range(&g->rng, 1, 3));
        s->ub[1] = ae_const(g, n1);
        s->nub = 2;
        break;
    case IB_SSA_LB: {
        /* an operand: a constant (at most n1 + 1: perhaps no trip) or a
         * symbol, alone or in a max with a constant */
        const Val *c = NULL;
        if (rng_percent(&g->rng, 40)) c = pick_symbol(g, 0, n1 + 1);
        if (!c) c = const_index(g, rng_range(&g->rng, 0, n1 + 1));
        s->lb[0] = ae_var(g, c);
        if (rng_percent(&g->rng, 40)) {
            s->lb[1] = ae_const(g, rng_range(&g->rng, 0, 2));
            s->nlb = 2;
        }
        break;
    }
    default: { /* floordiv / ceildiv / mod of the outer variable, clamped */
        int64_t k = rng_range(&g->rng, 2, 3);
        int w2[3] = {25, 25, 50};
        switch (rng_weighted(&g->rng, w2, 3)) {
        case 0:
            s->ub[0] = ae_addc(g, ae_binc(g, AE_FLOORDIV, ae_var(g, i), k), 1);
            s->ub[1] = ae_const(g, n1);
            s->nub = 2;
            break;
        case 1: s->lb[0] = ae_binc(g, AE_CEILDIV, ae_var(g, i), k); break;
        default:
            s->ub[0] = ae_addc(g, ae_binc(g, AE_MOD, ae_var(g, i), k), 1);
            s->ub[1] = ae_const(g, n1);
            s->nub = 2;
            break;
        }
        break;
    }
    }
}

bool k_odd_loops(Gen *g) {
    int out = pick_output(g, 2, false, true);
    if (out < 0) return false;
    Mem *b = mem_at(g, out);
    int64_t n0 = b->size[0], n1 = b->size[1];
    mark(g, FEAT_ODD_LOOPS);
    LoopSpec s;
    /* the outer loop: the whole first dimension, or none of it */
    bool zero_trip = want(g, FEAT_ODD_LOOPS, 40);
    if (zero_trip) {
        int64_t k = rng_range(&g->rng, 0, n0 - 1);
        loop_spec_const(g, &s, k, k - (int64_t)rng_below(&g->rng, 2), 1);
    } else {
        loop_spec_const(g, &s, 0, n0, 1);
        s.ub[0] = mem_dim_bound(g, out, 0);
    }
    LoopH oh, ih;
    loop_begin(g, &s, &oh);
    const Val *i = oh.iv;
    memset(&s, 0, sizeof s);
    s.step = 1;
    odd_inner_bounds(g, i, n1, zero_trip, &s);
    loop_begin(g, &s, &ih);
    const Val *j = ih.iv;
    LeafCtx lc;
    memset(&lc, 0, sizeof lc);
    lc.ninputs = pick_inputs(g, lc.inputs, 16, mem_at(g, out)->id);
    lc.walk[lc.nwalk++] = i;
    lc.walk[lc.nwalk++] = j;
    const Val *v = gen_value(g, mem_at(g, out)->et, 2, MAG_EXPR, &lc);
    /* backwards along j when j stays in the buffer: out[i, n1 - 1 - j] */
    TextBuf subs;
    tb_init(&subs);
    tb_printf(&subs, "%s, ", i->name);
    if (j->lo >= 0 && j->hi <= n1 - 1 && want(g, FEAT_ODD_LOOPS, 50))
        ae_print_inline(&subs, ae_addc(g, ae_mulc(g, ae_var(g, j), -1), n1 - 1));
    else tb_puts(&subs, j->name);
    ae_reset(g);
    store_value(g, v, out, tb_str(&subs));
    tb_free(&subs);
    loop_end(g, &ih, NULL, NULL);
    loop_end(g, &oh, NULL, NULL);
    return true;
}
