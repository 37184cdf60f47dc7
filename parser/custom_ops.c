/* Finds the custom-form parser of an op across the dialect tables. */
#include "custom_ops.h"
#include <string.h>

static const CustomOpTable *const tables[] = {
    &builtin_func_custom_ops, &arith_custom_ops, &math_ub_custom_ops, &memref_custom_ops,
    &affine_custom_ops, &scf_cf_custom_ops, &vector_custom_ops, &linalg_custom_ops, &llvm_custom_ops,
};

CustomOpParser custom_op_lookup(OpCode code) {
    if (code == OP_UNREGISTERED) return NULL;
    for (size_t t = 0; t < sizeof tables / sizeof *tables; t++)
        for (int i = 0; i < tables[t]->count; i++)
            if (tables[t]->entries[i].code == code) return tables[t]->entries[i].parse;
    return NULL;
}

Attr *p_enum_attr(Parser *p, const char *prefix, const char *body, int len) {
    size_t pl = strlen(prefix);
    char *text = arena_alloc(p->arena, pl + (size_t)len + 2);
    memcpy(text, prefix, pl);
    memcpy(text + pl, body, (size_t)len);
    text[pl + (size_t)len] = '>';
    Attr *a = attr_new(p->arena, AT_OPAQUE);
    a->opaque = text;
    return a;
}

bool p_parse_mixed_index_list(Parser *p, Vec *dyn, Vec *statics) {
    if (!p_expect(p, TK_LSQUARE, "'['")) return false;
    if (p_accept(p, TK_RSQUARE)) return true;
    do {
        if (p_is(p, TK_PERCENT_ID)) {
            OperandRef r;
            int64_t d = DIM_DYNAMIC;
            if (!p_parse_operand(p, &r)) return false;
            vec_push(dyn, &r);
            vec_push(statics, &d);
        } else {
            int64_t v;
            if (!p_parse_int64(p, &v)) return false;
            vec_push(statics, &v);
        }
    } while (p_accept(p, TK_COMMA));
    return p_expect(p, TK_RSQUARE, "']'");
}


bool p_parse_return_like(Parser *p, OpState *st) {
    Vec refs = VEC_INIT(OperandRef), types = VEC_INIT(Type *);
    bool ok = p_parse_optional_attr_dict(p, &st->attrs) && p_parse_operand_list(p, TK_EOF, &refs);
    if (ok && refs.len) ok = p_expect(p, TK_COLON, "':'") && p_parse_type_list(p, &types);
    ok = ok && p_resolve_operand_list(p, &refs, &types, &st->operands);
    vec_release(&refs);
    vec_release(&types);
    return ok;
}
