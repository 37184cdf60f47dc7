/* Affine expressions, maps and integer sets (seed 001 "Affine
 * Expressions", "Affine Maps", "Integer Sets"), with MLIR's precedence:
 * parentheses, negation, then * floordiv ceildiv mod, then + -; all left
 * associative.  The tree is built as MLIR builds it ('a - b' is
 * a + b * -1, '-a' is a * -1) so printing it back is exact. */
#include "parser.h"
#include <string.h>
#include <stdlib.h>

typedef struct AffineIdent {
    Slice name;          /* bare id, or SSA name */
    int number;          /* SSA result number */
    AffineExpr *expr;
} AffineIdent;

typedef struct AffineParse {
    Parser *p;
    Vec idents;          /* AffineIdent: declared dims/symbols or bound SSA ids */
    SsaIdBinder *binder; /* non-NULL: SSA ids allowed */
} AffineParse;

typedef enum { LOW_NONE, LOW_ADD, LOW_SUB } LowOp;
typedef enum { HIGH_NONE, HIGH_MUL, HIGH_FLOORDIV, HIGH_CEILDIV, HIGH_MOD } HighOp;

/* ------------------------------------------------------------ uniquing */
/* Affine expressions and maps are uniqued as MLIR uniques them: a node is
 * keyed by its kind and its (already unique) children, so equal
 * expressions are the same pointer and building one twice costs nothing. */
typedef struct ExprKey {
    unsigned char kind;
    int64_t value;
    const AffineExpr *lhs, *rhs;
} ExprKey;

static AffineExpr *unique_expr(Parser *p, AffineKind kind, int64_t value, AffineExpr *l, AffineExpr *r) {
    ExprKey k;
    memset(&k, 0, sizeof k);
    k.kind = (unsigned char)kind;
    k.value = value;
    k.lhs = l;
    k.rhs = r;
    AffineExpr *e = strmap_get(&p->affine_intern, (const char *)&k, (int)sizeof k);
    if (e) return e;
    e = arena_alloc(p->arena, sizeof *e);
    ExprKey *key = arena_memdup(p->arena, &k, sizeof k);
    if (!e || !key) return NULL;
    e->kind = kind;
    e->value = value;
    e->lhs = l;
    e->rhs = r;
    strmap_put(&p->affine_intern, (const char *)key, (int)sizeof k, e);
    p->intern_epoch++;
    return e;
}

/* A leaf from its small cache, made (uniqued) on first use. */
static AffineExpr *cached_leaf(Parser *p, AffineExpr **slot, AffineKind kind, int64_t value) {
    if (!*slot) *slot = unique_expr(p, kind, value, NULL, NULL);
    return *slot;
}

AffineExpr *p_aff_const(Parser *p, int64_t v) {
    if (v >= -1 && v < 15) return cached_leaf(p, &p->leaf_consts[v + 1], AFF_CONST, v);
    return unique_expr(p, AFF_CONST, v, NULL, NULL);
}
AffineExpr *p_aff_dim(Parser *p, int pos) {
    if (pos >= 0 && pos < 8) return cached_leaf(p, &p->leaf_dims[pos], AFF_DIM, pos);
    return unique_expr(p, AFF_DIM, pos, NULL, NULL);
}
AffineExpr *p_aff_sym(Parser *p, int pos) {
    if (pos >= 0 && pos < 8) return cached_leaf(p, &p->leaf_syms[pos], AFF_SYM, pos);
    return unique_expr(p, AFF_SYM, pos, NULL, NULL);
}
AffineExpr *p_aff_binary(Parser *p, AffineKind k, AffineExpr *l, AffineExpr *r) {
    if (!l || !r) return NULL;
    return unique_expr(p, k, 0, l, r);
}

AffineMap *p_affine_map(Parser *p, int ndims, int nsyms, int nresults, AffineExpr **results) {
    size_t n = sizeof(int) * 3 + sizeof(AffineExpr *) * (size_t)nresults;
    unsigned char stackbuf[256];
    unsigned char *k = n <= sizeof stackbuf ? stackbuf : malloc(n);
    if (!k) return NULL;
    memcpy(k, &ndims, sizeof(int));
    memcpy(k + sizeof(int), &nsyms, sizeof(int));
    memcpy(k + 2 * sizeof(int), &nresults, sizeof(int));
    if (nresults) memcpy(k + 3 * sizeof(int), results, sizeof(AffineExpr *) * (size_t)nresults);
    AffineMap *m = strmap_get(&p->map_intern, (const char *)k, (int)n);
    if (!m) {
        m = affine_map_new(p->arena, ndims, nsyms, nresults, results);
        char *key = arena_memdup(p->arena, k, n);
        if (m && key) {
            strmap_put(&p->map_intern, key, (int)n, m);
            p->intern_epoch++;
        }
    }
    if (k != stackbuf) free(k);
    return m;
}

static AffineExpr *parse_expr(AffineParse *ap);
static AffineExpr *parse_operand(AffineParse *ap, AffineExpr *lhs);

/* True when no dimension occurs in e (MLIR's isSymbolicOrConstant). */
static bool is_symbolic_or_constant(const AffineExpr *e) {
    switch (e->kind) {
    case AFF_CONST:
    case AFF_SYM: return true;
    case AFF_DIM: return false;
    default: return is_symbolic_or_constant(e->lhs) && is_symbolic_or_constant(e->rhs);
    }
}

static AffineExpr *negate(Parser *p, AffineExpr *e) {
    return p_aff_binary(p, AFF_MUL, e, p_aff_const(p, -1));
}

static AffineExpr *make_high(AffineParse *ap, HighOp op, AffineExpr *l, AffineExpr *r, Loc oploc) {
    Parser *p = ap->p;
    static const char *names[] = {"", "", "floordiv", "ceildiv", "mod"};
    if (op == HIGH_MUL) {
        if (!is_symbolic_or_constant(l) && !is_symbolic_or_constant(r)) {
            p_error_at(p, oploc, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic");
            return NULL;
        }
        return p_aff_binary(p, AFF_MUL, l, r);
    }
    if (!is_symbolic_or_constant(r)) {
        p_error_at(p, oploc, "non-affine expression: right operand of %s has to be either a constant or symbolic", names[op]);
        return NULL;
    }
    AffineKind k = op == HIGH_FLOORDIV ? AFF_FLOORDIV : op == HIGH_CEILDIV ? AFF_CEILDIV : AFF_MOD;
    return p_aff_binary(p, k, l, r);
}

static AffineExpr *make_low(AffineParse *ap, LowOp op, AffineExpr *l, AffineExpr *r) {
    Parser *p = ap->p;
    if (op == LOW_SUB) r = negate(p, r);
    return p_aff_binary(p, AFF_ADD, l, r);
}

static LowOp accept_low(Parser *p) {
    if (p_accept(p, TK_PLUS)) return LOW_ADD;
    if (p_accept(p, TK_MINUS)) return LOW_SUB;
    return LOW_NONE;
}

static HighOp accept_high(Parser *p) {
    if (p_accept(p, TK_STAR)) return HIGH_MUL;
    if (p_accept_keyword(p, "floordiv")) return HIGH_FLOORDIV;
    if (p_accept_keyword(p, "ceildiv")) return HIGH_CEILDIV;
    if (p_accept_keyword(p, "mod")) return HIGH_MOD;
    return HIGH_NONE;
}

static AffineExpr *parse_high_chain(AffineParse *ap, AffineExpr *llhs, HighOp llop, Loc lloc);

/* Each '*', floordiv, ceildiv, mod in a chain recurses once: guarded. */
static AffineExpr *parse_high(AffineParse *ap, AffineExpr *llhs, HighOp llop, Loc lloc) {
    if (!p_enter(ap->p)) return NULL;
    AffineExpr *e = parse_high_chain(ap, llhs, llop, lloc);
    p_leave(ap->p);
    return e;
}

static AffineExpr *parse_high_chain(AffineParse *ap, AffineExpr *llhs, HighOp llop, Loc lloc) {
    AffineExpr *lhs = parse_operand(ap, llhs);
    if (!lhs) return NULL;
    Loc oploc = p_loc(ap->p);
    HighOp op = accept_high(ap->p);
    if (op) {
        if (llhs) {
            AffineExpr *e = make_high(ap, llop, llhs, lhs, oploc);
            if (!e) return NULL;
            return parse_high(ap, e, op, oploc);
        }
        return parse_high(ap, lhs, op, oploc);
    }
    if (llhs) return make_high(ap, llop, llhs, lhs, lloc);
    return lhs;
}

/* Iterative over '+'/'-' chains (long sums must not recurse deeply). */
static AffineExpr *parse_low(AffineParse *ap) {
    Parser *p = ap->p;
    AffineExpr *llhs = NULL;
    LowOp llop = LOW_NONE;
    for (int terms = 1;; terms++) {
        if (terms > AFFINE_MAX_TERMS) {
            p_error(p, "affine expression too long: more than %d terms", AFFINE_MAX_TERMS);
            return NULL;
        }
        AffineExpr *lhs = parse_operand(ap, llhs);
        if (!lhs) return NULL;
        LowOp lop = accept_low(p);
        if (lop) {
            llhs = llhs ? make_low(ap, llop, llhs, lhs) : lhs;
            llop = lop;
            continue;
        }
        Loc oploc = p_loc(p);
        HighOp hop = accept_high(p);
        if (hop) {
            AffineExpr *high = parse_high(ap, lhs, hop, oploc);
            if (!high) return NULL;
            AffineExpr *e = llhs ? make_low(ap, llop, llhs, high) : high;
            LowOp next = accept_low(p);
            if (next) {
                llhs = e;
                llop = next;
                continue;
            }
            return e;
        }
        return llhs ? make_low(ap, llop, llhs, lhs) : lhs;
    }
}

static AffineExpr *parse_expr(AffineParse *ap) {
    if (!p_enter(ap->p)) return NULL;
    AffineExpr *e = parse_low(ap);
    p_leave(ap->p);
    return e;
}

static AffineExpr *parse_bare_id(AffineParse *ap) {
    Parser *p = ap->p;
    if (p->tok.kind != TK_BARE_ID) {
        p_error(p, "expected bare identifier");
        return NULL;
    }
    for (size_t i = 0; i < ap->idents.len; i++) {
        AffineIdent *id = &VEC_AT(&ap->idents, AffineIdent, i);
        if (id->number < 0 && id->name.len == p->tok.len && memcmp(id->name.ptr, p->tok.ptr, (size_t)id->name.len) == 0) {
            p_advance(p);
            return id->expr;
        }
    }
    p_error(p, "use of undeclared identifier");
    return NULL;
}

static AffineExpr *parse_ssa_id(AffineParse *ap, bool is_symbol) {
    Parser *p = ap->p;
    if (!ap->binder) {
        p_error(p, "unexpected ssa identifier");
        return NULL;
    }
    if (p->tok.kind != TK_PERCENT_ID) {
        p_error(p, "expected ssa identifier");
        return NULL;
    }
    AffineExpr *e = NULL;
    if (!ap->binder->bind(p, ap->binder, is_symbol, &e)) return NULL;
    return e;
}

static AffineExpr *parse_operand(AffineParse *ap, AffineExpr *lhs) {
    Parser *p = ap->p;
    switch (p->tok.kind) {
    case TK_PERCENT_ID: return parse_ssa_id(ap, false);
    case TK_INTEGER: {
        int64_t v;
        Token t = p->tok;
        if (t.len > 2 && t.ptr[1] == 'x') {
            if (!p_parse_int64(p, &v)) return NULL;
        } else {
            /* up to 2^63 is allowed: the printer spells INT64_MIN as - 9223372036854775808 */
            uint64_t u = 0;
            for (int i = 0; i < t.len; i++) {
                unsigned d = (unsigned)(t.ptr[i] - '0');
                if (u > (UINT64_MAX - d) / 10) { u = UINT64_MAX; break; }
                u = u * 10 + d;
            }
            if (u > (uint64_t)INT64_MAX + 1) {
                p_error_at(p, p_loc(p), "constant too large for index");
                return NULL;
            }
            v = (int64_t)u;
            p_advance(p);
        }
        return p_aff_const(p, v);
    }
    case TK_LPAREN: {
        p_advance(p);
        if (p_is(p, TK_RPAREN)) {
            p_error_here(p, "no expression inside parentheses");
            return NULL;
        }
        AffineExpr *e = parse_expr(ap);
        if (!e || !p_expect(p, TK_RPAREN, "')'")) return NULL;
        return e;
    }
    case TK_MINUS: {
        p_advance(p);
        if (!p_enter(p)) return NULL;
        AffineExpr *e = parse_operand(ap, lhs);
        p_leave(p);
        if (!e) {
            if (!p->error) p_error(p, "missing operand of negation");
            return NULL;
        }
        return negate(p, e);
    }
    case TK_PLUS:
    case TK_STAR:
        p_error_here(p, lhs ? "missing right operand of binary operator" : "missing left operand of binary operator");
        return NULL;
    case TK_BARE_ID:
        if (p_is_keyword(p, "symbol") && ap->binder) {
            p_advance(p);
            if (!p_expect(p, TK_LPAREN, "'(' at start of SSA symbol")) return NULL;
            AffineExpr *e = parse_ssa_id(ap, true);
            if (!e || !p_expect(p, TK_RPAREN, "')' at end of SSA symbol")) return NULL;
            return e;
        }
        return parse_bare_id(ap);
    default:
        p_error_here(p, lhs ? "missing right operand of binary operator" : "expected affine expression");
        return NULL;
    }
}

static bool parse_ident_def(AffineParse *ap, AffineExpr *e) {
    Parser *p = ap->p;
    if (p->tok.kind != TK_BARE_ID) return p_error(p, "expected bare identifier");
    for (size_t i = 0; i < ap->idents.len; i++) {
        AffineIdent *id = &VEC_AT(&ap->idents, AffineIdent, i);
        if (id->name.len == p->tok.len && memcmp(id->name.ptr, p->tok.ptr, (size_t)p->tok.len) == 0)
            return p_error_here(p, "redefinition of identifier '%.*s'", p->tok.len, p->tok.ptr);
    }
    AffineIdent id = {{p->tok.ptr, p->tok.len}, -1, e};
    if (!vec_push(&ap->idents, &id)) return p_error(p, "out of memory");
    p_advance(p);
    return true;
}

/* dim-and-symbol-id-lists ::= `(` ids `)` (`[` ids `]`)? */
static bool parse_dim_and_symbol_ids(AffineParse *ap, int *ndims, int *nsyms) {
    Parser *p = ap->p;
    *ndims = *nsyms = 0;
    if (!p_expect(p, TK_LPAREN, "'(' in dimensional identifier list")) return false;
    if (!p_accept(p, TK_RPAREN)) {
        do {
            if (!parse_ident_def(ap, p_aff_dim(p, (*ndims)++))) return false;
        } while (p_accept(p, TK_COMMA));
        if (!p_expect(p, TK_RPAREN, "')' in dimensional identifier list")) return false;
    }
    if (p_accept(p, TK_LSQUARE) && !p_accept(p, TK_RSQUARE)) {
        do {
            if (!parse_ident_def(ap, p_aff_sym(p, (*nsyms)++))) return false;
        } while (p_accept(p, TK_COMMA));
        if (!p_expect(p, TK_RSQUARE, "']' in symbol list")) return false;
    }
    return true;
}

static bool parse_expr_list(AffineParse *ap, TokKind close, Vec *exprs, const char *what) {
    Parser *p = ap->p;
    if (p_accept(p, close)) return true;
    do {
        AffineExpr *e = parse_expr(ap);
        if (!e) return false;
        if (!vec_push(exprs, &e)) return p_error(p, "out of memory");
    } while (p_accept(p, TK_COMMA));
    return p_expect(p, close, what);
}

/* Either "(dims)[syms] -> (exprs)" or "(dims)[syms] : (constraints)". */
static bool parse_map_or_set(Parser *p, AffineMap **map, IntegerSet **set) {
    AffineParse ap = {p, VEC_INIT(AffineIdent), NULL};
    Vec exprs = VEC_INIT(AffineExpr *), eqs = VEC_INIT(bool);
    int nd, ns;
    bool ok = false;
    *map = NULL;
    *set = NULL;
    if (!parse_dim_and_symbol_ids(&ap, &nd, &ns)) goto done;
    if (p_accept(p, TK_ARROW)) {
        if (!p_expect(p, TK_LPAREN, "'(' in affine map range")) goto done;
        if (!parse_expr_list(&ap, TK_RPAREN, &exprs, "')' in affine map range")) goto done;
        int n = (int)exprs.len;
        *map = p_affine_map(p, nd, ns, n, exprs.data);
        ok = *map != NULL;
        goto done;
    }
    if (!p_expect(p, TK_COLON, "'->' or ':'")) goto done;
    if (!p_expect(p, TK_LPAREN, "'(' in integer set constraint list")) goto done;
    if (!p_accept(p, TK_RPAREN)) {
        do {
            AffineExpr *lhs = parse_expr(&ap);
            if (!lhs) goto done;
            AffineExpr *rhs;
            bool eq = false, le = false;
            if (p_is(p, TK_GREATER) || p_is(p, TK_LESS) || p_is(p, TK_EQUAL)) {
                TokKind k = p->tok.kind;
                p_advance(p);
                if (!p_is(p, TK_EQUAL)) {
                    p_error_here(p, "expected '== affine-expr' or '>= affine-expr' at end of affine constraint");
                    goto done;
                }
                p_advance(p);
                eq = k == TK_EQUAL;
                le = k == TK_LESS;
            } else {
                p_error_here(p, "expected '== affine-expr' or '>= affine-expr' at end of affine constraint");
                goto done;
            }
            if (!(rhs = parse_expr(&ap))) goto done;
            AffineExpr *c = le ? p_aff_binary(p, AFF_ADD, rhs, negate(p, lhs))
                               : p_aff_binary(p, AFF_ADD, lhs, negate(p, rhs));
            if (!vec_push(&exprs, &c) || !vec_push(&eqs, &eq)) {
                p_error(p, "out of memory");
                goto done;
            }
        } while (p_accept(p, TK_COMMA));
        if (!p_expect(p, TK_RPAREN, "')' in integer set constraint list")) goto done;
    }
    IntegerSet *s = arena_alloc(p->arena, sizeof *s);
    if (!s) goto done;
    s->ndims = nd;
    s->nsyms = ns;
    if (exprs.len == 0) { /* no constraint: the degenerate 'true' set 0 == 0 */
        AffineExpr *zero = p_aff_const(p, 0);
        bool t = true;
        vec_push(&exprs, &zero);
        vec_push(&eqs, &t);
    }
    s->ncons = (int)exprs.len;
    s->cons = vec_freeze(&exprs, p->arena);
    s->eq = vec_freeze(&eqs, p->arena);
    *set = s;
    ok = true;
done:
    vec_release(&ap.idents);
    vec_release(&exprs);
    vec_release(&eqs);
    return ok;
}

bool p_parse_affine_map_inline(Parser *p, AffineMap **out) {
    Loc loc = p_loc(p);
    IntegerSet *set;
    if (!parse_map_or_set(p, out, &set)) return false;
    if (set) return p_error_at(p, loc, "expected AffineMap, but got IntegerSet");
    return true;
}

bool p_parse_integer_set_inline(Parser *p, IntegerSet **out) {
    Loc loc = p_loc(p);
    AffineMap *map;
    if (!parse_map_or_set(p, &map, out)) return false;
    if (map) return p_error_at(p, loc, "expected IntegerSet, but got AffineMap");
    return true;
}

bool p_parse_affine_map_or_set_inline(Parser *p, AffineMap **map, IntegerSet **set) {
    return parse_map_or_set(p, map, set);
}

bool p_parse_affine_expr_of_ssa_ids(Parser *p, SsaIdBinder *b, AffineExpr **out) {
    AffineParse ap = {p, VEC_INIT(AffineIdent), b};
    *out = parse_expr(&ap);
    vec_release(&ap.idents);
    return *out != NULL;
}

/* ------------------------------------------------ maps of SSA ids */
/* Each distinct SSA use becomes the next dim (or, inside symbol(...), the
 * next symbol), numbered in order of first appearance; the op's operands
 * are the dim uses followed by the symbol uses. */
typedef struct MapBinder {
    SsaIdBinder base;
    AffineSsaMap *out;
} MapBinder;

/* A use seen before in the same map (in either list: a name bound as a
 * dim stays that dim inside symbol(...)): its expression, else NULL. */
static AffineExpr *seen_ssa_id(Parser *p, AffineSsaMap *m, const OperandRef *ref) {
    for (int sym = 0; sym < 2; sym++) {
        Vec *list = sym ? &m->sym_refs : &m->dim_refs;
        for (size_t i = 0; i < list->len; i++) {
            const OperandRef *r = &VEC_AT(list, OperandRef, i);
            if (r->index == ref->index && r->name.len == ref->name.len &&
                memcmp(r->name.ptr, ref->name.ptr, (size_t)ref->name.len) == 0)
                return sym ? p_aff_sym(p, (int)i) : p_aff_dim(p, (int)i);
        }
    }
    return NULL;
}

static bool bind_map_id(Parser *p, SsaIdBinder *b, bool is_symbol, AffineExpr **out) {
    AffineSsaMap *m = ((MapBinder *)b)->out;
    OperandRef ref;
    if (!p_parse_operand(p, &ref)) return false;
    AffineExpr *e = seen_ssa_id(p, m, &ref);
    if (e) {
        *out = e;
        return true;
    }
    Vec *list = is_symbol ? &m->sym_refs : &m->dim_refs;
    e = is_symbol ? p_aff_sym(p, (int)list->len) : p_aff_dim(p, (int)list->len);
    if (!e || !vec_push(list, &ref)) return p_error(p, "out of memory");
    *out = e;
    return true;
}

void affine_ssa_map_init(AffineSsaMap *m) {
    m->map = NULL;
    vec_init_buf(&m->dim_refs, m->dim_buf, sizeof m->dim_buf / sizeof *m->dim_buf, sizeof(OperandRef));
    vec_init_buf(&m->sym_refs, m->sym_buf, sizeof m->sym_buf / sizeof *m->sym_buf, sizeof(OperandRef));
}

void affine_ssa_map_release(AffineSsaMap *m) {
    vec_release(&m->dim_refs);
    vec_release(&m->sym_refs);
}

bool p_parse_affine_ssa_expr(Parser *p, AffineSsaMap *m, AffineExpr **out) {
    MapBinder mb = {{bind_map_id}, m};
    AffineParse ap = {p, VEC_INIT(AffineIdent), &mb.base};
    *out = parse_expr(&ap);
    vec_release(&ap.idents);
    return *out != NULL;
}

bool p_affine_ssa_map_finish(Parser *p, AffineSsaMap *m, int nresults, AffineExpr **results) {
    m->map = p_affine_map(p, (int)m->dim_refs.len, (int)m->sym_refs.len, nresults, results);
    return m->map != NULL;
}

bool p_parse_affine_map_of_ssa_ids(Parser *p, TokKind open, AffineSsaMap *m) {
    TokKind close = open == TK_LSQUARE ? TK_RSQUARE : TK_RPAREN;
    Vec exprs = VEC_INIT(AffineExpr *);
    bool ok = false;
    if (open != TK_EOF) {
        if (!p_expect(p, open, open == TK_LSQUARE ? "'['" : "'('")) goto done;
        if (!p_accept(p, close)) {
            do {
                AffineExpr *e;
                if (!p_parse_affine_ssa_expr(p, m, &e)) goto done;
                vec_push(&exprs, &e);
            } while (p_accept(p, TK_COMMA));
            if (!p_expect(p, close, open == TK_LSQUARE ? "']' in affine map" : "')' in affine map")) goto done;
        }
    } else {
        AffineExpr *e;
        if (!p_parse_affine_ssa_expr(p, m, &e)) goto done;
        vec_push(&exprs, &e);
    }
    ok = p_affine_ssa_map_finish(p, m, (int)exprs.len, exprs.data);
done:
    vec_release(&exprs);
    return ok;
}
