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

/* The float type a word names, or -1: every name starts with 'f', 'b' or
 * 't', so other words (index, memref, ...) cost one test. */
static int float_kind_of(const Token *t) {
    char c = t->len >= 3 && t->len <= 13 ? t->ptr[0] : 0;
    if (c != 'f' && c != 'b' && c != 't') return -1;
    for (size_t i = 0; i < sizeof float_names / sizeof *float_names; i++)
        if (tok_is(t, float_names[i].name)) return (int)float_names[i].kind;
    return -1;
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
    return float_kind_of(t) >= 0;
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
        Loc loc = {lx->line, (int)(start - lx->line_start) + 1};
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

/* ------------------------------------------------------------ interning */
typedef struct KeyBuf {
    unsigned char bytes[512];
    size_t len;
    bool overflow;
} KeyBuf;

static void key_put(KeyBuf *k, const void *p, size_t n) {
    if (n == 0) return;
    if (k->len + n > sizeof k->bytes) {
        k->overflow = true;
        return;
    }
    memcpy(k->bytes + k->len, p, n);
    k->len += n;
}

/* Attributes inside types: integer and strided by value, others by identity. */
static void key_attr(KeyBuf *k, const Attr *a) {
    unsigned char tag = a ? (unsigned char)(a->kind + 1) : 0;
    key_put(k, &tag, 1);
    if (!a) return;
    if (a->kind == AT_INTEGER && !a->integer.wide) {
        key_put(k, &a->integer.value, sizeof a->integer.value);
        key_put(k, &a->type, sizeof a->type);
    } else if (a->kind == AT_STRIDED) {
        key_put(k, &a->strided.n, sizeof a->strided.n);
        key_put(k, a->strided.strides, sizeof(int64_t) * (size_t)a->strided.n);
        key_put(k, &a->strided.offset, sizeof a->strided.offset);
    } else {
        key_put(k, &a, sizeof a);
    }
}

/* Returns the module's one copy of a composite type equal to tmpl (whose
 * arrays may live in scratch memory): types are immutable, so ops share
 * them, which keeps a 20 MB module's IR small. */
Type *p_intern_type(Parser *p, const Type *tmpl) {
    KeyBuf k;
    k.len = 0;
    k.overflow = false;
    key_put(&k, &tmpl->kind, sizeof tmpl->kind);
    switch (tmpl->kind) {
    case TY_VECTOR:
    case TY_MEMREF:
    case TY_TENSOR:
        key_put(&k, &tmpl->shaped.rank, sizeof(int));
        key_put(&k, tmpl->shaped.dims, sizeof(int64_t) * (size_t)tmpl->shaped.rank);
        if (tmpl->shaped.scalable) key_put(&k, tmpl->shaped.scalable, (size_t)tmpl->shaped.rank);
        key_put(&k, &tmpl->shaped.elem, sizeof(Type *));
        key_attr(&k, tmpl->shaped.layout);
        key_attr(&k, tmpl->shaped.space);
        break;
    case TY_UNRANKED_MEMREF:
    case TY_UNRANKED_TENSOR:
        key_put(&k, &tmpl->unranked.elem, sizeof(Type *));
        key_attr(&k, tmpl->unranked.space);
        break;
    case TY_FUNCTION:
        key_put(&k, &tmpl->func.nin, sizeof(int));
        key_put(&k, &tmpl->func.nout, sizeof(int));
        key_put(&k, tmpl->func.in, sizeof(Type *) * (size_t)tmpl->func.nin);
        key_put(&k, tmpl->func.out, sizeof(Type *) * (size_t)tmpl->func.nout);
        break;
    case TY_COMPLEX: key_put(&k, &tmpl->complex_elem, sizeof(Type *)); break;
    case TY_TUPLE:
        key_put(&k, &tmpl->tuple.n, sizeof(int));
        key_put(&k, tmpl->tuple.elems, sizeof(Type *) * (size_t)tmpl->tuple.n);
        break;
    default: k.overflow = true; break;
    }
    Type *found = k.overflow ? NULL : strmap_get(&p->type_intern, (const char *)k.bytes, (int)k.len);
    if (found) return found;
    Type *t = arena_memdup(p->arena, tmpl, sizeof *t);
    if (!t) return NULL;
    switch (t->kind) {
    case TY_VECTOR:
    case TY_MEMREF:
    case TY_TENSOR:
        t->shaped.dims = arena_memdup(p->arena, tmpl->shaped.dims, sizeof(int64_t) * (size_t)tmpl->shaped.rank);
        if (tmpl->shaped.scalable) t->shaped.scalable = arena_memdup(p->arena, tmpl->shaped.scalable, (size_t)tmpl->shaped.rank);
        break;
    case TY_FUNCTION:
        t->func.in = arena_memdup(p->arena, tmpl->func.in, sizeof(Type *) * (size_t)tmpl->func.nin);
        t->func.out = arena_memdup(p->arena, tmpl->func.out, sizeof(Type *) * (size_t)tmpl->func.nout);
        break;
    case TY_TUPLE:
        t->tuple.elems = arena_memdup(p->arena, tmpl->tuple.elems, sizeof(Type *) * (size_t)tmpl->tuple.n);
        break;
    default: break;
    }
    if (!k.overflow) {
        char *key = arena_memdup(p->arena, k.bytes, k.len);
        strmap_put(&p->type_intern, key, (int)k.len, t);
        p->intern_epoch++;
    }
    return t;
}

/* Fills t's shape (dims point into *dims, scratch) and element type. */
static bool parse_shape_and_elem(Parser *p, Type *t, Vec *dims, Vec *sc, bool allow_dynamic, bool allow_scalable) {
    if (!p_parse_dimension_list(p, dims, allow_scalable ? sc : NULL, allow_dynamic, allow_scalable)) return false;
    t->shaped.rank = (int)dims->len;
    t->shaped.dims = dims->data;
    bool any = false;
    for (size_t i = 0; i < sc->len; i++) any |= VEC_AT(sc, bool, i);
    t->shaped.scalable = any ? sc->data : NULL;
    return p_parse_type(p, &t->shaped.elem);
}

static bool is_layout_attr(const Attr *a) {
    return a->kind == AT_AFFINE_MAP || a->kind == AT_STRIDED;
}

/* Memory space 0 is the default one: MLIR drops it from the type, so
 * memref<4xf32, 0> is memref<4xf32> (one type, printed without it). */
static Attr *default_space_dropped(Attr *space) {
    return space && space->kind == AT_INTEGER && !space->integer.wide && space->integer.value == 0 ? NULL : space;
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
        t->unranked.space = default_space_dropped(t->unranked.space);
    }
    return p_expect(p, TK_GREATER, "'>'");
}

static bool parse_ranked_body(Parser *p, Type *t) {
    if (t->kind == TY_MEMREF) {
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
        t->shaped.space = default_space_dropped(t->shaped.space);
        const Attr *l = t->shaped.layout;
        if (l && l->kind == AT_AFFINE_MAP && l->map->ndims != t->shaped.rank)
            return p_error_at(p, p_tok_loc(p, &p->prev), "memref layout mismatch between rank and affine map: %d != %d",
                              t->shaped.rank, l->map->ndims);
        if (l && l->kind == AT_STRIDED && l->strided.n != t->shaped.rank)
            return p_error_at(p, p_tok_loc(p, &p->prev), "expected the number of strides to match the rank");
        return true;
    }
    if (p_accept(p, TK_COMMA) && !p_parse_attribute(p, &t->shaped.space, NULL)) return false;
    return p_expect(p, TK_GREATER, "'>' in tensor type");
}

static bool parse_shaped_open(Parser *p, TypeKind ranked, TypeKind unranked, Type **out) {
    Type t;
    memset(&t, 0, sizeof t);
    if (p->tok.kind != TK_LESS) return p_error(p, "expected '<' in %s type", ranked == TY_MEMREF ? "memref" : "tensor");
    /* look at the raw character after '<' to spot '*' */
    const char *c = p->tok.ptr + 1;
    while (c < p->lx.end && (*c == ' ' || *c == '\t')) c++;
    if (c < p->lx.end && *c == '*') {
        p_advance(p);   /* '<' */
        p_advance(p);   /* '*' */
        t.kind = unranked;
        if (!parse_unranked_rest(p, &t)) return false;
        return (*out = p_intern_type(p, &t)) != NULL;
    }
    p_advance(p);
    t.kind = ranked;
    Vec dims = VEC_INIT(int64_t), sc = VEC_INIT(bool);
    bool ok = parse_shape_and_elem(p, &t, &dims, &sc, true, false) && parse_ranked_body(p, &t);
    if (ok) ok = (*out = p_intern_type(p, &t)) != NULL;
    vec_release(&dims);
    vec_release(&sc);
    return ok;
}

static bool parse_vector(Parser *p, Type **out) {
    Type t;
    memset(&t, 0, sizeof t);
    t.kind = TY_VECTOR;
    if (!p_expect(p, TK_LESS, "'<' in vector type")) return false;
    Loc loc = p_loc(p);
    Vec dims = VEC_INIT(int64_t), sc = VEC_INIT(bool);
    bool ok = parse_shape_and_elem(p, &t, &dims, &sc, false, true);
    for (int i = 0; ok && i < t.shaped.rank; i++)
        if (t.shaped.dims[i] <= 0)
            ok = p_error_at(p, loc, "vector types must have positive constant sizes but got %lld",
                            (long long)t.shaped.dims[i]);
    if (ok) {
        const Type *e = t.shaped.elem;
        if (e->kind != TY_INTEGER && e->kind != TY_INDEX && e->kind != TY_FLOAT && e->kind != TY_OPAQUE)
            ok = p_error_at(p, loc, "vector elements must be int/index/float type");
    }
    ok = ok && p_expect(p, TK_GREATER, "'>' in vector type") && (*out = p_intern_type(p, &t)) != NULL;
    vec_release(&dims);
    vec_release(&sc);
    return ok;
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

/* Captures the text of "!dialect.name<body>" / "#dialect.name<body>".
 * The body is scanned by characters, as MLIR's parseDialectSymbolBody
 * does: brackets must nest ('->' is no closer), strings are skipped; an
 * unbalanced or unclosed bracket is reported at the body's '<', naming the
 * innermost open one. */
bool p_capture_dialect_body(Parser *p, const char *start, const char **text) {
    if (p_is(p, TK_LESS)) {
        char open[512];
        int depth = 0;
        const char *body = p->tok.ptr, *c = body, *end = p->lx.end;
        Loc at = p_loc(p);
        do {
            char ch = c < end ? *c : '\0';
            c++;
            char want = ch == '>' ? '<' : ch == ')' ? '(' : ch == ']' ? '[' : ch == '}' ? '{' : 0;
            if (ch == '\0')
                return depth ? p_error_at(p, at, "unbalanced '%c' character in pretty dialect name", open[depth - 1])
                             : p_error_at(p, at, "unexpected nul or EOF in pretty dialect name");
            if (ch == '<' || ch == '(' || ch == '[' || ch == '{') {
                if (depth == (int)sizeof open) return p_error_at(p, at, "pretty dialect name nested too deeply");
                open[depth++] = ch;
            } else if (ch == '-' && c < end && *c == '>') {
                c++;
            } else if (want) {
                if (open[depth - 1] != want)
                    return p_error_at(p, at, "unbalanced '%c' character in pretty dialect name", open[depth - 1]);
                depth--;
            } else if (ch == '"') {
                while (c < end && *c != '"' && *c != '\n') c += *c == '\\' && c + 1 < end ? 2 : 1;
                if (c >= end || *c != '"') return p_error_at(p, at, "unbalanced '%c' character in pretty dialect name", open[depth - 1]);
                c++;
            }
        } while (depth > 0);
        int line = p->tok.line;
        const char *line_start = p->lx.line_start;
        for (const char *q = body; q < c; q++)
            if (*q == '\n') line++, line_start = q + 1;
        lexer_reset_to(&p->lx, c, line, line_start);
        p->prev.kind = TK_GREATER;   /* the body's closing '>' stands for it */
        p->prev.ptr = c - 1;
        p->prev.len = 1;
        p->prev.line = line;
        p->prev.col = (int)(c - 1 - line_start) + 1;
        p->tok = lexer_next(&p->lx);
        if (p->tok.kind == TK_ERROR && !p->error) p->error = diag_new(DIAG_ERROR, p_loc(p), "%s", p->lx.error);
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

/* ------------------------------------------------ types by their text */
/* A shaped type recurs word for word at every use of a value
 * (memref<64x64xf32> on each load and store); its text is looked up before
 * it is parsed again.  Only text that parses the same wherever it stands is
 * taken: names, digits, 'x', '?', ',', ' ' and nested '<' '>' on one line
 * (no alias, map, string or location, which could mean something else or
 * fail elsewhere).  A text that failed to parse is never recorded. */
enum { TYPE_TEXT_MAX = 160 };

/* The end (one past the closing '>') of the text of the shaped type whose
 * keyword is the current token, or NULL when it is not such a text. */
static const char *shaped_type_text_end(Parser *p) {
    const Token *t = &p->tok;
    if (t->len != 6 || !(tok_is(t, "memref") || tok_is(t, "vector") || tok_is(t, "tensor"))) return NULL;
    const char *c = t->ptr + t->len, *end = p->lx.end;
    if (end - c > TYPE_TEXT_MAX) end = c + TYPE_TEXT_MAX;
    if (c >= end || *c != '<') return NULL;
    int depth = 0;
    for (; c < end; c++) {
        unsigned char ch = (unsigned char)*c;
        if (ch == '<') depth++;
        else if (ch == '>') {
            if (--depth == 0) return c + 1;
        } else if (!(isalnum(ch) || ch == '_' || ch == '?' || ch == ',' || ch == ' ' || ch == '.')) {
            return NULL;
        }
    }
    return NULL;
}

/* Continues after a type text [p->tok.ptr, end) found in Parser.type_text. */
static bool skip_known_type_text(Parser *p, const char *end) {
    Token close = p->tok;
    close.kind = TK_GREATER;
    close.col += (int)(end - 1 - close.ptr);
    close.ptr = end - 1;
    close.len = 1;
    lexer_reset_to(&p->lx, end, close.line, close.ptr - (close.col - 1));
    p->tok = close;
    p_advance(p);
    return !p->error;
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
    int fk = float_kind_of(&t);
    if (fk >= 0) {
        p_advance(p);
        *out = type_float(p->arena, (FloatKind)fk);
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
        Type ty = {.kind = TY_COMPLEX};
        if (!p_expect(p, TK_LESS, "'<' in complex type") || !p_parse_type(p, &ty.complex_elem) ||
            !p_expect(p, TK_GREATER, "'>' in complex type"))
            return false;
        if (ty.complex_elem->kind != TY_FLOAT && ty.complex_elem->kind != TY_INTEGER)
            return p_error(p, "invalid element type for complex");
        return (*out = p_intern_type(p, &ty)) != NULL;
    }
    if (tok_is(&t, "tuple")) {
        p_advance(p);
        Vec types = VEC_INIT(Type *);
        if (!p_expect(p, TK_LESS, "'<' in tuple type") || !parse_type_list_until(p, TK_GREATER, &types, "'>' in tuple type")) {
            vec_release(&types);
            return false;
        }
        Type ty = {.kind = TY_TUPLE};
        ty.tuple.n = (int)types.len;
        ty.tuple.elems = types.data;
        *out = p_intern_type(p, &ty);
        vec_release(&types);
        return *out != NULL;
    }
    return p_error(p, "expected non-function type");
}

bool p_parse_type(Parser *p, Type **out) {
    if (!p_enter(p)) return false;
    /* far from the nesting limit, which the skipped parse could have reached */
    const char *text = p->tok.ptr, *text_end = p->depth + TYPE_TEXT_MAX < PARSER_MAX_NESTING ? shaped_type_text_end(p) : NULL;
    Type *known = text_end ? strmap_get(&p->type_text, text, (int)(text_end - text)) : NULL;
    bool ok;
    if (known) {
        *out = known;
        ok = skip_known_type_text(p, text_end);
    } else {
        ok = parse_type_inner(p, out);
        /* recorded only when the parse ended exactly at the scanned '>' */
        if (ok && text_end && p->prev.ptr + p->prev.len == text_end)
            strmap_put(&p->type_text, text, (int)(text_end - text), *out);
    }
    p_leave(p);
    return ok;
}

bool p_parse_type_text(Parser *p, const char *text, int len, Loc loc, Type **out) {
    char *copy = arena_alloc(p->arena, (size_t)len + 1);
    memcpy(copy, text, (size_t)len);
    copy[len] = 0;
    SourceFile file = {p->lx.file ? p->lx.file->name : "", copy, (size_t)len, false};
    Lexer outer_lx = p->lx;
    Token outer_tok = p->tok, outer_prev = p->prev;
    Diag *outer_error = p->error;
    lexer_init(&p->lx, &file, copy, copy + len, outer_tok.line);
    p_advance(p);
    bool ok = p_parse_type(p, out) && p_is(p, TK_EOF);
    p->lx = outer_lx;
    p->tok = outer_tok;
    p->prev = outer_prev;
    if (ok) return true;
    if (p->error != outer_error) {   /* its position is in the copy: said again at loc */
        diag_free(p->error);
        p->error = outer_error;
    }
    return p_error_at(p, loc, "'%.*s' is not a type", len, text);
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
    if (ok) {
        Type ft = {.kind = TY_FUNCTION};
        ft.func.nin = (int)in.len;
        ft.func.in = in.data;
        ft.func.nout = (int)res.len;
        ft.func.out = res.data;
        ok = (*out = p_intern_type(p, &ft)) != NULL;
    }
    vec_release(&in);
    vec_release(&res);
    return ok;
}
