/* Scalars: how a value of each element type is held in an 8-byte slot and
 * in memory, and the conversions and rounding rules of the types.
 *
 * Slot representation (one rule, used everywhere):
 *   integers of width 1..64 and index: int64, sign-extended from the width
 *     (i1 true is -1); unsigned views zero-extend with scalar_zext.
 *   f32: the float field; f64: the double field; f16 and bf16: the float
 *     field holding a value exactly representable in the narrow type (every
 *     operation rounds back to it, as LLVM's promotion to f32 does on x86).
 * In memory: integers in ceil(width/8) little-endian bytes (index: 8),
 * f16/bf16 as their 16-bit patterns, f32/f64 natively. */
#ifndef AI_SCALAR_H
#define AI_SCALAR_H
#include <stdint.h>
#include <string.h>
#include <stdbool.h>
#include "../parser/ir.h"

typedef union Slot {
    int64_t i;
    uint64_t u;
    double d;
    float f;
    void *p;
} Slot;

typedef enum { SK_INT, SK_INDEX, SK_F16, SK_BF16, SK_F32, SK_F64, SK_UNSUPPORTED } ScalarClass;

typedef struct ScalarKind {
    uint8_t cls;      /* ScalarClass */
    uint8_t width;    /* bits: 1..64 for integers, 64 for index, 16/32/64 for floats */
    uint8_t bytes;    /* size in memory */
    uint8_t is_unsigned_type;  /* ui32 etc. (only the printed form differs) */
} ScalarKind;

ScalarKind scalar_kind_of(const Type *t);       /* element type of t */
static inline bool sk_is_float(ScalarKind k) { return k.cls >= SK_F16 && k.cls <= SK_F64; }

/* Integers */
static inline int64_t scalar_sext(uint64_t v, int width) {
    if (width >= 64) return (int64_t)v;
    uint64_t m = 1ull << (width - 1);
    v &= (m << 1) - 1;
    return (int64_t)((v ^ m) - m);
}
static inline uint64_t scalar_zext(int64_t v, int width) {
    if (width >= 64) return (uint64_t)v;
    return (uint64_t)v & ((1ull << width) - 1);
}

/* Narrow floats: round-to-nearest-even conversions (NaN kept quiet, sign kept). */
uint16_t f32_to_f16_bits(float f);
float f16_bits_to_f32(uint16_t h);
uint16_t f32_to_bf16_bits(float f);
float bf16_bits_to_f32(uint16_t h);
uint16_t f64_to_f16_bits(double d);
uint16_t f64_to_bf16_bits(double d);
/* Rounds a float result to the slot's type (f16/bf16 rounding; identity else). */
float scalar_round_narrow(float f, ScalarKind k);

/* Float value of a slot of kind k as double (exact). */
static inline double slot_to_double(Slot s, ScalarKind k) { return k.cls == SK_F64 ? s.d : (double)s.f; }
/* Stores double d into a slot of float kind k with one correct rounding. */
Slot slot_from_double(double d, ScalarKind k);

/* Memory <-> slot */
/* The n bytes at mem as an unsigned integer (little-endian, as memcpy
 * into a uint64_t gives them), with a fixed-size copy for the usual sizes:
 * a memcpy of a variable size is a call. */
static inline uint64_t scalar_load_bytes(const void *mem, int n) {
    switch (n) {
    case 1: { uint8_t v; memcpy(&v, mem, 1); return v; }
    case 2: { uint16_t v; memcpy(&v, mem, 2); return v; }
    case 4: { uint32_t v; memcpy(&v, mem, 4); return v; }
    case 8: { uint64_t v; memcpy(&v, mem, 8); return v; }
    default: { uint64_t v = 0; memcpy(&v, mem, (size_t)n); return v; }
    }
}
static inline void scalar_store_bytes(void *mem, uint64_t u, int n) {
    switch (n) {
    case 1: { uint8_t v = (uint8_t)u; memcpy(mem, &v, 1); return; }
    case 2: { uint16_t v = (uint16_t)u; memcpy(mem, &v, 2); return; }
    case 4: { uint32_t v = (uint32_t)u; memcpy(mem, &v, 4); return; }
    case 8: memcpy(mem, &u, 8); return;
    default: memcpy(mem, &u, (size_t)n); return;
    }
}

static inline Slot scalar_load(const void *mem, ScalarKind k) {
    Slot s;
    s.u = 0;
    switch (k.cls) {
    case SK_F64: memcpy(&s.d, mem, 8); break;
    case SK_F32: memcpy(&s.f, mem, 4); break;
    case SK_F16: {
        uint16_t h;
        memcpy(&h, mem, 2);
        s.f = f16_bits_to_f32(h);
        break;
    }
    case SK_BF16: {
        uint16_t h;
        memcpy(&h, mem, 2);
        s.f = bf16_bits_to_f32(h);
        break;
    }
    default:
        s.i = scalar_sext(scalar_load_bytes(mem, k.bytes), k.width);
        break;
    }
    return s;
}

static inline void scalar_store(void *mem, ScalarKind k, Slot s) {
    switch (k.cls) {
    case SK_F64: memcpy(mem, &s.d, 8); break;
    case SK_F32: memcpy(mem, &s.f, 4); break;
    case SK_F16: {
        uint16_t h = f32_to_f16_bits(s.f);
        memcpy(mem, &h, 2);
        break;
    }
    case SK_BF16: {
        uint16_t h = f32_to_bf16_bits(s.f);
        memcpy(mem, &h, 2);
        break;
    }
    default:
        scalar_store_bytes(mem, scalar_zext(s.i, k.width), k.bytes);
        break;
    }
}


/* Bits of a float slot (for bitcast and NaN inspection). */
uint64_t slot_float_bits(Slot s, ScalarKind k);
Slot slot_from_float_bits(uint64_t bits, ScalarKind k);

/* IEEE-754 2019 maximum/minimum (LLVM's llvm.maximum/minimum): NaN
 * propagates, -0 orders below +0. */
double float_maximum(double x, double y);
double float_minimum(double x, double y);

/* Prints a float as C++ streams do by default (%g, 6 digits): 1.5, 1e-07,
 * inf, -inf, nan, -nan, -0.  Returns the length written into buf (>= 32). */
int format_float(char *buf, double v);
#endif
