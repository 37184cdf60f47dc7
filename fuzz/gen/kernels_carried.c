/* The carried-kinds kernel: affine.for iter_args of the kinds the
 * reduction kernels do not write: a loop stepping by more than one, an
 * index-typed accumulator (summing the induction variable), and a
 * vector-typed accumulator (summing vector loads); or an accumulator
 * carried in a 0-d memref (memref<f32>).  The results are printed. */
#include <stdio.h>
#include <string.h>
#include "affexpr.h"
#include "kernels.h"
#include "memref.h"

enum { CK_STEP, CK_INDEX, CK_VECTOR, CK_MEMREF, CK_COUNT };

#define CARRIED_LANES 4

/* acc = 0-d buffer; for ... { acc[] = acc[] + f(i) }; printed at the end. */
static bool carried_in_memref(Gen *g, const LoopSpec *s, ElemType et, LeafCtx *lc, int64_t trips, int64_t lim) {
    int64_t none[MAX_RANK] = {0};
    int m = mem_create(g, et, 0, none, want(g, FEAT_ALLOCA, 25) ? MEM_ALLOCA : MEM_ALLOC, 0, false);
    if (m < 0) return false;
    Mem *b = mem_at(g, m);
    b->hidden = b->printed = b->filled = true;
    store_value(g, const_of(g, et, rng_range(&g->rng, -3, 3)), m, "");
    LoopH h;
    loop_begin(g, s, &h);
    mark(g, FEAT_CARRIED_KINDS);
    lc->walk[lc->nwalk++] = h.iv;
    const Val *acc = load_elem(g, m, "");
    const Val *v = gen_value(g, et, 1, lim, lc);
    store_value(g, binop(g, et_is_float(et) ? "addf" : "addi", acc, v, acc->mag + trips * v->mag), m, "");
    loop_end(g, &h, NULL, NULL);
    return true;
}

bool k_carried(Gen *g) {
    int in[16];
    int nin = pick_inputs(g, in, 16, -1);
    /* index- and vector-typed reductions make -affine-parallelize write
     * an invalid affine.parallel, index-typed ones -affine-super-vectorize
     * crash (gen-findings): rare, so those passes keep working on most
     * programs */
    int w[CK_COUNT] = {50, 8, 12, 30};
    int kind = rng_weighted(&g->rng, w, CK_COUNT);
    ElemType et = data_type(g);
    int64_t n = g->dims[rng_below(&g->rng, 2)];
    LoopSpec s;
    int64_t lo = rng_range(&g->rng, 0, 1); /* draws in their own statements */
    int64_t hi = n + rng_range(&g->rng, 0, 2);
    loop_spec_const(g, &s, lo, hi, 1);
    s.step = rng_range(&g->rng, 2, 3);
    if (kind != CK_STEP && rng_percent(&g->rng, 50)) s.step = 1;
    int64_t trips = n + 2;
    int64_t lim = MAG_REDUCE / (trips + 1);
    if (lim > MAG_EXPR) lim = MAG_EXPR;
    LeafCtx lc;
    memset(&lc, 0, sizeof lc);
    lc.ninputs = nin;
    memcpy(lc.inputs, in, sizeof in);
    if (kind == CK_MEMREF) return carried_in_memref(g, &s, et, &lc, trips, lim);
    s.niter = 1;
    if (kind == CK_INDEX) s.init[0] = const_index(g, rng_range(&g->rng, -3, 3));
    else if (kind == CK_VECTOR) s.init[0] = const_vec(g, et, CARRIED_LANES, rng_range(&g->rng, -3, 3));
    else s.init[0] = const_of(g, et, rng_range(&g->rng, -3, 3));
    LoopH h;
    loop_begin(g, &s, &h);
    mark(g, FEAT_CARRIED_KINDS);
    lc.walk[lc.nwalk++] = h.iv;
    Val *acc = h.iter[0];
    const Val *next;
    if (kind == CK_INDEX) {
        /* acc + i * c: index arithmetic carried across iterations */
        const Val *c = const_index(g, rng_range(&g->rng, 1, 3));
        const Val *t = binop(g, "muli", h.iv, c, (n + 3) * 3);
        next = binop(g, "addi", acc, t, acc->mag + trips * t->mag);
    } else {
        if (kind == CK_VECTOR) lc.lanes = CARRIED_LANES;
        const Val *v = gen_value(g, et, 1, lim, &lc);
        next = binop(g, et_is_float(et) ? "addf" : "addi", acc, v, acc->mag + trips * v->mag);
    }
    Val *res[1];
    loop_end(g, &h, &next, res);
    if (kind == CK_INDEX) print_scalar(g, convert(g, res[0], ET_I64));
    else print_scalar(g, res[0]);
    return true;
}
