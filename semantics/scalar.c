/* Scalar representation and conversions (see scalar.h for the rules). */
#include "scalar.h"
#include "../parser/decimal.h"
#include <string.h>
#include <stdio.h>
#include <math.h>

ScalarKind scalar_kind_of(const Type *t) {
    ScalarKind k = {SK_UNSUPPORTED, 0, 0, 0};
    t = type_element(t);
    switch (t->kind) {
    case TY_INDEX:
        k.cls = SK_INDEX, k.width = 64, k.bytes = 8;
        break;
    case TY_INTEGER:
        if (t->integer.width < 1 || t->integer.width > 64) break;
        k.cls = SK_INT, k.width = (uint8_t)t->integer.width;
        k.bytes = (uint8_t)((t->integer.width + 7) / 8);
        if (k.bytes == 3) k.bytes = 4;
        else if (k.bytes > 4 && k.bytes < 8) k.bytes = 8;
        k.is_unsigned_type = t->integer.sign == UNSIGNED;
        break;
    case TY_FLOAT:
        switch (t->fkind) {
        case FLOAT_F16: k.cls = SK_F16, k.width = 16, k.bytes = 2; break;
        case FLOAT_BF16: k.cls = SK_BF16, k.width = 16, k.bytes = 2; break;
        case FLOAT_F32: k.cls = SK_F32, k.width = 32, k.bytes = 4; break;
        case FLOAT_F64: k.cls = SK_F64, k.width = 64, k.bytes = 8; break;
        default: break;
        }
        break;
    default:
        break;
    }
    return k;
}

static uint32_t f32_bits(float f) {
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}
static float f32_from_bits(uint32_t u) {
    float f;
    memcpy(&f, &u, 4);
    return f;
}

/* Round-to-nearest-even from a wider binary format, given as sign, unbiased
 * exponent and a 64-bit significand with the leading one at bit 63. */
static uint16_t pack_narrow(uint32_t sign, int exp, uint64_t sig, int mant_bits, int exp_bits) {
    int bias = (1 << (exp_bits - 1)) - 1;
    int emax = bias, emin = 1 - bias;
    uint16_t inf = (uint16_t)(((1u << exp_bits) - 1) << mant_bits);
    uint16_t s = (uint16_t)(sign << 15);
    int shift;   /* how many low bits of sig are dropped */
    int e = exp;
    if (e < emin) shift = 63 - mant_bits + (emin - e);     /* subnormal */
    else shift = 63 - mant_bits;
    if (shift > 64) return s;                         /* below half the smallest subnormal */
    uint64_t kept, rem, half;
    if (shift == 64) {                                /* between half and one smallest subnormal */
        kept = sig > (1ull << 63);                    /* exactly half: ties to even (0) */
    } else {
        kept = sig >> shift;
        rem = sig & ((1ull << shift) - 1);
        half = 1ull << (shift - 1);
        if (rem > half || (rem == half && (kept & 1))) kept++;
    }
    if (e < emin) {
        /* subnormal: kept counts units of the smallest subnormal; may round up to normal */
        return (uint16_t)(s | kept);
    }
    /* normal: kept has the leading one at bit mant_bits (or mant_bits+1 after carry) */
    if (kept >> (mant_bits + 1)) {
        kept >>= 1;
        e++;
    }
    if (e > emax) return (uint16_t)(s | inf);
    return (uint16_t)(s | ((uint32_t)(e + bias) << mant_bits) | (kept & ((1u << mant_bits) - 1)));
}

static uint16_t narrow_from_double(double d, int mant_bits, int exp_bits) {
    uint64_t u;
    memcpy(&u, &d, 8);
    uint32_t sign = (uint32_t)(u >> 63);
    uint16_t s = (uint16_t)(sign << 15);
    uint16_t inf = (uint16_t)(((1u << exp_bits) - 1) << mant_bits);
    if (isnan(d)) {
        /* quiet NaN, payload's top bits kept as LLVM's fptrunc does */
        uint64_t payload = (u >> (52 - mant_bits)) & ((1u << mant_bits) - 1);
        return (uint16_t)(s | inf | (1u << (mant_bits - 1)) | payload);
    }
    if (isinf(d)) return (uint16_t)(s | inf);
    if (d == 0) return s;
    int exp;
    double m = frexp(fabs(d), &exp);   /* m in [0.5, 1) */
    uint64_t sig = (uint64_t)ldexp(m, 64);  /* exact: 53 bits fit */
    return pack_narrow(sign, exp - 1, sig, mant_bits, exp_bits);
}

uint16_t f64_to_f16_bits(double d) { return narrow_from_double(d, 10, 5); }
uint16_t f64_to_bf16_bits(double d) { return narrow_from_double(d, 7, 8); }
uint16_t f32_to_f16_bits(float f) { return narrow_from_double((double)f, 10, 5); }
uint16_t f32_to_bf16_bits(float f) {
    if (isnan(f)) return (uint16_t)((f32_bits(f) >> 16) | 0x40);
    return narrow_from_double((double)f, 7, 8);
}

float f16_bits_to_f32(uint16_t h) {
    uint32_t sign = (uint32_t)(h >> 15) << 31;
    int e = (h >> 10) & 0x1f;
    uint32_t m = h & 0x3ff;
    if (e == 0x1f) return f32_from_bits(sign | 0x7f800000u | (m << 13));
    if (e == 0) {
        float v = ldexpf((float)m, -24);
        return sign ? -v : v;
    }
    return f32_from_bits(sign | ((uint32_t)(e - 15 + 127) << 23) | (m << 13));
}

float bf16_bits_to_f32(uint16_t h) { return f32_from_bits((uint32_t)h << 16); }

float scalar_round_narrow(float f, ScalarKind k) {
    if (k.cls == SK_F16) return f16_bits_to_f32(f32_to_f16_bits(f));
    if (k.cls == SK_BF16) return bf16_bits_to_f32(f32_to_bf16_bits(f));
    return f;
}

Slot slot_from_double(double d, ScalarKind k) {
    Slot s;
    s.u = 0;
    switch (k.cls) {
    case SK_F64: s.d = d; break;
    case SK_F32: s.f = (float)d; break;
    case SK_F16: s.f = f16_bits_to_f32(f64_to_f16_bits(d)); break;
    case SK_BF16: s.f = bf16_bits_to_f32(f64_to_bf16_bits(d)); break;
    default: s.i = (int64_t)d; break;
    }
    return s;
}

uint64_t slot_float_bits(Slot s, ScalarKind k) {
    switch (k.cls) {
    case SK_F64: return s.u;
    case SK_F32: return f32_bits(s.f);
    case SK_F16: return f32_to_f16_bits(s.f);
    case SK_BF16: return f32_to_bf16_bits(s.f);
    default: return scalar_zext(s.i, k.width);
    }
}

Slot slot_from_float_bits(uint64_t bits, ScalarKind k) {
    Slot s;
    s.u = 0;
    switch (k.cls) {
    case SK_F64: s.u = bits; break;
    case SK_F32: s.f = f32_from_bits((uint32_t)bits); break;
    case SK_F16: s.f = f16_bits_to_f32((uint16_t)bits); break;
    case SK_BF16: s.f = bf16_bits_to_f32((uint16_t)bits); break;
    default: s.i = scalar_sext(bits, k.width); break;
    }
    return s;
}

int format_float(char *buf, double v) {
    if (isnan(v)) return sprintf(buf, signbit(v) ? "-nan" : "nan");
    /* %g of a whole number below 1e6 in magnitude is its digits (six
     * significant digits hold it exactly, and no point is left): printed
     * without printf, which costs the most of a small program's run */
    if (v > -1e6 && v < 1e6 && v == (double)(int64_t)v) {
        if (v == 0) return sprintf(buf, signbit(v) ? "-0" : "0");
        return decimal_i64(buf, (int64_t)v);
    }
    return sprintf(buf, "%g", v);
}

double float_maximum(double x, double y) {
    if (isnan(x)) return x;
    if (isnan(y)) return y;
    if (x == 0 && y == 0) return signbit(x) ? y : x;
    return x > y ? x : y;
}

double float_minimum(double x, double y) {
    if (isnan(x)) return x;
    if (isnan(y)) return y;
    if (x == 0 && y == 0) return signbit(x) ? x : y;
    return x < y ? x : y;
}
