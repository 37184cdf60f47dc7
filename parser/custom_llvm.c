/* Custom forms of the LLVM dialect's ops that have none in the dialects
 * affine-interp runs (MLIR 22's LLVMOps.td): constants, poison, vector
 * lanes, aggregate members, llvm.intr.fmuladd and unreachable (the
 * *.with.overflow intrinsics have only the generic form, as in MLIR).  The ops that share a form
 * with arith, cf or func have their lines in those dialects' tables. */
#include "custom_ops.h"
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
    Vec refs = VEC_INIT(OperandRef), types = VEC_INIT(Type *);
    Type *ft = NULL;
    bool ok = p_parse_operand_list(p, TK_LPAREN, &refs) && p_parse_optional_attr_dict(p, &st->attrs) &&
              p_expect(p, TK_COLON, "':'");
    Loc tloc = p_loc(p);
    ok = ok && p_parse_type(p, &ft);
    if (ok && ft->kind != TY_FUNCTION) ok = p_error_at(p, tloc, "expected function type");
    if (ok) {
        for (int i = 0; i < ft->func.nin; i++) vec_push(&types, &ft->func.in[i]);
        ok = p_resolve_operand_list(p, &refs, &types, &st->operands);
        for (int i = 0; ok && i < ft->func.nout; i++) ok = st_add_result(p, st, ft->func.out[i]);
    }
    vec_release(&refs);
    vec_release(&types);
    return ok;
}

/* The type of an aggregate's member, as a value of it has: a builtin
 * scalar, or an LLVM type (opaque); NULL for a vector member. */
static Type *member_type(Parser *p, LlvmTypeText m) {
    char buf[32];
    if (m.len < (int)sizeof buf) {
        memcpy(buf, m.text, (size_t)m.len);
        buf[m.len] = 0;
        static const struct { const char *name; FloatKind kind; } floats[] = {
            {"f16", FLOAT_F16}, {"bf16", FLOAT_BF16}, {"f32", FLOAT_F32}, {"f64", FLOAT_F64}};
        for (size_t i = 0; i < sizeof floats / sizeof *floats; i++)
            if (strcmp(buf, floats[i].name) == 0) return type_float(p->arena, floats[i].kind);
        if (strcmp(buf, "index") == 0) return type_index(p->arena);
        if (buf[0] == 'i' && buf[1] >= '1' && buf[1] <= '9' && strspn(buf + 1, "0123456789") == strlen(buf + 1))
            return type_integer(p->arena, atoi(buf + 1), SIGNLESS);
    }
    if (m.len >= 7 && memcmp(m.text, "vector<", 7) == 0) return NULL;
    Type tmpl;
    memset(&tmpl, 0, sizeof tmpl);
    tmpl.kind = TY_OPAQUE;
    char *text = arena_alloc(p->arena, (size_t)m.len + 7);
    memcpy(text, "!llvm.", 6);
    memcpy(text + 6, m.text, (size_t)m.len);
    text[m.len + 6] = 0;
    tmpl.opaque = text;
    return p_intern_type(p, &tmpl);
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
        if (ok && !(*member = member_type(p, t)))
            ok = p_error_at(p, tloc, "'%s' of a vector member is not supported by affine-interp", st->name);
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

/* llvm.mlir.global ::= (linkage | `constant` | `unnamed_addr` | ...)* @name
 *                     `(` $value? `)` attr-dict `:` $global_type
 * (an initializer region is not read) */
static bool parse_global(Parser *p, OpState *st) {
    while (p_is(p, TK_BARE_ID)) {
        bool is_constant = p_is_keyword(p, "constant");
        p_advance(p);
        if (is_constant && !st_add_prop(p, st, "constant", p_attr_unit(p))) return false;
    }
    const char *name;
    Attr *value = NULL;
    Type *t;
    if (!p_parse_symbol_name(p, &name) || !p_expect(p, TK_LPAREN, "'('")) return false;
    if (!p_is(p, TK_RPAREN) && !p_parse_attribute(p, &value, NULL)) return false;
    if (!p_expect(p, TK_RPAREN, "')'") || !p_parse_optional_attr_dict(p, &st->attrs) || !p_parse_colon_type(p, &t))
        return false;
    if (p_is(p, TK_LBRACE)) return p_error(p, "an 'llvm.mlir.global' with an initializer region is not supported by affine-interp");
    Attr *ta = attr_new(p->arena, AT_TYPE);
    ta->type = t;
    return st_add_prop(p, st, "sym_name", attr_string(p->arena, name)) && st_add_prop(p, st, "global_type", ta) &&
           (!value || st_add_prop(p, st, "value", value));
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

/* llvm.getelementptr ::= `inbounds`? $base `[` (int | ssa)* `]` attr-dict
 *                        `:` functional-type(operands, $res) `,` $elem_type
 * "rawConstantIndices" holds the constants, INT32_MIN where an SSA index
 * stands (as MLIR's GEPOp does). */
static bool parse_getelementptr(Parser *p, OpState *st) {
    if (p_accept_keyword(p, "inbounds") && !st_add_prop(p, st, "inbounds", p_attr_unit(p))) return false;
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
        Attr *ea = attr_new(p->arena, AT_TYPE);
        ea->type = elem;
        ok = p_resolve_operand_list(p, &refs, &types, &st->operands) && st_add_result(p, st, ft->func.out[0]) &&
             st_add_prop(p, st, "elem_type", ea) &&
             st_add_prop(p, st, "rawConstantIndices", p_attr_i32_array(p, (int)raw.len, raw.data));
    }
    vec_release(&refs);
    vec_release(&types);
    vec_release(&raw);
    return ok;
}

/* llvm.unreachable ::= attr-dict */
static bool parse_unreachable(Parser *p, OpState *st) { return p_parse_optional_attr_dict(p, &st->attrs); }

static const CustomOpEntry entries[] = {
    {OP_LLVM_MLIR_CONSTANT, parse_constant},
    {OP_LLVM_MLIR_POISON, parse_poison},
    {OP_LLVM_EXTRACTELEMENT, parse_extractelement},
    {OP_LLVM_INSERTELEMENT, parse_insertelement},
    {OP_LLVM_INTR_FMULADD, parse_intrinsic},
    {OP_LLVM_UNREACHABLE, parse_unreachable},
    {OP_LLVM_EXTRACTVALUE, parse_extractvalue},
    {OP_LLVM_MLIR_GLOBAL, parse_global},
    {OP_LLVM_MLIR_ADDRESSOF, parse_addressof},
    {OP_LLVM_GETELEMENTPTR, parse_getelementptr},
    {OP_LLVM_INSERTVALUE, parse_insertvalue},
};
CUSTOM_OP_TABLE(llvm_custom_ops, entries);
