/* Custom forms of the math dialect and ub.poison (MLIR 22). */
#include "custom_ops.h"
#include <string.h>

/* `fastmath<...>` after the operands: "#arith.fastmath<...>" property. */
static bool parse_optional_fastmath(Parser *p, OpState *st) {
    if (!p_accept_keyword(p, "fastmath")) return true;
    if (!p_is(p, TK_LESS)) return p_error(p, "expected '<'");
    const char *start = p->tok.ptr;
    p_advance(p);
    while (!p_is(p, TK_GREATER)) {
        if (!p_is(p, TK_BARE_ID) && !p_is(p, TK_COMMA)) return p_error(p, "expected '>'");
        p_advance(p);
    }
    const char *end = p->tok.ptr + 1;
    p_advance(p);
    static const char prefix[] = "#arith.fastmath";
    size_t n = (size_t)(end - start);
    char *text = arena_alloc(p->arena, sizeof prefix + n);
    memcpy(text, prefix, sizeof prefix - 1);
    memcpy(text + sizeof prefix - 1, start, n);
    Attr *a = attr_new(p->arena, AT_OPAQUE);
    a->opaque = text;
    return st_add_prop(p, st, "fastmath", a);
}

/* op ::= $operands (`fastmath` $fastmath)? attr-dict `:` type($result):
 * n operands of the result's type. */
static bool parse_n_same(Parser *p, OpState *st, int n) {
    OperandRef refs[3];
    for (int i = 0; i < n; i++) {
        if (i && !p_expect(p, TK_COMMA, "','")) return false;
        if (!p_parse_operand(p, &refs[i])) return false;
    }
    Type *t;
    if (!parse_optional_fastmath(p, st) || !p_parse_optional_attr_dict(p, &st->attrs) || !p_parse_colon_type(p, &t))
        return false;
    for (int i = 0; i < n; i++)
        if (!st_add_operand(p, st, &refs[i], t)) return false;
    return st_add_result(p, st, t);
}

static bool parse_unary(Parser *p, OpState *st) { return parse_n_same(p, st, 1); }
static bool parse_binary(Parser *p, OpState *st) { return parse_n_same(p, st, 2); }
static bool parse_ternary(Parser *p, OpState *st) { return parse_n_same(p, st, 3); }

/* fpowi ::= $lhs `,` $rhs (fastmath)? attr-dict `:` type($lhs) `,` type($rhs) */
static bool parse_fpowi(Parser *p, OpState *st) {
    OperandRef a, b;
    Type *ta, *tb;
    return p_parse_operand(p, &a) && p_expect(p, TK_COMMA, "','") && p_parse_operand(p, &b) &&
           parse_optional_fastmath(p, st) && p_parse_optional_attr_dict(p, &st->attrs) && p_parse_colon_type(p, &ta) &&
           p_expect(p, TK_COMMA, "','") && p_parse_type(p, &tb) && st_add_operand(p, st, &a, ta) &&
           st_add_operand(p, st, &b, tb) && st_add_result(p, st, ta);
}

/* isnan/isinf/isfinite/isnormal ::= $operand attr-dict `:` type($operand)
 * (no `fastmath` keyword: mlir-opt-22 expects ':' there): the result is i1
 * of the operand's shape. */
static bool parse_classify(Parser *p, OpState *st) {
    OperandRef a;
    Type *t;
    if (!p_parse_operand(p, &a) || !p_parse_optional_attr_dict(p, &st->attrs) ||
        !p_parse_colon_type(p, &t) || !st_add_operand(p, st, &a, t))
        return false;
    Type *i1 = type_integer(p->arena, 1, SIGNLESS);
    if (t->kind == TY_VECTOR || t->kind == TY_TENSOR) {
        Type tmpl = *t;
        tmpl.shaped.elem = i1;
        i1 = p_intern_type(p, &tmpl);
    }
    return st_add_result(p, st, i1);
}

/* poison ::= attr-dict (`<` $value^ `>`)? `:` type($result) */
static bool parse_poison(Parser *p, OpState *st) {
    if (!p_parse_optional_attr_dict(p, &st->attrs)) return false;
    Attr *v = NULL;
    if (p_accept(p, TK_LESS)) {
        if (!p_parse_attribute(p, &v, NULL) || !p_expect(p, TK_GREATER, "'>'")) return false;
    } else {
        v = attr_new(p->arena, AT_OPAQUE);
        v->opaque = "#ub.poison";
    }
    Type *t;
    return st_add_prop(p, st, "value", v) && p_parse_colon_type(p, &t) && st_add_result(p, st, t);
}

static const CustomOpEntry entries[] = {
    {OP_MATH_ABSF, parse_unary},      {OP_MATH_ACOS, parse_unary},       {OP_MATH_ACOSH, parse_unary},
    {OP_MATH_ASIN, parse_unary},      {OP_MATH_ASINH, parse_unary},      {OP_MATH_ATAN, parse_unary},
    {OP_MATH_ATANH, parse_unary},     {OP_MATH_CBRT, parse_unary},       {OP_MATH_CEIL, parse_unary},
    {OP_MATH_COS, parse_unary},       {OP_MATH_COSH, parse_unary},       {OP_MATH_ERF, parse_unary},
    {OP_MATH_ERFC, parse_unary},      {OP_MATH_EXP, parse_unary},        {OP_MATH_EXP2, parse_unary},
    {OP_MATH_EXPM1, parse_unary},     {OP_MATH_FLOOR, parse_unary},      {OP_MATH_LOG, parse_unary},
    {OP_MATH_LOG10, parse_unary},     {OP_MATH_LOG1P, parse_unary},      {OP_MATH_LOG2, parse_unary},
    {OP_MATH_ROUND, parse_unary},     {OP_MATH_ROUNDEVEN, parse_unary},  {OP_MATH_RSQRT, parse_unary},
    {OP_MATH_SIN, parse_unary},       {OP_MATH_SINH, parse_unary},       {OP_MATH_SQRT, parse_unary},
    {OP_MATH_TAN, parse_unary},       {OP_MATH_TANH, parse_unary},       {OP_MATH_TRUNC, parse_unary},
    {OP_MATH_ABSI, parse_unary},      {OP_MATH_CTLZ, parse_unary},       {OP_MATH_CTTZ, parse_unary},
    {OP_MATH_CTPOP, parse_unary},     {OP_MATH_ATAN2, parse_binary},     {OP_MATH_COPYSIGN, parse_binary},
    {OP_MATH_POWF, parse_binary},     {OP_MATH_IPOWI, parse_binary},     {OP_MATH_FMA, parse_ternary},
    {OP_MATH_FPOWI, parse_fpowi},     {OP_MATH_ISNAN, parse_classify},   {OP_MATH_ISINF, parse_classify},
    {OP_MATH_ISFINITE, parse_classify}, {OP_MATH_ISNORMAL, parse_classify},
    {OP_UB_POISON, parse_poison},
};
CUSTOM_OP_TABLE(math_ub_custom_ops, entries);
