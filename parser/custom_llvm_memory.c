/* Custom forms of the LLVM dialect's memory ops (MLIR 22's LLVMOps.td and
 * LLVMDialect.cpp, and what mlir-opt-22 prints): alloca, load, store,
 * getelementptr, the masked loads and stores, stacksave/stackrestore and
 * the lifetime markers.  The masked expandload and compressstore, memcpy,
 * memmove, memset and prefetch have only the generic form, as in MLIR. */
#include "custom_ops.h"
#include <string.h>

static Attr *type_attr(Parser *p, Type *t) {
    Attr *a = attr_new(p->arena, AT_TYPE);
    a->type = t;
    return a;
}

/* The inherent attributes of the memory ops that an attr-dict may carry. */
static const char *const memory_inherent[] = {
    "alignment", "volatile_", "nontemporal", "invariant", "invariantGroup", "ordering", "syncscope",
    "access_groups", "alias_scopes", "noalias_scopes", "tbaa", "dereferenceable", "elem_type", "inalloca",
    "rawConstantIndices", "noWrapFlags", NULL};

/* llvm.alloca ::= `inalloca`? $arraySize `x` $elem_type attr-dict
 *                 `:` functional-type($arraySize, $res) */
static bool parse_alloca(Parser *p, OpState *st) {
    if (p_accept_keyword(p, "inalloca") && !st_add_prop(p, st, "inalloca", p_attr_unit(p))) return false;
    OperandRef size;
    Type *elem, *ft;
    if (!p_parse_operand(p, &size) || !p_expect_keyword(p, "x") || !p_parse_type(p, &elem) ||
        !p_parse_optional_attr_dict(p, &st->attrs) || !p_expect(p, TK_COLON, "':'"))
        return false;
    Loc tloc = p_loc(p);
    if (!p_parse_type(p, &ft)) return false;
    if (ft->kind != TY_FUNCTION || ft->func.nin != 1 || ft->func.nout != 1)
        return p_error_at(p, tloc, "custom op '%s' expected trailing function type with one argument and one result",
                          st->name);
    return st_add_operand(p, st, &size, ft->func.in[0]) && st_add_result(p, st, ft->func.out[0]) &&
           st_add_prop(p, st, "elem_type", type_attr(p, elem)) && st_move_inherent_attrs(p, st, memory_inherent);
}

/* (`atomic` (`syncscope` `(` string `)`)? ordering)?: the "ordering"
 * property (MLIR's AtomicOrdering numbers, not_atomic without the
 * keyword) and "syncscope". */
static bool parse_atomic_ordering(Parser *p, OpState *st) {
    static const char *const orderings[] = {"not_atomic", "unordered", "monotonic", "", "acquire",
                                            "release",    "acq_rel",   "seq_cst"};
    int ordering = 0;
    if (p_accept_keyword(p, "atomic")) {
        if (p_accept_keyword(p, "syncscope")) {
            const char *scope;
            int len;
            if (!p_expect(p, TK_LPAREN, "'('") || !p_parse_string(p, &scope, &len) ||
                !p_expect(p, TK_RPAREN, "')'") || !st_add_prop(p, st, "syncscope", attr_string(p->arena, scope)))
                return false;
        }
        Loc loc = p_loc(p);
        ordering = p_parse_optional_keyword_index(p, orderings, 8, -1);
        if (ordering <= 0 || ordering == 3)
            return p_error_at(p, loc,
                              "custom op '%s' expected string or keyword containing one of the following enum values "
                              "for attribute 'ordering' [not_atomic, unordered, monotonic, acquire, release, acq_rel, "
                              "seq_cst]",
                              st->name);
    }
    return st_add_prop(p, st, "ordering", p_attr_int(p, ordering, type_integer(p->arena, 64, SIGNLESS)));
}

/* `volatile`? before the address: the "volatile_" property. */
static bool parse_optional_volatile(Parser *p, OpState *st) {
    return !p_accept_keyword(p, "volatile") || st_add_prop(p, st, "volatile_", p_attr_unit(p));
}

/* `invariant`? (loads) `invariant_group`?: unit properties. */
static bool parse_invariant_keywords(Parser *p, OpState *st, bool load) {
    if (load && p_accept_keyword(p, "invariant") && !st_add_prop(p, st, "invariant", p_attr_unit(p))) return false;
    return !p_accept_keyword(p, "invariant_group") || st_add_prop(p, st, "invariantGroup", p_attr_unit(p));
}

/* llvm.load ::= `volatile`? $addr atomic? `invariant`? `invariant_group`?
 *               attr-dict `:` type($addr) `->` type($res) */
static bool parse_load(Parser *p, OpState *st) {
    OperandRef addr;
    Type *at, *rt;
    return parse_optional_volatile(p, st) && p_parse_operand(p, &addr) && parse_atomic_ordering(p, st) &&
           parse_invariant_keywords(p, st, true) && p_parse_optional_attr_dict(p, &st->attrs) &&
           p_parse_colon_type(p, &at) && p_expect(p, TK_ARROW, "'->'") && p_parse_type(p, &rt) &&
           st_add_operand(p, st, &addr, at) && st_add_result(p, st, rt) &&
           st_move_inherent_attrs(p, st, memory_inherent);
}

/* llvm.store ::= `volatile`? $value `,` $addr atomic? `invariant_group`?
 *                attr-dict `:` type($value) `,` type($addr) */
static bool parse_store(Parser *p, OpState *st) {
    OperandRef value, addr;
    Type *vt, *at;
    return parse_optional_volatile(p, st) && p_parse_operand(p, &value) && p_expect(p, TK_COMMA, "','") &&
           p_parse_operand(p, &addr) && parse_atomic_ordering(p, st) && parse_invariant_keywords(p, st, false) &&
           p_parse_optional_attr_dict(p, &st->attrs) && p_parse_colon_type(p, &vt) && p_expect(p, TK_COMMA, "','") &&
           p_parse_type(p, &at) && st_add_operand(p, st, &value, vt) && st_add_operand(p, st, &addr, at) &&
           st_move_inherent_attrs(p, st, memory_inherent);
}

/* GEP no-wrap flags: (`inbounds` | `nusw` | `nuw`) joined by `|`, as
 * MLIR's GEPNoWrapFlags bits (inbounds implies nusw). */
static bool parse_gep_flags(Parser *p, OpState *st) {
    static const struct { const char *word; int bits; } flags[] = {{"inbounds", 3}, {"nusw", 2}, {"nuw", 4}};
    int bits = 0;
    do {
        size_t i = 0;
        while (i < sizeof flags / sizeof *flags && !p_accept_keyword(p, flags[i].word)) i++;
        if (i == sizeof flags / sizeof *flags) {
            if (bits)
                return p_error_here(p, "custom op '%s' expected keyword for ::mlir::LLVM::GEPNoWrapFlags after '|'",
                                    st->name);
            break;
        }
        bits |= flags[i].bits;
    } while (p_accept(p, TK_VBAR));
    return st_add_prop(p, st, "noWrapFlags", p_attr_int(p, bits, type_integer(p->arena, 32, SIGNLESS)));
}

/* llvm.getelementptr ::= flags? $base `[` (int | ssa)* `]` attr-dict
 *                        `:` functional-type(operands, $res) `,` $elem_type
 * "rawConstantIndices" holds the constants, INT32_MIN where an SSA index
 * stands (as MLIR's GEPOp does). */
static bool parse_getelementptr(Parser *p, OpState *st) {
    if (!parse_gep_flags(p, st)) return false;
    OperandRef base;
    Vec refs = VEC_INIT(OperandRef), types = VEC_INIT(Type *), raw = VEC_INIT(int64_t);
    Type *ft = NULL, *elem = NULL;
    bool ok = p_parse_operand(p, &base) && p_expect(p, TK_LSQUARE, "'['");
    vec_push(&refs, &base);
    if (ok && !p_is(p, TK_RSQUARE)) {
        do {
            int64_t v = INT32_MIN;
            if (p_is(p, TK_PERCENT_ID)) {
                OperandRef r;
                if (!(ok = p_parse_operand(p, &r))) break;
                vec_push(&refs, &r);
            } else if (!(ok = p_parse_int64(p, &v))) {
                break;
            }
            vec_push(&raw, &v);
        } while (p_accept(p, TK_COMMA));
    }
    ok = ok && p_expect(p, TK_RSQUARE, "']'") && p_parse_optional_attr_dict(p, &st->attrs) &&
         p_expect(p, TK_COLON, "':'");
    Loc tloc = p_loc(p);
    ok = ok && p_parse_type(p, &ft);
    if (ok && (ft->kind != TY_FUNCTION || ft->func.nout != 1 || ft->func.nin != (int)refs.len))
        ok = p_error_at(p, tloc, "expected a function type from the base and the SSA indices to a pointer");
    ok = ok && p_expect(p, TK_COMMA, "','") && p_parse_type(p, &elem);
    if (ok) {
        for (int i = 0; i < ft->func.nin; i++) vec_push(&types, &ft->func.in[i]);
        ok = p_resolve_operand_list(p, &refs, &types, &st->operands) && st_add_result(p, st, ft->func.out[0]) &&
             st_add_prop(p, st, "elem_type", type_attr(p, elem)) &&
             st_add_prop(p, st, "rawConstantIndices", p_attr_i32_array(p, (int)raw.len, raw.data)) &&
             st_move_inherent_attrs(p, st, memory_inherent);
    }
    vec_release(&refs);
    vec_release(&types);
    vec_release(&raw);
    return ok;
}

/* $operands attr-dict `:` functional-type($operands, $res): masked.load
 * (ptr, mask, pass_thru?) and masked.gather (ptrs, mask, pass_thru?). */
static bool parse_masked_read(Parser *p, OpState *st) {
    return p_parse_operands_functional_type(p, st, TK_EOF) && st_move_inherent_attrs(p, st, memory_inherent);
}

/* $value `,` $where `,` $mask attr-dict `:` type($value) `,` type($mask)
 * `into` type($where): masked.store and masked.scatter. */
static bool parse_masked_write(Parser *p, OpState *st) {
    OperandRef value, where, mask;
    Type *vt, *mt, *wt;
    return p_parse_operand(p, &value) && p_expect(p, TK_COMMA, "','") && p_parse_operand(p, &where) &&
           p_expect(p, TK_COMMA, "','") && p_parse_operand(p, &mask) && p_parse_optional_attr_dict(p, &st->attrs) &&
           p_parse_colon_type(p, &vt) && p_expect(p, TK_COMMA, "','") && p_parse_type(p, &mt) &&
           p_expect_keyword(p, "into") && p_parse_type(p, &wt) && st_add_operand(p, st, &value, vt) &&
           st_add_operand(p, st, &where, wt) && st_add_operand(p, st, &mask, mt) &&
           st_move_inherent_attrs(p, st, memory_inherent);
}

/* llvm.intr.stacksave ::= attr-dict `:` type($res) */
static bool parse_stacksave(Parser *p, OpState *st) {
    Type *t;
    return p_parse_optional_attr_dict(p, &st->attrs) && p_parse_colon_type(p, &t) && st_add_result(p, st, t);
}

/* $ptr attr-dict `:` type($ptr): stackrestore, lifetime.start/end. */
static bool parse_pointer_operand(Parser *p, OpState *st) {
    OperandRef ptr;
    Type *t;
    return p_parse_operand(p, &ptr) && p_parse_optional_attr_dict(p, &st->attrs) && p_parse_colon_type(p, &t) &&
           st_add_operand(p, st, &ptr, t);
}

static const CustomOpEntry entries[] = {
    {OP_LLVM_ALLOCA, parse_alloca},
    {OP_LLVM_LOAD, parse_load},
    {OP_LLVM_STORE, parse_store},
    {OP_LLVM_GETELEMENTPTR, parse_getelementptr},
    {OP_LLVM_INTR_MASKED_LOAD, parse_masked_read},
    {OP_LLVM_INTR_MASKED_GATHER, parse_masked_read},
    {OP_LLVM_INTR_MASKED_STORE, parse_masked_write},
    {OP_LLVM_INTR_MASKED_SCATTER, parse_masked_write},
    {OP_LLVM_INTR_STACKSAVE, parse_stacksave},
    {OP_LLVM_INTR_STACKRESTORE, parse_pointer_operand},
    {OP_LLVM_INTR_LIFETIME_START, parse_pointer_operand},
    {OP_LLVM_INTR_LIFETIME_END, parse_pointer_operand},
};
CUSTOM_OP_TABLE(llvm_memory_custom_ops, entries);
