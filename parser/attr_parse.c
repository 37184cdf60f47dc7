/* Attributes (MLIR LangRef "Attributes" and "Builtin attributes"). */
#include "parser.h"
#include "legacy.h"
#include <string.h>
#include <stdint.h>
#include <stdlib.h>
#include <ctype.h>
#include <errno.h>

static Type *i64_type(Parser *p) { return type_integer(p->arena, 64, SIGNLESS); }

/* Integer literal magnitude; overflow when it does not fit in 64 bits. */
static bool token_magnitude(const Token *t, uint64_t *out, bool *overflow) {
    uint64_t v = 0;
    *overflow = false;
    if (t->len > 2 && t->ptr[0] == '0' && t->ptr[1] == 'x') {
        for (int i = 2; i < t->len; i++) {
            int c = t->ptr[i];
            unsigned d = isdigit(c) ? (unsigned)(c - '0') : (unsigned)(tolower(c) - 'a' + 10);
            if (v >> 60) *overflow = true;
            v = (v << 4) | d;
        }
    } else {
        for (int i = 0; i < t->len; i++) {
            unsigned d = (unsigned)(t->ptr[i] - '0');
            if (v > (UINT64_MAX - d) / 10) *overflow = true;
            v = v * 10 + d;
        }
    }
    *out = v;
    return true;
}

bool p_parse_int64(Parser *p, int64_t *out) {
    bool neg = p_accept(p, TK_MINUS);
    if (!p_is(p, TK_INTEGER)) return p_error(p, "expected integer value");
    uint64_t u;
    bool ovf;
    token_magnitude(&p->tok, &u, &ovf);
    if (ovf || (neg ? u > (uint64_t)INT64_MAX + 1 : u > (uint64_t)INT64_MAX))
        return p_error(p, "integer value too large");
    *out = neg ? (int64_t)(0 - u) : (int64_t)u;
    p_advance(p);
    return true;
}

/* Decodes the escapes of a string token ("\n", "\t", "\\", "\"", "\XX"). */
static char *unescape(Parser *p, const Token *t, int *len) {
    char *r = arena_alloc(p->arena, (size_t)t->len);
    int n = 0;
    int start = t->ptr[0] == '@' ? 2 : 1;
    for (int i = start; i < t->len - 1; i++) {
        char c = t->ptr[i];
        if (c != '\\') {
            r[n++] = c;
            continue;
        }
        char e = t->ptr[++i];
        if (e == 'n') r[n++] = '\n';
        else if (e == 't') r[n++] = '\t';
        else if (e == '\\' || e == '"') r[n++] = e;
        else {
            char hex[3] = {e, t->ptr[i + 1], 0};
            r[n++] = (char)strtol(hex, NULL, 16);
            i++;
        }
    }
    r[n] = 0;
    *len = n;
    return r;
}

bool p_parse_string(Parser *p, const char **out, int *len) {
    if (!p_is(p, TK_STRING)) return p_error(p, "expected string");
    int n;
    *out = unescape(p, &p->tok, &n);
    if (len) *len = n;
    p_advance(p);
    return true;
}

bool p_parse_symbol_name(Parser *p, const char **out) {
    if (!p_is(p, TK_AT_ID)) return p_error_here(p, "expected valid '@'-identifier for symbol name");
    Token t = p->tok;
    if (t.len > 1 && t.ptr[1] == '"') {
        int n;
        *out = unescape(p, &t, &n);
    } else {
        *out = arena_strndup(p->arena, t.ptr + 1, (size_t)t.len - 1);
    }
    p_advance(p);
    return true;
}

/* Checks that magnitude (negated when neg) fits in an integer type. */
static bool int_fits(Parser *p, const Type *t, uint64_t mag, bool neg, bool ovf, Loc loc) {
    int w = t->kind == TY_INDEX ? 64 : t->integer.width;
    Signedness s = t->kind == TY_INDEX ? SIGNED : t->integer.sign;   /* index: a signed 64-bit value (MLIR) */
    if (neg && s == UNSIGNED) return p_error_at(p, loc, "negative integer literal not valid for unsigned integer type");
    if (w > 64) return true;
    bool ok;
    if (ovf) ok = false;
    else if (neg) ok = w == 64 ? mag <= (uint64_t)1 << 63 : mag <= (uint64_t)1 << (w - 1);
    else if (s == SIGNED) ok = w == 64 ? mag <= (uint64_t)INT64_MAX : mag <= ((uint64_t)1 << (w - 1)) - 1;
    else ok = w == 64 || mag <= (((uint64_t)1 << w) - 1);
    if (!ok) return p_error_at(p, loc, "integer constant out of range for attribute");
    return true;
}

/* An integer or float literal (already past an optional '-') as an element
 * of type t: builds AT_INTEGER, AT_FLOAT or, for i1, AT_INTEGER 0/1. */
static bool parse_number_of_type(Parser *p, bool neg, Type *t, Attr **out) {
    Token tok = p->tok;
    Loc loc = p_tok_loc(p, &tok);
    Attr *a;
    if (tok.kind == TK_FLOAT) {
        if (t->kind != TY_FLOAT) return p_error_at(p, loc, "floating point value not valid for specified type");
        char buf[512];
        int n = tok.len < 510 ? tok.len : 510;
        buf[0] = '-';
        memcpy(buf + 1, tok.ptr, (size_t)n);
        buf[n + 1] = 0;
        a = attr_new(p->arena, AT_FLOAT);
        a->fp.value = strtod(neg ? buf : buf + 1, NULL);
        a->type = t;
        p_advance(p);
        *out = a;
        return true;
    }
    uint64_t mag;
    bool ovf;
    token_magnitude(&tok, &mag, &ovf);
    bool hex = tok.len > 2 && tok.ptr[1] == 'x';
    if (t->kind == TY_FLOAT) {
        if (!hex) return p_error_at(p, loc, "unexpected decimal integer literal for a floating point value");
        if (neg) return p_error_at(p, loc, "hexadecimal float literal should not have a leading minus");
        int w = float_kind_width(t->fkind);
        if (ovf || (w < 64 && (mag >> w) != 0))
            return p_error_at(p, loc, "hexadecimal float constant out of range for type");
        a = attr_new(p->arena, AT_FLOAT);
        a->fp.bits = mag;
        a->fp.has_bits = true;
        a->type = t;
        if (t->fkind == FLOAT_F64) {
            double d;
            memcpy(&d, &mag, sizeof d);
            a->fp.value = d;
        } else if (t->fkind == FLOAT_F32) {
            uint32_t b = (uint32_t)mag;
            float f;
            memcpy(&f, &b, sizeof f);
            a->fp.value = f;
        }
        p_advance(p);
        *out = a;
        return true;
    }
    if (t->kind != TY_INTEGER && t->kind != TY_INDEX)
        return p_error_at(p, loc, "integer literal not valid for specified type");
    if (!int_fits(p, t, mag, neg, ovf, loc)) return false;
    a = attr_new(p->arena, AT_INTEGER);
    a->type = t;
    a->integer.value = neg ? (int64_t)(0 - mag) : (int64_t)mag;
    if (ovf || (t->kind == TY_INTEGER && t->integer.width > 64 && (mag >> 63)))
        a->integer.wide = arena_strndup(p->arena, tok.ptr - (neg ? 1 : 0), (size_t)tok.len + (neg ? 1 : 0));
    p_advance(p);
    *out = a;
    return true;
}

/* number [: type] */
static bool parse_number_attr(Parser *p, Type *expected, Attr **out) {
    bool neg = p_accept(p, TK_MINUS);
    if (!p_is(p, TK_INTEGER) && !p_is(p, TK_FLOAT)) return p_error(p, "expected integer or floating point literal");
    Token num = p->tok;
    Type *t = expected;
    /* look past the literal for ": type" */
    if (!t) {
        Lexer save = p->lx;
        Token save_tok = p->tok, save_prev = p->prev;
        p_advance(p);
        if (p_accept(p, TK_COLON)) {
            if (!p_parse_type(p, &t)) return false;
        } else {
            t = num.kind == TK_FLOAT ? type_float(p->arena, FLOAT_F64) : i64_type(p);
        }
        Lexer after = p->lx;
        Token after_tok = p->tok, after_prev = p->prev;
        p->lx = save;
        p->tok = save_tok;
        p->prev = save_prev;
        if (!parse_number_of_type(p, neg, t, out)) return false;
        p->lx = after;
        p->tok = after_tok;
        p->prev = after_prev;
        return true;
    }
    return parse_number_of_type(p, neg, t, out);
}

/* ---------------------------------------------------------------- dense */
typedef struct DenseParse {
    Vec elems;           /* Attr* */
    Vec shape;           /* int64_t, inferred from nesting */
    bool shape_known;
    Type *elem_type;
    bool is_string;
    int leaf_depth;      /* nesting depth of the scalars, -1 until seen */
} DenseParse;

static bool parse_dense_element(Parser *p, DenseParse *d, Attr **out) {
    Type *et = d->elem_type;
    if (p_is_keyword(p, "true") || p_is_keyword(p, "false")) {
        bool v = p_is_keyword(p, "true");
        if (!type_is_integer(et, 1)) return p_error(p, "expected i1 type for 'true' or 'false' values");
        p_advance(p);
        *out = attr_integer(p->arena, v, et);
        return true;
    }
    if (p_is(p, TK_LPAREN) && et->kind == TY_COMPLEX) {   /* (re, im) */
        p_advance(p);
        Attr *c = attr_new(p->arena, AT_ARRAY);
        c->array.n = 2;
        c->array.elems = arena_alloc(p->arena, 2 * sizeof(Attr *));
        DenseParse sub = *d;
        sub.elem_type = et->complex_elem;
        for (int i = 0; i < 2; i++) {
            if (i && !p_expect(p, TK_COMMA, "','")) return false;
            if (!parse_dense_element(p, &sub, &c->array.elems[i])) return false;
        }
        *out = c;
        return p_expect(p, TK_RPAREN, "')'");
    }
    bool neg = p_accept(p, TK_MINUS);
    if (!p_is(p, TK_INTEGER) && !p_is(p, TK_FLOAT)) return p_error(p, "expected element literal of primitive type");
    return parse_number_of_type(p, neg, et, out);
}

/* Nested list; records the shape the first time each depth is closed. */
static bool parse_dense_list(Parser *p, DenseParse *d, int depth, Vec *dims_seen) {
    if (!p_enter(p)) return false;
    bool ok = true;
    if (p_accept(p, TK_LSQUARE)) {
        int64_t count = 0;
        if (!p_is(p, TK_RSQUARE)) {
            do {
                if (!(ok = parse_dense_list(p, d, depth + 1, dims_seen))) goto out;
                count++;
            } while (p_accept(p, TK_COMMA));
        }
        if (!(ok = p_expect(p, TK_RSQUARE, "']'"))) goto out;
        int64_t unknown = -1;
        while (dims_seen->len <= (size_t)depth) vec_push(dims_seen, &unknown);
        int64_t *slot = &VEC_AT(dims_seen, int64_t, depth);
        if (*slot >= 0 && *slot != count) {
            ok = p_error_at(p, p_tok_loc(p, &p->prev), "tensor literal is invalid; ranks are not consistent between elements");
            goto out;
        }
        *slot = count;
    } else {
        if (d->leaf_depth >= 0 && d->leaf_depth != depth) {
            ok = p_error(p, "tensor literal is invalid; ranks are not consistent between elements");
            goto out;
        }
        d->leaf_depth = depth;
        Attr *e;
        if (!(ok = parse_dense_element(p, d, &e))) goto out;
        vec_push(&d->elems, &e);
        d->shape_known = true;
    }
out:
    p_leave(p);
    return ok;
}

static int64_t shaped_num_elements(const Type *t) {
    int64_t n = 1;
    for (int i = 0; i < t->shaped.rank; i++) n *= t->shaped.dims[i];
    return n;
}

/* dense<literal> : type.  The literal is parsed against the element type,
 * so it needs the type first: scan past '>' to the type, then come back. */
static bool parse_dense(Parser *p, Type *expected, Attr **out) {
    Loc loc = p_loc(p);
    p_advance(p);   /* dense */
    if (!p_expect(p, TK_LESS, "'<' after 'dense'")) return false;
    Lexer body_lx = p->lx;
    Token body_tok = p->tok, body_prev = p->prev;
    /* skip the body */
    int depth = 1;
    while (depth > 0) {
        if (p_is(p, TK_EOF)) return p_error(p, "expected '>'");
        if (p_is(p, TK_ERROR)) return p_error(p, "%s", p->lx.error);
        if (p_is(p, TK_LESS)) depth++;
        if (p_is(p, TK_GREATER)) depth--;
        p_advance(p);
    }
    Type *t = expected;
    if (!t) {
        if (!p_expect(p, TK_COLON, "':'")) return false;
        if (!p_parse_type(p, &t)) return false;
    }
    if (t->kind != TY_TENSOR && t->kind != TY_VECTOR)
        return p_error_at(p, loc, "elements literal must be a shaped type");
    Lexer end_lx = p->lx;
    Token end_tok = p->tok, end_prev = p->prev;
    p->lx = body_lx;
    p->tok = body_tok;
    p->prev = body_prev;

    Attr *a = attr_new(p->arena, AT_DENSE);
    a->type = t;
    DenseParse d = {VEC_INIT(Attr *), VEC_INIT(int64_t), false, t->shaped.elem, false, -1};
    Vec dims = VEC_INIT(int64_t);
    bool ok = true;
    if (p_is(p, TK_STRING)) {
        Token s = p->tok;
        if (s.len > 3 && s.ptr[1] == '0' && s.ptr[2] == 'x') a->dense.hex = arena_strndup(p->arena, s.ptr, (size_t)s.len);
        else a->dense.strings = arena_strndup(p->arena, s.ptr, (size_t)s.len);
        p_advance(p);
    } else if (p_is(p, TK_LSQUARE)) {
        /* string element lists are kept as text */
        const char *start = p->tok.ptr;
        Lexer probe = p->lx;
        Token pt = lexer_next(&probe);
        while (pt.kind == TK_LSQUARE) pt = lexer_next(&probe);
        if (pt.kind == TK_STRING) {
            int dd = 0;
            do {
                if (p_is(p, TK_LSQUARE)) dd++;
                if (p_is(p, TK_RSQUARE)) dd--;
                if (p_is(p, TK_EOF)) break;
                p_advance(p);
            } while (dd > 0);
            a->dense.strings = arena_strndup(p->arena, start, (size_t)(p->prev.ptr + p->prev.len - start));
        } else {
            ok = parse_dense_list(p, &d, 0, &dims);
            if (ok) {
                int64_t inferred = 1;
                for (size_t i = 0; i < dims.len; i++) inferred *= VEC_AT(&dims, int64_t, i);
                if (d.leaf_depth >= 0 && (size_t)d.leaf_depth < dims.len) dims.len = (size_t)d.leaf_depth;
                bool same = (int)dims.len == t->shaped.rank;
                for (int i = 0; same && i < t->shaped.rank; i++) same = VEC_AT(&dims, int64_t, i) == t->shaped.dims[i];
                if (!same) {
                    ok = p_error_at(p, loc, "inferred shape of elements literal does not match type");
                }
                (void)inferred;
            }
        }
    } else if (!p_is(p, TK_GREATER)) {
        Attr *e;
        ok = parse_dense_element(p, &d, &e);
        if (ok) {
            vec_push(&d.elems, &e);
            a->dense.splat = true;
        }
    } else if (shaped_num_elements(t) != 0) {
        ok = p_error(p, "expected element literal of primitive type");
    }
    if (ok && !p_is(p, TK_GREATER)) ok = p_error(p, "expected '>'");
    vec_release(&dims);
    a->dense.n = (int)d.elems.len;
    a->dense.elems = vec_freeze(&d.elems, p->arena);
    if (!ok) return false;
    p->lx = end_lx;
    p->tok = end_tok;
    p->prev = end_prev;
    *out = a;
    return true;
}

/* array<i64: 1, 2> / array<f32: 1.0> / array<i1: true> */
static bool parse_dense_array(Parser *p, Attr **out) {
    p_advance(p);
    if (!p_expect(p, TK_LESS, "'<' after 'array'")) return false;
    Type *t;
    if (!p_parse_type(p, &t)) return false;
    if (t->kind != TY_INTEGER && t->kind != TY_FLOAT) return p_error(p, "expected integer or float type");
    Attr *a = attr_new(p->arena, AT_DENSE_ARRAY);
    a->type = t;
    Vec ints = VEC_INIT(int64_t), fls = VEC_INIT(double);
    if (p_accept(p, TK_COLON)) {
        do {
            Attr *e;
            if (type_is_integer(t, 1) && (p_is_keyword(p, "true") || p_is_keyword(p, "false"))) {
                e = attr_integer(p->arena, p_is_keyword(p, "true"), t);
                p_advance(p);
            } else {
                bool neg = p_accept(p, TK_MINUS);
                if (!p_is(p, TK_INTEGER) && !p_is(p, TK_FLOAT)) {
                    vec_release(&ints);
                    vec_release(&fls);
                    return p_error(p, "expected integer or float literal");
                }
                if (t->kind == TY_FLOAT && p_is(p, TK_INTEGER) && !(p->tok.len > 2 && p->tok.ptr[1] == 'x')) {
                    e = attr_new(p->arena, AT_FLOAT);
                    char buf[64];
                    int n = p->tok.len < 60 ? p->tok.len : 60;
                    memcpy(buf, p->tok.ptr, (size_t)n);
                    buf[n] = 0;
                    e->fp.value = strtod(buf, NULL) * (neg ? -1 : 1);
                    p_advance(p);
                } else if (!parse_number_of_type(p, neg, t, &e)) {
                    vec_release(&ints);
                    vec_release(&fls);
                    return false;
                }
            }
            if (t->kind == TY_FLOAT) vec_push(&fls, &e->fp.value);
            else vec_push(&ints, &e->integer.value);
        } while (p_accept(p, TK_COMMA));
    }
    a->dense_array.n = (int)(ints.len + fls.len);
    a->dense_array.ints = ints.len ? vec_freeze(&ints, p->arena) : NULL;
    a->dense_array.floats = fls.len ? vec_freeze(&fls, p->arena) : NULL;
    vec_release(&ints);
    vec_release(&fls);
    if (t->kind == TY_INTEGER && !a->dense_array.ints) a->dense_array.ints = arena_alloc(p->arena, 8);
    if (t->kind == TY_FLOAT && !a->dense_array.floats) a->dense_array.floats = arena_alloc(p->arena, 8);
    *out = a;
    return p_expect(p, TK_GREATER, "'>' to close an array attribute");
}

/* strided<[s0, s1, ...], offset: o> with '?' for dynamic */
static bool parse_strided(Parser *p, Attr **out) {
    p_advance(p);
    if (!p_expect(p, TK_LESS, "'<'") || !p_expect(p, TK_LSQUARE, "'['")) return false;
    Vec strides = VEC_INIT(int64_t);
    Attr *a = attr_new(p->arena, AT_STRIDED);
    if (!p_is(p, TK_RSQUARE)) {
        do {
            int64_t v;
            if (p_accept(p, TK_QUESTION)) v = DIM_DYNAMIC;
            else if (!p_parse_int64(p, &v)) {
                vec_release(&strides);
                return false;
            }
            vec_push(&strides, &v);
        } while (p_accept(p, TK_COMMA));
    }
    a->strided.n = (int)strides.len;
    a->strided.strides = vec_freeze(&strides, p->arena);
    if (!a->strided.strides) a->strided.strides = arena_alloc(p->arena, 8);
    if (!p_expect(p, TK_RSQUARE, "']'")) return false;
    if (p_accept(p, TK_COMMA)) {
        if (!p_expect_keyword(p, "offset") || !p_expect(p, TK_COLON, "':'")) return false;
        if (p_accept(p, TK_QUESTION)) a->strided.offset = DIM_DYNAMIC;
        else if (!p_parse_int64(p, &a->strided.offset)) return false;
    }
    *out = a;
    return p_expect(p, TK_GREATER, "'>'");
}

/* Balanced text from the current token through the matching close of the
 * opening bracket at the current token. */
static bool capture_balanced(Parser *p, const char *start, const char **text) {
    int depth = 0;
    do {
        switch (p->tok.kind) {
        case TK_LESS: case TK_LPAREN: case TK_LSQUARE: case TK_LBRACE: depth++; break;
        case TK_GREATER: case TK_RPAREN: case TK_RSQUARE: case TK_RBRACE: depth--; break;
        case TK_EOF: return p_error(p, "unexpected end of file");
        case TK_ERROR: return p_error(p, "%s", p->lx.error);
        default: break;
        }
        p_advance(p);
    } while (depth > 0);
    *text = arena_strndup(p->arena, start, (size_t)(p->prev.ptr + p->prev.len - start));
    return true;
}

/* loc(...): kept as text; '#loc' aliases used inside may be defined later. */
static bool parse_location(Parser *p, Attr **out) {
    const char *start = p->tok.ptr;
    p_advance(p);  /* loc */
    if (!p_is(p, TK_LPAREN)) return p_error(p, "expected '(' in inline location");
    int depth = 0;
    do {
        if (p_is(p, TK_LPAREN) || p_is(p, TK_LSQUARE) || p_is(p, TK_LESS)) depth++;
        else if (p_is(p, TK_RPAREN) || p_is(p, TK_RSQUARE) || p_is(p, TK_GREATER)) depth--;
        else if (p_is(p, TK_EOF)) return p_error(p, "expected ')' in inline location");
        else if (p_is(p, TK_ERROR)) return p_error(p, "%s", p->lx.error);
        else if (p_is(p, TK_HASH_ID) && !strmap_get(&p->attr_aliases, p->tok.ptr, p->tok.len)) {
            Token t = p->tok;
            vec_push(&p->deferred_locs, &t);
        }
        p_advance(p);
    } while (depth > 0);
    Attr *a = attr_new(p->arena, AT_LOCATION);
    a->opaque = arena_strndup(p->arena, start, (size_t)(p->prev.ptr + p->prev.len - start));
    *out = a;
    return true;
}

bool p_parse_optional_location(Parser *p) {
    if (!p_is_keyword(p, "loc")) return true;
    Attr *a;
    return parse_location(p, &a);
}

static bool parse_hash_attr(Parser *p, Attr **out) {
    Token t = p->tok;
    Attr *alias = strmap_get(&p->attr_aliases, t.ptr, t.len);
    if (alias) {
        p_advance(p);
        *out = alias;
        return true;
    }
    bool has_dot = memchr(t.ptr, '.', (size_t)t.len) != NULL;
    p_advance(p);
    if (!has_dot && !p_is(p, TK_LESS))
        return p_error(p, "undefined symbol alias id '%.*s'", t.len - 1, t.ptr + 1);
    Attr *a = attr_new(p->arena, AT_OPAQUE);
    if (!p_capture_dialect_body(p, t.ptr, &a->opaque)) return false;
    if (p_accept(p, TK_COLON)) {
        if (!p_parse_type(p, &a->type)) return false;
    }
    *out = a;
    return true;
}

static bool parse_attr_inner(Parser *p, Attr **out, Type *expected) {
    Token t = p->tok;
    switch (t.kind) {
    case TK_MINUS:
    case TK_INTEGER:
    case TK_FLOAT: return parse_number_attr(p, expected, out);
    case TK_STRING: {
        Attr *a = attr_new(p->arena, AT_STRING);
        if (!p_parse_string(p, &a->string.data, &a->string.len)) return false;
        if (!expected && p_accept(p, TK_COLON) && !p_parse_type(p, &a->type)) return false;
        *out = a;
        return true;
    }
    case TK_LSQUARE: {
        p_advance(p);
        Vec elems = VEC_INIT(Attr *);
        if (!p_is(p, TK_RSQUARE)) {
            do {
                Attr *e;
                if (!p_parse_attribute(p, &e, NULL)) {
                    vec_release(&elems);
                    return false;
                }
                vec_push(&elems, &e);
            } while (p_accept(p, TK_COMMA));
        }
        Attr *a = attr_new(p->arena, AT_ARRAY);
        a->array.n = (int)elems.len;
        a->array.elems = vec_freeze(&elems, p->arena);
        *out = a;
        return p_expect(p, TK_RSQUARE, "']'");
    }
    case TK_LBRACE: {
        Vec named = VEC_INIT(NamedAttr);
        p_advance(p);
        if (!p_parse_attr_dict_body(p, &named)) {
            vec_release(&named);
            return false;
        }
        Attr *a = attr_new(p->arena, AT_DICT);
        a->dict.n = (int)named.len;
        a->dict.entries = vec_freeze(&named, p->arena);
        named_attrs_sort(a->dict.entries, a->dict.n);
        *out = a;
        return true;
    }
    case TK_AT_ID: {
        Vec names = VEC_INIT(const char *);
        do {
            const char *n;
            if (!p_parse_symbol_name(p, &n)) {
                vec_release(&names);
                return false;
            }
            vec_push(&names, &n);
            /* nested references: @a::@b (two colons) */
            if (p_is(p, TK_COLON) && p->lx.cur < p->lx.end && *p->lx.cur == ':') {
                p_advance(p);
                p_advance(p);
                if (!p_is(p, TK_AT_ID)) {
                    vec_release(&names);
                    return p_error(p, "expected nested symbol reference identifier");
                }
                continue;
            }
            break;
        } while (1);
        Attr *a = attr_new(p->arena, AT_SYMBOL_REF);
        a->symref.n = (int)names.len;
        a->symref.names = vec_freeze(&names, p->arena);
        *out = a;
        return true;
    }
    case TK_HASH_ID: return parse_hash_attr(p, out);
    case TK_BARE_ID: break;
    default:
        /* seed 000's spelling: a bare "(d0) -> (...)" map or "(d0) : (...)" set */
        if (t.kind == TK_LPAREN && !p_at_type_start_after_paren(p)) return legacy_bare_map_or_set(p, out);
        if (p_at_type_start(p)) goto type_attr;
        return p_error(p, "expected attribute value");
    }
    if (token_is_keyword(&t, "true") || token_is_keyword(&t, "false")) {
        p_advance(p);
        Attr *a = attr_new(p->arena, AT_BOOL);
        a->boolean = token_is_keyword(&t, "true");
        a->type = type_integer(p->arena, 1, SIGNLESS);
        *out = a;
        return true;
    }
    if (token_is_keyword(&t, "unit")) {
        p_advance(p);
        *out = p_attr_unit(p);
        return true;
    }
    if (token_is_keyword(&t, "dense")) return parse_dense(p, expected, out);
    if (token_is_keyword(&t, "array")) return parse_dense_array(p, out);
    if (token_is_keyword(&t, "strided")) return parse_strided(p, out);
    if (token_is_keyword(&t, "loc")) return parse_location(p, out);
    if (token_is_keyword(&t, "affine_map") || token_is_keyword(&t, "affine_set")) {
        bool is_map = token_is_keyword(&t, "affine_map");
        p_advance(p);
        if (!p_expect(p, TK_LESS, "'<'")) return false;
        Attr *a = attr_new(p->arena, is_map ? AT_AFFINE_MAP : AT_INTEGER_SET);
        if (is_map ? !p_parse_affine_map_inline(p, &a->map) : !p_parse_integer_set_inline(p, &a->set)) return false;
        *out = a;
        return p_expect(p, TK_GREATER, "'>'");
    }
    if (token_is_keyword(&t, "dense_resource") || token_is_keyword(&t, "sparse") || token_is_keyword(&t, "distinct") ||
        token_is_keyword(&t, "opaque")) {
        Attr *a = attr_new(p->arena, token_is_keyword(&t, "dense_resource") ? AT_DENSE_RESOURCE : AT_OPAQUE);
        p_advance(p);
        if (token_is_keyword(&t, "distinct")) {
            if (!p_is(p, TK_LSQUARE)) return p_error(p, "expected '['");
            const char *ignored;
            if (!capture_balanced(p, p->tok.ptr, &ignored)) return false;
        }
        if (!p_is(p, TK_LESS)) return p_error(p, "expected '<'");
        if (!capture_balanced(p, t.ptr, &a->opaque)) return false;
        if (!expected && p_accept(p, TK_COLON) && !p_parse_type(p, &a->type)) return false;
        if (expected) a->type = expected;
        *out = a;
        return true;
    }
type_attr:
    if (p_at_type_start(p)) {
        Attr *a = attr_new(p->arena, AT_TYPE);
        if (!p_parse_type(p, &a->type)) return false;
        *out = a;
        return true;
    }
    return p_error(p, "expected attribute value");
}

/* ------------------------------------------------------------ interning */
typedef struct AttrKey {
    unsigned char bytes[768];
    size_t len;
    bool overflow;
} AttrKey;

static void akey_put(AttrKey *k, const void *p, size_t n) {
    if (n == 0) return;
    if (k->overflow || k->len + n > sizeof k->bytes) {
        k->overflow = true;
        return;
    }
    memcpy(k->bytes + k->len, p, n);
    k->len += n;
}

static void akey_str(AttrKey *k, const char *s, size_t n) {
    akey_put(k, &n, sizeof n);
    akey_put(k, s, n);
}

static void akey_expr(AttrKey *k, const AffineExpr *e) {
    unsigned char kind = (unsigned char)e->kind;
    akey_put(k, &kind, 1);
    if (e->kind <= AFF_SYM) {
        akey_put(k, &e->value, sizeof e->value);
        return;
    }
    akey_expr(k, e->lhs);
    akey_expr(k, e->rhs);
}

/* Serializes an attribute by value (types by identity: they are interned). */
static void akey_attr(AttrKey *k, const Attr *a) {
    if (k->overflow) return;
    unsigned char kind = (unsigned char)a->kind;
    akey_put(k, &kind, 1);
    akey_put(k, &a->type, sizeof a->type);
    switch (a->kind) {
    case AT_UNIT: break;
    case AT_BOOL: akey_put(k, &a->boolean, 1); break;
    case AT_INTEGER:
        akey_put(k, &a->integer.value, sizeof a->integer.value);
        if (a->integer.wide) akey_str(k, a->integer.wide, strlen(a->integer.wide));
        break;
    case AT_FLOAT:
        akey_put(k, &a->fp.value, sizeof a->fp.value);
        akey_put(k, &a->fp.bits, sizeof a->fp.bits);
        akey_put(k, &a->fp.has_bits, 1);
        break;
    case AT_STRING: akey_str(k, a->string.data, (size_t)a->string.len); break;
    case AT_TYPE: break;
    case AT_ARRAY:
        akey_put(k, &a->array.n, sizeof a->array.n);
        for (int i = 0; i < a->array.n; i++) akey_attr(k, a->array.elems[i]);
        break;
    case AT_DICT:
        akey_put(k, &a->dict.n, sizeof a->dict.n);
        for (int i = 0; i < a->dict.n; i++) {
            akey_str(k, a->dict.entries[i].name, strlen(a->dict.entries[i].name));
            akey_attr(k, a->dict.entries[i].value);
        }
        break;
    case AT_DENSE:
        akey_put(k, &a->dense.n, sizeof a->dense.n);
        akey_put(k, &a->dense.splat, 1);
        for (int i = 0; i < a->dense.n; i++) akey_attr(k, a->dense.elems[i]);
        if (a->dense.hex) akey_str(k, a->dense.hex, strlen(a->dense.hex));
        if (a->dense.strings) akey_str(k, a->dense.strings, strlen(a->dense.strings));
        break;
    case AT_DENSE_ARRAY:
        akey_put(k, &a->dense_array.n, sizeof a->dense_array.n);
        if (a->dense_array.ints) akey_put(k, a->dense_array.ints, sizeof(int64_t) * (size_t)a->dense_array.n);
        if (a->dense_array.floats) akey_put(k, a->dense_array.floats, sizeof(double) * (size_t)a->dense_array.n);
        break;
    case AT_AFFINE_MAP:   /* the parser uniques maps: equal maps are one pointer */
        akey_put(k, &a->map, sizeof a->map);
        break;
    case AT_INTEGER_SET:
        akey_put(k, &a->set->ndims, sizeof(int));
        akey_put(k, &a->set->nsyms, sizeof(int));
        akey_put(k, &a->set->ncons, sizeof(int));
        for (int i = 0; i < a->set->ncons; i++) {
            akey_put(k, &a->set->eq[i], 1);
            akey_expr(k, a->set->cons[i]);
        }
        break;
    case AT_SYMBOL_REF:
        akey_put(k, &a->symref.n, sizeof a->symref.n);
        for (int i = 0; i < a->symref.n; i++) akey_str(k, a->symref.names[i], strlen(a->symref.names[i]));
        break;
    case AT_STRIDED:
        akey_put(k, &a->strided.n, sizeof a->strided.n);
        akey_put(k, a->strided.strides, sizeof(int64_t) * (size_t)a->strided.n);
        akey_put(k, &a->strided.offset, sizeof a->strided.offset);
        break;
    case AT_OPAQUE:
    case AT_DENSE_RESOURCE:
    case AT_LOCATION: akey_str(k, a->opaque, strlen(a->opaque)); break;
    }
}

static void akey_of(AttrKey *k, const Attr *a) {
    k->len = 0;
    k->overflow = false;
    akey_attr(k, a);
}

static void register_attr(Parser *p, const AttrKey *k, Attr *a) {
    char *key = arena_memdup(p->arena, k->bytes, k->len);
    if (key) {
        strmap_put(&p->attr_intern, key, (int)k->len, a);
        p->intern_epoch++;
        a->uniqued = true;
    }
}

/* The module's one copy of an attribute equal to a, or NULL when a is new
 * (then registered) or too big to key. */
static Attr *intern_attr(Parser *p, Attr *a) {
    if (a->uniqued) return a;
    AttrKey k;
    akey_of(&k, a);
    if (k.overflow) return NULL;
    Attr *found = strmap_get(&p->attr_intern, (const char *)k.bytes, (int)k.len);
    if (found) return found;
    register_attr(p, &k, a);
    return NULL;
}

Attr *p_intern_attr(Parser *p, Attr *a) {
    Attr *found = intern_attr(p, a);
    return found ? found : a;
}

/* The uniqued attribute equal to the template t, allocated only when it is
 * new: the attributes custom parsers make for every op (maps, steps,
 * segment sizes) then cost no memory after their first occurrence. */
static Attr *unique_from_template(Parser *p, const Attr *t) {
    AttrKey k;
    akey_of(&k, t);
    Attr *found = k.overflow ? NULL : strmap_get(&p->attr_intern, (const char *)k.bytes, (int)k.len);
    if (found) return found;
    Attr *a = arena_memdup(p->arena, t, sizeof *t);
    if (!a) return NULL;
    if (t->kind == AT_DENSE_ARRAY && t->dense_array.n)
        a->dense_array.ints = arena_memdup(p->arena, t->dense_array.ints, sizeof(int64_t) * (size_t)t->dense_array.n);
    if (!k.overflow) register_attr(p, &k, a);
    return a;
}

Attr *p_attr_map(Parser *p, AffineMap *m) {
    size_t at = ((uintptr_t)m >> 4) % (sizeof p->map_attrs / sizeof *p->map_attrs);
    if (p->map_attrs[at].map == m) return p->map_attrs[at].attr;
    Attr t = {.kind = AT_AFFINE_MAP, .map = m};
    Attr *a = unique_from_template(p, &t);
    if (a && a->uniqued) {
        p->map_attrs[at].map = m;
        p->map_attrs[at].attr = a;
    }
    return a;
}

Attr *p_attr_int(Parser *p, int64_t v, Type *type) {
    Attr t = {.kind = AT_INTEGER, .type = type, .integer = {v, NULL}};
    return unique_from_template(p, &t);
}

Attr *p_attr_unit(Parser *p) {
    Attr t = {.kind = AT_UNIT};
    return unique_from_template(p, &t);
}

static Attr *int_array(Parser *p, int n, const int64_t *v, int width) {
    Attr t = {.kind = AT_DENSE_ARRAY, .type = type_integer(p->arena, width, SIGNLESS),
              .dense_array = {n, (int64_t *)v, NULL}};
    return unique_from_template(p, &t);
}
Attr *p_attr_i32_array(Parser *p, int n, const int64_t *v) { return int_array(p, n, v, 32); }
Attr *p_attr_i64_array(Parser *p, int n, const int64_t *v) { return int_array(p, n, v, 64); }

/* Attributes are immutable, so equal ones are shared; a duplicate's memory
 * is given back when nothing new was interned while parsing it. */
bool p_parse_attribute(Parser *p, Attr **out, Type *expected) {
    if (!p_enter(p)) return false;
    ArenaMark mark = arena_mark(p->arena);
    unsigned epoch = p->intern_epoch;
    bool ok = parse_attr_inner(p, out, expected);
    p_leave(p);
    if (ok && (*out)->kind != AT_LOCATION) {
        Attr *found = intern_attr(p, *out);
        if (found) {
            if (p->intern_epoch == epoch && found != *out) arena_rollback(p->arena, mark);
            *out = found;
        }
    }
    return ok;
}

static int named_cmp(const void *a, const void *b) {
    return strcmp(((const NamedAttr *)a)->name, ((const NamedAttr *)b)->name);
}

void named_attrs_sort(NamedAttr *a, int n) {
    if (n > 8) {
        qsort(a, (size_t)n, sizeof *a, named_cmp);
        return;
    }
    /* an op's few properties: insertion sort, no call per comparison */
    for (int i = 1; i < n; i++) {
        NamedAttr x = a[i];
        int j = i;
        for (; j > 0 && strcmp(a[j - 1].name, x.name) > 0; j--) a[j] = a[j - 1];
        a[j] = x;
    }
}

bool p_add_attr(Parser *p, Vec *named, const char *name, Attr *a) {
    a = p_intern_attr(p, a);
    for (size_t i = 0; i < named->len; i++)
        if (strcmp(VEC_AT(named, NamedAttr, i).name, name) == 0)
            return p_error(p, "attribute '%s' occurs more than once in the attribute list", name);
    NamedAttr na = {name, a};
    if (!vec_push(named, &na)) return p_error(p, "out of memory");
    return true;
}

/* attribute-entry ::= (bare-id | string-literal) (`=` attribute-value)? */
bool p_parse_attr_dict_body(Parser *p, Vec *named) {
    if (p_accept(p, TK_RBRACE)) return true;
    do {
        const char *name = NULL;
        Loc loc = p_loc(p);
        if (p_is(p, TK_STRING)) {
            int len = 0;
            if (!p_parse_string(p, &name, &len)) return false;
            if (len == 0) return p_error_at(p, loc, "expected valid attribute name");
            name = p_intern_str(p, name, len);
        } else if (p_is(p, TK_BARE_ID)) {
            name = p_intern_str(p, p->tok.ptr, p->tok.len);
            p_advance(p);
        } else {
            return p_error(p, "expected attribute name");
        }
        Attr *v;
        if (p_accept(p, TK_EQUAL)) {
            if (!p_parse_attribute(p, &v, NULL)) return false;
        } else {
            v = p_attr_unit(p);
        }
        for (size_t i = 0; i < named->len; i++)
            if (strcmp(VEC_AT(named, NamedAttr, i).name, name) == 0)
                return p_error_at(p, loc, "duplicate key '%s' in dictionary attribute", name);
        NamedAttr na = {name, v};
        vec_push(named, &na);
    } while (p_accept(p, TK_COMMA));
    return p_expect(p, TK_RBRACE, "'}' in attribute dictionary");
}

bool p_parse_optional_attr_dict(Parser *p, Vec *named) {
    if (!p_accept(p, TK_LBRACE)) return true;
    return p_parse_attr_dict_body(p, named);
}

bool p_parse_affine_map_attr(Parser *p, AffineMap **out) {
    Loc loc = p_loc(p);
    Attr *a;
    if (!p_parse_attribute(p, &a, NULL)) return false;
    if (a->kind != AT_AFFINE_MAP) return p_error_at(p, loc, "expected affine map");
    *out = a->map;
    return true;
}
