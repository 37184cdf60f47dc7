/* Types (MLIR LangRef "Builtin types"): integer, index, float, none,
 * vector, memref, tensor, tuple, complex, function, and dialect types. */
#include "parser.h"
#include <string.h>
#include <ctype.h>

static const struct { const char *name; FloatKind kind; } float_names[] = {
    {"f16", FLOAT_F16}, {"bf16", FLOAT_BF16}, {"f32", FLOAT_F32}, {"f64", FLOAT_F64},
    {"f80", FLOAT_F80}, {"f128", FLOAT_F128}, {"tf32", FLOAT_TF32},
    {"f4E2M1FN", FLOAT_F4E2M1FN}, {"f6E2M3FN", FLOAT_F6E2M3FN}, {"f6E3M2FN", FLOAT_F6E3M2FN},
    {"f8E5M2", FLOAT_F8E5M2}, {"f8E4M3", FLOAT_F8E4M3}, {"f8E4M3FN", FLOAT_F8E4M3FN},
    {"f8E5M2FNUZ", FLOAT_F8E5M2FNUZ}, {"f8E4M3FNUZ", FLOAT_F8E4M3FNUZ},
    {"f8E4M3B11FNUZ", FLOAT_F8E4M3B11FNUZ}, {"f8E3M4", FLOAT_F8E3M4}, {"f8E8M0FNU", FLOAT_F8E8M0FNU},
};

static bool tok_is(const Token *t, const char *s) {
    size_t n = strlen(s);
    return (size_t)t->len == n && memcmp(t->ptr, s, n) == 0;
}

/* Integer type spelling: i<N>, si<N>, ui<N>; width 1..16777215. */
static int int_type_width(const Token *t, Signedness *sign) {
    const char *s = t->ptr;
    int n = t->len, off;
    if (n >= 2 && s[0] == 'i') { off = 1; *sign = SIGNLESS; }
    else if (n >= 3 && s[0] == 's' && s[1] == 'i') { off = 2; *sign = SIGNED; }
    else if (n >= 3 && s[0] == 'u' && s[1] == 'i') { off = 2; *sign = UNSIGNED; }
    else return -1;
    long w = 0;
    for (int i = off; i < n; i++) {
        if (!isdigit((unsigned char)s[i])) return -1;
        w = w * 10 + (s[i] - '0');
        if (w > 100000000) return -2;
    }
    return (int)w;
}

bool p_at_type_start(Parser *p) {
    Token *t = &p->tok;
    if (t->kind == TK_BANG_ID || t->kind == TK_LPAREN) return true;
    if (t->kind != TK_BARE_ID) return false;
    Signedness s;
    if (int_type_width(t, &s) >= 0) return true;
    static const char *kws[] = {"index", "none", "vector", "memref", "tensor", "tuple", "complex"};
    for (size_t i = 0; i < sizeof kws / sizeof *kws; i++)
        if (tok_is(t, kws[i])) return true;
    for (size_t i = 0; i < sizeof float_names / sizeof *float_names; i++)
        if (tok_is(t, float_names[i].name)) return true;
    return false;
}

/* Skips blanks by characters, keeping the lexer's line count right. */
static void skip_blanks(Parser *p) {
    Lexer *lx = &p->lx;
    while (lx->cur < lx->end && (*lx->cur == ' ' || *lx->cur == '\t' || *lx->cur == '\r' || *lx->cur == '\n')) {
        if (*lx->cur == '\n') {
            lx->line++;
            lx->line_start = lx->cur + 1;
        }
        lx->cur++;
    }
}

/* dimension-list ::= (dimension `x`)*, dimension ::= `?` | decimal-literal
 * | `[` decimal-literal `]` (scalable).  Scanned by characters as MLIR does,
 * since "4x8xf32" is not split into tokens by the ordinary lexer. */
bool p_parse_dimension_list(Parser *p, Vec *dims, Vec *scalable, bool allow_dynamic, bool allow_scalable) {
    Lexer *lx = &p->lx;
    /* restart scanning at the current token */
    lexer_reset_to(lx, p->tok.ptr, p->tok.line, p->tok.ptr - (p->tok.col - 1));
    for (;;) {
        skip_blanks(p);
        const char *start = lx->cur;
        Loc loc = {lx->file, lx->line, (int)(start - lx->line_start) + 1};
        int64_t dim;
        bool is_scalable = false;
        const char *c = lx->cur;
        if (c < lx->end && *c == '?') {
            c++;
            dim = DIM_DYNAMIC;
        } else if (c < lx->end && (isdigit((unsigned char)*c) || (*c == '[' && allow_scalable))) {
            if (*c == '[') {
                is_scalable = true;
                c++;
                if (c >= lx->end || !isdigit((unsigned char)*c)) break;
            }
            uint64_t v = 0;
            bool overflow = false;
            while (c < lx->end && isdigit((unsigned char)*c)) {
                if (v > (uint64_t)INT64_MAX / 10) overflow = true;
                v = v * 10 + (uint64_t)(*c - '0');
                c++;
            }
            if (is_scalable) {
                if (c >= lx->end || *c != ']') break;
                c++;
            }
            if (overflow || v > (uint64_t)INT64_MAX) {
                p_advance(p);
                return p_error_at(p, loc, "invalid dimension");
            }
            dim = (int64_t)v;
        } else {
            break;
        }
        const char *x = c;
        while (x < lx->end && (*x == ' ' || *x == '\t')) x++;
        if (x >= lx->end || *x != 'x') {
            /* a number not followed by 'x': not part of the dimension list */
            break;
        }
        if (dim == DIM_DYNAMIC && !allow_dynamic) {
            lx->cur = x + 1;
            p_advance(p);
            return p_error_at(p, loc, "expected static shape");
        }
        lx->cur = x + 1;
        bool sc = is_scalable;
        if (!vec_push(dims, &dim) || (scalable && !vec_push(scalable, &sc))) return p_error(p, "out of memory");
    }
    /* resume ordinary lexing from here */
    p->tok = lexer_next(lx);
    if (p->tok.kind == TK_ERROR) return p_error(p, "%s", lx->error);
    return true;
}

static bool parse_shape_and_elem(Parser *p, Type *t, bool allow_dynamic, bool allow_scalable) {
    Vec dims = VEC_INIT(int64_t), sc = VEC_INIT(bool);
    if (!p_parse_dimension_list(p, &dims, allow_scalable ? &sc : NULL, allow_dynamic, allow_scalable)) {
        vec_release(&dims);
        vec_release(&sc);
        return false;
    }
    t->shaped.rank = (int)dims.len;
    t->shaped.dims = vec_freeze(&dims, p->arena);
    bool any = false;
    for (size_t i = 0; i < sc.len; i++) any |= VEC_AT(&sc, bool, i);
    t->shaped.scalable = any ? vec_freeze(&sc, p->arena) : NULL;
    vec_release(&sc);
    return p_parse_type(p, &t->shaped.elem);
}

static bool is_layout_attr(const Attr *a) {
    return a->kind == AT_AFFINE_MAP || a->kind == AT_STRIDED;
}

/* Handles "memref<*xf32>" / "tensor<*xf32>": after '*', the lexer produced
 * an identifier starting with 'x'; re-scan from right after that 'x'. */
static bool parse_unranked_rest(Parser *p, Type *t) {
    if (p->tok.kind != TK_BARE_ID || p->tok.ptr[0] != 'x') return p_error(p, "expected 'x' in dimension list");
    lexer_reset_to(&p->lx, p->tok.ptr + 1, p->tok.line, p->tok.ptr - (p->tok.col - 1));
    p_advance(p);
    if (!p_parse_type(p, &t->unranked.elem)) return false;
    if (t->kind == TY_UNRANKED_MEMREF && p_accept(p, TK_COMMA)) {
        if (!p_parse_attribute(p, &t->unranked.space, NULL)) return false;
    }
    return p_expect(p, TK_GREATER, "'>'");
}

static bool parse_shaped_open(Parser *p, TypeKind ranked, TypeKind unranked, Type **out) {
    Type *t = arena_alloc(p->arena, sizeof *t);
    if (!t) return p_error(p, "out of memory");
    if (p->tok.kind != TK_LESS) return p_error(p, "expected '<' in %s type", ranked == TY_MEMREF ? "memref" : "tensor");
    /* look at the raw character after '<' to spot '*' */
    const char *c = p->tok.ptr + 1;
    while (c < p->lx.end && (*c == ' ' || *c == '\t')) c++;
    if (c < p->lx.end && *c == '*') {
        p_advance(p);   /* '<' */
        p_advance(p);   /* '*' */
        t->kind = unranked;
        *out = t;
        return parse_unranked_rest(p, t);
    }
    p_advance(p);
    t->kind = ranked;
    if (ranked == TY_MEMREF) {
        if (!parse_shape_and_elem(p, t, true, false)) return false;
        while (p_accept(p, TK_COMMA)) {
            Loc loc = p_loc(p);
            Attr *a;
            if (!p_parse_attribute(p, &a, NULL)) return false;
            if (is_layout_attr(a) && !t->shaped.space) {
                if (t->shaped.layout) return p_error_at(p, loc, "multiple layouts");
                t->shaped.layout = a;
            } else {
                if (t->shaped.space) return p_error_at(p, loc, "multiple memory spaces specified in memref type");
                t->shaped.space = a;
            }
        }
        if (!p_expect(p, TK_GREATER, "'>' in memref type")) return false;
        const Attr *l = t->shaped.layout;
        if (l && l->kind == AT_AFFINE_MAP && l->map->ndims != t->shaped.rank)
            return p_error_at(p, p_tok_loc(p, &p->prev), "memref layout mismatch between rank and affine map: %d != %d",
                              t->shaped.rank, l->map->ndims);
        if (l && l->kind == AT_STRIDED && l->strided.n != t->shaped.rank)
            return p_error_at(p, p_tok_loc(p, &p->prev), "expected the number of strides to match the rank");
    } else {
        if (!parse_shape_and_elem(p, t, true, false)) return false;
        if (p_accept(p, TK_COMMA) && !p_parse_attribute(p, &t->shaped.space, NULL)) return false;
        if (!p_expect(p, TK_GREATER, "'>' in tensor type")) return false;
    }
    *out = t;
    return true;
}

static bool parse_vector(Parser *p, Type **out) {
    Type *t = arena_alloc(p->arena, sizeof *t);
    if (!t) return p_error(p, "out of memory");
    t->kind = TY_VECTOR;
    if (!p_expect(p, TK_LESS, "'<' in vector type")) return false;
    Loc loc = p_loc(p);
    if (!parse_shape_and_elem(p, t, false, true)) return false;
    for (int i = 0; i < t->shaped.rank; i++)
        if (t->shaped.dims[i] <= 0)
            return p_error_at(p, loc, "vector types must have positive constant sizes but got %lld",
                              (long long)t->shaped.dims[i]);
    const Type *e = t->shaped.elem;
    if (e->kind != TY_INTEGER && e->kind != TY_INDEX && e->kind != TY_FLOAT && e->kind != TY_OPAQUE)
        return p_error_at(p, loc, "vector elements must be int/index/float type");
    return p_expect(p, TK_GREATER, "'>' in vector type") && (*out = t, true);
}

static bool parse_type_list_until(Parser *p, TokKind close, Vec *types, const char *what) {
    if (p_accept(p, close)) return true;
    do {
        Type *t;
        if (!p_parse_type(p, &t)) return false;
        if (!vec_push(types, &t)) return p_error(p, "out of memory");
    } while (p_accept(p, TK_COMMA));
    return p_expect(p, close, what);
}

/* Captures the text of "!dialect.name<body>" / "#dialect.name<body>":
 * balanced brackets and strings, token by token. */
bool p_capture_dialect_body(Parser *p, const char *start, const char **text) {
    if (p_is(p, TK_LESS)) {
        int depth = 0;
        if (!p_enter(p)) return false;
        do {
            switch (p->tok.kind) {
            case TK_LESS:
            case TK_LPAREN:
            case TK_LSQUARE:
            case TK_LBRACE: depth++; break;
            case TK_GREATER:
            case TK_RPAREN:
            case TK_RSQUARE:
            case TK_RBRACE: depth--; break;
            case TK_EOF:
                p_leave(p);
                return p_error(p, "unbalanced '<' character in pretty dialect name");
            case TK_ERROR:
                p_leave(p);
                return p_error(p, "%s", p->lx.error);
            default: break;
            }
            p_advance(p);
        } while (depth > 0);
        p_leave(p);
    }
    const char *end = p->prev.ptr + p->prev.len;
    *text = arena_strndup(p->arena, start, (size_t)(end - start));
    return *text != NULL;
}

static bool parse_bang_type(Parser *p, Type **out) {
    Token t = p->tok;
    /* alias: "!name" without a dot and without a '<' body */
    Type *alias = strmap_get(&p->type_aliases, t.ptr, t.len);
    if (alias) {
        p_advance(p);
        *out = alias;
        return true;
    }
    bool has_dot = memchr(t.ptr, '.', (size_t)t.len) != NULL;
    p_advance(p);
    if (!has_dot && !p_is(p, TK_LESS))
        return p_error(p, "undefined symbol alias id '%.*s'", t.len - 1, t.ptr + 1);
    Type *ty = arena_alloc(p->arena, sizeof *ty);
    if (!ty) return p_error(p, "out of memory");
    ty->kind = TY_OPAQUE;
    if (!p_capture_dialect_body(p, t.ptr, &ty->opaque)) return false;
    *out = ty;
    return true;
}

static bool parse_type_inner(Parser *p, Type **out) {
    Token t = p->tok;
    switch (t.kind) {
    case TK_BANG_ID: return parse_bang_type(p, out);
    case TK_LPAREN: return p_parse_function_type(p, out);
    case TK_BARE_ID: break;
    default: return p_error(p, "expected non-function type");
    }
    Signedness sign;
    int w = int_type_width(&t, &sign);
    if (w == -2 || w > 16777215) return p_error_at(p, p_loc(p), "integer bitwidth is limited to 16777215 bits");
    if (w == 0) return p_error_at(p, p_loc(p), "invalid integer width");
    if (w > 0) {
        p_advance(p);
        *out = type_integer(p->arena, w, sign);
        return *out != NULL;
    }
    for (size_t i = 0; i < sizeof float_names / sizeof *float_names; i++)
        if (tok_is(&t, float_names[i].name)) {
            p_advance(p);
            *out = type_float(p->arena, float_names[i].kind);
            return true;
        }
    if (tok_is(&t, "index")) {
        p_advance(p);
        *out = type_index(p->arena);
        return true;
    }
    if (tok_is(&t, "none")) {
        p_advance(p);
        *out = type_none(p->arena);
        return true;
    }
    if (tok_is(&t, "vector")) {
        p_advance(p);
        return parse_vector(p, out);
    }
    if (tok_is(&t, "memref")) {
        p_advance(p);
        return parse_shaped_open(p, TY_MEMREF, TY_UNRANKED_MEMREF, out);
    }
    if (tok_is(&t, "tensor")) {
        p_advance(p);
        return parse_shaped_open(p, TY_TENSOR, TY_UNRANKED_TENSOR, out);
    }
    if (tok_is(&t, "complex")) {
        p_advance(p);
        Type *ty = arena_alloc(p->arena, sizeof *ty);
        ty->kind = TY_COMPLEX;
        if (!p_expect(p, TK_LESS, "'<' in complex type") || !p_parse_type(p, &ty->complex_elem) ||
            !p_expect(p, TK_GREATER, "'>' in complex type"))
            return false;
        if (ty->complex_elem->kind != TY_FLOAT && ty->complex_elem->kind != TY_INTEGER)
            return p_error(p, "invalid element type for complex");
        *out = ty;
        return true;
    }
    if (tok_is(&t, "tuple")) {
        p_advance(p);
        Vec types = VEC_INIT(Type *);
        if (!p_expect(p, TK_LESS, "'<' in tuple type") || !parse_type_list_until(p, TK_GREATER, &types, "'>' in tuple type")) {
            vec_release(&types);
            return false;
        }
        Type *ty = arena_alloc(p->arena, sizeof *ty);
        ty->kind = TY_TUPLE;
        ty->tuple.n = (int)types.len;
        ty->tuple.elems = vec_freeze(&types, p->arena);
        *out = ty;
        return true;
    }
    return p_error(p, "expected non-function type");
}

bool p_parse_type(Parser *p, Type **out) {
    if (!p_enter(p)) return false;
    bool ok = parse_type_inner(p, out);
    p_leave(p);
    return ok;
}

bool p_parse_colon_type(Parser *p, Type **out) {
    return p_expect(p, TK_COLON, "':'") && p_parse_type(p, out);
}

bool p_parse_type_list(Parser *p, Vec *types) {
    do {
        Type *t;
        if (!p_parse_type(p, &t)) return false;
        if (!vec_push(types, &t)) return p_error(p, "out of memory");
    } while (p_accept(p, TK_COMMA));
    return true;
}

bool p_parse_optional_type(Parser *p, Type **out, bool *present) {
    *present = p_at_type_start(p);
    return !*present || p_parse_type(p, out);
}

/* function-result-type ::= type-list-parens | non-function-type */
bool p_parse_function_result_types(Parser *p, Vec *types) {
    if (p_accept(p, TK_LPAREN)) return parse_type_list_until(p, TK_RPAREN, types, "')'");
    Type *t;
    if (!p_parse_type(p, &t)) return false;
    if (!vec_push(types, &t)) return p_error(p, "out of memory");
    return true;
}

bool p_parse_function_type(Parser *p, Type **out) {
    Vec in = VEC_INIT(Type *), res = VEC_INIT(Type *);
    bool ok = p_expect(p, TK_LPAREN, "'('") && parse_type_list_until(p, TK_RPAREN, &in, "')'") &&
              p_expect(p, TK_ARROW, "'->' in function type") && p_parse_function_result_types(p, &res);
    if (ok) *out = type_function(p->arena, (int)in.len, in.data, (int)res.len, res.data);
    vec_release(&in);
    vec_release(&res);
    return ok;
}
