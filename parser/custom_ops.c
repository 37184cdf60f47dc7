/* Finds the custom-form parser of an op across the dialect tables. */
#include "custom_ops.h"
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static const CustomOpTable *const tables[] = {
    &builtin_func_custom_ops, &arith_custom_ops, &math_ub_custom_ops, &memref_custom_ops,
    &affine_custom_ops, &scf_cf_custom_ops, &vector_custom_ops, &linalg_custom_ops, &llvm_custom_ops,
    &llvm_memory_custom_ops, &llvm_symbol_custom_ops,
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

bool st_move_inherent_attrs(Parser *p, OpState *st, const char *const *names) {
    size_t kept = 0;
    bool ok = true;
    for (size_t i = 0; i < st->attrs.len; i++) {
        NamedAttr na = VEC_AT(&st->attrs, NamedAttr, i);
        bool inherent = false;
        for (const char *const *n = names; *n && !inherent; n++) inherent = strcmp(*n, na.name) == 0;
        if (inherent && ok) ok = st_add_prop(p, st, na.name, na.value);
        else if (!inherent) VEC_AT(&st->attrs, NamedAttr, kept++) = na;
    }
    st->attrs.len = kept;
    return ok;
}

Attr *p_parse_optional_enum_word(Parser *p, const char *prefix, const char *const *words, int nwords) {
    if (!p_is(p, TK_BARE_ID)) return NULL;
    bool known = words == NULL;
    for (int i = 0; i < nwords && !known; i++) known = p_is_keyword(p, words[i]);
    if (!known) return NULL;
    Attr *a = p_enum_attr(p, prefix, p->tok.ptr, p->tok.len);
    p_advance(p);
    return a;
}

int p_parse_optional_keyword_index(Parser *p, const char *const *words, int nwords, int absent) {
    for (int i = 0; i < nwords; i++)
        if (p_accept_keyword(p, words[i])) return i;
    return absent;
}

bool p_parse_llvm_symbol_keywords(Parser *p, OpState *st, const char *between, const char *between_prop) {
    static const char *const linkages[] = {"private", "internal", "available_externally", "linkonce", "weak",
                                           "common", "appending", "extern_weak", "linkonce_odr", "weak_odr",
                                           "external"};
    static const char *const visibilities[] = {"default", "hidden", "protected"};
    static const char *const unnamed_addrs[] = {"local_unnamed_addr", "unnamed_addr"};
    Type *i64 = type_integer(p->arena, 64, SIGNLESS);
    Attr *linkage = p_parse_optional_enum_word(p, "#llvm.linkage<", linkages, 11);
    int visibility = p_parse_optional_keyword_index(p, visibilities, 3, 0);
    if (between && p_accept_keyword(p, between) && !st_add_prop(p, st, between_prop, p_attr_unit(p))) return false;
    int unnamed_addr = p_parse_optional_keyword_index(p, unnamed_addrs, 2, -1) + 1;
    if (!linkage) linkage = p_enum_attr(p, "#llvm.linkage<", "external", 8);
    return st_add_prop(p, st, "linkage", linkage) && st_add_prop(p, st, "visibility_", p_attr_int(p, visibility, i64)) &&
           st_add_prop(p, st, "unnamed_addr", p_attr_int(p, unnamed_addr, i64));
}

Type *p_opaque_type(Parser *p, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    char *text = arena_alloc(p->arena, (size_t)n + 1);
    va_start(ap, fmt);
    vsnprintf(text, (size_t)n + 1, fmt, ap);
    va_end(ap);
    Type tmpl;
    memset(&tmpl, 0, sizeof tmpl);
    tmpl.kind = TY_OPAQUE;
    tmpl.opaque = text;
    return p_intern_type(p, &tmpl);
}

bool p_parse_operands_functional_type(Parser *p, OpState *st, TokKind open) {
    Vec refs = VEC_INIT(OperandRef), types = VEC_INIT(Type *);
    Type *ft = NULL;
    bool ok = p_parse_operand_list(p, open, &refs) && p_parse_optional_attr_dict(p, &st->attrs) &&
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

Attr *p_make_arg_attrs(Parser *p, Vec *dicts) {
    bool any = false;
    for (size_t i = 0; i < dicts->len; i++) any |= VEC_AT(dicts, Attr *, i)->dict.n > 0;
    if (!any) return NULL;
    Attr *a = attr_new(p->arena, AT_ARRAY);
    a->array.n = (int)dicts->len;
    a->array.elems = arena_memdup(p->arena, dicts->data, sizeof(Attr *) * dicts->len);
    return a;
}

bool p_parse_optional_arg_dict(Parser *p, Vec *dicts) {
    Vec named = VEC_INIT(NamedAttr);
    if (!p_parse_optional_attr_dict(p, &named)) {
        vec_release(&named);
        return false;
    }
    Attr *d = attr_new(p->arena, AT_DICT);
    d->dict.n = (int)named.len;
    d->dict.entries = vec_freeze(&named, p->arena);
    named_attrs_sort(d->dict.entries, d->dict.n);
    vec_push(dicts, &d);
    return true;
}

void llvm_op_bundles_init(LlvmOpBundles *b) {
    b->refs = (Vec)VEC_INIT(OperandRef);
    b->types = (Vec)VEC_INIT(Type *);
    b->sizes = (Vec)VEC_INIT(int64_t);
    b->tags = (Vec)VEC_INIT(Attr *);
}

void llvm_op_bundles_release(LlvmOpBundles *b) {
    vec_release(&b->refs);
    vec_release(&b->types);
    vec_release(&b->sizes);
    vec_release(&b->tags);
}

bool p_parse_llvm_op_bundles(Parser *p, LlvmOpBundles *b) {
    if (!p_accept(p, TK_LSQUARE)) return true;
    if (p_accept(p, TK_RSQUARE)) return true;
    do {
        const char *tag;
        int len;
        if (!p_parse_string(p, &tag, &len) || !p_expect(p, TK_LPAREN, "'('")) return false;
        Attr *t = attr_string(p->arena, tag);
        vec_push(&b->tags, &t);
        size_t before = b->refs.len;
        if (!p_is(p, TK_RPAREN)) {
            if (!p_parse_operand_list(p, TK_EOF, &b->refs) || !p_expect(p, TK_COLON, "':'") ||
                !p_parse_type_list(p, &b->types))
                return false;
        }
        int64_t n = (int64_t)(b->refs.len - before);
        vec_push(&b->sizes, &n);
        if (!p_expect(p, TK_RPAREN, "')'")) return false;
    } while (p_accept(p, TK_COMMA));
    return p_expect(p, TK_RSQUARE, "']'");
}

bool st_add_llvm_op_bundles(Parser *p, OpState *st, LlvmOpBundles *b) {
    if (!p_resolve_operand_list(p, &b->refs, &b->types, &st->operands) ||
        !st_add_prop(p, st, "op_bundle_sizes", p_attr_i32_array(p, (int)b->sizes.len, b->sizes.data)))
        return false;
    if (!b->tags.len) return true;
    Attr *tags = attr_new(p->arena, AT_ARRAY);
    tags->array.n = (int)b->tags.len;
    tags->array.elems = arena_memdup(p->arena, b->tags.data, sizeof(Attr *) * b->tags.len);
    return st_add_prop(p, st, "op_bundle_tags", tags);
}
