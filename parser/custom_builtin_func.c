/* Custom forms of builtin.module, builtin.unrealized_conversion_cast, the
 * func dialect (func, return, call, call_indirect, constant) and the LLVM
 * dialect's functions, calls and returns, which share func's forms. */
#include "custom_ops.h"
#include "parse.h"
#include <string.h>

/* `attributes {...}` */
static bool parse_optional_attr_dict_with_keyword(Parser *p, OpState *st) {
    if (!p_accept_keyword(p, "attributes")) return true;
    if (!p_is(p, TK_LBRACE)) return p_error(p, "expected '{' in attribute dictionary");
    return p_parse_optional_attr_dict(p, &st->attrs);
}

/* module-op ::= `module` symbol-name? (`attributes` attr-dict)? region */
static bool parse_module_op(Parser *p, OpState *st) {
    if (p_is(p, TK_AT_ID)) {
        const char *name;
        if (!p_parse_symbol_name(p, &name)) return false;
        if (!st_add_prop(p, st, "sym_name", attr_string(p->arena, name))) return false;
    }
    if (!parse_optional_attr_dict_with_keyword(p, st)) return false;
    Region *r;
    if (!p_parse_region(p, st, NULL, 0, &r)) return false;
    if (r->nblocks == 0) {  /* the body is one block, even when empty */
        r->nblocks = 1;
        r->blocks = arena_alloc(p->arena, sizeof(Block *));
        r->blocks[0] = arena_alloc(p->arena, sizeof(Block));
        r->blocks[0]->id = p->next_block_id++;
        r->blocks[0]->loc = st->loc;
    }
    return true;
}

/* %r = builtin.unrealized_conversion_cast %a, %b : t1, t2 to t3 */
static bool parse_unrealized_cast(Parser *p, OpState *st) {
    Vec refs = VEC_INIT(OperandRef), types = VEC_INIT(Type *), results = VEC_INIT(Type *);
    bool ok = p_parse_operand_list(p, TK_EOF, &refs);
    if (ok && refs.len) ok = p_expect(p, TK_COLON, "':'") && p_parse_type_list(p, &types);
    ok = ok && p_expect_keyword(p, "to") && p_parse_type_list(p, &results) &&
         p_parse_optional_attr_dict(p, &st->attrs) && p_resolve_operand_list(p, &refs, &types, &st->operands);
    for (size_t i = 0; ok && i < results.len; i++) st_add_result(p, st, VEC_AT(&results, Type *, i));
    vec_release(&refs);
    vec_release(&types);
    vec_release(&results);
    return ok;
}

/* An llvm.func's variadic signature, which a builtin function type cannot
 * hold: the type as MLIR prints it, opaque (never run). */
static Type *variadic_llvm_function_type(Parser *p, Vec *in, Vec *out) {
    size_t cap = 16;
    for (size_t i = 0; i < in->len; i++) cap += strlen(print_type_to_string(p->arena, VEC_AT(in, Type *, i))) + 2;
    char *inputs = arena_alloc(p->arena, cap);
    inputs[0] = 0;
    for (size_t i = 0; i < in->len; i++) {
        strcat(inputs, print_type_to_string(p->arena, VEC_AT(in, Type *, i)));
        strcat(inputs, ", ");
    }
    const char *result = out->len ? print_type_to_string(p->arena, VEC_AT(out, Type *, 0)) : "void";
    return p_opaque_type(p, "!llvm.func<%s (%s...)>", result, inputs);
}

/* function-op ::= `func.func` visibility? symbol-name `(` args `)`
 *                 (`->` results)? (`attributes` attr-dict)? region?
 * llvm.func reads its own keywords before the name, and its arguments may
 * end with `...` (variadic). */
static bool parse_function_like(Parser *p, OpState *st, bool llvm) {
    const char *vis = NULL;
    if (!llvm && (p_is_keyword(p, "private") || p_is_keyword(p, "public") || p_is_keyword(p, "nested"))) {
        vis = arena_strndup(p->arena, p->tok.ptr, (size_t)p->tok.len);
        p_advance(p);
    }
    const char *name;
    Loc name_loc = p_loc(p);
    if (!p_parse_symbol_name(p, &name)) return false;
    Vec args = VEC_INIT(ArgDef), arg_dicts = VEC_INIT(Attr *), res_dicts = VEC_INIT(Attr *);
    Vec in = VEC_INIT(Type *), out = VEC_INIT(Type *);
    bool ok = false, named_args = false, variadic = false;
    if (!p_expect(p, TK_LPAREN, "'(' in function signature")) goto done;
    if (!p_is(p, TK_RPAREN)) {
        do {
            ArgDef a;
            memset(&a, 0, sizeof a);
            if (llvm && p_is(p, TK_ELLIPSIS)) {
                p_advance(p);
                variadic = true;
                break;
            }
            if (p_is(p, TK_PERCENT_ID)) {
                if (!in.len) named_args = true;
                else if (!named_args) {
                    p_error_here(p, "expected type instead of SSA identifier");
                    goto done;
                }
                if (!p_parse_operand(p, &a.ref) || !p_parse_colon_type(p, &a.type)) goto done;
            } else {
                if (named_args) {
                    p_error_here(p, "expected SSA identifier");
                    goto done;
                }
                if (p_is(p, TK_ELLIPSIS)) {
                    p_error(p, "variadic arguments are not allowed");
                    goto done;
                }
                if (!p_parse_type(p, &a.type)) goto done;
            }
            vec_push(&in, &a.type);
            vec_push(&args, &a);
            if (!p_parse_optional_arg_dict(p, &arg_dicts) || !p_parse_optional_location(p)) goto done;
        } while (p_accept(p, TK_COMMA));
    }
    if (!p_expect(p, TK_RPAREN, "')' in function signature")) goto done;
    if (p_accept(p, TK_ARROW)) {
        if (p_accept(p, TK_LPAREN)) {
            if (!p_is(p, TK_RPAREN)) {
                do {
                    Type *t;
                    if (!p_parse_type(p, &t) || !p_parse_optional_arg_dict(p, &res_dicts)) goto done;
                    vec_push(&out, &t);
                } while (p_accept(p, TK_COMMA));
            }
            if (!p_expect(p, TK_RPAREN, "')'")) goto done;
        } else {
            Type *t;
            if (!p_parse_type(p, &t)) goto done;
            vec_push(&out, &t);
            Attr *empty = attr_new(p->arena, AT_DICT);
            vec_push(&res_dicts, &empty);
        }
    }
    if (llvm && out.len > 1) {
        p_error_at(p, name_loc, "custom op '%s' failed to construct function type: expected zero or one function result",
                   st->name);
        goto done;
    }
    if (!parse_optional_attr_dict_with_keyword(p, st)) goto done;
    Type *ft = llvm && variadic ? variadic_llvm_function_type(p, &in, &out)
                                : type_function(p->arena, (int)in.len, in.data, (int)out.len, out.data);
    Attr *fta = attr_new(p->arena, AT_TYPE);
    fta->type = ft;
    if (!st_add_prop(p, st, "function_type", fta) || !st_add_prop(p, st, "sym_name", attr_string(p->arena, name)))
        goto done;
    if (vis && strcmp(vis, "public") != 0 && !st_add_prop(p, st, "sym_visibility", attr_string(p->arena, vis))) goto done;
    Attr *aa = p_make_arg_attrs(p, &arg_dicts), *ra = p_make_arg_attrs(p, &res_dicts);
    if (aa && !st_add_prop(p, st, "arg_attrs", aa)) goto done;
    if (ra && !st_add_prop(p, st, "res_attrs", ra)) goto done;
    if (p_is(p, TK_LBRACE)) {
        /* arguments without names: the entry block names them (^bb0(%a: f32)),
         * checked against the signature by the verifier, as MLIR does */
        Loc body_loc = p_loc(p);
        Region *r;
        if (!p_parse_region(p, st, named_args ? args.data : NULL, named_args ? (int)args.len : 0, &r)) goto done;
        if (r->nblocks == 0) {
            p_error_at(p, body_loc, "expected non-empty function body");
            goto done;
        }
    } else {
        Region *r = arena_alloc(p->arena, sizeof *r);
        vec_push(&st->regions, &r);
    }
    ok = true;
done:
    vec_release(&args);
    vec_release(&arg_dicts);
    vec_release(&res_dicts);
    vec_release(&in);
    vec_release(&out);
    return ok;
}

static bool parse_func_op(Parser *p, OpState *st) { return parse_function_like(p, st, false); }

static bool add_fn_results(Parser *p, OpState *st, Type *ft) {
    for (int i = 0; i < ft->func.nout; i++)
        if (!st_add_result(p, st, ft->func.out[i])) return false;
    return true;
}

/* call-op ::= `call` $callee `(` $operands `)` attr-dict `:` functional-type */
static bool parse_call_op(Parser *p, OpState *st) {
    Attr *callee;
    Vec refs = VEC_INIT(OperandRef), types = VEC_INIT(Type *);
    Type *ft;
    Loc loc = p_loc(p);
    bool ok = p_parse_attribute(p, &callee, NULL);
    if (ok && callee->kind != AT_SYMBOL_REF) ok = p_error_at(p, loc, "expected symbol reference attribute");
    ok = ok && st_add_prop(p, st, "callee", callee) && p_parse_operand_list(p, TK_LPAREN, &refs) &&
         p_parse_optional_attr_dict(p, &st->attrs) && p_expect(p, TK_COLON, "':'");
    Loc tloc = p_loc(p);
    ok = ok && p_parse_type(p, &ft);
    if (ok && ft->kind != TY_FUNCTION) ok = p_error_at(p, tloc, "expected function type");
    if (ok) {
        for (int i = 0; i < ft->func.nin; i++) vec_push(&types, &ft->func.in[i]);
        ok = p_resolve_operand_list(p, &refs, &types, &st->operands) && add_fn_results(p, st, ft);
    }
    vec_release(&refs);
    vec_release(&types);
    return ok;
}

/* call_indirect-op ::= `call_indirect` $callee `(` $operands `)` attr-dict `:` type($callee) */
static bool parse_call_indirect_op(Parser *p, OpState *st) {
    OperandRef callee;
    Vec refs = VEC_INIT(OperandRef), types = VEC_INIT(Type *);
    Type *ft;
    bool ok = p_parse_operand(p, &callee) && p_parse_operand_list(p, TK_LPAREN, &refs) &&
              p_parse_optional_attr_dict(p, &st->attrs) && p_expect(p, TK_COLON, "':'");
    Loc tloc = p_loc(p);
    ok = ok && p_parse_type(p, &ft);
    if (ok && ft->kind != TY_FUNCTION) ok = p_error_at(p, tloc, "expected function type");
    if (ok) {
        for (int i = 0; i < ft->func.nin; i++) vec_push(&types, &ft->func.in[i]);
        ok = st_add_operand(p, st, &callee, ft) && p_resolve_operand_list(p, &refs, &types, &st->operands) &&
             add_fn_results(p, st, ft);
    }
    vec_release(&refs);
    vec_release(&types);
    return ok;
}

/* constant-op ::= `constant` attr-dict $value `:` type(results) */
static bool parse_func_constant_op(Parser *p, OpState *st) {
    Attr *v;
    Type *t;
    if (!p_parse_optional_attr_dict(p, &st->attrs)) return false;
    Loc vloc = p_loc(p);
    if (!p_parse_attribute(p, &v, NULL)) return false;
    if (v->kind != AT_SYMBOL_REF) return p_error_at(p, vloc, "invalid kind of attribute specified");
    return st_add_prop(p, st, "value", v) && p_parse_colon_type(p, &t) && st_add_result(p, st, t);
}

/* The inherent attributes of llvm.func (MLIR 22's LLVMFuncOp) that an
 * `attributes {...}` dictionary may carry: they become properties. */
static const char *const llvm_func_inherent[] = {
    "sym_visibility", "dso_local", "comdat", "convergent", "personality", "garbage_collector", "passthrough",
    "function_entry_count", "memory_effects", "arm_streaming", "arm_locally_streaming",
    "arm_streaming_compatible", "arm_new_za", "arm_in_za", "arm_out_za", "arm_inout_za", "arm_preserves_za",
    "section", "alignment", "vscale_range", "frame_pointer", "target_cpu", "tune_cpu", "target_features",
    "reciprocal_estimates", "prefer_vector_width", "unsafe_fp_math", "no_infs_fp_math", "no_nans_fp_math",
    "approx_func_fp_math", "no_signed_zeros_fp_math", "denormal_fpmath", "denormal_fpmath_f32", "fp_contract",
    "instrument_function_entry", "instrument_function_exit", "no_inline", "always_inline", "inline_hint",
    "no_unwind", "will_return", "optimize_none", "vec_type_hint", "work_group_size_hint",
    "reqd_work_group_size", "intel_reqd_sub_group_size", "uwtable_kind", "use_sample_profile", "cold", "hot",
    "noduplicate", "no_caller_saved_registers", "nocallback", "modular_format", "nobuiltins", NULL};

/* llvm-func ::= `llvm.func` linkage? visibility? (`unnamed_addr` |
 *               `local_unnamed_addr`)? cconv? (the rest as func.func, and
 *               `...` after the arguments).  As MLIR's parser, it records
 *               the linkage, visibility_, unnamed_addr and CConv always.
 *               The function_type is kept as a builtin function type (see
 *               SPEC_NOTES); the printer writes it as !llvm.func<...>. */
static bool parse_llvm_func(Parser *p, OpState *st) {
    if (!p_parse_llvm_symbol_keywords(p, st, NULL, NULL)) return false;
    Attr *cconv = p_is(p, TK_AT_ID) ? NULL : p_parse_optional_enum_word(p, "#llvm.cconv<", NULL, 0);
    if (!cconv) cconv = p_enum_attr(p, "#llvm.cconv<", "ccc", 3);
    return st_add_prop(p, st, "CConv", cconv) && parse_function_like(p, st, true) &&
           st_move_inherent_attrs(p, st, llvm_func_inherent);
}

static const CustomOpEntry entries[] = {
    {OP_BUILTIN_MODULE, parse_module_op},
    {OP_BUILTIN_UNREALIZED_CONVERSION_CAST, parse_unrealized_cast},
    {OP_FUNC_FUNC, parse_func_op},
    {OP_FUNC_RETURN, p_parse_return_like},
    {OP_FUNC_CALL, parse_call_op},
    {OP_FUNC_CALL_INDIRECT, parse_call_indirect_op},
    {OP_FUNC_CONSTANT, parse_func_constant_op},
    {OP_LLVM_FUNC, parse_llvm_func},
    {OP_LLVM_RETURN, p_parse_return_like},
    };
CUSTOM_OP_TABLE(builtin_func_custom_ops, entries);
