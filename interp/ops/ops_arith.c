/* arith: integer ops wrap around at their width (the slot rule of
 * semantics/scalar.h), float ops compute in the type's own precision
 * (f16/bf16 in float and rounded back, as LLVM's promotion does), and every
 * op works lane by lane on vectors. */
#include "../engine/op_table.h"
#include "ops_arith.h"
#include "../checks/definedness.h"
#include "../engine/exec.h"
#include "../engine/load.h"
#include <math.h>
#include <string.h>

#define LANES_IN2                                                              \
    const Slot *a = fr + n->in[0], *b = fr + n->in[1];                         \
    Slot *r = fr + n->out[0];                                                  \
    const int w = n->k.width;                                                  \
    (void)w;

/* ------------------------------------------------------- integer binary */
#define INT_BINOP(NAME, EXPR)                                                  \
    static Status NAME(Exec *ex, const Node *n, Slot *fr) {                    \
        (void)ex;                                                              \
        LANES_IN2                                                              \
        for (int l = 0; l < n->lanes; l++) {                                   \
            int64_t x = a[l].i, y = b[l].i;                                    \
            uint64_t ux = scalar_zext(x, w), uy = scalar_zext(y, w);           \
            (void)ux, (void)uy;                                                \
            r[l].i = scalar_sext((uint64_t)(EXPR), w);                         \
        }                                                                      \
        return ST_OK;                                                          \
    }

/* The same on one lane (a scalar): NAME_s for any width, NAME_64 for i64
 * and index, whose values need no sign extension. */
#define INT_BINOP_SCALAR(NAME, EXPR)                                           \
    static Status NAME##_s(Exec *ex, const Node *n, Slot *fr) {                \
        (void)ex;                                                              \
        const int w = n->k.width;                                              \
        int64_t x = fr[n->in[0]].i, y = fr[n->in[1]].i;                        \
        uint64_t ux = scalar_zext(x, w), uy = scalar_zext(y, w);               \
        (void)ux, (void)uy;                                                    \
        fr[n->out[0]].i = scalar_sext((uint64_t)(EXPR), w);                    \
        return ST_OK;                                                          \
    }                                                                          \
    static Status NAME##_64(Exec *ex, const Node *n, Slot *fr) {               \
        (void)ex;                                                              \
        int64_t x = fr[n->in[0]].i, y = fr[n->in[1]].i;                        \
        uint64_t ux = (uint64_t)x, uy = (uint64_t)y;                           \
        (void)ux, (void)uy;                                                    \
        fr[n->out[0]].i = (int64_t)(uint64_t)(EXPR);                           \
        return ST_OK;                                                          \
    }
#define INT_BINOPS(NAME, EXPR) INT_BINOP(NAME, EXPR) INT_BINOP_SCALAR(NAME, EXPR)

INT_BINOPS(h_addi, (uint64_t)x + (uint64_t)y)
INT_BINOPS(h_subi, (uint64_t)x - (uint64_t)y)
INT_BINOPS(h_muli, (uint64_t)x * (uint64_t)y)
INT_BINOPS(h_andi, x & y)
INT_BINOPS(h_ori, x | y)
INT_BINOPS(h_xori, x ^ y)
INT_BINOPS(h_maxsi, x > y ? x : y)
INT_BINOPS(h_minsi, x < y ? x : y)
INT_BINOPS(h_maxui, ux > uy ? ux : uy)
INT_BINOPS(h_minui, ux < uy ? ux : uy)

/* The handler of an integer binary op for n's lanes and width. */
#define SCALAR_INT_HANDLER(n, NAME) ((n)->lanes != 1 ? NAME : (n)->k.width == 64 ? NAME##_64 : NAME##_s)

/* Extended arithmetic: two results per lane.  addui_extended gives the
 * sum and whether it carried out of the width (an i1); mulsi_extended and
 * mului_extended give the low and the high half of the 2w-bit product of
 * the operands read as signed or as unsigned (MLIR's ArithOps.td). */
static Status h_addui_extended(Exec *ex, const Node *n, Slot *fr) {
    (void)ex;
    LANES_IN2
    Slot *carry = fr + n->out[1];
    for (int l = 0; l < n->lanes; l++) {
        uint64_t x = scalar_zext(a[l].i, w), y = scalar_zext(b[l].i, w);
        uint64_t sum = x + y;
        r[l].i = scalar_sext(sum, w);
        carry[l].i = scalar_zext((int64_t)sum, w) < x ? -1 : 0;
    }
    return ST_OK;
}

static Status h_mul_extended(Exec *ex, const Node *n, Slot *fr) {
    (void)ex;
    LANES_IN2
    Slot *high = fr + n->out[1];
    bool is_signed = n->op->code == OP_ARITH_MULSI_EXTENDED;
    for (int l = 0; l < n->lanes; l++) {
        unsigned __int128 product;
        if (is_signed) product = (unsigned __int128)((__int128)a[l].i * (__int128)b[l].i);
        else product = (unsigned __int128)scalar_zext(a[l].i, w) * (unsigned __int128)scalar_zext(b[l].i, w);
        r[l].i = scalar_sext((uint64_t)product, w);
        high[l].i = scalar_sext((uint64_t)(product >> w), w);
    }
    return ST_OK;
}

/* Shifts by the bit width or more give poison (LLVM LangRef). */
static Status shift_poison(Exec *ex, const Node *n, Slot *fr, int lane, uint64_t amount) {
    return definedness_poison(ex, n, fr, n->out[0] + lane, "shift amount %llu is not less than the bit width %d",
                              (unsigned long long)amount, n->k.width);
}

/* addi, subi, muli with overflow flags (n->aux: 1 nsw, 2 nuw): a result
 * that overflows in the flagged sense is poison (LLVM LangRef). */
static Status h_int_flagged(Exec *ex, const Node *n, Slot *fr) {
    LANES_IN2
    OpCode c = n->op->code;
    char op = c == OP_ARITH_ADDI || c == OP_LLVM_ADD ? 'a' : c == OP_ARITH_SUBI || c == OP_LLVM_SUB ? 's' : 'm';
    for (int l = 0; l < n->lanes; l++) {
        __int128 x = a[l].i, y = b[l].i, ux = (__int128)scalar_zext(a[l].i, w), uy = (__int128)scalar_zext(b[l].i, w);
        __int128 sr = op == 'a' ? x + y : op == 's' ? x - y : x * y;
        r[l].i = scalar_sext((uint64_t)sr, w);
        __int128 smin = -((__int128)1 << (w - 1)), smax = ((__int128)1 << (w - 1)) - 1;
        __int128 umax = ((__int128)1 << w) - 1;
        /* The unsigned product of two 64-bit operands reaches 2^128 - 2^65 + 1,
         * past __int128: multiply unsigned (it fits) and compare there. */
        bool uover = op == 'm' ? (unsigned __int128)ux * (unsigned __int128)uy > (unsigned __int128)umax
                     : op == 'a' ? ux + uy > umax
                                 : ux - uy < 0;
        if ((n->aux & 1) && (sr < smin || sr > smax) &&
            definedness_poison(ex, n, fr, n->out[0] + l, "signed overflow of a 'nsw' op (%lld %c %lld)",
                               (long long)a[l].i, op == 'a' ? '+' : op == 's' ? '-' : '*', (long long)b[l].i))
            return ST_ERROR;
        if ((n->aux & 2) && uover &&
            definedness_poison(ex, n, fr, n->out[0] + l, "unsigned overflow of a 'nuw' op (%llu %c %llu)",
                               (unsigned long long)ux, op == 'a' ? '+' : op == 's' ? '-' : '*', (unsigned long long)uy))
            return ST_ERROR;
    }
    return ST_OK;
}

#define SHIFT_OP(NAME, EXPR)                                                   \
    static Status NAME(Exec *ex, const Node *n, Slot *fr) {                    \
        LANES_IN2                                                              \
        for (int l = 0; l < n->lanes; l++) {                                   \
            int64_t x = a[l].i;                                                \
            uint64_t ux = scalar_zext(x, w), s = scalar_zext(b[l].i, w);       \
            (void)ux;                                                          \
            if (s >= (uint64_t)w) {                                            \
                r[l].i = 0;                                                    \
                if (shift_poison(ex, n, fr, l, s)) return ST_ERROR;            \
                continue;                                                      \
            }                                                                  \
            r[l].i = scalar_sext((uint64_t)(EXPR), w);                         \
        }                                                                      \
        return ST_OK;                                                          \
    }

/* The same on one lane. */
#define SHIFT_OP_SCALAR(NAME, EXPR)                                            \
    static Status NAME##_s(Exec *ex, const Node *n, Slot *fr) {                \
        const int w = n->k.width;                                              \
        int64_t x = fr[n->in[0]].i;                                            \
        uint64_t ux = scalar_zext(x, w), s = scalar_zext(fr[n->in[1]].i, w);   \
        (void)ux;                                                              \
        if (__builtin_expect(s >= (uint64_t)w, 0)) {                           \
            fr[n->out[0]].i = 0;                                               \
            return shift_poison(ex, n, fr, 0, s);                              \
        }                                                                      \
        fr[n->out[0]].i = scalar_sext((uint64_t)(EXPR), w);                    \
        return ST_OK;                                                          \
    }
#define SHIFT_OPS(NAME, EXPR) SHIFT_OP(NAME, EXPR) SHIFT_OP_SCALAR(NAME, EXPR)
SHIFT_OPS(h_shli, ux << s)
SHIFT_OPS(h_shrui, ux >> s)
SHIFT_OPS(h_shrsi, (uint64_t)(x >> s))

/* Division: by zero, and signed MIN / -1, are immediate UB (LLVM LangRef). */
static Status div_check(Exec *ex, const Node *n, int64_t x, int64_t y, bool is_signed) {
    if (y == 0) {
        exec_ub(ex, n, UB_IMMEDIATE, "integer division by zero");
        exec_note(ex, n->op->loc, "dividend is %lld, divisor is 0", (long long)x);
        return ST_ERROR;
    }
    int w = n->k.width;
    int64_t min = w >= 64 ? INT64_MIN : -((int64_t)1 << (w - 1));
    if (is_signed && y == -1 && x == min) {
        exec_ub(ex, n, UB_IMMEDIATE, "signed integer division overflow: %lld / -1", (long long)x);
        return ST_ERROR;
    }
    return ST_OK;
}

static int64_t sdiv_floor(int64_t x, int64_t y) {
    int64_t q = x / y, rem = x % y;
    return (rem != 0 && ((rem < 0) != (y < 0))) ? q - 1 : q;
}
static int64_t sdiv_ceil(int64_t x, int64_t y) {
    int64_t q = x / y, rem = x % y;
    return (rem != 0 && ((rem < 0) == (y < 0))) ? q + 1 : q;
}

#define DIV_OP(NAME, SIGNED, EXPR)                                             \
    static Status NAME(Exec *ex, const Node *n, Slot *fr) {                    \
        LANES_IN2                                                              \
        for (int l = 0; l < n->lanes; l++) {                                   \
            int64_t x = a[l].i, y = b[l].i;                                    \
            uint64_t ux = scalar_zext(x, w), uy = scalar_zext(y, w);           \
            (void)ux, (void)uy;                                                \
            if (div_check(ex, n, x, y, SIGNED)) return ST_ERROR;               \
            r[l].i = scalar_sext((uint64_t)(EXPR), w);                         \
        }                                                                      \
        return ST_OK;                                                          \
    }

DIV_OP(h_divsi, true, x / y)
DIV_OP(h_divui, false, ux / uy)
DIV_OP(h_remsi, true, x % y)
DIV_OP(h_remui, false, ux % uy)
DIV_OP(h_floordivsi, true, sdiv_floor(x, y))
DIV_OP(h_ceildivsi, true, sdiv_ceil(x, y))
DIV_OP(h_ceildivui, false, ux / uy + (ux % uy != 0))

/* The same on one 64-bit lane (i64, index); a divisor of 0 (or -1, signed)
 * goes to the general handler, which reports or computes it. */
#define DIV_OP_64(NAME, SIGNED, EXPR)                                          \
    static Status NAME##_64(Exec *ex, const Node *n, Slot *fr) {              \
        int64_t x = fr[n->in[0]].i, y = fr[n->in[1]].i;                       \
        uint64_t ux = (uint64_t)x, uy = (uint64_t)y;                           \
        (void)ux, (void)uy;                                                    \
        if (__builtin_expect(y == 0 || (SIGNED && y == -1), 0)) return NAME(ex, n, fr); \
        fr[n->out[0]].i = (int64_t)(uint64_t)(EXPR);                           \
        return ST_OK;                                                          \
    }
DIV_OP_64(h_divsi, true, x / y)
DIV_OP_64(h_divui, false, ux / uy)
DIV_OP_64(h_remsi, true, x % y)
DIV_OP_64(h_remui, false, ux % uy)

/* --------------------------------------------------------- float binary */
static inline float nf(float v, const Node *n) { return scalar_round_narrow(v, n->k); }

#define fmax_ieee float_maximum
#define fmin_ieee float_minimum
static float fmaxf_ieee(float x, float y) { return (float)fmax_ieee(x, y); }
static float fminf_ieee(float x, float y) { return (float)fmin_ieee(x, y); }
static double fmaxnum(double x, double y) { return isnan(x) ? y : isnan(y) ? x : fmax_ieee(x, y); }
static double fminnum(double x, double y) { return isnan(x) ? y : isnan(y) ? x : fmin_ieee(x, y); }
static float fmaxnumf(float x, float y) { return (float)fmaxnum(x, y); }
static float fminnumf(float x, float y) { return (float)fminnum(x, y); }

#define FLOAT_BINOP(NAME, EXPR_F, EXPR_D)                                      \
    static Status NAME(Exec *ex, const Node *n, Slot *fr) {                    \
        (void)ex;                                                              \
        LANES_IN2                                                              \
        if (n->k.cls == SK_F64) {                                              \
            for (int l = 0; l < n->lanes; l++) {                               \
                double x = a[l].d, y = b[l].d;                                 \
                r[l].d = EXPR_D;                                               \
            }                                                                  \
        } else if (n->k.cls == SK_F32) {                                       \
            for (int l = 0; l < n->lanes; l++) {                               \
                float x = a[l].f, y = b[l].f;                                  \
                r[l].u = 0;                                                    \
                r[l].f = EXPR_F;                                               \
            }                                                                  \
        } else {                                                               \
            for (int l = 0; l < n->lanes; l++) {                               \
                float x = a[l].f, y = b[l].f;                                  \
                r[l].u = 0;                                                    \
                r[l].f = nf(EXPR_F, n);                                        \
            }                                                                  \
        }                                                                      \
        return ST_OK;                                                          \
    }

FLOAT_BINOP(h_addf, x + y, x + y)
FLOAT_BINOP(h_subf, x - y, x - y)
FLOAT_BINOP(h_mulf, x * y, x * y)
FLOAT_BINOP(h_divf, x / y, x / y)

/* Binary float ops on one f32 or f64 (x, y): the handlers loops run most. */
#define SCALAR_FLOAT_FN(NAME, EXPR_F, EXPR_D)                                  \
    static Status NAME##_f32(Exec *ex, const Node *n, Slot *fr) {             \
        (void)ex;                                                              \
        float x = fr[n->in[0]].f, y = fr[n->in[1]].f;                          \
        Slot r;                                                                \
        r.u = 0;                                                               \
        r.f = EXPR_F;                                                          \
        fr[n->out[0]] = r;                                                     \
        return ST_OK;                                                          \
    }                                                                          \
    static Status NAME##_f64(Exec *ex, const Node *n, Slot *fr) {             \
        (void)ex;                                                              \
        double x = fr[n->in[0]].d, y = fr[n->in[1]].d;                         \
        fr[n->out[0]].d = EXPR_D;                                              \
        return ST_OK;                                                          \
    }
#define SCALAR_FLOAT_BINOP(NAME, OP) SCALAR_FLOAT_FN(NAME, x OP y, x OP y)
SCALAR_FLOAT_BINOP(h_addf, +)
SCALAR_FLOAT_BINOP(h_subf, -)
SCALAR_FLOAT_BINOP(h_mulf, *)
SCALAR_FLOAT_BINOP(h_divf, /)
FLOAT_BINOP(h_remf, fmodf(x, y), fmod(x, y))
FLOAT_BINOP(h_maximumf, fmaxf_ieee(x, y), fmax_ieee(x, y))
FLOAT_BINOP(h_minimumf, fminf_ieee(x, y), fmin_ieee(x, y))
FLOAT_BINOP(h_maxnumf, fmaxnumf(x, y), fmaxnum(x, y))
FLOAT_BINOP(h_minnumf, fminnumf(x, y), fminnum(x, y))
SCALAR_FLOAT_FN(h_maximumf, fmaxf_ieee(x, y), fmax_ieee(x, y))
SCALAR_FLOAT_FN(h_minimumf, fminf_ieee(x, y), fmin_ieee(x, y))
SCALAR_FLOAT_FN(h_maxnumf, fmaxnumf(x, y), fmaxnum(x, y))
SCALAR_FLOAT_FN(h_minnumf, fminnumf(x, y), fminnum(x, y))

static Status h_negf(Exec *ex, const Node *n, Slot *fr) {
    (void)ex;
    const Slot *a = fr + n->in[0];
    Slot *r = fr + n->out[0];
    for (int l = 0; l < n->lanes; l++) {
        if (n->k.cls == SK_F64) r[l].d = -a[l].d;
        else {
            r[l].u = 0;
            r[l].f = -a[l].f;
        }
    }
    return ST_OK;
}

/* ---------------------------------------------------------------- cmp */
static Status h_cmpi(Exec *ex, const Node *n, Slot *fr) {
    (void)ex;
    LANES_IN2
    for (int l = 0; l < n->lanes; l++) {
        int64_t x = a[l].i, y = b[l].i;
        uint64_t ux = scalar_zext(x, w), uy = scalar_zext(y, w);
        bool v;
        switch (n->aux) {
        case 0: v = x == y; break;
        case 1: v = x != y; break;
        case 2: v = x < y; break;
        case 3: v = x <= y; break;
        case 4: v = x > y; break;
        case 5: v = x >= y; break;
        case 6: v = ux < uy; break;
        case 7: v = ux <= uy; break;
        case 8: v = ux > uy; break;
        default: v = ux >= uy; break;
        }
        r[l].i = v ? -1 : 0;
    }
    return ST_OK;
}

/* cmpi on one lane, one handler per predicate (values sit sign-extended
 * in their slots: the signed predicates compare them as they are). */
#define CMPI_SCALAR(PRED, EXPR)                                                \
    static Status h_cmpi_##PRED(Exec *ex, const Node *n, Slot *fr) {           \
        (void)ex;                                                              \
        const int w = n->k.width;                                              \
        int64_t x = fr[n->in[0]].i, y = fr[n->in[1]].i;                        \
        uint64_t ux = scalar_zext(x, w), uy = scalar_zext(y, w);               \
        (void)ux, (void)uy;                                                    \
        fr[n->out[0]].i = (EXPR) ? -1 : 0;                                     \
        return ST_OK;                                                          \
    }
CMPI_SCALAR(eq, x == y) CMPI_SCALAR(ne, x != y) CMPI_SCALAR(slt, x < y) CMPI_SCALAR(sle, x <= y)
CMPI_SCALAR(sgt, x > y) CMPI_SCALAR(sge, x >= y) CMPI_SCALAR(ult, ux < uy) CMPI_SCALAR(ule, ux <= uy)
CMPI_SCALAR(ugt, ux > uy) CMPI_SCALAR(uge, ux >= uy)
static const Handler cmpi_scalar[10] = {h_cmpi_eq, h_cmpi_ne, h_cmpi_slt, h_cmpi_sle, h_cmpi_sgt,
                                        h_cmpi_sge, h_cmpi_ult, h_cmpi_ule, h_cmpi_ugt, h_cmpi_uge};

static Status h_cmpf(Exec *ex, const Node *n, Slot *fr) {
    (void)ex;
    LANES_IN2
    for (int l = 0; l < n->lanes; l++) {
        double x = slot_to_double(a[l], n->k), y = slot_to_double(b[l], n->k);
        bool uno = isnan(x) || isnan(y), v;
        switch (n->aux) {
        case 0: v = false; break;
        case 1: v = !uno && x == y; break;
        case 2: v = !uno && x > y; break;
        case 3: v = !uno && x >= y; break;
        case 4: v = !uno && x < y; break;
        case 5: v = !uno && x <= y; break;
        case 6: v = !uno && x != y; break;
        case 7: v = !uno; break;
        case 8: v = uno || x == y; break;
        case 9: v = uno || x > y; break;
        case 10: v = uno || x >= y; break;
        case 11: v = uno || x < y; break;
        case 12: v = uno || x <= y; break;
        case 13: v = uno || x != y; break;
        case 14: v = uno; break;
        default: v = true; break;
        }
        r[l].i = v ? -1 : 0;
    }
    return ST_OK;
}

/* select: a scalar condition picks a whole value; a vector one, lanes. */
static Status h_select(Exec *ex, const Node *n, Slot *fr) {
    (void)ex;
    const Slot *c = fr + n->in[0], *t = fr + n->in[1], *f = fr + n->in[2];
    Slot *r = fr + n->out[0];
    int width = n->aux;
    if (n->k2.cls == 1) {   /* vector condition */
        for (int l = 0; l < width; l++) r[l] = c[l].i ? t[l] : f[l];
    } else {
        const Slot *s = c[0].i ? t : f;
        for (int l = 0; l < width; l++) r[l] = s[l];
    }
    return ST_OK;
}

/* ----------------------------------------------------------- constant */
static Status h_constant(Exec *ex, const Node *n, Slot *fr) {
    (void)ex;
    memcpy(fr + n->out[0], n->data, sizeof(Slot) * (size_t)n->aux);
    return ST_OK;
}
/* A scalar constant: one slot (a memcpy of a variable size is a call). */
static Status h_constant1(Exec *ex, const Node *n, Slot *fr) {
    (void)ex;
    fr[n->out[0]] = *(const Slot *)n->data;
    return ST_OK;
}

/* An integer or float attribute as a slot of kind k. */
static bool attr_to_slot(const Attr *a, ScalarKind k, Slot *out) {
    out->u = 0;
    if (a->kind == AT_INTEGER) {
        if (sk_is_float(k)) return false;
        out->i = scalar_sext((uint64_t)a->integer.value, k.width);
        return true;
    }
    if (a->kind == AT_BOOL) {
        out->i = a->boolean ? -1 : 0;
        return true;
    }
    if (a->kind == AT_FLOAT) {
        if (!sk_is_float(k)) return false;
        if (a->fp.has_bits) *out = slot_from_float_bits(a->fp.bits, k);
        else *out = slot_from_double(a->fp.value, k);
        return true;
    }
    return false;
}

/* Fills count slots of kind k from a scalar, dense or splat attribute. */
bool load_constant_slots(LoadCtx *lc, const Node *n, const Attr *a, ScalarKind k, Slot *out, int64_t count) {
    if (a->kind == AT_DENSE) {
        if (a->dense.hex || a->dense.strings) return load_fail(lc, n, "hex and string dense literals are not supported by affine-interp");
        if (a->dense.n == 0 && count > 0) return load_fail(lc, n, "empty dense literal");
        for (int64_t i = 0; i < count; i++) {
            const Attr *e = a->dense.elems[a->dense.splat || a->dense.n == 1 ? 0 : i];
            if (!attr_to_slot(e, k, &out[i])) return load_fail(lc, n, "dense element of an unexpected kind");
        }
        return true;
    }
    for (int64_t i = 0; i < count; i++)
        if (!attr_to_slot(a, k, &out[i]))
            return load_fail(lc, n, "a constant given by this kind of attribute (such as dense_resource) is not supported by affine-interp");
    return true;
}

static bool prep_constant(LoadCtx *lc, Node *n) {
    const Attr *v = node_attr(n, "value");
    Type *t = n->op->results[0]->type;
    bool ok = true;
    if (t->kind == TY_OPAQUE && v && v->kind == AT_DENSE && v->type) {
        /* an LLVM array of vectors from a dense literal (vector<8x8xf32> as
         * !llvm.array<8 x vector<8xf32>>): its elements fill the slots in order */
        t = v->type;
        n->lanes = value_width(n->op->results[0]->type);
    }
    ScalarKind k = node_kind(lc, n, t, &ok);
    if (!ok || !v) return false;
    n->aux = n->lanes;
    Slot *data = arena_alloc(lc->arena, sizeof(Slot) * (size_t)n->lanes);
    n->data = data;
    n->fn = n->lanes == 1 ? h_constant1 : h_constant;
    return load_constant_slots(lc, n, v, k, data, n->lanes);
}

/* -------------------------------------------------------------- casts */
static Status h_int_resize(Exec *ex, const Node *n, Slot *fr) {   /* extsi, trunci, index_cast */
    (void)ex;
    const Slot *a = fr + n->in[0];
    Slot *r = fr + n->out[0];
    for (int l = 0; l < n->lanes; l++) r[l].i = scalar_sext((uint64_t)a[l].i, n->k2.width);
    return ST_OK;
}

static Status h_int_resize_s(Exec *ex, const Node *n, Slot *fr) {
    (void)ex;
    fr[n->out[0]].i = scalar_sext((uint64_t)fr[n->in[0]].i, n->k2.width);
    return ST_OK;
}

static Status h_int_zext(Exec *ex, const Node *n, Slot *fr) {   /* extui, index_castui */
    (void)ex;
    const Slot *a = fr + n->in[0];
    Slot *r = fr + n->out[0];
    for (int l = 0; l < n->lanes; l++) r[l].i = scalar_sext(scalar_zext(a[l].i, n->k.width), n->k2.width);
    return ST_OK;
}

static Slot int_to_float(int64_t x, bool is_unsigned, int width, ScalarKind to) {
    Slot s;
    s.u = 0;
    uint64_t ux = scalar_zext(x, width);
    if (to.cls == SK_F64) s.d = is_unsigned ? (double)ux : (double)x;
    else if (to.cls == SK_F32) s.f = is_unsigned ? (float)ux : (float)x;
    else s = slot_from_double(is_unsigned ? (double)ux : (double)x, to);   /* exact below 2^53 */
    return s;
}

static Status h_sitofp(Exec *ex, const Node *n, Slot *fr) {
    (void)ex;
    const Slot *a = fr + n->in[0];
    Slot *r = fr + n->out[0];
    for (int l = 0; l < n->lanes; l++) r[l] = int_to_float(a[l].i, false, n->k.width, n->k2);
    return ST_OK;
}

/* sitofp of one lane to f32 or f64 (its operand sits sign-extended). */
static Status h_sitofp_f64(Exec *ex, const Node *n, Slot *fr) {
    (void)ex;
    Slot v;
    v.u = 0;
    v.d = (double)fr[n->in[0]].i;
    fr[n->out[0]] = v;
    return ST_OK;
}
static Status h_sitofp_f32(Exec *ex, const Node *n, Slot *fr) {
    (void)ex;
    Slot v;
    v.u = 0;
    v.f = (float)fr[n->in[0]].i;
    fr[n->out[0]] = v;
    return ST_OK;
}

static Status h_uitofp(Exec *ex, const Node *n, Slot *fr) {
    (void)ex;
    const Slot *a = fr + n->in[0];
    Slot *r = fr + n->out[0];
    for (int l = 0; l < n->lanes; l++) r[l] = int_to_float(a[l].i, true, n->k.width, n->k2);
    return ST_OK;
}

/* fptosi/fptoui: a value out of the target's range (NaN included) is poison. */
static Status float_to_int(Exec *ex, const Node *n, Slot *fr, bool is_unsigned) {
    const Slot *a = fr + n->in[0];
    Slot *r = fr + n->out[0];
    int w = n->k2.width;
    for (int l = 0; l < n->lanes; l++) {
        double x = trunc(slot_to_double(a[l], n->k));
        double lo = is_unsigned ? 0.0 : -ldexp(1.0, w - 1);
        double hi = is_unsigned ? ldexp(1.0, w) : ldexp(1.0, w - 1);
        if (!(x >= lo && x < hi)) {
            r[l].i = 0;
            if (definedness_poison(ex, n, fr, n->out[0] + l, "%g does not fit in i%d", slot_to_double(a[l], n->k), w))
                return ST_ERROR;
            continue;
        }
        r[l].i = is_unsigned ? scalar_sext((uint64_t)x, w) : scalar_sext((uint64_t)(int64_t)x, w);
    }
    return ST_OK;
}
static Status h_fptosi(Exec *ex, const Node *n, Slot *fr) { return float_to_int(ex, n, fr, false); }
static Status h_fptoui(Exec *ex, const Node *n, Slot *fr) { return float_to_int(ex, n, fr, true); }

static Status h_float_resize(Exec *ex, const Node *n, Slot *fr) {   /* extf, truncf */
    (void)ex;
    const Slot *a = fr + n->in[0];
    Slot *r = fr + n->out[0];
    for (int l = 0; l < n->lanes; l++) {
        double x = slot_to_double(a[l], n->k);
        if (isnan(x)) {
            /* NaN: sign and quiet payload kept, as the hardware conversions do */
            uint64_t bits;
            memcpy(&bits, &x, 8);
            double q;
            memcpy(&q, &bits, 8);
            r[l] = slot_from_double(q, n->k2);
        } else {
            r[l] = slot_from_double(x, n->k2);
        }
    }
    return ST_OK;
}

static Status h_bitcast(Exec *ex, const Node *n, Slot *fr) {
    (void)ex;
    const Slot *a = fr + n->in[0];
    Slot *r = fr + n->out[0];
    for (int l = 0; l < n->lanes; l++) r[l] = slot_from_float_bits(slot_float_bits(a[l], n->k), n->k2);
    return ST_OK;
}

/* ------------------------------------------------------- preparation */
static bool prep_kinds(LoadCtx *lc, Node *n) {
    bool ok = true;
    n->k = node_kind(lc, n, n->op->operands[0]->type, &ok);
    if (n->nout) n->k2 = node_kind(lc, n, n->op->results[0]->type, &ok);
    return ok;
}

#define PREP(NAME, HANDLER)                                                    \
    static bool NAME(LoadCtx *lc, Node *n) {                                   \
        n->fn = HANDLER;                                                       \
        return prep_kinds(lc, n);                                              \
    }

/* addi, subi, muli: the flagged handler when nsw or nuw is given. */
static bool prep_flagged(LoadCtx *lc, Node *n, Handler plain) {
    const Attr *f = node_attr(n, "overflowFlags");
    const char *text = f && f->kind == AT_OPAQUE ? f->opaque : "";
    n->aux = (strstr(text, "nsw") ? 1 : 0) | (strstr(text, "nuw") ? 2 : 0);
    n->fn = n->aux ? h_int_flagged : plain;
    return prep_kinds(lc, n);
}
/* Integer binary ops: the one-lane handler when it applies. */
#define PREP_INT(NAME, HANDLER)                                                \
    static bool NAME(LoadCtx *lc, Node *n) {                                   \
        bool ok = prep_kinds(lc, n);                                           \
        n->fn = SCALAR_INT_HANDLER(n, HANDLER);                                \
        return ok;                                                             \
    }
#define PREP_INT_FLAGGED(NAME, HANDLER)                                        \
    static bool NAME(LoadCtx *lc, Node *n) {                                   \
        bool ok = prep_flagged(lc, n, HANDLER);                                \
        if (n->fn == HANDLER) n->fn = SCALAR_INT_HANDLER(n, HANDLER);          \
        return ok;                                                             \
    }
PREP_INT_FLAGGED(prep_addi, h_addi) PREP_INT_FLAGGED(prep_subi, h_subi) PREP_INT_FLAGGED(prep_muli, h_muli)
PREP_INT(prep_andi, h_andi) PREP_INT(prep_ori, h_ori)
PREP_INT(prep_xori, h_xori) PREP_INT(prep_maxsi, h_maxsi) PREP_INT(prep_minsi, h_minsi) PREP_INT(prep_maxui, h_maxui)
PREP_INT(prep_minui, h_minui)
#define PREP_SHIFT(NAME, HANDLER)                                              \
    static bool NAME(LoadCtx *lc, Node *n) {                                   \
        bool ok = prep_kinds(lc, n);                                           \
        n->fn = n->lanes == 1 ? HANDLER##_s : HANDLER;                         \
        return ok;                                                             \
    }
PREP_SHIFT(prep_shli, h_shli) PREP_SHIFT(prep_shrui, h_shrui) PREP_SHIFT(prep_shrsi, h_shrsi)
/* divsi, divui, remsi, remui: the one-lane 64-bit handler when it applies. */
#define PREP_DIV(NAME, HANDLER)                                                \
    static bool NAME(LoadCtx *lc, Node *n) {                                   \
        bool ok = prep_kinds(lc, n);                                           \
        n->fn = n->lanes == 1 && n->k.width == 64 ? HANDLER##_64 : HANDLER;    \
        return ok;                                                             \
    }
PREP_DIV(prep_divsi, h_divsi) PREP_DIV(prep_divui, h_divui) PREP_DIV(prep_remsi, h_remsi) PREP_DIV(prep_remui, h_remui)
PREP(prep_floordivsi, h_floordivsi) PREP(prep_ceildivsi, h_ceildivsi) PREP(prep_ceildivui, h_ceildivui)
PREP(prep_remf, h_remf)
PREP(prep_negf, h_negf)
PREP(prep_addui_extended, h_addui_extended) PREP(prep_mul_extended, h_mul_extended)
/* extsi, trunci, index_cast: the one-lane handler when it applies. */
#define PREP_RESIZE(NAME)                                                      \
    static bool NAME(LoadCtx *lc, Node *n) {                                   \
        bool ok = prep_kinds(lc, n);                                           \
        n->fn = n->lanes == 1 ? h_int_resize_s : h_int_resize;                 \
        return ok;                                                             \
    }
PREP_RESIZE(prep_extsi) PREP_RESIZE(prep_trunci) PREP_RESIZE(prep_index_cast)
PREP(prep_extui, h_int_zext) PREP(prep_index_castui, h_int_zext)
static bool prep_sitofp(LoadCtx *lc, Node *n) {
    bool ok = prep_kinds(lc, n);
    n->fn = n->lanes != 1 ? h_sitofp : n->k2.cls == SK_F64 ? h_sitofp_f64 : n->k2.cls == SK_F32 ? h_sitofp_f32 : h_sitofp;
    return ok;
}
PREP(prep_uitofp, h_uitofp) PREP(prep_fptosi, h_fptosi) PREP(prep_fptoui, h_fptoui)
PREP(prep_extf, h_float_resize) PREP(prep_truncf, h_float_resize) PREP(prep_bitcast, h_bitcast)

/* addf, subf, mulf, divf: the scalar f32/f64 handler when it applies. */
#define PREP_FLOAT(NAME, HANDLER)                                              \
    static bool NAME(LoadCtx *lc, Node *n) {                                   \
        bool ok = prep_kinds(lc, n);                                           \
        n->fn = n->lanes != 1 ? HANDLER : n->k.cls == SK_F32 ? HANDLER##_f32   \
              : n->k.cls == SK_F64 ? HANDLER##_f64 : HANDLER;                  \
        return ok;                                                             \
    }
PREP_FLOAT(prep_addf, h_addf) PREP_FLOAT(prep_subf, h_subf) PREP_FLOAT(prep_mulf, h_mulf) PREP_FLOAT(prep_divf, h_divf)
PREP_FLOAT(prep_maximumf, h_maximumf) PREP_FLOAT(prep_minimumf, h_minimumf) PREP_FLOAT(prep_maxnumf, h_maxnumf)
PREP_FLOAT(prep_minnumf, h_minnumf)

ScalarFloatOp arith_scalar_float_op(const Node *n, bool *is_f64) {
    static const struct {
        Handler f32, f64;
        ScalarFloatOp op;
    } scalar[] = {{h_addf_f32, h_addf_f64, FLOAT_OP_ADD}, {h_subf_f32, h_subf_f64, FLOAT_OP_SUB},
                  {h_mulf_f32, h_mulf_f64, FLOAT_OP_MUL}, {h_divf_f32, h_divf_f64, FLOAT_OP_DIV}};
    for (size_t i = 0; i < sizeof scalar / sizeof *scalar; i++)
        if (n->fn == scalar[i].f32 || n->fn == scalar[i].f64) {
            *is_f64 = n->fn == scalar[i].f64;
            return scalar[i].op;
        }
    return FLOAT_OP_NONE;
}

ScalarIntOp arith_scalar_int_op(const Node *n) {
    static const struct {
        Handler h;
        ScalarIntOp op;
    } scalar[] = {{h_addi_64, INT_OP_ADD}, {h_subi_64, INT_OP_SUB}, {h_muli_64, INT_OP_MUL}, {h_andi_64, INT_OP_AND},
                  {h_ori_64, INT_OP_OR}, {h_xori_64, INT_OP_XOR}, {h_int_resize_s, INT_OP_RESIZE},
                  {h_sitofp_f64, INT_OP_SITOFP_F64}, {h_sitofp_f32, INT_OP_SITOFP_F32}};
    for (size_t i = 0; i < sizeof scalar / sizeof *scalar; i++)
        if (n->fn == scalar[i].h) return scalar[i].op;
    return INT_OP_NONE;
}

static bool prep_cmp(LoadCtx *lc, Node *n, Handler h) {
    const Attr *p = node_attr(n, "predicate");
    if (!p || p->kind != AT_INTEGER) return load_fail(lc, n, "'%s' op requires attribute 'predicate'", n->op->name);
    n->aux = (int)p->integer.value;
    n->fn = h;
    n->lanes = type_lanes(n->op->operands[0]->type);
    return prep_kinds(lc, n);
}
static bool prep_cmpi(LoadCtx *lc, Node *n) {
    bool ok = prep_cmp(lc, n, h_cmpi);
    if (ok && n->lanes == 1 && n->aux >= 0 && n->aux < 10) n->fn = cmpi_scalar[n->aux];
    return ok;
}
static bool prep_cmpf(LoadCtx *lc, Node *n) { return prep_cmp(lc, n, h_cmpf); }

static bool prep_select(LoadCtx *lc, Node *n) {
    n->fn = h_select;
    n->aux = value_width(n->op->results[0]->type);
    n->k2.cls = n->op->operands[0]->type->kind == TY_VECTOR;
    (void)lc;
    return true;
}

static const OpEntry entries[] = {
    {OP_ARITH_CONSTANT, prep_constant},
    {OP_ARITH_ADDI, prep_addi}, {OP_ARITH_SUBI, prep_subi}, {OP_ARITH_MULI, prep_muli},
    {OP_ARITH_DIVSI, prep_divsi}, {OP_ARITH_DIVUI, prep_divui}, {OP_ARITH_REMSI, prep_remsi}, {OP_ARITH_REMUI, prep_remui},
    {OP_ARITH_ADDUI_EXTENDED, prep_addui_extended},
    {OP_ARITH_MULSI_EXTENDED, prep_mul_extended}, {OP_ARITH_MULUI_EXTENDED, prep_mul_extended},
    {OP_ARITH_FLOORDIVSI, prep_floordivsi}, {OP_ARITH_CEILDIVSI, prep_ceildivsi}, {OP_ARITH_CEILDIVUI, prep_ceildivui},
    {OP_ARITH_ANDI, prep_andi}, {OP_ARITH_ORI, prep_ori}, {OP_ARITH_XORI, prep_xori},
    {OP_ARITH_SHLI, prep_shli}, {OP_ARITH_SHRUI, prep_shrui}, {OP_ARITH_SHRSI, prep_shrsi},
    {OP_ARITH_MAXSI, prep_maxsi}, {OP_ARITH_MINSI, prep_minsi}, {OP_ARITH_MAXUI, prep_maxui}, {OP_ARITH_MINUI, prep_minui},
    {OP_ARITH_ADDF, prep_addf}, {OP_ARITH_SUBF, prep_subf}, {OP_ARITH_MULF, prep_mulf}, {OP_ARITH_DIVF, prep_divf},
    {OP_ARITH_REMF, prep_remf}, {OP_ARITH_NEGF, prep_negf},
    {OP_ARITH_MAXIMUMF, prep_maximumf}, {OP_ARITH_MINIMUMF, prep_minimumf},
    {OP_ARITH_MAXNUMF, prep_maxnumf}, {OP_ARITH_MINNUMF, prep_minnumf},
    {OP_ARITH_CMPI, prep_cmpi}, {OP_ARITH_CMPF, prep_cmpf}, {OP_ARITH_SELECT, prep_select},
    {OP_ARITH_EXTSI, prep_extsi}, {OP_ARITH_EXTUI, prep_extui}, {OP_ARITH_TRUNCI, prep_trunci},
    {OP_ARITH_INDEX_CAST, prep_index_cast}, {OP_ARITH_INDEX_CASTUI, prep_index_castui},
    {OP_ARITH_SITOFP, prep_sitofp}, {OP_ARITH_UITOFP, prep_uitofp}, {OP_ARITH_FPTOSI, prep_fptosi}, {OP_ARITH_FPTOUI, prep_fptoui},
    {OP_ARITH_EXTF, prep_extf}, {OP_ARITH_TRUNCF, prep_truncf}, {OP_ARITH_BITCAST, prep_bitcast},
    /* The LLVM dialect's scalar ops mean what their arith counterparts mean
     * (LLVM LangRef: wrapping add/sub/mul, poison under nsw/nuw overflow and
     * for shifts past the width, division by zero and MIN / -1 undefined;
     * icmp/fcmp predicates numbered as arith's), so they share the handlers. */
    {OP_LLVM_MLIR_CONSTANT, prep_constant},
    {OP_LLVM_ADD, prep_addi}, {OP_LLVM_SUB, prep_subi}, {OP_LLVM_MUL, prep_muli},
    {OP_LLVM_SDIV, prep_divsi}, {OP_LLVM_UDIV, prep_divui}, {OP_LLVM_SREM, prep_remsi}, {OP_LLVM_UREM, prep_remui},
    {OP_LLVM_AND, prep_andi}, {OP_LLVM_OR, prep_ori}, {OP_LLVM_XOR, prep_xori},
    {OP_LLVM_SHL, prep_shli}, {OP_LLVM_LSHR, prep_shrui}, {OP_LLVM_ASHR, prep_shrsi},
    {OP_LLVM_FADD, prep_addf}, {OP_LLVM_FSUB, prep_subf}, {OP_LLVM_FMUL, prep_mulf}, {OP_LLVM_FDIV, prep_divf},
    {OP_LLVM_FREM, prep_remf}, {OP_LLVM_FNEG, prep_negf},
    {OP_LLVM_ICMP, prep_cmpi}, {OP_LLVM_FCMP, prep_cmpf}, {OP_LLVM_SELECT, prep_select},
    {OP_LLVM_SEXT, prep_extsi}, {OP_LLVM_ZEXT, prep_extui}, {OP_LLVM_TRUNC, prep_trunci},
    {OP_LLVM_SITOFP, prep_sitofp}, {OP_LLVM_UITOFP, prep_uitofp}, {OP_LLVM_FPTOSI, prep_fptosi}, {OP_LLVM_FPTOUI, prep_fptoui},
    {OP_LLVM_FPEXT, prep_extf}, {OP_LLVM_FPTRUNC, prep_truncf}, {OP_LLVM_BITCAST, prep_bitcast},
    {OP_LLVM_INTR_SMAX, prep_maxsi}, {OP_LLVM_INTR_SMIN, prep_minsi}, {OP_LLVM_INTR_UMAX, prep_maxui},
    {OP_LLVM_INTR_UMIN, prep_minui}, {OP_LLVM_INTR_MAXIMUM, prep_maximumf}, {OP_LLVM_INTR_MINIMUM, prep_minimumf},
    {OP_LLVM_INTR_MAXNUM, prep_maxnumf}, {OP_LLVM_INTR_MINNUM, prep_minnumf},
};
OP_TABLE(arith_ops, entries);
