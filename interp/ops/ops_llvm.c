/* The LLVM dialect's own value ops: vector lanes (llvm.extractelement and
 * llvm.insertelement with a dynamic position; LLVM LangRef: the position is
 * unsigned and past the last lane the result is poison), aggregate members
 * (llvm.extractvalue, llvm.insertvalue; a struct or array value is its
 * members' slots in order, parser/llvm_type.h) and the arithmetic-with-
 * overflow intrinsics.  The rest of the LLVM subset affine-interp runs
 * shares the handlers of arith, cf, func, vector and ub (their tables name
 * the llvm ops). */
#include "../engine/op_table.h"
#include "../checks/definedness.h"
#include "../engine/exec.h"
#include "../engine/load.h"
#include "../../parser/llvm_type.h"
#include <string.h>

/* The lane a position operand names, or -1 past the last (n->aux lanes). */
static int64_t lane_of(const Node *n, const Slot *fr, int operand) {
    uint64_t pos = scalar_zext(fr[n->in[operand]].i, n->k2.width);
    return pos < (uint64_t)n->aux ? (int64_t)pos : -1;
}

static Status lane_poison(Exec *ex, const Node *n, Slot *fr, int slot, int operand) {
    return definedness_poison(ex, n, fr, slot, "position %llu is past the last of the %d lanes",
                              (unsigned long long)scalar_zext(fr[n->in[operand]].i, n->k2.width), n->aux);
}

/* Lanes carry their definedness (TRACK_LANES: an undefined position is
 * handled by exec_tracked). */
static Status h_extractelement(Exec *ex, const Node *n, Slot *fr) {
    int64_t lane = lane_of(n, fr, 1);
    if (lane < 0) {
        fr[n->out[0]].u = 0;
        return lane_poison(ex, n, fr, n->out[0], 1);
    }
    fr[n->out[0]] = fr[n->in[0] + lane];
    if (ex->tracking) shadow_copy_lanes(fr, n->out[0], n->in[0] + (int)lane, 1);
    return ST_OK;
}

/* Operands as MLIR's InsertElementOp has them: vector, value, position. */
static Status h_insertelement(Exec *ex, const Node *n, Slot *fr) {
    int64_t lane = lane_of(n, fr, 2);
    Slot *r = fr + n->out[0];
    Slot value = fr[n->in[1]];   /* before the vector's copy, which may overwrite it */
    unsigned char value_undefined = ex->tracking ? slot_undefined(fr, n->in[1]) : 0;
    if (r != fr + n->in[0]) memmove(r, fr + n->in[0], sizeof(Slot) * (size_t)n->aux);
    if (ex->tracking) shadow_copy_lanes(fr, n->out[0], n->in[0], n->aux);
    if (lane < 0) {
        for (int l = 0; l < n->aux; l++)
            if (lane_poison(ex, n, fr, n->out[0] + l, 2)) return ST_ERROR;
        return ST_OK;
    }
    r[lane] = value;
    if (ex->tracking) slot_set_shadow(fr, n->out[0] + (int)lane, value_undefined);
    return ST_OK;
}

/* n->aux: the lanes of the vector; n->k2: the position's kind. */
static bool prep_lanes(LoadCtx *lc, Node *n, int vector, int position, Handler h) {
    const Op *op = n->op;
    if (op->noperands != position + 1 || op->nresults != 1 || op->operands[vector]->type->kind != TY_VECTOR ||
        op->operands[vector]->type->shaped.rank != 1 || op->operands[position]->type->kind != TY_INTEGER)
        return load_fail(lc, n, "'%s' op expects a 1-D vector and an integer position", op->name);
    bool ok = true;
    n->aux = type_lanes(op->operands[vector]->type);
    n->k2 = node_kind(lc, n, op->operands[position]->type, &ok);
    n->fn = h;
    return ok;
}
static bool prep_extractelement(LoadCtx *lc, Node *n) { return prep_lanes(lc, n, 0, 1, h_extractelement); }
static bool prep_insertelement(LoadCtx *lc, Node *n) { return prep_lanes(lc, n, 0, 2, h_insertelement); }

/* ---------------------------------------------------- aggregate members */
typedef struct Member {
    int slot, width;   /* the member's slots in the aggregate */
    int total;         /* the aggregate's */
} Member;

static void copy_slots(Exec *ex, Slot *fr, int to, int from, int width) {
    memmove(fr + to, fr + from, sizeof(Slot) * (size_t)width);
    if (ex->tracking) shadow_copy_lanes(fr, to, from, width);
}

static Status h_extractvalue(Exec *ex, const Node *n, Slot *fr) {
    const Member *m = n->data;
    copy_slots(ex, fr, n->out[0], n->in[0] + m->slot, m->width);
    return ST_OK;
}

/* Operands as MLIR's InsertValueOp has them: container, value. */
static Status h_insertvalue(Exec *ex, const Node *n, Slot *fr) {
    const Member *m = n->data;
    if (n->out[0] != n->in[0]) copy_slots(ex, fr, n->out[0], n->in[0], m->total);
    copy_slots(ex, fr, n->out[0] + m->slot, n->in[1], m->width);
    return ST_OK;
}

/* The member "position" names in the aggregate, operand #0 (an insert's
 * value is operand #1). */
static bool prep_member(LoadCtx *lc, Node *n, bool insert, Handler h) {
    const Op *op = n->op;
    const Attr *pos = node_attr(n, "position");
    if (op->noperands != 1 + insert || op->nresults != 1 || !pos || pos->kind != AT_DENSE_ARRAY ||
        op->operands[0]->type->kind != TY_OPAQUE)
        return load_fail(lc, n, "'%s' op expects an LLVM aggregate and a position", op->name);
    LlvmTypeText t = llvm_type_text(op->operands[0]->type->opaque);
    Member *m = arena_alloc(lc->arena, sizeof *m);
    m->total = value_width(op->operands[0]->type);
    for (int i = 0; i < pos->dense_array.n; i++) {
        int slot;
        if (!llvm_type_member(t, pos->dense_array.ints[i], &t, &slot))
            return load_fail(lc, n, "'%s' op position %lld is not a member of the type", op->name,
                             (long long)pos->dense_array.ints[i]);
        m->slot += slot;
    }
    m->width = llvm_type_slots(t);
    const Type *member = insert ? op->operands[1]->type : op->results[0]->type;
    if (m->width != value_width(member) || m->slot + m->width > m->total)
        return load_fail(lc, n, "'%s' op member type does not match the position", op->name);
    n->data = m;
    n->fn = h;
    return true;
}
static bool prep_extractvalue(LoadCtx *lc, Node *n) { return prep_member(lc, n, false, h_extractvalue); }
static bool prep_insertvalue(LoadCtx *lc, Node *n) { return prep_member(lc, n, true, h_insertvalue); }

/* ------------------------------------------ arithmetic with overflow bit */
/* llvm.intr.{s,u}{add,sub,mul}.with.overflow: a struct of the wrapped
 * result and an i1 that says whether the signed or unsigned operation
 * overflowed (LLVM LangRef), lane by lane: results first, then the bits. */
static Status h_with_overflow(Exec *ex, const Node *n, Slot *fr) {
    (void)ex;
    const Slot *a = fr + n->in[0], *b = fr + n->in[1];
    Slot *r = fr + n->out[0], *bit = r + n->lanes;
    const int w = n->k.width;
    bool is_signed = n->aux & 4;
    __int128 lo = is_signed ? -((__int128)1 << (w - 1)) : 0;
    __int128 hi = is_signed ? ((__int128)1 << (w - 1)) - 1 : ((__int128)1 << w) - 1;
    for (int l = 0; l < n->lanes; l++) {
        __int128 x = is_signed ? (__int128)a[l].i : (__int128)scalar_zext(a[l].i, w);
        __int128 y = is_signed ? (__int128)b[l].i : (__int128)scalar_zext(b[l].i, w);
        if ((n->aux & 3) == 2 && !is_signed) {
            /* umul of two 64-bit operands reaches 2^128 - 2^65 + 1, past
             * __int128: multiply unsigned (it fits) and compare there. */
            unsigned __int128 p = (unsigned __int128)x * (unsigned __int128)y;
            r[l].i = scalar_sext((uint64_t)p, w);
            bit[l].i = p > (unsigned __int128)hi ? -1 : 0;
            continue;
        }
        __int128 v = (n->aux & 3) == 0 ? x + y : (n->aux & 3) == 1 ? x - y : x * y;
        r[l].i = scalar_sext((uint64_t)v, w);
        bit[l].i = v < lo || v > hi ? -1 : 0;
    }
    return ST_OK;
}

static bool prep_with_overflow(LoadCtx *lc, Node *n) {
    static const struct { OpCode code; int aux; } kinds[] = {
        {OP_LLVM_INTR_UADD_WITH_OVERFLOW, 0}, {OP_LLVM_INTR_USUB_WITH_OVERFLOW, 1},
        {OP_LLVM_INTR_UMUL_WITH_OVERFLOW, 2}, {OP_LLVM_INTR_SADD_WITH_OVERFLOW, 4},
        {OP_LLVM_INTR_SSUB_WITH_OVERFLOW, 5}, {OP_LLVM_INTR_SMUL_WITH_OVERFLOW, 6}};
    const Op *op = n->op;
    if (op->noperands != 2 || op->nresults != 1 || !type_equal(op->operands[0]->type, op->operands[1]->type) ||
        type_element(op->operands[0]->type)->kind != TY_INTEGER ||
        value_width(op->results[0]->type) != 2 * type_lanes(op->operands[0]->type))
        return load_fail(lc, n, "'%s' op expects two integers of one type and a struct of the result and an i1",
                         op->name);
    for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++)
        if (kinds[i].code == op->code) n->aux = kinds[i].aux;
    bool ok = true;
    n->k = node_kind(lc, n, op->operands[0]->type, &ok);
    n->lanes = type_lanes(op->operands[0]->type);
    n->fn = h_with_overflow;
    return ok && n->k.width <= 64;
}

/* ------------------------------------------------------------ pointers */
static Status h_address(Exec *ex, const Node *n, Slot *fr) {
    (void)ex;
    fr[n->out[0]].u = *(const uint64_t *)n->data;
    return ST_OK;
}

static bool prep_addressof(LoadCtx *lc, Node *n) {
    const Attr *sym = node_attr(n, "global_name");
    const LlvmGlobal *g = sym && sym->kind == AT_SYMBOL_REF ? program_find_llvm_global(lc->prog, sym->symref.names[0]) : NULL;
    if (!g) return load_fail(lc, n, "'llvm.mlir.addressof' of something else than an llvm.mlir.global is not supported by affine-interp");
    uint64_t *address = arena_alloc(lc->arena, sizeof *address);
    *address = g->address;
    n->data = address;
    n->fn = h_address;
    return true;
}

static const OpEntry entries[] = {
    {OP_LLVM_EXTRACTELEMENT, prep_extractelement},
    {OP_LLVM_INSERTELEMENT, prep_insertelement},
    {OP_LLVM_MLIR_ADDRESSOF, prep_addressof},
    {OP_LLVM_EXTRACTVALUE, prep_extractvalue},
    {OP_LLVM_INSERTVALUE, prep_insertvalue},
    {OP_LLVM_INTR_UADD_WITH_OVERFLOW, prep_with_overflow},
    {OP_LLVM_INTR_USUB_WITH_OVERFLOW, prep_with_overflow},
    {OP_LLVM_INTR_UMUL_WITH_OVERFLOW, prep_with_overflow},
    {OP_LLVM_INTR_SADD_WITH_OVERFLOW, prep_with_overflow},
    {OP_LLVM_INTR_SSUB_WITH_OVERFLOW, prep_with_overflow},
    {OP_LLVM_INTR_SMUL_WITH_OVERFLOW, prep_with_overflow},
};
OP_TABLE(llvm_ops, entries);
