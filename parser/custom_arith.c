/* Custom forms of the arith dialect (MLIR 22).  Most ops share a handful
 * of shapes: binary with optional flags, compare, cast, select. */
#include "custom_ops.h"
#include <string.h>

/* `kw<...>`: the keyword was matched; captures the bracketed body into
 * "#arith.<name><body>" as the property prop_name. */
static bool parse_enum_flags(Parser *p, OpState *st, const char *attr_prefix, const char *prop_name) {
    if (!p_is(p, TK_LESS)) return p_error(p, "expected '<'");
    const char *start = p->tok.ptr + 1;
    p_advance(p);
    while (!p_is(p, TK_GREATER)) {
        if (!p_is(p, TK_BARE_ID) && !p_is(p, TK_COMMA)) return p_error(p, "expected '>'");
        p_advance(p);
    }
    const char *end = p->tok.ptr;
    p_advance(p);
    return st_add_prop(p, st, prop_name, p_enum_attr(p, attr_prefix, start, (int)(end - start)));
}

/* Optional flags after the operands: overflow<...>, fastmath<...>, exact. */
static bool parse_op_flags(Parser *p, OpState *st) {
    for (;;) {
        if (p_accept_keyword(p, "overflow")) {
            bool llvm = op_code_dialect(st->code) == DIALECT_LLVM;
            if (!parse_enum_flags(p, st, llvm ? "#llvm.overflow<" : "#arith.overflow<", "overflowFlags")) return false;
        } else if (p_accept_keyword(p, "fastmath")) {
            if (!parse_enum_flags(p, st, "#arith.fastmath<", "fastmath")) return false;
        } else if (p_accept_keyword(p, "exact")) {
            if (!st_add_prop(p, st, "isExact", p_attr_unit(p))) return false;
        } else {
            return true;
        }
    }
}

/* The LLVM dialect's flags before the operands (`llvm.sdiv exact`,
 * `llvm.or disjoint`, `llvm.zext nneg`); none for the other ops. */
static bool parse_llvm_leading_flags(Parser *p, OpState *st) {
    static const struct { const char *word, *prop; } flags[] = {
        {"exact", "isExact"}, {"disjoint", "isDisjoint"}, {"nneg", "nonNeg"}};
    if (op_code_dialect(st->code) != DIALECT_LLVM) return true;
    for (size_t i = 0; i < sizeof flags / sizeof *flags; i++)
        if (p_accept_keyword(p, flags[i].word)) return st_add_prop(p, st, flags[i].prop, p_attr_unit(p));
    return true;
}

/* An LLVM op's attr-dict may carry its fast-math and overflow flags, which
 * are properties (MLIR's rule for inherent attributes). */
static bool move_llvm_flags(Parser *p, OpState *st) {
    static const char *const inherent[] = {"fastmathFlags", "overflowFlags", "isExact", "isDisjoint", "nonNeg",
                                           "predicate", NULL};
    return op_code_dialect(st->code) != DIALECT_LLVM || st_move_inherent_attrs(p, st, inherent);
}

/* A type with the shape of t and element type elem (i1 results of compares). */
static Type *same_shape(Parser *p, Type *t, Type *elem) {
    if (t->kind != TY_VECTOR && t->kind != TY_TENSOR && t->kind != TY_UNRANKED_TENSOR) return elem;
    Type tmpl = *t;
    if (t->kind == TY_UNRANKED_TENSOR) tmpl.unranked.elem = elem;
    else {
        tmpl.shaped.elem = elem;
        tmpl.shaped.layout = NULL;
        if (t->kind == TY_VECTOR) tmpl.shaped.space = NULL;
    }
    return p_intern_type(p, &tmpl);
}

/* op ::= $operands (flags)? attr-dict `:` type — n operands, one result of
 * the same type (binary/unary/ternary arithmetic). */
static bool parse_same_type_n(Parser *p, OpState *st, int n) {
    OperandRef refs[3];
    if (!parse_llvm_leading_flags(p, st)) return false;
    for (int i = 0; i < n; i++) {
        if (i && !p_expect(p, TK_COMMA, "','")) return false;
        if (!p_parse_operand(p, &refs[i])) return false;
    }
    Type *t;
    if (!parse_op_flags(p, st) || !p_parse_optional_attr_dict(p, &st->attrs) || !p_parse_colon_type(p, &t))
        return false;
    for (int i = 0; i < n; i++)
        if (!st_add_operand(p, st, &refs[i], t)) return false;
    return st_add_result(p, st, t) && move_llvm_flags(p, st);
}

static bool parse_binary(Parser *p, OpState *st) { return parse_same_type_n(p, st, 2); }
static bool parse_unary(Parser *p, OpState *st) { return parse_same_type_n(p, st, 1); }

/* constant ::= attr-dict $value (the attribute carries the type) */
static bool parse_constant(Parser *p, OpState *st) {
    Attr *v;
    Loc loc = p_loc(p);
    if (!p_parse_optional_attr_dict(p, &st->attrs) || !p_parse_attribute(p, &v, NULL)) return false;
    Type *t = v->type;
    if (v->kind == AT_BOOL) t = type_integer(p->arena, 1, SIGNLESS);
    if (!t || v->kind == AT_TYPE || v->kind == AT_STRING)
        return p_error_at(p, loc, "'arith.constant' op value must be an integer, float, or elements attribute");
    return st_add_prop(p, st, "value", v) && st_add_result(p, st, t);
}

static const char *const cmpi_predicates[] = {"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"};
static const char *const cmpf_predicates[] = {"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
                                              "ueq",   "ugt", "uge", "ult", "ule", "une", "uno", "true"};

/* cmp ::= $predicate `,` $lhs `,` $rhs (fastmath)? attr-dict `:` type($lhs)
 * (llvm.icmp/fcmp: a quoted predicate and no comma after it) */
static bool parse_compare(Parser *p, OpState *st, const char *const *names, int count, bool comma) {
    Loc loc = p_loc(p);
    int pred = -1;
    if (p_is(p, TK_BARE_ID)) {
        for (int i = 0; i < count; i++)
            if (p_is_keyword(p, names[i])) pred = i;
    } else if (p_is(p, TK_STRING)) {
        for (int i = 0; i < count; i++)
            if ((int)strlen(names[i]) == p->tok.len - 2 && memcmp(p->tok.ptr + 1, names[i], strlen(names[i])) == 0)
                pred = i;
    }
    if (pred < 0) return p_error_at(p, loc, "expected a comparison predicate");
    p_advance(p);
    OperandRef a, b;
    Type *t;
    if ((comma && !p_expect(p, TK_COMMA, "','")) || !p_parse_operand(p, &a) || !p_expect(p, TK_COMMA, "','") ||
        !p_parse_operand(p, &b) || !parse_op_flags(p, st) || !p_parse_optional_attr_dict(p, &st->attrs) ||
        !p_parse_colon_type(p, &t))
        return false;
    return st_add_prop(p, st, "predicate", p_attr_int(p, pred, type_integer(p->arena, 64, SIGNLESS))) &&
           st_add_operand(p, st, &a, t) && st_add_operand(p, st, &b, t) &&
           st_add_result(p, st, same_shape(p, t, type_integer(p->arena, 1, SIGNLESS))) && move_llvm_flags(p, st);
}

static bool parse_cmpi(Parser *p, OpState *st) { return parse_compare(p, st, cmpi_predicates, 10, true); }
static bool parse_cmpf(Parser *p, OpState *st) { return parse_compare(p, st, cmpf_predicates, 16, true); }
/* llvm.icmp and llvm.fcmp number their predicates as arith does; fcmp
 * spells the constant ones "_false" and "_true" */
static const char *const llvm_fcmp_predicates[] = {"_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
                                                   "ueq",    "ugt", "uge", "ult", "ule", "une", "uno", "_true"};
static bool parse_llvm_icmp(Parser *p, OpState *st) { return parse_compare(p, st, cmpi_predicates, 10, false); }
static bool parse_llvm_fcmp(Parser *p, OpState *st) { return parse_compare(p, st, llvm_fcmp_predicates, 16, false); }

static const char *const rounding_modes[] = {"to_nearest_even", "downward", "upward", "toward_zero",
                                             "to_nearest_away"};

/* cast ::= $in (roundingmode)? (flags)? attr-dict `:` type($in) `to` type($out) */
static bool parse_cast(Parser *p, OpState *st) {
    OperandRef in;
    Type *from, *to;
    if (!parse_llvm_leading_flags(p, st) || !p_parse_operand(p, &in)) return false;
    for (int i = 0; i < 5; i++)
        if (p_accept_keyword(p, rounding_modes[i])) {
            if (!st_add_prop(p, st, "roundingmode", p_attr_int(p, i, type_integer(p->arena, 32, SIGNLESS))))
                return false;
            break;
        }
    return parse_op_flags(p, st) && p_parse_optional_attr_dict(p, &st->attrs) && p_parse_colon_type(p, &from) &&
           p_expect_keyword(p, "to") && p_parse_type(p, &to) && st_add_operand(p, st, &in, from) &&
           st_add_result(p, st, to) && move_llvm_flags(p, st);
}

/* select ::= $cond `,` $a `,` $b attr-dict `:` (type($cond) `,`)? type($result) */
static bool parse_select(Parser *p, OpState *st) {
    OperandRef c, a, b;
    Type *t1, *t2 = NULL;
    if (!p_parse_operand(p, &c) || !p_expect(p, TK_COMMA, "','") || !p_parse_operand(p, &a) ||
        !p_expect(p, TK_COMMA, "','") || !p_parse_operand(p, &b) || !p_parse_optional_attr_dict(p, &st->attrs) ||
        !p_parse_colon_type(p, &t1))
        return false;
    if (p_accept(p, TK_COMMA) && !p_parse_type(p, &t2)) return false;
    Type *cond = t2 ? t1 : type_integer(p->arena, 1, SIGNLESS);
    Type *t = t2 ? t2 : t1;
    return st_add_operand(p, st, &c, cond) && st_add_operand(p, st, &a, t) && st_add_operand(p, st, &b, t) &&
           st_add_result(p, st, t) && move_llvm_flags(p, st);
}

/* addui_extended ::= $lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow) */
static bool parse_addui_extended(Parser *p, OpState *st) {
    OperandRef a, b;
    Type *t, *ovf;
    return p_parse_operand(p, &a) && p_expect(p, TK_COMMA, "','") && p_parse_operand(p, &b) &&
           p_parse_optional_attr_dict(p, &st->attrs) && p_parse_colon_type(p, &t) && p_expect(p, TK_COMMA, "','") &&
           p_parse_type(p, &ovf) && st_add_operand(p, st, &a, t) && st_add_operand(p, st, &b, t) &&
           st_add_result(p, st, t) && st_add_result(p, st, ovf);
}

/* mul*_extended ::= $lhs `,` $rhs attr-dict `:` type($lhs): results low, high */
static bool parse_mul_extended(Parser *p, OpState *st) {
    OperandRef a, b;
    Type *t;
    return p_parse_operand(p, &a) && p_expect(p, TK_COMMA, "','") && p_parse_operand(p, &b) &&
           p_parse_optional_attr_dict(p, &st->attrs) && p_parse_colon_type(p, &t) && st_add_operand(p, st, &a, t) &&
           st_add_operand(p, st, &b, t) && st_add_result(p, st, t) && st_add_result(p, st, t);
}

static const CustomOpEntry entries[] = {
    {OP_ARITH_CONSTANT, parse_constant},
    {OP_ARITH_ADDI, parse_binary},       {OP_ARITH_SUBI, parse_binary},       {OP_ARITH_MULI, parse_binary},
    {OP_ARITH_DIVSI, parse_binary},      {OP_ARITH_DIVUI, parse_binary},      {OP_ARITH_CEILDIVSI, parse_binary},
    {OP_ARITH_CEILDIVUI, parse_binary},  {OP_ARITH_FLOORDIVSI, parse_binary}, {OP_ARITH_REMSI, parse_binary},
    {OP_ARITH_REMUI, parse_binary},      {OP_ARITH_ANDI, parse_binary},       {OP_ARITH_ORI, parse_binary},
    {OP_ARITH_XORI, parse_binary},       {OP_ARITH_SHLI, parse_binary},       {OP_ARITH_SHRSI, parse_binary},
    {OP_ARITH_SHRUI, parse_binary},      {OP_ARITH_MAXSI, parse_binary},      {OP_ARITH_MAXUI, parse_binary},
    {OP_ARITH_MINSI, parse_binary},      {OP_ARITH_MINUI, parse_binary},      {OP_ARITH_ADDF, parse_binary},
    {OP_ARITH_SUBF, parse_binary},       {OP_ARITH_MULF, parse_binary},       {OP_ARITH_DIVF, parse_binary},
    {OP_ARITH_REMF, parse_binary},       {OP_ARITH_MAXIMUMF, parse_binary},   {OP_ARITH_MINIMUMF, parse_binary},
    {OP_ARITH_MAXNUMF, parse_binary},    {OP_ARITH_MINNUMF, parse_binary},    {OP_ARITH_NEGF, parse_unary},
    {OP_ARITH_CMPI, parse_cmpi},         {OP_ARITH_CMPF, parse_cmpf},         {OP_ARITH_SELECT, parse_select},
    {OP_ARITH_EXTSI, parse_cast},        {OP_ARITH_EXTUI, parse_cast},        {OP_ARITH_TRUNCI, parse_cast},
    {OP_ARITH_SITOFP, parse_cast},       {OP_ARITH_UITOFP, parse_cast},       {OP_ARITH_FPTOSI, parse_cast},
    {OP_ARITH_FPTOUI, parse_cast},       {OP_ARITH_EXTF, parse_cast},         {OP_ARITH_TRUNCF, parse_cast},
    {OP_ARITH_INDEX_CAST, parse_cast},   {OP_ARITH_INDEX_CASTUI, parse_cast}, {OP_ARITH_BITCAST, parse_cast},
    {OP_ARITH_ADDUI_EXTENDED, parse_addui_extended},
    {OP_ARITH_MULSI_EXTENDED, parse_mul_extended},
    {OP_ARITH_MULUI_EXTENDED, parse_mul_extended},
    /* the LLVM dialect's scalar ops (what MLIR's lowerings to LLVM produce)
     * have these forms too; their attr-dicts carry LLVM's flags */
    {OP_LLVM_ADD, parse_binary},         {OP_LLVM_SUB, parse_binary},         {OP_LLVM_MUL, parse_binary},
    {OP_LLVM_SDIV, parse_binary},        {OP_LLVM_UDIV, parse_binary},        {OP_LLVM_SREM, parse_binary},
    {OP_LLVM_UREM, parse_binary},        {OP_LLVM_AND, parse_binary},         {OP_LLVM_OR, parse_binary},
    {OP_LLVM_XOR, parse_binary},         {OP_LLVM_SHL, parse_binary},         {OP_LLVM_LSHR, parse_binary},
    {OP_LLVM_ASHR, parse_binary},        {OP_LLVM_FADD, parse_binary},        {OP_LLVM_FSUB, parse_binary},
    {OP_LLVM_FMUL, parse_binary},        {OP_LLVM_FDIV, parse_binary},        {OP_LLVM_FREM, parse_binary},
    {OP_LLVM_FNEG, parse_unary},         {OP_LLVM_ICMP, parse_llvm_icmp},     {OP_LLVM_FCMP, parse_llvm_fcmp},
    {OP_LLVM_SELECT, parse_select},      {OP_LLVM_SEXT, parse_cast},          {OP_LLVM_ZEXT, parse_cast},
    {OP_LLVM_TRUNC, parse_cast},         {OP_LLVM_SITOFP, parse_cast},        {OP_LLVM_UITOFP, parse_cast},
    {OP_LLVM_FPTOSI, parse_cast},        {OP_LLVM_FPTOUI, parse_cast},        {OP_LLVM_FPEXT, parse_cast},
    {OP_LLVM_FPTRUNC, parse_cast},       {OP_LLVM_BITCAST, parse_cast},
    {OP_LLVM_PTRTOINT, parse_cast},      {OP_LLVM_INTTOPTR, parse_cast},      {OP_LLVM_ADDRSPACECAST, parse_cast},
};
CUSTOM_OP_TABLE(arith_custom_ops, entries);
