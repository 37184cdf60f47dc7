/* The LLVM dialect's aggregate member rule (llvm.extractvalue and
 * llvm.insertvalue, MLIR 22's LLVMDialect.cpp getInsertExtractValueElementType
 * read through the search tool; the words are mlir-opt-22's, observed): the
 * position walks the container's struct and array members, and the member
 * it names must be the extracted result's type or the inserted value's.
 * Only the generic form can break it: the custom form infers that type. */
#include "verify.h"
#include "../parser/llvm_type.h"
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

bool verify_llvm_op(Verifier *v, const Op *op) {
    switch (op->code) {
    case OP_LLVM_EXTRACTVALUE: return verify_member(v, op, false);
    case OP_LLVM_INSERTVALUE: return verify_member(v, op, true);
    default: return true;
    }
}
