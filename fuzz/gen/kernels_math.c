/* The math-ops kernel: an elementwise nest applying math-dialect ops and
 * the rarer arith divisions to an input, kept exact: floor / ceil / trunc /
 * round of a divf by a small constant, floor of a sqrt, remf, fma and powf
 * of small integers, absf and copysign; divui / remui of a non-negative
 * value by a non-zero constant.  A value of an inexact op (exp, tanh, log,
 * sin, cos) of a small argument is printed by vector.print (six digits,
 * as mlir-runner-22 prints it). */
#include <stdio.h>
#include <string.h>
#include "affexpr.h"
#include "kernels.h"
#include "memref.h"

static const Val *unary(Gen *g, const char *op, const Val *a, int64_t mag) {
    Val r = {.et = a->et, .mag = mag};
    fresh_name(g, "v", r.name);
    emit(g, "%s = math.%s %s : %s", r.name, op, a->name, et_name(a->et));
    return val_add(g, &r);
}

static const Val *binary(Gen *g, const char *op, const Val *a, const Val *b, int64_t mag) {
    Val r = {.et = a->et, .mag = mag};
    fresh_name(g, "v", r.name);
    emit(g, "%s = math.%s %s, %s : %s", r.name, op, a->name, b->name, et_name(a->et));
    return val_add(g, &r);
}

/* An exact float function of v (an integer, |v| <= v->mag). */
static const Val *exact_float(Gen *g, const Val *v) {
    ElemType t = v->et;
    int64_t m = v->mag;
    switch (rng_below(&g->rng, 6)) {
    case 0: { /* rounding of a quotient: never within an ulp of an integer */
        const Val *q = binop(g, "divf", v, const_of(g, t, rng_range(&g->rng, 2, 7)), m);
        static const char *const r[] = {"floor", "ceil", "trunc", "round", "roundeven"};
        return unary(g, r[rng_below(&g->rng, 5)], q, m);
    }
    case 1: /* floor(sqrt(|v|)) */
        return unary(g, "floor", unary(g, "sqrt", unary(g, "absf", v, m), m), m);
    case 2: return binop(g, "remf", v, const_of(g, t, rng_percent(&g->rng, 30) ? -5 : rng_range(&g->rng, 2, 9)), m);
    case 3: { /* fma(v mod 97, c, v) */
        const Val *s = binop(g, "remf", v, const_of(g, t, 97), 96);
        Val r = {.et = t, .mag = 96 * 5 + m};
        fresh_name(g, "v", r.name);
        const Val *c = const_of(g, t, rng_range(&g->rng, -5, 5));
        emit(g, "%s = math.fma %s, %s, %s : %s", r.name, s->name, c->name, v->name, et_name(t));
        return val_add(g, &r);
    }
    case 4: { /* powf(v mod 31, 2) */
        const Val *s = binop(g, "remf", v, const_of(g, t, 31), 30);
        return binary(g, "powf", s, const_of(g, t, 2), 900);
    }
    default: {
        const Val *a = unary(g, "absf", v, m);
        return binary(g, "copysign", a, const_of(g, t, rng_percent(&g->rng, 50) ? -1 : 1), m);
    }
    }
}

/* divui / remui of (v & 1023) by a constant in 1 .. 9. */
static const Val *exact_int(Gen *g, const Val *v) {
    const Val *p = binop(g, "andi", v, const_of(g, v->et, 1023), 1023);
    const Val *d = const_of(g, v->et, rng_range(&g->rng, 1, 9));
    return binop(g, rng_percent(&g->rng, 50) ? "divui" : "remui", p, d, 1023);
}

/* An inexact op of a small argument, printed. */
static void print_inexact(Gen *g, const Val *v) {
    if (v->et != ET_F32 && v->et != ET_F64) return;
    const Val *s = binop(g, "remf", v, const_of(g, v->et, 5), 4);
    static const char *const ops[] = {"exp", "tanh", "sin", "cos", "atan"};
    const char *op = ops[rng_below(&g->rng, 5)];
    if (rng_percent(&g->rng, 25)) {
        /* log of |s| + 1 >= 1 */
        const Val *a = unary(g, "absf", s, 4);
        s = binop(g, "addf", a, const_of(g, v->et, 1), 5);
        op = "log";
    }
    print_scalar(g, unary(g, op, s, 200));
}

bool k_math(Gen *g) {
    int in[16];
    int nin = pick_inputs(g, in, 16, -1);
    int src = -1;
    for (int i = 0; i < nin && src < 0; i++)
        if (mem_at(g, in[i])->et != ET_INDEX && mem_mag(g, in[i]) <= MAG_EXPR) src = in[i];
    if (src < 0) return false;
    Mem *sb = mem_at(g, src);
    int rank = sb->rank;
    int64_t size[MAX_RANK];
    for (int d = 0; d < rank; d++) size[d] = sb->size[d];
    ElemType et = sb->et;
    int out = output_like(g, et, rank, size, OUT_EXACT);
    if (out < 0 || mem_at(g, out)->id == mem_at(g, src)->id) return false;
    mark(g, FEAT_MATH_OPS);
    NestOpts o = {.permute = false, .vary = false};
    Nest n;
    nest_open(g, out, &o, &n);
    LeafCtx lc;
    leafctx_for(g, &lc, &n, mem_at(g, out)->id);
    lc.inputs[0] = src;
    lc.ninputs = 1;
    const Val *v = gen_load(g, src, &lc);
    const Val *r = et_is_float(et) ? exact_float(g, v) : exact_int(g, v);
    char subs[256];
    nest_subs(&n, subs, sizeof subs);
    store_value(g, r, out, subs);
    nest_close(g, &n);
    /* one element through an inexact op */
    char first[64];
    first_elem_subs(g, rank, first, sizeof first);
    print_inexact(g, load_elem(g, src, first));
    return true;
}
