/* Custom forms of the LLVM dialect's ops that have none in the dialects
 * affine-interp runs (MLIR 22's LLVMOps.td): constants, poison, vector
 * lanes, llvm.intr.fmuladd and unreachable.  The ops that share a form
 * with arith, cf or func have their lines in those dialects' tables. */
#include "custom_ops.h"

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
    return st_add_operand(p, st, &x, vt->shaped.elem) && st_add_operand(p, st, &v, vt) &&
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

/* llvm.unreachable ::= attr-dict */
static bool parse_unreachable(Parser *p, OpState *st) { return p_parse_optional_attr_dict(p, &st->attrs); }

static const CustomOpEntry entries[] = {
    {OP_LLVM_MLIR_CONSTANT, parse_constant},
    {OP_LLVM_MLIR_POISON, parse_poison},
    {OP_LLVM_EXTRACTELEMENT, parse_extractelement},
    {OP_LLVM_INSERTELEMENT, parse_insertelement},
    {OP_LLVM_INTR_FMULADD, parse_intrinsic},
    {OP_LLVM_UNREACHABLE, parse_unreachable},
};
CUSTOM_OP_TABLE(llvm_custom_ops, entries);
