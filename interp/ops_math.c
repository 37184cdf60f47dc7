/* math: the ops -test-lower-to-llvm turns into libm calls or LLVM
 * intrinsics, computed here with the same libm in the type's precision
 * (float functions for f32; f16/bf16 through float, then rounded). */
#include "op_table.h"
#include "options.h"
#include "exec.h"
#include "load.h"
#include <math.h>

typedef struct MathFn {
    float (*f)(float);
    double (*d)(double);
} MathFn;

static float rsqrtf_(float x) { return 1.0f / sqrtf(x); }
static double rsqrt_(double x) { return 1.0 / sqrt(x); }

static Status h_unary(Exec *ex, const Node *n, Slot *fr) {
    (void)ex;
    const MathFn *m = n->data;
    const Slot *a = fr + n->in[0];
    Slot *r = fr + n->out[0];
    for (int l = 0; l < n->lanes; l++) {
        if (n->k.cls == SK_F64) r[l].d = m->d(a[l].d);
        else {
            r[l].u = 0;
            r[l].f = scalar_round_narrow(m->f(a[l].f), n->k);
        }
    }
    return ST_OK;
}

typedef struct MathFn2 {
    float (*f)(float, float);
    double (*d)(double, double);
} MathFn2;

static Status h_binary(Exec *ex, const Node *n, Slot *fr) {
    (void)ex;
    const MathFn2 *m = n->data;
    const Slot *a = fr + n->in[0], *b = fr + n->in[1];
    Slot *r = fr + n->out[0];
    for (int l = 0; l < n->lanes; l++) {
        if (n->k.cls == SK_F64) r[l].d = m->d(a[l].d, b[l].d);
        else {
            r[l].u = 0;
            r[l].f = scalar_round_narrow(m->f(a[l].f, b[l].f), n->k);
        }
    }
    return ST_OK;
}

Status math_fma_lanes(Exec *ex, const Node *n, Slot *fr) {
    (void)ex;
    const Slot *a = fr + n->in[0], *b = fr + n->in[1], *c = fr + n->in[2];
    Slot *r = fr + n->out[0];
    for (int l = 0; l < n->lanes; l++) {
        if (n->k.cls == SK_F64) r[l].d = fma(a[l].d, b[l].d, c[l].d);
        else {
            r[l].u = 0;
            r[l].f = scalar_round_narrow(fmaf(a[l].f, b[l].f, c[l].f), n->k);
        }
    }
    return ST_OK;
}

static Status h_fpowi(Exec *ex, const Node *n, Slot *fr) {
    (void)ex;
    const Slot *a = fr + n->in[0], *b = fr + n->in[1];
    Slot *r = fr + n->out[0];
    for (int l = 0; l < n->lanes; l++) {
        if (n->k.cls == SK_F64) r[l].d = pow(a[l].d, (double)b[l].i);
        else {
            r[l].u = 0;
            r[l].f = scalar_round_narrow(powf(a[l].f, (float)b[l].i), n->k);
        }
    }
    return ST_OK;
}

/* integer math */
static Status h_int_unary(Exec *ex, const Node *n, Slot *fr) {
    (void)ex;
    const Slot *a = fr + n->in[0];
    Slot *r = fr + n->out[0];
    int w = n->k.width;
    for (int l = 0; l < n->lanes; l++) {
        uint64_t u = scalar_zext(a[l].i, w), v = 0;
        switch (n->aux) {
        case 0: v = a[l].i < 0 ? (uint64_t)0 - (uint64_t)a[l].i : (uint64_t)a[l].i; break;   /* absi */
        case 1: v = u ? (uint64_t)(__builtin_clzll(u) - (64 - w)) : (uint64_t)w; break;     /* ctlz */
        case 2: v = u ? (uint64_t)__builtin_ctzll(u) : (uint64_t)w; break;                  /* cttz */
        default: v = (uint64_t)__builtin_popcountll(u); break;                               /* ctpop */
        }
        r[l].i = scalar_sext(v, w);
    }
    return ST_OK;
}

static Status h_ipowi(Exec *ex, const Node *n, Slot *fr) {
    const Slot *a = fr + n->in[0], *b = fr + n->in[1];
    Slot *r = fr + n->out[0];
    int w = n->k.width;
    for (int l = 0; l < n->lanes; l++) {
        int64_t base = a[l].i, e = b[l].i;
        uint64_t acc;
        if (e < 0) {
            /* MLIR's expansion: 1 for base 1, +-1 for base -1, division by zero for base 0, else 0 */
            if (base == 0) return exec_ub(ex, n, UB_IMMEDIATE, "'math.ipowi' of 0 to a negative power divides by zero");
            acc = base == 1 ? 1 : base == -1 ? ((e & 1) ? (uint64_t)-1 : 1) : 0;
        } else {
            acc = 1;
            uint64_t bb = (uint64_t)base;
            while (e) {
                if (e & 1) acc *= bb;
                bb *= bb;
                e >>= 1;
            }
        }
        r[l].i = scalar_sext(acc, w);
    }
    return ST_OK;
}

static bool prep(LoadCtx *lc, Node *n, Handler h, const void *data) {
    bool ok = true;
    n->k = node_kind(lc, n, n->op->operands[0]->type, &ok);
    n->fn = h;
    n->data = (void *)data;
    return ok;
}

#define UNARY(NAME, FF, FD)                                                    \
    static const MathFn NAME##_fn = {FF, FD};                                  \
    static bool prep_##NAME(LoadCtx *lc, Node *n) { return prep(lc, n, h_unary, &NAME##_fn); }
#define BINARY(NAME, FF, FD)                                                   \
    static const MathFn2 NAME##_fn = {FF, FD};                                 \
    static bool prep_##NAME(LoadCtx *lc, Node *n) { return prep(lc, n, h_binary, &NAME##_fn); }

UNARY(sqrt, sqrtf, sqrt) UNARY(rsqrt, rsqrtf_, rsqrt_) UNARY(exp, expf, exp) UNARY(exp2, exp2f, exp2)
UNARY(expm1, expm1f, expm1) UNARY(log, logf, log) UNARY(log2, log2f, log2) UNARY(log10, log10f, log10)
UNARY(log1p, log1pf, log1p) UNARY(sin, sinf, sin) UNARY(cos, cosf, cos) UNARY(tan, tanf, tan)
UNARY(tanh, tanhf, tanh) UNARY(sinh, sinhf, sinh) UNARY(cosh, coshf, cosh) UNARY(asin, asinf, asin)
UNARY(acos, acosf, acos) UNARY(atan, atanf, atan) UNARY(asinh, asinhf, asinh) UNARY(acosh, acoshf, acosh)
UNARY(atanh, atanhf, atanh) UNARY(erf, erff, erf) UNARY(erfc, erfcf, erfc) UNARY(cbrt, cbrtf, cbrt)
UNARY(absf, fabsf, fabs) UNARY(floor, floorf, floor) UNARY(ceil, ceilf, ceil) UNARY(round, roundf, round)
UNARY(roundeven, rintf, rint)   /* ties to even: the default rounding mode */ UNARY(trunc, truncf, trunc)
BINARY(atan2, atan2f, atan2) BINARY(powf, powf, pow) BINARY(copysign, copysignf, copysign)

static bool prep_fma(LoadCtx *lc, Node *n) { return prep(lc, n, math_fma_lanes, NULL); }
static bool prep_fpowi(LoadCtx *lc, Node *n) { return prep(lc, n, h_fpowi, NULL); }
static bool prep_ipowi(LoadCtx *lc, Node *n) { return prep(lc, n, h_ipowi, NULL); }
static bool prep_absi(LoadCtx *lc, Node *n) { n->aux = 0; return prep(lc, n, h_int_unary, NULL); }
static bool prep_ctlz(LoadCtx *lc, Node *n) { n->aux = 1; return prep(lc, n, h_int_unary, NULL); }
static bool prep_cttz(LoadCtx *lc, Node *n) { n->aux = 2; return prep(lc, n, h_int_unary, NULL); }
static bool prep_ctpop(LoadCtx *lc, Node *n) { n->aux = 3; return prep(lc, n, h_int_unary, NULL); }

static const OpEntry entries[] = {
    {"math.sqrt", prep_sqrt}, {"math.rsqrt", prep_rsqrt}, {"math.exp", prep_exp}, {"math.exp2", prep_exp2},
    {"math.expm1", prep_expm1}, {"math.log", prep_log}, {"math.log2", prep_log2}, {"math.log10", prep_log10},
    {"math.log1p", prep_log1p}, {"math.sin", prep_sin}, {"math.cos", prep_cos}, {"math.tan", prep_tan},
    {"math.tanh", prep_tanh}, {"math.sinh", prep_sinh}, {"math.cosh", prep_cosh}, {"math.asin", prep_asin},
    {"math.acos", prep_acos}, {"math.atan", prep_atan}, {"math.asinh", prep_asinh}, {"math.acosh", prep_acosh},
    {"math.atanh", prep_atanh}, {"math.erf", prep_erf}, {"math.erfc", prep_erfc}, {"math.cbrt", prep_cbrt},
    {"math.absf", prep_absf}, {"math.floor", prep_floor}, {"math.ceil", prep_ceil}, {"math.round", prep_round},
    {"math.roundeven", prep_roundeven}, {"math.trunc", prep_trunc},
    {"math.atan2", prep_atan2}, {"math.powf", prep_powf}, {"math.copysign", prep_copysign},
    {"math.fma", prep_fma}, {"math.fpowi", prep_fpowi}, {"math.ipowi", prep_ipowi},
    {"math.absi", prep_absi}, {"math.ctlz", prep_ctlz}, {"math.cttz", prep_cttz}, {"math.ctpop", prep_ctpop},
};
OP_TABLE(math_ops, entries);
