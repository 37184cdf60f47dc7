/* Reduction identities and combination (see reductions.h). */
#include "reductions.h"
#include <string.h>
#include <math.h>

const char *reduction_name(ReductionKind k) {
    static const char *const names[] = {"addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu",
                                        "minimumf", "minnumf", "mins", "minu", "mulf", "muli", "ori", "xori"};
    return (unsigned)k < 16 ? names[k] : "?";
}

Slot reduction_identity(ReductionKind k, ScalarKind t) {
    Slot s;
    s.u = 0;
    int w = t.width;
    switch (k) {
    case RED_ADDF: return slot_from_double(0.0, t);
    case RED_MULF: return slot_from_double(1.0, t);
    case RED_MAXIMUMF: case RED_MAXNUMF: return slot_from_double(-INFINITY, t);
    case RED_MINIMUMF: case RED_MINNUMF: return slot_from_double(INFINITY, t);
    case RED_MULI: s.i = 1; return s;
    case RED_ANDI: case RED_MINU: s.i = -1; return s;
    case RED_MAXS: s.i = scalar_sext(1ull << (w - 1), w); return s;
    case RED_MINS: s.i = scalar_sext((1ull << (w - 1)) - 1, w); return s;
    default: return s;   /* addi, ori, xori, maxu: 0; assign: none */
    }
}

Slot reduction_combine(ReductionKind k, ScalarKind t, Slot acc, Slot v) {
    Slot r;
    r.u = 0;
    int w = t.width;
    if (sk_is_float(t)) {
        if (t.cls == SK_F32) {
            switch (k) {
            case RED_ADDF: r.f = acc.f + v.f; return r;
            case RED_MULF: r.f = acc.f * v.f; return r;
            default: break;
            }
        }
        if (t.cls == SK_F64) {
            switch (k) {
            case RED_ADDF: r.d = acc.d + v.d; return r;
            case RED_MULF: r.d = acc.d * v.d; return r;
            default: break;
            }
        }
        double x = slot_to_double(acc, t), y = slot_to_double(v, t), z;
        switch (k) {
        case RED_ADDF: z = (double)((float)x + (float)y); break;   /* f16/bf16: in float, rounded below */
        case RED_MULF: z = (double)((float)x * (float)y); break;
        case RED_MAXIMUMF: z = float_maximum(x, y); break;
        case RED_MINIMUMF: z = float_minimum(x, y); break;
        case RED_MAXNUMF: z = isnan(x) ? y : isnan(y) ? x : float_maximum(x, y); break;
        case RED_MINNUMF: z = isnan(x) ? y : isnan(y) ? x : float_minimum(x, y); break;
        case RED_ASSIGN: return v;
        default: return v;
        }
        return slot_from_double(z, t);
    }
    int64_t x = acc.i, y = v.i;
    uint64_t ux = scalar_zext(x, w), uy = scalar_zext(y, w), z;
    switch (k) {
    case RED_ADDI: z = (uint64_t)x + (uint64_t)y; break;
    case RED_MULI: z = (uint64_t)x * (uint64_t)y; break;
    case RED_ANDI: z = (uint64_t)(x & y); break;
    case RED_ORI: z = (uint64_t)(x | y); break;
    case RED_XORI: z = (uint64_t)(x ^ y); break;
    case RED_MAXS: z = (uint64_t)(x > y ? x : y); break;
    case RED_MINS: z = (uint64_t)(x < y ? x : y); break;
    case RED_MAXU: z = ux > uy ? ux : uy; break;
    case RED_MINU: z = ux < uy ? ux : uy; break;
    default: z = (uint64_t)y; break;
    }
    r.i = scalar_sext(z, w);
    return r;
}

ReductionKind reduction_kind_of_vector_kind(const char *text, bool is_float) {
    static const struct { const char *name; ReductionKind f, i; } kinds[] = {
        {"<add>", RED_ADDF, RED_ADDI}, {"<mul>", RED_MULF, RED_MULI}, {"<minui>", RED_MINU, RED_MINU},
        {"<minsi>", RED_MINS, RED_MINS}, {"<minnumf>", RED_MINNUMF, RED_MINNUMF}, {"<maxui>", RED_MAXU, RED_MAXU},
        {"<maxsi>", RED_MAXS, RED_MAXS}, {"<maxnumf>", RED_MAXNUMF, RED_MAXNUMF}, {"<and>", RED_ANDI, RED_ANDI},
        {"<or>", RED_ORI, RED_ORI}, {"<xor>", RED_XORI, RED_XORI}, {"<minimumf>", RED_MINIMUMF, RED_MINIMUMF},
        {"<maximumf>", RED_MAXIMUMF, RED_MAXIMUMF},
    };
    for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++)
        if (strstr(text, kinds[i].name)) return is_float ? kinds[i].f : kinds[i].i;
    return RED_ASSIGN;
}
