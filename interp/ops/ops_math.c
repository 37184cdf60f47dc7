/* math: the ops -test-lower-to-llvm turns into libm calls or LLVM
 * intrinsics, computed here with the same libm in the type's precision
 * (float functions for f32; f16/bf16 through float, then rounded). */
#include "../engine/op_table.h"
#include "../engine/exec.h"
#include "../engine/load.h"
#include <float.h>
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
    if (n->k.cls == SK_F32) {   /* the common case, without the per-lane kind tests */
        for (int l = 0; l < n->lanes; l++) {
            float v = fmaf(a[l].f, b[l].f, c[l].f);
            r[l].u = 0;
            r[l].f = v;
        }
        return ST_OK;
    }
    for (int l = 0; l < n->lanes; l++) {
        if (n->k.cls == SK_F64) r[l].d = fma(a[l].d, b[l].d, c[l].d);
        else {
            r[l].u = 0;
            float v = fmaf(a[l].f, b[l].f, c[l].f);
            r[l].f = n->k.cls == SK_F32 ? v : scalar_round_narrow(v, n->k);
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

/* isnan, isinf, isfinite, isnormal (n->aux 0..3): an i1 per lane, by the
 * operand's own type (a subnormal f16 is not normal even though the float
 * holding it is). */
static Status h_classify(Exec *ex, const Node *n, Slot *fr) {
    (void)ex;
    const Slot *a = fr + n->in[0];
    Slot *r = fr + n->out[0];
    double min_normal = n->k.cls == SK_F64 ? DBL_MIN : n->k.cls == SK_F16 ? 0x1p-14 : FLT_MIN;
    for (int l = 0; l < n->lanes; l++) {
        double x = slot_to_double(a[l], n->k);
        bool v;
        switch (n->aux) {
        case 0: v = isnan(x); break;
        case 1: v = isinf(x); break;
        case 2: v = isfinite(x); break;
        default: v = isfinite(x) && fabs(x) >= min_normal; break;
        }
        r[l].i = v ? -1 : 0;
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
static bool prep_isnan(LoadCtx *lc, Node *n) { n->aux = 0; return prep(lc, n, h_classify, NULL); }
static bool prep_isinf(LoadCtx *lc, Node *n) { n->aux = 1; return prep(lc, n, h_classify, NULL); }
static bool prep_isfinite(LoadCtx *lc, Node *n) { n->aux = 2; return prep(lc, n, h_classify, NULL); }
static bool prep_isnormal(LoadCtx *lc, Node *n) { n->aux = 3; return prep(lc, n, h_classify, NULL); }

/* llvm.intr.ctlz, cttz and abs with their poison flag off are math's ops
 * (math.ctlz, cttz and absi lower to them so); with it on, a zero (an
 * INT_MIN for abs) would be poison, which these handlers do not make. */
static bool prep_llvm_flagged(LoadCtx *lc, Node *n, const char *flag, bool (*prep_math)(LoadCtx *, Node *)) {
    const Attr *a = node_attr(n, flag);
    if (a && !((a->kind == AT_BOOL && !a->boolean) || (a->kind == AT_INTEGER && a->integer.value == 0)))
        return load_fail(lc, n, "'%s' with %s set is not supported by affine-interp", n->op->name, flag);
    return prep_math(lc, n);
}
static bool prep_llvm_ctlz(LoadCtx *lc, Node *n) { return prep_llvm_flagged(lc, n, "is_zero_poison", prep_ctlz); }
static bool prep_llvm_cttz(LoadCtx *lc, Node *n) { return prep_llvm_flagged(lc, n, "is_zero_poison", prep_cttz); }
static bool prep_llvm_abs(LoadCtx *lc, Node *n) { return prep_llvm_flagged(lc, n, "is_int_min_poison", prep_absi); }

static const OpEntry entries[] = {
    {OP_MATH_SQRT, prep_sqrt}, {OP_MATH_RSQRT, prep_rsqrt}, {OP_MATH_EXP, prep_exp}, {OP_MATH_EXP2, prep_exp2},
    {OP_MATH_EXPM1, prep_expm1}, {OP_MATH_LOG, prep_log}, {OP_MATH_LOG2, prep_log2}, {OP_MATH_LOG10, prep_log10},
    {OP_MATH_LOG1P, prep_log1p}, {OP_MATH_SIN, prep_sin}, {OP_MATH_COS, prep_cos}, {OP_MATH_TAN, prep_tan},
    {OP_MATH_TANH, prep_tanh}, {OP_MATH_SINH, prep_sinh}, {OP_MATH_COSH, prep_cosh}, {OP_MATH_ASIN, prep_asin},
    {OP_MATH_ACOS, prep_acos}, {OP_MATH_ATAN, prep_atan}, {OP_MATH_ASINH, prep_asinh}, {OP_MATH_ACOSH, prep_acosh},
    {OP_MATH_ATANH, prep_atanh}, {OP_MATH_ERF, prep_erf}, {OP_MATH_ERFC, prep_erfc}, {OP_MATH_CBRT, prep_cbrt},
    {OP_MATH_ABSF, prep_absf}, {OP_MATH_FLOOR, prep_floor}, {OP_MATH_CEIL, prep_ceil}, {OP_MATH_ROUND, prep_round},
    {OP_MATH_ROUNDEVEN, prep_roundeven}, {OP_MATH_TRUNC, prep_trunc},
    {OP_MATH_ATAN2, prep_atan2}, {OP_MATH_POWF, prep_powf}, {OP_MATH_COPYSIGN, prep_copysign},
    {OP_MATH_FMA, prep_fma}, {OP_MATH_FPOWI, prep_fpowi}, {OP_MATH_IPOWI, prep_ipowi},
    {OP_MATH_ABSI, prep_absi}, {OP_MATH_CTLZ, prep_ctlz}, {OP_MATH_CTTZ, prep_cttz}, {OP_MATH_CTPOP, prep_ctpop},
    {OP_MATH_ISNAN, prep_isnan}, {OP_MATH_ISINF, prep_isinf}, {OP_MATH_ISFINITE, prep_isfinite},
    {OP_MATH_ISNORMAL, prep_isnormal},
    /* the LLVM intrinsics that math lowers to mean what the math ops mean */
    {OP_LLVM_INTR_SQRT, prep_sqrt}, {OP_LLVM_INTR_EXP, prep_exp}, {OP_LLVM_INTR_EXP2, prep_exp2},
    {OP_LLVM_INTR_LOG, prep_log}, {OP_LLVM_INTR_LOG2, prep_log2}, {OP_LLVM_INTR_LOG10, prep_log10},
    {OP_LLVM_INTR_SIN, prep_sin}, {OP_LLVM_INTR_COS, prep_cos}, {OP_LLVM_INTR_FABS, prep_absf},
    {OP_LLVM_INTR_FLOOR, prep_floor}, {OP_LLVM_INTR_CEIL, prep_ceil}, {OP_LLVM_INTR_ROUND, prep_round},
    {OP_LLVM_INTR_ROUNDEVEN, prep_roundeven}, {OP_LLVM_INTR_TRUNC, prep_trunc}, {OP_LLVM_INTR_POW, prep_powf},
    {OP_LLVM_INTR_COPYSIGN, prep_copysign}, {OP_LLVM_INTR_FMA, prep_fma}, {OP_LLVM_INTR_POWI, prep_fpowi},
    {OP_LLVM_INTR_CTPOP, prep_ctpop}, {OP_LLVM_INTR_CTLZ, prep_llvm_ctlz}, {OP_LLVM_INTR_CTTZ, prep_llvm_cttz},
    {OP_LLVM_INTR_ABS, prep_llvm_abs}, {OP_LLVM_INTR_TAN, prep_tan}, {OP_LLVM_INTR_TANH, prep_tanh},
    {OP_LLVM_INTR_ASIN, prep_asin}, {OP_LLVM_INTR_ACOS, prep_acos}, {OP_LLVM_INTR_ATAN, prep_atan},
    {OP_LLVM_INTR_SINH, prep_sinh}, {OP_LLVM_INTR_COSH, prep_cosh}, {OP_LLVM_INTR_ATAN2, prep_atan2},
};
OP_TABLE(math_ops, entries);
