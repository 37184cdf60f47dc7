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

/* isnan/isinf/isfinite/isnormal ::= $operand (fastmath)? attr-dict `:` type($operand):
 * the result is i1 of the operand's shape. */
static bool parse_classify(Parser *p, OpState *st) {
    OperandRef a;
    Type *t;
    if (!p_parse_operand(p, &a) || !parse_optional_fastmath(p, st) || !p_parse_optional_attr_dict(p, &st->attrs) ||
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
    {"math.absf", parse_unary},      {"math.acos", parse_unary},       {"math.acosh", parse_unary},
    {"math.asin", parse_unary},      {"math.asinh", parse_unary},      {"math.atan", parse_unary},
    {"math.atanh", parse_unary},     {"math.cbrt", parse_unary},       {"math.ceil", parse_unary},
    {"math.cos", parse_unary},       {"math.cosh", parse_unary},       {"math.erf", parse_unary},
    {"math.erfc", parse_unary},      {"math.exp", parse_unary},        {"math.exp2", parse_unary},
    {"math.expm1", parse_unary},     {"math.floor", parse_unary},      {"math.log", parse_unary},
    {"math.log10", parse_unary},     {"math.log1p", parse_unary},      {"math.log2", parse_unary},
    {"math.round", parse_unary},     {"math.roundeven", parse_unary},  {"math.rsqrt", parse_unary},
    {"math.sin", parse_unary},       {"math.sinh", parse_unary},       {"math.sqrt", parse_unary},
    {"math.tan", parse_unary},       {"math.tanh", parse_unary},       {"math.trunc", parse_unary},
    {"math.absi", parse_unary},      {"math.ctlz", parse_unary},       {"math.cttz", parse_unary},
    {"math.ctpop", parse_unary},     {"math.atan2", parse_binary},     {"math.copysign", parse_binary},
    {"math.powf", parse_binary},     {"math.ipowi", parse_binary},     {"math.fma", parse_ternary},
    {"math.fpowi", parse_fpowi},     {"math.isnan", parse_classify},   {"math.isinf", parse_classify},
    {"math.isfinite", parse_classify}, {"math.isnormal", parse_classify},
    {"ub.poison", parse_poison},
};
CUSTOM_OP_TABLE(math_ub_custom_ops, entries);
