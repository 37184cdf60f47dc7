/* Custom forms of the LLVM dialect's value ops (MLIR 22's LLVMOps.td and
 * what mlir-opt-22 prints): constants, zero, undef and poison, freeze,
 * vector lanes and shuffles, aggregate members, llvm.intr.assume, the math
 * intrinsics MLIR prints as a call (`llvm.intr.fma(%a, %b, %c) : ...`)
 * and unreachable.  The *.with.overflow, abs, ctlz, cttz and most
 * vector.reduce intrinsics have only the generic form, as in MLIR.  Memory
 * ops are in custom_llvm_memory.c, calls and globals in
 * custom_llvm_symbol.c; the ops that share a form with arith, cf or func
 * have their lines in those dialects' tables. */
#include "custom_ops.h"
#include "parse.h"
#include "llvm_type.h"
#include <stdlib.h>
#include <string.h>

/* llvm.mlir.constant ::= `(` $value `)` attr-dict `:` type($res) */
static bool parse_constant(Parser *p, OpState *st) {
    Attr *v;
    Type *t;
    return p_expect(p, TK_LPAREN, "'('") && p_parse_attribute(p, &v, NULL) && p_expect(p, TK_RPAREN, "')'") &&
           p_parse_optional_attr_dict(p, &st->attrs) && p_parse_colon_type(p, &t) && st_add_prop(p, st, "value", v) &&
           st_add_result(p, st, t);
}

/* llvm.mlir.poison ::= attr-dict `:` type($res) */
static bool parse_poison(Parser *p, OpState *st) {
    Type *t;
    return p_parse_optional_attr_dict(p, &st->attrs) && p_parse_colon_type(p, &t) && st_add_result(p, st, t);
}

/* `[` $position `:` type($position) `]` */
static bool parse_position(Parser *p, OperandRef *pos, Type **pos_type) {
    return p_expect(p, TK_LSQUARE, "'['") && p_parse_operand(p, pos) && p_parse_colon_type(p, pos_type) &&
           p_expect(p, TK_RSQUARE, "']'");
}

/* llvm.extractelement ::= $vector `[` $position `:` type($position) `]` attr-dict `:` type($vector) */
static bool parse_extractelement(Parser *p, OpState *st) {
    OperandRef v, pos;
    Type *pt, *vt;
    if (!p_parse_operand(p, &v) || !parse_position(p, &pos, &pt) || !p_parse_optional_attr_dict(p, &st->attrs) ||
        !p_parse_colon_type(p, &vt))
        return false;
    if (vt->kind != TY_VECTOR) return p_error(p, "'llvm.extractelement' op expects a vector type");
    return st_add_operand(p, st, &v, vt) && st_add_operand(p, st, &pos, pt) && st_add_result(p, st, vt->shaped.elem);
}

/* llvm.insertelement ::= $value `,` $vector `[` $position `:` type($position) `]` attr-dict `:` type($vector) */
static bool parse_insertelement(Parser *p, OpState *st) {
    OperandRef x, v, pos;
    Type *pt, *vt;
    if (!p_parse_operand(p, &x) || !p_expect(p, TK_COMMA, "','") || !p_parse_operand(p, &v) ||
        !parse_position(p, &pos, &pt) || !p_parse_optional_attr_dict(p, &st->attrs) || !p_parse_colon_type(p, &vt))
        return false;
    if (vt->kind != TY_VECTOR) return p_error(p, "'llvm.insertelement' op expects a vector type");
    return st_add_operand(p, st, &v, vt) && st_add_operand(p, st, &x, vt->shaped.elem) &&   /* MLIR's order */
           st_add_operand(p, st, &pos, pt) && st_add_result(p, st, vt);
}

/* an intrinsic ::= `(` $args `)` attr-dict `:` functional-type($args, $res) */
static bool parse_intrinsic(Parser *p, OpState *st) {
    return p_parse_operands_functional_type(p, st, TK_LPAREN) &&
           st_move_inherent_attrs(p, st, (const char *const[]){"fastmathFlags", NULL});
}

/* The type of an aggregate's member, as a value of it has: an LLVM
 * dialect type (opaque, with its "!llvm." prefix) or a builtin one. */
static bool member_type(Parser *p, LlvmTypeText m, Loc loc, Type **out) {
    if (llvm_type_is_dialect_type(m)) {
        *out = p_opaque_type(p, "!llvm.%.*s", m.len, m.text);
        return true;
    }
    return p_parse_type_text(p, m.text, m.len, loc, out);
}

/* An llvm.func's signature as its generic form writes it, the property
 * function_type = !llvm.func<R (A, ...)>: replaced by the builtin function
 * type the custom form keeps (parse_llvm_func), so that both forms read
 * into the same IR.  A variadic signature stays as written, as the custom
 * form keeps it; another text than an LLVM function type is left to the
 * loader, which asks for a function_type. */
bool p_llvm_func_generic_signature(Parser *p, OpState *st) {
    NamedAttr *na = NULL;
    for (size_t i = 0; i < st->props.len && !na; i++)
        if (strcmp(VEC_AT(&st->props, NamedAttr, i).name, "function_type") == 0) na = &VEC_AT(&st->props, NamedAttr, i);
    if (!na || na->value->kind != AT_TYPE || na->value->type->kind != TY_OPAQUE ||
        strncmp(na->value->type->opaque, "!llvm.func<", 11) != 0)
        return true;
    const char *text = na->value->type->opaque;
    LlvmTypeText result, args, item;
    if (!llvm_type_function(llvm_type_text(text), &result, &args))
        return p_error_at(p, st->loc, "'%s' op function_type %s is not an LLVM function type", st->name, text);
    Vec in = VEC_INIT(Type *);
    Type *out = NULL;
    while (args.len && args.text[0] == ' ') args.text++, args.len--;
    bool ok = true, variadic = false, empty = args.len == 0;
    for (int64_t i = 0; ok && !variadic && !empty && llvm_type_list_item(args, i, &item); i++) {
        Type *t = NULL;
        if (item.len == 3 && memcmp(item.text, "...", 3) == 0 && !llvm_type_list_item(args, i + 1, &item))
            variadic = true;
        else if (item.len == 0 || (item.len == 4 && memcmp(item.text, "void", 4) == 0))
            ok = p_error_at(p, st->loc, "'%s' op function_type %s: argument #%lld is not a type", st->name, text,
                            (long long)i);
        else ok = member_type(p, item, st->loc, &t) && vec_push(&in, &t);
    }
    if (ok && !variadic && !(result.len == 4 && memcmp(result.text, "void", 4) == 0))
        ok = member_type(p, result, st->loc, &out);
    if (ok && !variadic) {
        Attr *fta = attr_new(p->arena, AT_TYPE);
        fta->type = type_function(p->arena, (int)in.len, in.data, out ? 1 : 0, &out);
        na->value = p_intern_attr(p, fta);
    }
    vec_release(&in);
    return ok;
}

/* `[` int (`,` int)* `]` attr-dict `:` type($container): the "position"
 * property, the container type and the member's type. */
static bool parse_position_and_type(Parser *p, OpState *st, Type **container, Type **member) {
    Vec pos = VEC_INIT(int64_t);
    bool ok = p_expect(p, TK_LSQUARE, "'['");
    if (ok) {
        do {
            int64_t v;
            if (!(ok = p_parse_int64(p, &v))) break;
            vec_push(&pos, &v);
        } while (p_accept(p, TK_COMMA));
    }
    Loc tloc;
    ok = ok && p_expect(p, TK_RSQUARE, "']'") &&
         st_add_prop(p, st, "position", p_attr_i64_array(p, (int)pos.len, pos.data)) &&
         p_parse_optional_attr_dict(p, &st->attrs) && p_expect(p, TK_COLON, "':'") && (tloc = p_loc(p), true) &&
         p_parse_type(p, container);
    if (ok) {
        LlvmTypeText t = (*container)->kind == TY_OPAQUE ? llvm_type_text((*container)->opaque) : (LlvmTypeText){"", 0};
        int slot;
        for (size_t i = 0; ok && i < pos.len; i++)
            if (!llvm_type_member(t, VEC_AT(&pos, int64_t, i), &t, &slot))
                ok = p_error_at(p, tloc, "'%s' op position %lld is not a member of the type", st->name,
                                (long long)VEC_AT(&pos, int64_t, i));
        ok = ok && member_type(p, t, tloc, member);
    }
    vec_release(&pos);
    return ok;
}

/* llvm.extractvalue ::= $container `[` $position `]` attr-dict `:` type($container) */
static bool parse_extractvalue(Parser *p, OpState *st) {
    OperandRef c;
    Type *ct, *mt;
    return p_parse_operand(p, &c) && parse_position_and_type(p, st, &ct, &mt) && st_add_operand(p, st, &c, ct) &&
           st_add_result(p, st, mt);
}

/* llvm.insertvalue ::= $value `,` $container `[` $position `]` attr-dict `:` type($container) */
static bool parse_insertvalue(Parser *p, OpState *st) {
    OperandRef v, c;
    Type *ct, *mt;
    return p_parse_operand(p, &v) && p_expect(p, TK_COMMA, "','") && p_parse_operand(p, &c) &&
           parse_position_and_type(p, st, &ct, &mt) && st_add_operand(p, st, &c, ct) &&   /* MLIR's order */
           st_add_operand(p, st, &v, mt) && st_add_result(p, st, ct);
}

/* llvm.freeze ::= $val attr-dict `:` type($val) */
static bool parse_freeze(Parser *p, OpState *st) {
    OperandRef v;
    Type *t;
    return p_parse_operand(p, &v) && p_parse_optional_attr_dict(p, &st->attrs) && p_parse_colon_type(p, &t) &&
           st_add_operand(p, st, &v, t) && st_add_result(p, st, t);
}

/* llvm.shufflevector ::= $v1 `,` $v2 `[` int (`,` int)* `]` attr-dict
 *                        `:` type($v1): the result has one lane per mask
 *                        entry, of v1's element type (scalable as v1). */
static bool parse_shufflevector(Parser *p, OpState *st) {
    OperandRef a, b;
    Vec mask = VEC_INIT(int64_t);
    Type *vt = NULL;
    bool ok = p_parse_operand(p, &a) && p_expect(p, TK_COMMA, "','") && p_parse_operand(p, &b) &&
              p_expect(p, TK_LSQUARE, "'['");
    if (ok && !p_is(p, TK_RSQUARE)) {
        do {
            int64_t v;
            if (!(ok = p_parse_int64(p, &v))) break;
            vec_push(&mask, &v);
        } while (p_accept(p, TK_COMMA));
    }
    ok = ok && p_expect(p, TK_RSQUARE, "']'") && p_parse_optional_attr_dict(p, &st->attrs) &&
         p_expect(p, TK_COLON, "':'");
    Loc tloc = p_loc(p);
    ok = ok && p_parse_type(p, &vt);
    if (ok && (vt->kind != TY_VECTOR || vt->shaped.rank != 1))
        ok = p_error_at(p, tloc, "custom op '%s' invalid kind of type specified: expected builtin.vector, but found '%s'",
                        st->name, print_type_to_string(p->arena, vt));
    if (ok) {
        Type tmpl = *vt;
        int64_t lanes = (int64_t)mask.len;
        tmpl.shaped.dims = &lanes;
        ok = st_add_operand(p, st, &a, vt) && st_add_operand(p, st, &b, vt) &&
             st_add_result(p, st, p_intern_type(p, &tmpl)) &&
             st_add_prop(p, st, "mask", p_attr_i32_array(p, (int)mask.len, mask.data)) &&
             st_move_inherent_attrs(p, st, (const char *const[]){"mask", NULL});
    }
    vec_release(&mask);
    return ok;
}

/* llvm.intr.assume ::= $cond op-bundles? attr-dict `:` type($cond) */
static bool parse_assume(Parser *p, OpState *st) {
    OperandRef c;
    Type *t;
    LlvmOpBundles bundles;
    llvm_op_bundles_init(&bundles);
    bool ok = p_parse_operand(p, &c) && p_parse_llvm_op_bundles(p, &bundles) &&
              p_parse_optional_attr_dict(p, &st->attrs) && p_parse_colon_type(p, &t) && st_add_operand(p, st, &c, t) &&
              st_add_llvm_op_bundles(p, st, &bundles);
    llvm_op_bundles_release(&bundles);
    return ok;
}

/* llvm.unreachable ::= attr-dict */
static bool parse_unreachable(Parser *p, OpState *st) { return p_parse_optional_attr_dict(p, &st->attrs); }

static const CustomOpEntry entries[] = {
    {OP_LLVM_MLIR_CONSTANT, parse_constant},
    {OP_LLVM_MLIR_POISON, parse_poison},
    {OP_LLVM_EXTRACTELEMENT, parse_extractelement},
    {OP_LLVM_INSERTELEMENT, parse_insertelement},
    {OP_LLVM_MLIR_ZERO, parse_poison},
    {OP_LLVM_MLIR_UNDEF, parse_poison},
    {OP_LLVM_FREEZE, parse_freeze},
    {OP_LLVM_SHUFFLEVECTOR, parse_shufflevector},
    {OP_LLVM_INTR_ASSUME, parse_assume},
    /* the intrinsics MLIR prints as a call: `(` args `)` : functional-type */
    {OP_LLVM_INTR_FMULADD, parse_intrinsic},
    {OP_LLVM_INTR_FMA, parse_intrinsic},
    {OP_LLVM_INTR_SMIN, parse_intrinsic},
    {OP_LLVM_INTR_SMAX, parse_intrinsic},
    {OP_LLVM_INTR_UMIN, parse_intrinsic},
    {OP_LLVM_INTR_UMAX, parse_intrinsic},
    {OP_LLVM_INTR_MINNUM, parse_intrinsic},
    {OP_LLVM_INTR_MAXNUM, parse_intrinsic},
    {OP_LLVM_INTR_MINIMUM, parse_intrinsic},
    {OP_LLVM_INTR_MAXIMUM, parse_intrinsic},
    {OP_LLVM_INTR_COPYSIGN, parse_intrinsic},
    {OP_LLVM_INTR_POW, parse_intrinsic},
    {OP_LLVM_INTR_POWI, parse_intrinsic},
    {OP_LLVM_INTR_FABS, parse_intrinsic},
    {OP_LLVM_INTR_SQRT, parse_intrinsic},
    {OP_LLVM_INTR_CTPOP, parse_intrinsic},
    {OP_LLVM_INTR_FLOOR, parse_intrinsic},
    {OP_LLVM_INTR_CEIL, parse_intrinsic},
    {OP_LLVM_INTR_ROUND, parse_intrinsic},
    {OP_LLVM_INTR_ROUNDEVEN, parse_intrinsic},
    {OP_LLVM_INTR_TRUNC, parse_intrinsic},
    {OP_LLVM_INTR_EXP, parse_intrinsic},
    {OP_LLVM_INTR_EXP2, parse_intrinsic},
    {OP_LLVM_INTR_LOG, parse_intrinsic},
    {OP_LLVM_INTR_LOG2, parse_intrinsic},
    {OP_LLVM_INTR_LOG10, parse_intrinsic},
    {OP_LLVM_INTR_SIN, parse_intrinsic},
    {OP_LLVM_INTR_COS, parse_intrinsic},
    {OP_LLVM_INTR_TAN, parse_intrinsic},
    {OP_LLVM_INTR_TANH, parse_intrinsic},
    {OP_LLVM_INTR_ASIN, parse_intrinsic},
    {OP_LLVM_INTR_ACOS, parse_intrinsic},
    {OP_LLVM_INTR_ATAN, parse_intrinsic},
    {OP_LLVM_INTR_SINH, parse_intrinsic},
    {OP_LLVM_INTR_COSH, parse_intrinsic},
    {OP_LLVM_INTR_ATAN2, parse_intrinsic},
    {OP_LLVM_INTR_VECTOR_REDUCE_FMAX, parse_intrinsic},
    {OP_LLVM_INTR_VECTOR_REDUCE_FMIN, parse_intrinsic},
    {OP_LLVM_INTR_VECTOR_REDUCE_FMAXIMUM, parse_intrinsic},
    {OP_LLVM_INTR_VECTOR_REDUCE_FMINIMUM, parse_intrinsic},
    {OP_LLVM_UNREACHABLE, parse_unreachable},
    {OP_LLVM_EXTRACTVALUE, parse_extractvalue},
    {OP_LLVM_INSERTVALUE, parse_insertvalue},
};
CUSTOM_OP_TABLE(llvm_custom_ops, entries);
