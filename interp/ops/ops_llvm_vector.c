/* The LLVM dialect's vector ops that convert-vector-to-llvm emits
 * (LLVM LangRef, "Vector Operations" and "Masked Vector ... Intrinsics"):
 * llvm.shufflevector, the llvm.intr.vector.reduce.* reductions, and the
 * masked accesses (masked.load/store, gather/scatter, expandload/
 * compressstore), whose active lanes each go through pointer_access as a
 * scalar access does; inactive lanes touch no memory. */
#include "../engine/op_table.h"
#include "../checks/definedness.h"
#include "../checks/pointer_access.h"
#include "../core/report.h"
#include "../engine/exec.h"
#include "../engine/load.h"
#include "llvm_memory.h"
#include <math.h>
#include <string.h>

/* ------------------------------------------------------ shufflevector */
typedef struct ShuffleData {
    int n;                 /* result lanes */
    int first;             /* lanes of the first operand */
    const int64_t *mask;   /* -1: a poison lane */
} ShuffleData;

static Status h_shufflevector(Exec *ex, const Node *n, Slot *fr) {
    const ShuffleData *d = n->data;
    Slot out[256], *r = d->n <= 256 ? out : fr + n->out[0];   /* operands may share the result's slots */
    unsigned char shadow[256];
    for (int l = 0; l < d->n; l++) {
        int64_t m = d->mask[l];
        int from = m < 0 ? -1 : m < d->first ? n->in[0] + (int)m : n->in[1] + (int)(m - d->first);
        r[l].u = from < 0 ? 0 : fr[from].u;
        if (l < 256) shadow[l] = from < 0 || !ex->tracking ? 0 : slot_undefined(fr, from);
    }
    if (r == out) memcpy(fr + n->out[0], out, sizeof(Slot) * (size_t)d->n);
    for (int l = 0; l < d->n; l++) {
        if (d->mask[l] < 0) {
            if (definedness_poison(ex, n, fr, n->out[0] + l, "lane %d of the mask is -1 (poison)", l)) return ST_ERROR;
        } else if (ex->tracking && l < 256) {
            slot_set_shadow(fr, n->out[0] + l, shadow[l]);
        }
    }
    return ST_OK;
}

static bool prep_shufflevector(LoadCtx *lc, Node *n) {
    const Attr *mask = node_attr(n, "mask");
    if (n->nin != 2 || n->nout != 1 || !mask || mask->kind != AT_DENSE_ARRAY)
        return load_fail(lc, n, "'llvm.shufflevector' op expects two vectors and a mask");
    ShuffleData *d = arena_alloc(lc->arena, sizeof *d);
    d->n = mask->dense_array.n;
    d->first = value_width(n->op->operands[0]->type);
    d->mask = mask->dense_array.ints;
    for (int l = 0; l < d->n; l++)
        if (d->mask[l] >= 2 * d->first)
            return load_fail(lc, n, "'llvm.shufflevector' op mask index %lld is past both operands", (long long)d->mask[l]);
    if (value_width(n->op->results[0]->type) != d->n)
        return load_fail(lc, n, "'llvm.shufflevector' op result does not match its mask");
    n->data = d;
    n->fn = h_shufflevector;
    return true;
}

/* --------------------------------------------------------- reductions */
typedef enum { RED_ADD, RED_MUL, RED_AND, RED_OR, RED_XOR, RED_SMAX, RED_SMIN, RED_UMAX, RED_UMIN,
               RED_FADD, RED_FMUL, RED_FMAX, RED_FMIN, RED_FMAXIMUM, RED_FMINIMUM } Reduction;

static Slot reduce_int(Reduction r, Slot a, Slot b, int w) {
    uint64_t ua = scalar_zext(a.i, w), ub = scalar_zext(b.i, w);
    switch (r) {
    case RED_ADD: a.i = scalar_sext(ua + ub, w); break;
    case RED_MUL: a.i = scalar_sext(ua * ub, w); break;
    case RED_AND: a.i &= b.i; break;
    case RED_OR: a.i |= b.i; break;
    case RED_XOR: a.i ^= b.i; break;
    case RED_SMAX: if (b.i > a.i) a = b; break;
    case RED_SMIN: if (b.i < a.i) a = b; break;
    case RED_UMAX: if (ub > ua) a = b; break;
    default: if (ub < ua) a = b; break;
    }
    return a;
}

/* LangRef: fmax and fmin as maxnum/minnum (a NaN lane is ignored unless
 * all are), fmaximum and fminimum propagate NaN and order -0 below +0;
 * fadd and fmul in lane order from the start value (operand 0), each step
 * rounded to the element type, as without `reassoc` they must be. */
static double reduce_float(Reduction r, double a, double b) {
    switch (r) {
    case RED_FADD: return a + b;
    case RED_FMUL: return a * b;
    case RED_FMAX: return isnan(a) ? b : isnan(b) ? a : (a < b || (a == b && signbit(a))) ? b : a;
    case RED_FMIN: return isnan(a) ? b : isnan(b) ? a : (b < a || (a == b && signbit(b))) ? b : a;
    case RED_FMAXIMUM: return float_maximum(a, b);
    default: return float_minimum(a, b);
    }
}

static Status h_reduce(Exec *ex, const Node *n, Slot *fr) {
    (void)ex;
    Reduction r = (Reduction)n->aux;
    bool started = r == RED_FADD || r == RED_FMUL;
    const Slot *v = fr + n->in[started ? 1 : 0];
    if (r >= RED_FADD) {
        double acc = started ? slot_to_double(fr[n->in[0]], n->k) : slot_to_double(v[0], n->k);
        for (int l = started ? 0 : 1; l < n->lanes; l++)
            acc = slot_to_double(slot_from_double(reduce_float(r, acc, slot_to_double(v[l], n->k)), n->k), n->k);
        fr[n->out[0]] = slot_from_double(acc, n->k);
        return ST_OK;
    }
    Slot acc = v[0];
    for (int l = 1; l < n->lanes; l++) acc = reduce_int(r, acc, v[l], n->k.width);
    fr[n->out[0]] = acc;
    return ST_OK;
}

static bool prep_reduce(LoadCtx *lc, Node *n) {
    static const struct { OpCode code; Reduction r; } kinds[] = {
        {OP_LLVM_INTR_VECTOR_REDUCE_ADD, RED_ADD}, {OP_LLVM_INTR_VECTOR_REDUCE_MUL, RED_MUL},
        {OP_LLVM_INTR_VECTOR_REDUCE_AND, RED_AND}, {OP_LLVM_INTR_VECTOR_REDUCE_OR, RED_OR},
        {OP_LLVM_INTR_VECTOR_REDUCE_XOR, RED_XOR}, {OP_LLVM_INTR_VECTOR_REDUCE_SMAX, RED_SMAX},
        {OP_LLVM_INTR_VECTOR_REDUCE_SMIN, RED_SMIN}, {OP_LLVM_INTR_VECTOR_REDUCE_UMAX, RED_UMAX},
        {OP_LLVM_INTR_VECTOR_REDUCE_UMIN, RED_UMIN}, {OP_LLVM_INTR_VECTOR_REDUCE_FADD, RED_FADD},
        {OP_LLVM_INTR_VECTOR_REDUCE_FMUL, RED_FMUL}, {OP_LLVM_INTR_VECTOR_REDUCE_FMAX, RED_FMAX},
        {OP_LLVM_INTR_VECTOR_REDUCE_FMIN, RED_FMIN}, {OP_LLVM_INTR_VECTOR_REDUCE_FMAXIMUM, RED_FMAXIMUM},
        {OP_LLVM_INTR_VECTOR_REDUCE_FMINIMUM, RED_FMINIMUM}};
    for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++)
        if (kinds[i].code == n->op->code) n->aux = kinds[i].r;
    int vector = n->aux == RED_FADD || n->aux == RED_FMUL ? 1 : 0;
    if (n->nin != vector + 1 || n->nout != 1 || n->op->operands[vector]->type->kind != TY_VECTOR)
        return load_fail(lc, n, "'%s' op expects %s", n->op->name, vector ? "a start value and a vector" : "a vector");
    bool ok = true;
    n->k = node_kind(lc, n, n->op->operands[vector]->type, &ok);
    n->lanes = value_width(n->op->operands[vector]->type);
    n->fn = h_reduce;
    return ok && n->lanes >= 1 && (n->aux >= RED_FADD) == sk_is_float(n->k);
}

/* ------------------------------------------------------ masked access */
typedef enum { MASKED_LOAD, MASKED_STORE, GATHER, SCATTER, EXPANDLOAD, COMPRESSSTORE } MaskedKind;

typedef struct MaskedData {
    MaskedKind kind;
    int value, address, mask, passthru;   /* operand numbers (-1: none) */
    int64_t align;
    ScalarKind k;
    int lanes;
} MaskedData;

static Status h_masked(Exec *ex, const Node *n, Slot *fr) {
    const MaskedData *d = n->data;
    bool loads = d->kind == MASKED_LOAD || d->kind == GATHER || d->kind == EXPANDLOAD;
    bool per_lane_address = d->kind == GATHER || d->kind == SCATTER;
    if (llvm_memory_ready(ex, n)) return ST_ERROR;
    if (ex->tracking)
        for (int l = 0; l < d->lanes; l++) {
            unsigned char m = slot_undefined(fr, n->in[d->mask] + l);
            if (m) return definedness_observed(ex, n, m, "used as a mask lane");
        }
    const Slot *mask = fr + n->in[d->mask];
    uint64_t base = per_lane_address ? 0 : fr[n->in[d->address]].u;
    if (!per_lane_address && d->align > 1 && (base & (uint64_t)(d->align - 1)) && d->kind != EXPANDLOAD &&
        d->kind != COMPRESSSTORE)
        return exec_ub(ex, n, UB_IMMEDIATE, "'%s' at address 0x%llx, which is not aligned to the %lld bytes it promises",
                       n->op->name, (unsigned long long)base, (long long)d->align);
    if (loads && d->passthru < n->nin) {   /* inactive lanes take the passthru's (it may share the result's slots) */
        memmove(fr + n->out[0], fr + n->in[d->passthru], sizeof(Slot) * (size_t)d->lanes);
        if (ex->tracking) shadow_copy_lanes(fr, n->out[0], n->in[d->passthru], d->lanes);
    } else if (loads) {   /* no passthru: LangRef makes the inactive lanes poison */
        for (int l = 0; l < d->lanes; l++)
            if (!(mask[l].i & 1) && definedness_poison(ex, n, fr, n->out[0] + l, "lane %d is masked off and no pass-through value is given", l))
                return ST_ERROR;
    }
    int at = 0;   /* expandload / compressstore: the next element in memory */
    for (int l = 0; l < d->lanes; l++) {
        if (!(mask[l].i & 1)) continue;
        if (per_lane_address && llvm_observe_pointer_lane(ex, n, fr, d->address, l)) return ST_ERROR;
        bool packed = d->kind == EXPANDLOAD || d->kind == COMPRESSSTORE;
        uint64_t address = per_lane_address ? fr[n->in[d->address] + l].u : base + (uint64_t)((packed ? at++ : l) * d->k.bytes);
        PointerTarget t;
        if (pointer_access(ex, n, address, d->k.bytes, per_lane_address ? d->align : 1, loads ? ACCESS_READ : ACCESS_WRITE, &t))
            return ST_ERROR;
        if (loads) {
            fr[n->out[0] + l] = scalar_load(t.p, d->k);
            if (ex->tracking) slot_set_shadow(fr, n->out[0] + l, 0);
            if (pointer_read_definedness(ex, n, fr, &t, d->k.bytes, n->out[0] + l)) return ST_ERROR;
        } else {
            scalar_store(t.p, d->k, fr[n->in[d->value] + l]);
            pointer_write_definedness(ex, fr, n->in[d->value] + l, &t, d->k.bytes);
        }
    }
    return ST_OK;
}

static bool prep_masked(LoadCtx *lc, Node *n, MaskedKind kind) {
    static const int operands[][4] = {   /* value, address, mask, passthru */
        [MASKED_LOAD] = {-1, 0, 1, 2}, [MASKED_STORE] = {0, 1, 2, -1}, [GATHER] = {-1, 0, 1, 2},
        [SCATTER] = {0, 1, 2, -1}, [EXPANDLOAD] = {-1, 0, 1, 2}, [COMPRESSSTORE] = {0, 1, 2, -1}};
    MaskedData *d = arena_alloc(lc->arena, sizeof *d);
    d->kind = kind;
    d->value = operands[kind][0], d->address = operands[kind][1], d->mask = operands[kind][2], d->passthru = operands[kind][3];
    bool loads = d->passthru >= 0;
    if (n->nin != 3 - (loads && n->nin == 2) || n->nout != (loads ? 1 : 0))   /* a load's passthru is optional */
        return load_fail(lc, n, "'%s' op expects %s", n->op->name, loads ? "an address, a mask, an optional pass-through value and a result" : "a value, an address and a mask");
    const Type *vt = loads ? n->op->results[0]->type : n->op->operands[d->value]->type;
    bool ok = true;
    d->k = node_kind(lc, n, vt, &ok);
    d->lanes = value_width(vt);
    const Attr *a = node_attr(n, "alignment");
    d->align = a && a->kind == AT_INTEGER && a->integer.value > 0 ? a->integer.value : 1;
    if (!ok || vt->kind != TY_VECTOR || d->lanes > 256 || value_width(n->op->operands[d->mask]->type) != d->lanes ||
        d->k.bytes * 8 != d->k.width)
        return load_fail(lc, n, "'%s' of this vector type is not supported by affine-interp", n->op->name);
    n->data = d;
    n->fn = h_masked;
    return true;
}
static bool prep_masked_load(LoadCtx *lc, Node *n) { return prep_masked(lc, n, MASKED_LOAD); }
static bool prep_masked_store(LoadCtx *lc, Node *n) { return prep_masked(lc, n, MASKED_STORE); }
static bool prep_gather(LoadCtx *lc, Node *n) { return prep_masked(lc, n, GATHER); }
static bool prep_scatter(LoadCtx *lc, Node *n) { return prep_masked(lc, n, SCATTER); }
static bool prep_expandload(LoadCtx *lc, Node *n) { return prep_masked(lc, n, EXPANDLOAD); }
static bool prep_compressstore(LoadCtx *lc, Node *n) { return prep_masked(lc, n, COMPRESSSTORE); }

static const OpEntry entries[] = {
    {OP_LLVM_SHUFFLEVECTOR, prep_shufflevector},
    {OP_LLVM_INTR_VECTOR_REDUCE_ADD, prep_reduce}, {OP_LLVM_INTR_VECTOR_REDUCE_MUL, prep_reduce},
    {OP_LLVM_INTR_VECTOR_REDUCE_AND, prep_reduce}, {OP_LLVM_INTR_VECTOR_REDUCE_OR, prep_reduce},
    {OP_LLVM_INTR_VECTOR_REDUCE_XOR, prep_reduce}, {OP_LLVM_INTR_VECTOR_REDUCE_SMAX, prep_reduce},
    {OP_LLVM_INTR_VECTOR_REDUCE_SMIN, prep_reduce}, {OP_LLVM_INTR_VECTOR_REDUCE_UMAX, prep_reduce},
    {OP_LLVM_INTR_VECTOR_REDUCE_UMIN, prep_reduce}, {OP_LLVM_INTR_VECTOR_REDUCE_FADD, prep_reduce},
    {OP_LLVM_INTR_VECTOR_REDUCE_FMUL, prep_reduce}, {OP_LLVM_INTR_VECTOR_REDUCE_FMAX, prep_reduce},
    {OP_LLVM_INTR_VECTOR_REDUCE_FMIN, prep_reduce}, {OP_LLVM_INTR_VECTOR_REDUCE_FMAXIMUM, prep_reduce},
    {OP_LLVM_INTR_VECTOR_REDUCE_FMINIMUM, prep_reduce},
    {OP_LLVM_INTR_MASKED_LOAD, prep_masked_load}, {OP_LLVM_INTR_MASKED_STORE, prep_masked_store},
    {OP_LLVM_INTR_MASKED_GATHER, prep_gather}, {OP_LLVM_INTR_MASKED_SCATTER, prep_scatter},
    {OP_LLVM_INTR_MASKED_EXPANDLOAD, prep_expandload}, {OP_LLVM_INTR_MASKED_COMPRESSSTORE, prep_compressstore},
};
OP_TABLE(llvm_vector_ops, entries);
