/* See legacy.h.  Each form here comes from a seed; SPEC_NOTES.md "Legacy
 * syntax" gives the seed section of each. */
#include "legacy.h"
#include <stdio.h>
#include <string.h>

/* "... is legacy syntax; write ... or use --legacy-syntax" at loc. */
static bool refuse(Parser *p, Loc loc, const char *form, const char *modern) {
    return p_error_at(p, loc, "%s is legacy syntax; write %s or use --legacy-syntax", form, modern);
}

/* The source text from start to the end of the last token, blanks folded,
 * cut to fit a message. */
static void source_text(Parser *p, const char *start, char *buf, size_t size) {
    const char *end = p->prev.ptr + p->prev.len;
    size_t n = 0;
    bool blank = false;
    for (const char *c = start; c < end && n + 4 < size; c++) {
        bool is_blank = *c == ' ' || *c == '\n' || *c == '\t' || *c == '\r';
        if (is_blank && (blank || n == 0)) continue;
        buf[n++] = is_blank ? ' ' : *c;
        blank = is_blank;
    }
    if (n + 4 >= size) {
        memcpy(buf + n, "...", 3);
        n += 3;
    }
    buf[n] = 0;
}

/* Seed 000 "Affine Maps", "Named affine mappings", "Integer Sets":
 * affine-map-inline and integer-set-inline without affine_map<> or
 * affine_set<>. */
bool legacy_bare_map_or_set(Parser *p, Attr **out) {
    Loc loc = p_loc(p);
    const char *start = p->tok.ptr;
    AffineMap *map;
    IntegerSet *set;
    if (!p_parse_affine_map_or_set_inline(p, &map, &set)) return false;
    if (!p->legacy_syntax) {
        char text[96], form[128], modern[128];
        source_text(p, start, text, sizeof text);
        snprintf(form, sizeof form, "bare %s '%s'", map ? "affine map" : "integer set", text);
        snprintf(modern, sizeof modern, "%s<%s>", map ? "affine_map" : "affine_set", text);
        return refuse(p, loc, form, modern);
    }
    if (map) {
        *out = p_attr_map(p, map);
    } else {
        *out = attr_new(p->arena, AT_INTEGER_SET);
        (*out)->set = set;
    }
    return true;
}

bool legacy_resolve_op_name(Parser *p, const char *written, int len, Loc loc, OpCode *code, const char **name) {
    /* today's reading wins where the name still means something: `return`
     * and `call` in a function, `constant @f` (func.constant); every op of
     * today's syntax leaves here, before any lookup */
    if (*code != OP_UNREGISTERED && *code != OP_FUNC_CONSTANT) return true;
    OpCode earlier = op_code_of_legacy(written, len);
    if (earlier == OP_UNREGISTERED) return true;
    if (*code == OP_FUNC_CONSTANT) {
        Lexer probe = p->lx;   /* the current token is the name: is a symbol next? */
        if (lexer_next(&probe).kind == TK_AT_ID) return true;
    }
    if (!p->legacy_syntax) {
        char form[96], modern[96];
        snprintf(form, sizeof form, "'%.*s'", len, written);
        snprintf(modern, sizeof modern, "'%s'", op_code_name(earlier));
        return refuse(p, loc, form, modern);
    }
    *code = earlier;
    *name = op_code_name(earlier);
    return true;
}

bool legacy_index_literal(Parser *p, const char *op, Value **out) {
    Loc loc = p_loc(p);
    char form[96];
    snprintf(form, sizeof form, "the literal index %.*s of '%s'", p->tok.len, p->tok.ptr, op);
    if (!p->legacy_syntax) return refuse(p, loc, form, "an SSA value of index type (arith.constant)");
    int64_t v;
    if (!p_parse_int64(p, &v)) return false;
    OpState st;
    memset(&st, 0, sizeof st);
    st.operands.elem = st.result_types.elem = sizeof(Value *);
    st.props.elem = st.attrs.elem = sizeof(NamedAttr);
    st.regions.elem = sizeof(Region *);
    st.successors.elem = sizeof(Block *);
    st.code = OP_ARITH_CONSTANT;
    st.name = op_code_name(OP_ARITH_CONSTANT);
    st.loc = loc;
    if (!st_add_prop(p, &st, "value", attr_integer(p->arena, v, p_index_type(p))) || !st_add_result(p, &st, p_index_type(p)))
        return false;
    Op *c = p_insert_op(p, &st);
    if (!c) return false;
    *out = c->results[0];
    return true;
}

bool legacy_string_keyword(Parser *p, const char *op, const char *modern) {
    if (p->legacy_syntax) return true;
    char form[128];
    snprintf(form, sizeof form, "the string %.*s in %s", p->tok.len, p->tok.ptr, op);
    return refuse(p, p_loc(p), form, modern);
}
