/* The LLVM dialect's rules that MLIR's verifier (MLIR 22's LLVMOps.td and
 * LLVMDialect.cpp, read through the search tool; the words are
 * mlir-opt-22's, observed) applies to the ops affine-interp reads, where
 * only the generic form can break them:
 *  - the aggregate member rule (llvm.extractvalue and llvm.insertvalue,
 *    getInsertExtractValueElementType): the position walks the
 *    container's struct and array members, and the member it names must be
 *    the extracted result's type or the inserted value's;
 *  - the operand and result counts of the memory, vector and intrinsic
 *    ops, the pointer and integer operands of the memory ops and casts,
 *    and getelementptr's indices (one SSA value per dynamic index, struct
 *    members indexed by constants in bounds);
 *  - an llvm.func without a body has external or extern_weak linkage. */
#include "verify.h"
#include "../parser/llvm_type.h"
#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* Text compared without spaces and "!llvm." prefixes: a member inside a
 * struct's text is written without the prefix, a value's type with it. */
static bool same_type_text(const char *a, int alen, const char *b, int blen) {
    int i = 0, j = 0;
    for (;;) {
        while (i < alen && (a[i] == ' ' || (alen - i >= 6 && memcmp(a + i, "!llvm.", 6) == 0))) i += a[i] == ' ' ? 1 : 6;
        while (j < blen && (b[j] == ' ' || (blen - j >= 6 && memcmp(b + j, "!llvm.", 6) == 0))) j += b[j] == ' ' ? 1 : 6;
        if (i == alen || j == blen) return i == alen && j == blen;
        if (a[i++] != b[j++]) return false;
    }
}

/* A member's text as MLIR prints it on its own. */
static const char *member_text(Verifier *v, LlvmTypeText m) {
    bool dialect = llvm_type_is_dialect_type(m);
    size_t n = (size_t)m.len + (dialect ? 6 : 0) + 1;
    char *s = arena_alloc(&v->module->arena, n);
    if (!s) return "?";
    snprintf(s, n, "%s%.*s", dialect ? "!llvm." : "", m.len, m.text);
    return s;
}

static bool verify_member(Verifier *v, const Op *op, bool insert) {
    if (insert && op->noperands != 2) return verify_op_error(v, op, "expected 2 operands, but found %d", op->noperands);
    if (!insert && op->noperands != 1) return verify_op_error(v, op, "requires a single operand");
    if (op->nresults != 1) return verify_op_error(v, op, "requires one result");
    const Attr *pos = op_prop(op, "position");
    if (!pos) return verify_op_error(v, op, "requires attribute 'position'");
    if (pos->kind != AT_DENSE_ARRAY || !type_is_integer(pos->type, 64))
        return verify_op_error(v, op, "attribute 'position' failed to satisfy constraint: i64 dense array attribute");
    if (insert && !type_equal(op->operands[0]->type, op->results[0]->type))
        return verify_op_error(v, op, "failed to verify that all of {container, res} have same type");
    const Type *container = op->operands[0]->type;
    const char *container_text = verify_type_text(v, container);
    LlvmTypeText t, m;
    if (container->kind != TY_OPAQUE || llvm_type_aggregate_member(t = llvm_type_text(container->opaque), 0, &m) < 0)
        return verify_op_error(v, op, "operand #0 must be LLVM aggregate type, but got '%s'", container_text);
    for (int i = 0; i < pos->dense_array.n; i++) {
        int found = llvm_type_aggregate_member(t, pos->dense_array.ints[i], &m);
        if (found < 0) return verify_op_error(v, op, "expected LLVM IR structure/array type, got: '%s'", member_text(v, t));
        if (found == 0) return verify_op_error(v, op, "position out of bounds: %lld", (long long)pos->dense_array.ints[i]);
        t = m;
    }
    const Type *member = insert ? op->operands[1]->type : op->results[0]->type;
    const char *member_type = verify_type_text(v, member);
    if (same_type_text(t.text, t.len, member_type, (int)strlen(member_type))) return true;
    if (insert) return verify_op_error(v, op, "Type mismatch: cannot insert '%s' into '%s'", member_type, container_text);
    return verify_op_error(v, op, "Type mismatch: extracting from '%s' should produce '%s' but this op returns '%s'",
                           container_text, member_text(v, t), member_type);
}

/* The operand and result counts of an op: an exact operand count, or at
 * least `operands` when at_least; -1 results: any. */
typedef struct CountRule {
    OpCode code;
    signed char operands;
    bool at_least;
    signed char results;
} CountRule;

static const CountRule count_rules[] = {
    {OP_LLVM_ALLOCA, 1, false, 1},
    {OP_LLVM_LOAD, 1, false, 1},
    {OP_LLVM_STORE, 2, false, 0},
    {OP_LLVM_GETELEMENTPTR, 1, true, 1},
    {OP_LLVM_MLIR_ZERO, 0, false, 1},
    {OP_LLVM_MLIR_UNDEF, 0, false, 1},
    {OP_LLVM_MLIR_POISON, 0, false, 1},
    {OP_LLVM_PTRTOINT, 1, false, 1},
    {OP_LLVM_INTTOPTR, 1, false, 1},
    {OP_LLVM_FREEZE, 1, false, 1},
    {OP_LLVM_SHUFFLEVECTOR, 2, false, 1},
    {OP_LLVM_INTR_MASKED_LOAD, 2, true, 1},
    {OP_LLVM_INTR_MASKED_GATHER, 2, true, 1},
    {OP_LLVM_INTR_MASKED_STORE, 3, false, 0},
    {OP_LLVM_INTR_MASKED_SCATTER, 3, false, 0},
    {OP_LLVM_INTR_MASKED_EXPANDLOAD, 3, false, 1},
    {OP_LLVM_INTR_MASKED_COMPRESSSTORE, 3, false, 0},
    {OP_LLVM_INTR_MEMCPY, 3, false, 0},
    {OP_LLVM_INTR_MEMMOVE, 3, false, 0},
    {OP_LLVM_INTR_MEMSET, 3, false, 0},
    {OP_LLVM_INTR_STACKSAVE, 0, false, 1},
    {OP_LLVM_INTR_STACKRESTORE, 1, false, 0},
    {OP_LLVM_INTR_LIFETIME_START, 1, false, 0},
    {OP_LLVM_INTR_LIFETIME_END, 1, false, 0},
    {OP_LLVM_INTR_ASSUME, 1, true, 0},
    {OP_LLVM_INTR_FMA, 3, false, 1},
    {OP_LLVM_INTR_FMULADD, 3, false, 1},
    {OP_LLVM_INTR_SMIN, 2, false, 1},
    {OP_LLVM_INTR_SMAX, 2, false, 1},
    {OP_LLVM_INTR_UMIN, 2, false, 1},
    {OP_LLVM_INTR_UMAX, 2, false, 1},
    {OP_LLVM_INTR_MINNUM, 2, false, 1},
    {OP_LLVM_INTR_MAXNUM, 2, false, 1},
    {OP_LLVM_INTR_MINIMUM, 2, false, 1},
    {OP_LLVM_INTR_MAXIMUM, 2, false, 1},
    {OP_LLVM_INTR_COPYSIGN, 2, false, 1},
    {OP_LLVM_INTR_POW, 2, false, 1},
    {OP_LLVM_INTR_POWI, 2, false, 1},
    {OP_LLVM_INTR_FABS, 1, false, 1},
    {OP_LLVM_INTR_SQRT, 1, false, 1},
    {OP_LLVM_INTR_CTPOP, 1, false, 1},
    {OP_LLVM_INTR_FLOOR, 1, false, 1},
    {OP_LLVM_INTR_CEIL, 1, false, 1},
    {OP_LLVM_INTR_ROUND, 1, false, 1},
    {OP_LLVM_INTR_ROUNDEVEN, 1, false, 1},
    {OP_LLVM_INTR_TRUNC, 1, false, 1},
    {OP_LLVM_INTR_EXP, 1, false, 1},
    {OP_LLVM_INTR_EXP2, 1, false, 1},
    {OP_LLVM_INTR_LOG, 1, false, 1},
    {OP_LLVM_INTR_LOG2, 1, false, 1},
    {OP_LLVM_INTR_LOG10, 1, false, 1},
    {OP_LLVM_INTR_SIN, 1, false, 1},
    {OP_LLVM_INTR_COS, 1, false, 1},
    {OP_LLVM_INTR_TAN, 1, false, 1},
    {OP_LLVM_INTR_TANH, 1, false, 1},
    {OP_LLVM_INTR_ASIN, 1, false, 1},
    {OP_LLVM_INTR_ACOS, 1, false, 1},
    {OP_LLVM_INTR_ATAN, 1, false, 1},
    {OP_LLVM_INTR_SINH, 1, false, 1},
    {OP_LLVM_INTR_COSH, 1, false, 1},
    {OP_LLVM_INTR_ATAN2, 2, false, 1},
};

static bool verify_counts(Verifier *v, const Op *op, const CountRule *r) {
    int n = op->noperands, want = r->operands;
    if (r->at_least && n < want) return verify_op_error(v, op, "expected %d or more operands, but found %d", want, n);
    if (!r->at_least && n != want) {
        if (want == 0) return verify_op_error(v, op, "requires zero operands");
        if (want == 1) return verify_op_error(v, op, "requires a single operand");
        return verify_op_error(v, op, "expected %d operands, but found %d", want, n);
    }
    if (r->results == 1 && op->nresults != 1) return verify_op_error(v, op, "requires one result");
    if (r->results == 0 && op->nresults != 0) return verify_op_error(v, op, "requires zero results");
    return true;
}

static bool is_pointer(const Type *t) {
    return t->kind == TY_OPAQUE && llvm_type_is_pointer(llvm_type_text(t->opaque));
}

static bool is_signless_integer(const Type *t) { return t->kind == TY_INTEGER && t->integer.sign == SIGNLESS; }

/* t, or the elements of t when it is a vector. */
static const Type *scalar_of(const Type *t) { return t->kind == TY_VECTOR ? t->shaped.elem : t; }

/* "operand #i must be <what>, but got '<type>'" when the operand is not one. */
static bool expect_operand(Verifier *v, const Op *op, int i, bool ok, const char *what) {
    if (ok) return true;
    return verify_op_error(v, op, "operand #%d must be %s, but got '%s'", i, what,
                           verify_type_text(v, op->operands[i]->type));
}

static bool expect_result(Verifier *v, const Op *op, bool ok, const char *what) {
    if (ok) return true;
    return verify_op_error(v, op, "result #0 must be %s, but got '%s'", what, verify_type_text(v, op->results[0]->type));
}

static const char POINTER[] = "LLVM pointer type";
static const char POINTER_OR_VECTOR[] =
    "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type";

/* getelementptr: one SSA operand per dynamic index, and constant struct
 * indices within the struct (the first index steps over the pointer). */
static bool verify_gep(Verifier *v, const Op *op) {
    const Attr *raw = op_prop(op, "rawConstantIndices"), *elem = op_prop(op, "elem_type");
    if (!elem) return verify_op_error(v, op, "requires attribute 'elem_type'");
    if (!expect_result(v, op, is_pointer(scalar_of(op->results[0]->type)), POINTER_OR_VECTOR)) return false;
    int n = raw ? attr_int_list_len(raw) : 0, dynamic = 0;
    for (int i = 0; i < n; i++) dynamic += attr_int_list_at(raw, i) == INT32_MIN;
    if (dynamic != op->noperands - 1)
        return verify_op_error(v, op, "expected as many dynamic indices as specified in 'rawConstantIndices'");
    if (elem->kind != AT_TYPE || elem->type->kind != TY_OPAQUE) return true;
    LlvmTypeText t = llvm_type_text(elem->type->opaque), m;
    for (int i = 1; i < n; i++) {
        int64_t index = attr_int_list_at(raw, i);
        bool is_struct = t.len >= 6 && memcmp(t.text, "struct", 6) == 0;
        if (is_struct && index == INT32_MIN)
            return verify_op_error(v, op, "expected index %d indexing a struct to be constant", i);
        int found = llvm_type_aggregate_member(t, is_struct ? index : 0, &m);
        if (found < 0) return true;   /* a vector or scalar: no further member */
        if (found == 0) return verify_op_error(v, op, "index %d indexing a struct is out of bounds", i);
        t = m;
    }
    return true;
}

static bool verify_typed_operands(Verifier *v, const Op *op) {
    switch (op->code) {
    case OP_LLVM_ALLOCA:
        if (!op_prop(op, "elem_type")) return verify_op_error(v, op, "requires attribute 'elem_type'");
        return expect_operand(v, op, 0, is_signless_integer(op->operands[0]->type), "signless integer") &&
               expect_result(v, op, is_pointer(op->results[0]->type), POINTER);
    case OP_LLVM_LOAD: return expect_operand(v, op, 0, is_pointer(op->operands[0]->type), POINTER);
    case OP_LLVM_STORE: return expect_operand(v, op, 1, is_pointer(op->operands[1]->type), POINTER);
    case OP_LLVM_PTRTOINT:
        return expect_operand(v, op, 0, is_pointer(scalar_of(op->operands[0]->type)), POINTER_OR_VECTOR);
    case OP_LLVM_INTTOPTR:
        return expect_operand(v, op, 0, is_signless_integer(scalar_of(op->operands[0]->type)),
                              "signless integer or LLVM dialect-compatible vector of signless integer");
    case OP_LLVM_FREEZE:
        if (!type_equal(op->operands[0]->type, op->results[0]->type))
            return verify_op_error(v, op, "requires the same type for all operands and results");
        return true;
    case OP_LLVM_GETELEMENTPTR: return verify_gep(v, op);
    default: return true;
    }
}

/* A declaration (no body) links to a definition elsewhere: its linkage is
 * external or extern_weak. */
static bool verify_func_linkage(Verifier *v, const Op *op) {
    const Attr *linkage = op_prop(op, "linkage");
    bool declaration = op->nregions == 1 && op->regions[0].nblocks == 0;
    if (!declaration || !linkage || linkage->kind != AT_OPAQUE) return true;
    if (strcmp(linkage->opaque, "#llvm.linkage<external>") == 0 || strcmp(linkage->opaque, "#llvm.linkage<extern_weak>") == 0)
        return true;
    return verify_op_error(v, op, "external functions must have 'external' or 'extern_weak' linkage");
}

bool verify_llvm_op(Verifier *v, const Op *op) {
    switch (op->code) {
    case OP_LLVM_FUNC: return verify_func_linkage(v, op);
    case OP_LLVM_EXTRACTVALUE: return verify_member(v, op, false);
    case OP_LLVM_INSERTVALUE: return verify_member(v, op, true);
    default: break;
    }
    for (size_t i = 0; i < sizeof count_rules / sizeof *count_rules; i++)
        if (count_rules[i].code == op->code)
            return verify_counts(v, op, &count_rules[i]) && verify_typed_operands(v, op);
    return true;
}
