/* The custom form of linalg.fill on memrefs, the one linalg op affine-interp
 * runs (MLIR's integration tests and affine pipelines' inputs use it):
 *   linalg.fill ins(%value : T) outs(%memref : memref<...>) attr-dict
 * It is parsed without the region MLIR builds for it (a block yielding the
 * value), so its generic printing lacks that region. */
#include "custom_ops.h"

static bool parse_fill(Parser *p, OpState *st) {
    OperandRef value, out;
    Type *vt, *ot;
    bool ok = p_expect_keyword(p, "ins") && p_expect(p, TK_LPAREN, "'('") && p_parse_operand(p, &value) &&
              p_parse_colon_type(p, &vt) && p_expect(p, TK_RPAREN, "')'") && p_expect_keyword(p, "outs") &&
              p_expect(p, TK_LPAREN, "'('") && p_parse_operand(p, &out) && p_parse_colon_type(p, &ot) &&
              p_expect(p, TK_RPAREN, "')'") && p_parse_optional_attr_dict(p, &st->attrs);
    if (!ok) return false;
    if (ot->kind != TY_MEMREF) return p_error(p, "linalg.fill on a tensor is not supported by affine-interp");
    int64_t seg[2] = {1, 1};
    return st_add_operand(p, st, &value, vt) && st_add_operand(p, st, &out, ot) &&
           st_add_prop(p, st, "operandSegmentSizes", p_attr_i32_array(p, 2, seg));
}

static const CustomOpEntry entries[] = {
    {OP_LINALG_FILL, parse_fill},
};
CUSTOM_OP_TABLE(linalg_custom_ops, entries);
