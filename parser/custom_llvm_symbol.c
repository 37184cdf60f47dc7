/* Custom forms of the LLVM dialect's ops that name a symbol (MLIR 22's
 * LLVMDialect.cpp parsers and LLVMOps.td, and mlir-opt-22's output):
 * llvm.call, llvm.mlir.global and llvm.mlir.addressof.  llvm.func shares
 * func.func's form (custom_builtin_func.c). */
#include "custom_ops.h"
#include <string.h>

/* The inherent attributes of llvm.call an attr-dict may carry. */
static const char *const call_inherent[] = {
    "fastmathFlags", "callee", "var_callee_type", "CConv", "TailCallKind", "memory_effects", "convergent",
    "no_unwind", "will_return", "no_inline", "always_inline", "inline_hint", "access_groups", "alias_scopes",
    "noalias_scopes", "tbaa", "branch_weights", "arg_attrs", "res_attrs", "op_bundle_tags", NULL};

/* `(` (type attr-dict?)* `)` `->` (type | `(` (type attr-dict?)* `)`):
 * a call's signature, with the argument and result attributes as
 * arg_attrs and res_attrs. */
static bool parse_call_signature(Parser *p, OpState *st, Vec *in, Vec *out) {
    Vec arg_dicts = VEC_INIT(Attr *), res_dicts = VEC_INIT(Attr *);
    bool ok = p_expect(p, TK_LPAREN, "'('");
    if (ok && !p_is(p, TK_RPAREN)) {
        do {
            Type *t;
            ok = p_parse_type(p, &t) && p_parse_optional_arg_dict(p, &arg_dicts) && vec_push(in, &t);
        } while (ok && p_accept(p, TK_COMMA));
    }
    ok = ok && p_expect(p, TK_RPAREN, "')'") && p_expect(p, TK_ARROW, "'->'");
    if (ok && p_accept(p, TK_LPAREN)) {
        if (!p_is(p, TK_RPAREN)) {
            do {
                Type *t;
                ok = p_parse_type(p, &t) && p_parse_optional_arg_dict(p, &res_dicts) && vec_push(out, &t);
            } while (ok && p_accept(p, TK_COMMA));
        }
        ok = ok && p_expect(p, TK_RPAREN, "')'");
    } else if (ok) {
        Type *t;
        ok = p_parse_type(p, &t) && vec_push(out, &t);
    }
    Attr *aa = ok ? p_make_arg_attrs(p, &arg_dicts) : NULL, *ra = ok ? p_make_arg_attrs(p, &res_dicts) : NULL;
    ok = ok && (!aa || st_add_prop(p, st, "arg_attrs", aa)) && (!ra || st_add_prop(p, st, "res_attrs", ra));
    vec_release(&arg_dicts);
    vec_release(&res_dicts);
    return ok;
}

/* llvm.call ::= cconv? tailcall-kind? (@callee | %callee) `(` $args `)`
 *               (`vararg` `(` type `)`)? op-bundles? attr-dict `:`
 *               (type($callee) `,`)? functional-type($args, $res)
 * with the properties MLIR's parser gives every call (CConv,
 * TailCallKind, op_bundle_sizes, operandSegmentSizes). */
static bool parse_call(Parser *p, OpState *st) {
    static const char *const tail_kinds[] = {"none", "tail", "musttail", "notail"};
    Attr *cconv = NULL;
    if (p_is(p, TK_BARE_ID)) {
        bool is_tail_kind = false;
        for (int i = 1; i < 4; i++) is_tail_kind |= p_is_keyword(p, tail_kinds[i]);
        if (!is_tail_kind) cconv = p_parse_optional_enum_word(p, "#llvm.cconv<", NULL, 0);
    }
    int tail = p_parse_optional_keyword_index(p, tail_kinds + 1, 3, -1) + 1;
    OperandRef callee_ref;
    bool indirect = p_is(p, TK_PERCENT_ID);
    Vec refs = VEC_INIT(OperandRef), types = VEC_INIT(Type *), results = VEC_INIT(Type *);
    Type *callee_type = NULL, *var_callee_type = NULL;
    bool ok = true;
    if (indirect) {
        ok = p_parse_operand(p, &callee_ref);
    } else {
        Attr *callee;
        Loc loc = p_loc(p);
        ok = p_parse_attribute(p, &callee, NULL);
        if (ok && callee->kind != AT_SYMBOL_REF) ok = p_error_at(p, loc, "expected symbol reference attribute");
        ok = ok && st_add_prop(p, st, "callee", callee);
    }
    ok = ok && p_parse_operand_list(p, TK_LPAREN, &refs);
    if (ok && p_accept_keyword(p, "vararg"))
        ok = p_expect(p, TK_LPAREN, "'('") && p_parse_type(p, &var_callee_type) && p_expect(p, TK_RPAREN, "')'");
    LlvmOpBundles bundles;
    llvm_op_bundles_init(&bundles);
    ok = ok && p_parse_llvm_op_bundles(p, &bundles);
    ok = ok && p_parse_optional_attr_dict(p, &st->attrs);
    Loc colon_loc = p_loc(p);
    ok = ok && p_expect(p, TK_COLON, "':'");
    if (ok && indirect) ok = p_parse_type(p, &callee_type) && p_expect(p, TK_COMMA, "','");
    ok = ok && parse_call_signature(p, st, &types, &results);
    if (ok && results.len > 1) ok = p_error_at(p, colon_loc, "custom op '%s' expected function with 0 or 1 result", st->name);
    if (ok) {
        Attr *segments = p_attr_i32_array(p, 2, (int64_t[]){(int64_t)refs.len + indirect, (int64_t)bundles.refs.len});
        Attr *vct = NULL;
        if (var_callee_type) {
            vct = attr_new(p->arena, AT_TYPE);
            vct->type = var_callee_type;
        }
        ok = (!indirect || st_add_operand(p, st, &callee_ref, callee_type)) &&
             p_resolve_operand_list(p, &refs, &types, &st->operands) &&
             (results.len == 0 || st_add_result(p, st, VEC_AT(&results, Type *, 0))) &&
             st_add_prop(p, st, "CConv", cconv ? cconv : p_enum_attr(p, "#llvm.cconv<", "ccc", 3)) &&
             st_add_prop(p, st, "TailCallKind", p_enum_attr(p, "#llvm.tailcallkind<", tail_kinds[tail],
                                                             (int)strlen(tail_kinds[tail]))) &&
             st_add_llvm_op_bundles(p, st, &bundles) &&
             st_add_prop(p, st, "operandSegmentSizes", segments) &&
             (!vct || st_add_prop(p, st, "var_callee_type", vct)) && st_move_inherent_attrs(p, st, call_inherent);
    }
    vec_release(&refs);
    vec_release(&types);
    vec_release(&results);
    llvm_op_bundles_release(&bundles);
    return ok;
}

/* The inherent attributes of llvm.mlir.global an attr-dict may carry. */
static const char *const global_inherent[] = {
    "addr_space", "alignment", "comdat", "dbg_exprs", "dso_local", "externally_initialized", "section",
    "thread_local_", "constant", "linkage", "unnamed_addr", "visibility_", "value", NULL};

/* llvm.mlir.global ::= linkage? visibility? `thread_local`? unnamed-addr?
 *                      `constant`? @name `(` $value? `)` attr-dict
 *                      (`:` $global_type)? region?
 * The type may be left out after a string value: an array of i8. */
static bool parse_global(Parser *p, OpState *st) {
    if (!p_parse_llvm_symbol_keywords(p, st, "thread_local", "thread_local_")) return false;
    if (p_accept_keyword(p, "constant") && !st_add_prop(p, st, "constant", p_attr_unit(p))) return false;
    const char *name;
    Attr *value = NULL;
    Type *t = NULL;
    if (!p_parse_symbol_name(p, &name) || !p_expect(p, TK_LPAREN, "'('")) return false;
    if (!p_is(p, TK_RPAREN) && !p_parse_attribute(p, &value, NULL)) return false;
    if (!p_expect(p, TK_RPAREN, "')'") || !p_parse_optional_attr_dict(p, &st->attrs)) return false;
    if (p_accept(p, TK_COLON)) {
        if (!p_parse_type(p, &t)) return false;
    } else if (value && value->kind == AT_STRING) {
        t = p_opaque_type(p, "!llvm.array<%d x i8>", value->string.len);
    } else {
        return p_error_at(p, st->loc, "custom op '%s' type can only be omitted for string globals", st->name);
    }
    Attr *ta = attr_new(p->arena, AT_TYPE);
    ta->type = t;
    if (!st_add_prop(p, st, "sym_name", attr_string(p->arena, name)) || !st_add_prop(p, st, "global_type", ta) ||
        (value && !st_add_prop(p, st, "value", value)) || !st_move_inherent_attrs(p, st, global_inherent))
        return false;
    bool has_region;
    Region *r;
    if (!p_parse_optional_region(p, st, NULL, 0, &r, &has_region)) return false;
    if (!has_region) {
        r = arena_alloc(p->arena, sizeof *r);
        vec_push(&st->regions, &r);
    }
    return true;
}

/* llvm.mlir.addressof ::= $global_name attr-dict `:` type($res) */
static bool parse_addressof(Parser *p, OpState *st) {
    Attr *sym;
    Type *t;
    Loc loc = p_loc(p);
    if (!p_parse_attribute(p, &sym, NULL)) return false;
    if (sym->kind != AT_SYMBOL_REF) return p_error_at(p, loc, "expected symbol reference attribute");
    return st_add_prop(p, st, "global_name", sym) && p_parse_optional_attr_dict(p, &st->attrs) &&
           p_parse_colon_type(p, &t) && st_add_result(p, st, t);
}

static const CustomOpEntry entries[] = {
    {OP_LLVM_CALL, parse_call},
    {OP_LLVM_MLIR_GLOBAL, parse_global},
    {OP_LLVM_MLIR_ADDRESSOF, parse_addressof},
};
CUSTOM_OP_TABLE(llvm_symbol_custom_ops, entries);
