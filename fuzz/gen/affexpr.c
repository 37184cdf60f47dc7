#include "affexpr.h"
#include <string.h>

void ae_reset(Gen *g) { g->napool = 0; }

static AExpr *node(Gen *g, AEKind k) {
    if (g->napool >= MAX_AEXPR) g->napool = 0; /* never reached: pools are reset per op */
    AExpr *e = &g->apool[g->napool++];
    memset(e, 0, sizeof *e);
    e->kind = k;
    return e;
}

AExpr *ae_const(Gen *g, int64_t c) {
    AExpr *e = node(g, AE_CONST);
    e->c = c;
    return e;
}

AExpr *ae_var(Gen *g, const Val *v) {
    AExpr *e = node(g, AE_VAR);
    e->var = v;
    return e;
}

AExpr *ae_add(Gen *g, AExpr *l, AExpr *r) {
    AExpr *e = node(g, AE_ADD);
    e->l = l;
    e->r = r;
    return e;
}

AExpr *ae_addc(Gen *g, AExpr *l, int64_t c) {
    if (c == 0) return l;
    if (l->kind == AE_CONST) return ae_const(g, l->c + c);
    return ae_add(g, l, ae_const(g, c));
}

AExpr *ae_mulc(Gen *g, AExpr *l, int64_t c) {
    if (c == 1) return l;
    AExpr *e = node(g, AE_MUL);
    e->l = l;
    e->c = c;
    return e;
}

AExpr *ae_binc(Gen *g, AEKind k, AExpr *l, int64_t c) {
    AExpr *e = node(g, k);
    e->l = l;
    e->c = c;
    return e;
}

AExpr *ae_binsym(Gen *g, AEKind k, AExpr *l, const Val *s) {
    AExpr *e = node(g, k);
    e->l = l;
    e->rvar = s;
    return e;
}

/* ------------------------------------------------------------ ranges */

static int64_t floordiv(int64_t a, int64_t b) {
    int64_t q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0))) q--;
    return q;
}

static int64_t ceildiv(int64_t a, int64_t b) { return -floordiv(-a, b); }

static void minmax4(int64_t a, int64_t b, int64_t c, int64_t d, int64_t *lo, int64_t *hi) {
    int64_t v[4] = {a, b, c, d};
    *lo = *hi = v[0];
    for (int i = 1; i < 4; i++) {
        if (v[i] < *lo) *lo = v[i];
        if (v[i] > *hi) *hi = v[i];
    }
}

void ae_range(const AExpr *e, int64_t *lo, int64_t *hi) {
    int64_t llo, lhi, rlo, rhi;
    switch (e->kind) {
    case AE_CONST: *lo = *hi = e->c; return;
    case AE_VAR: *lo = e->var->lo; *hi = e->var->hi; return;
    case AE_ADD:
        ae_range(e->l, &llo, &lhi);
        ae_range(e->r, &rlo, &rhi);
        *lo = llo + rlo;
        *hi = lhi + rhi;
        return;
    default: break;
    }
    ae_range(e->l, &llo, &lhi);
    if (e->rvar) {
        rlo = e->rvar->lo;
        rhi = e->rvar->hi;
    } else rlo = rhi = e->c;
    switch (e->kind) {
    case AE_MUL: minmax4(llo * rlo, llo * rhi, lhi * rlo, lhi * rhi, lo, hi); return;
    case AE_MOD:
        if (rlo <= 0) { *lo = -1000000; *hi = 1000000; return; } /* never built */
        if (llo >= 0 && lhi < rlo) { *lo = llo; *hi = lhi; return; }
        *lo = 0;
        *hi = rhi - 1;
        return;
    case AE_FLOORDIV:
        if (rlo <= 0) { *lo = -1000000; *hi = 1000000; return; }
        minmax4(floordiv(llo, rlo), floordiv(llo, rhi), floordiv(lhi, rlo), floordiv(lhi, rhi), lo, hi);
        return;
    case AE_CEILDIV:
        if (rlo <= 0) { *lo = -1000000; *hi = 1000000; return; }
        minmax4(ceildiv(llo, rlo), ceildiv(llo, rhi), ceildiv(lhi, rlo), ceildiv(lhi, rhi), lo, hi);
        return;
    default: *lo = *hi = 0; return;
    }
}

/* ---------------------------------------------------------- printing */

static bool symbol_position(const Val *v) { return v->is_sym && !v->is_iv; }

static const char *op_word(AEKind k) {
    switch (k) {
    case AE_MUL: return "*";
    case AE_MOD: return "mod";
    case AE_FLOORDIV: return "floordiv";
    case AE_CEILDIV: return "ceildiv";
    default: return "?";
    }
}

static int ops_index(const Val *const *list, int n, const Val *v) {
    for (int i = 0; i < n; i++)
        if (list[i] == v || strcmp(list[i]->name, v->name) == 0) return i;
    return -1;
}

static void collect_ops(const AExpr *e, MapOps *ops) {
    switch (e->kind) {
    case AE_CONST: return;
    case AE_VAR:
        if (symbol_position(e->var)) {
            if (ops_index(ops->syms, ops->nsyms, e->var) < 0 && ops->nsyms < 24) ops->syms[ops->nsyms++] = e->var;
        } else if (ops_index(ops->dims, ops->ndims, e->var) < 0 && ops->ndims < 24)
            ops->dims[ops->ndims++] = e->var;
        return;
    case AE_ADD: collect_ops(e->l, ops); collect_ops(e->r, ops); return;
    default:
        collect_ops(e->l, ops);
        if (e->rvar && ops_index(ops->syms, ops->nsyms, e->rvar) < 0 && ops->nsyms < 24)
            ops->syms[ops->nsyms++] = e->rvar;
        return;
    }
}

/* inline: ops == NULL (SSA ids); map: ops names d<i>/s<i>. */
static void print_var(TextBuf *out, const Val *v, const MapOps *ops, bool as_symbol) {
    if (!ops) {
        if (as_symbol) tb_printf(out, "symbol(%s)", v->name);
        else tb_puts(out, v->name);
        return;
    }
    int i = ops_index(ops->syms, ops->nsyms, v);
    if (i >= 0) tb_printf(out, "s%d", i);
    else tb_printf(out, "d%d", ops_index(ops->dims, ops->ndims, v));
}

static void print_expr(TextBuf *out, const AExpr *e, const MapOps *ops, bool outer) {
    switch (e->kind) {
    case AE_CONST: tb_printf(out, "%lld", (long long)e->c); return;
    case AE_VAR: print_var(out, e->var, ops, symbol_position(e->var)); return;
    case AE_ADD:
        if (!outer) tb_putc(out, '(');
        print_expr(out, e->l, ops, false);
        if (e->r->kind == AE_CONST && e->r->c < 0) tb_printf(out, " - %lld", -(long long)e->r->c);
        else {
            tb_puts(out, " + ");
            print_expr(out, e->r, ops, false);
        }
        if (!outer) tb_putc(out, ')');
        return;
    default:
        if (!outer) tb_putc(out, '(');
        print_expr(out, e->l, ops, false);
        tb_printf(out, " %s ", op_word(e->kind));
        if (e->rvar) print_var(out, e->rvar, ops, true);
        else tb_printf(out, "%lld", (long long)e->c);
        if (!outer) tb_putc(out, ')');
        return;
    }
}

void ae_print_inline(TextBuf *out, const AExpr *e) { print_expr(out, e, NULL, true); }

static void print_operands(TextBuf *out, const MapOps *ops) {
    tb_putc(out, '(');
    for (int i = 0; i < ops->ndims; i++) tb_printf(out, "%s%s", i ? ", " : "", ops->dims[i]->name);
    tb_putc(out, ')');
    if (ops->nsyms) {
        tb_putc(out, '[');
        for (int i = 0; i < ops->nsyms; i++) tb_printf(out, "%s%s", i ? ", " : "", ops->syms[i]->name);
        tb_putc(out, ']');
    }
}

static void print_header(TextBuf *out, const MapOps *ops) {
    tb_putc(out, '(');
    for (int i = 0; i < ops->ndims; i++) tb_printf(out, "%sd%d", i ? ", " : "", i);
    tb_putc(out, ')');
    if (ops->nsyms) {
        tb_putc(out, '[');
        for (int i = 0; i < ops->nsyms; i++) tb_printf(out, "%ss%d", i ? ", " : "", i);
        tb_putc(out, ']');
    }
}

void ae_print_map(TextBuf *out, AExpr *const *res, int nres) {
    MapOps ops = {.ndims = 0, .nsyms = 0};
    for (int i = 0; i < nres; i++) collect_ops(res[i], &ops);
    tb_puts(out, "affine_map<");
    print_header(out, &ops);
    tb_puts(out, " -> (");
    for (int i = 0; i < nres; i++) {
        if (i) tb_puts(out, ", ");
        print_expr(out, res[i], &ops, true);
    }
    tb_puts(out, ")>");
    print_operands(out, &ops);
}

void ae_print_bound(TextBuf *out, AExpr *const *res, int nres, bool lower) {
    if (nres == 1 && res[0]->kind == AE_CONST) {
        tb_printf(out, "%lld", (long long)res[0]->c);
        return;
    }
    if (nres == 1 && res[0]->kind == AE_VAR && symbol_position(res[0]->var)) {
        tb_puts(out, res[0]->var->name);
        return;
    }
    if (nres > 1) tb_puts(out, lower ? "max " : "min ");
    ae_print_map(out, res, nres);
}

void ae_print_set(TextBuf *out, AExpr *const *cons, const bool *is_eq, int n) {
    MapOps ops = {.ndims = 0, .nsyms = 0};
    for (int i = 0; i < n; i++) collect_ops(cons[i], &ops);
    tb_puts(out, "affine_set<");
    print_header(out, &ops);
    tb_puts(out, " : (");
    for (int i = 0; i < n; i++) {
        if (i) tb_puts(out, ", ");
        print_expr(out, cons[i], &ops, true);
        tb_puts(out, is_eq[i] ? " == 0" : " >= 0");
    }
    tb_puts(out, ")>");
    print_operands(out, &ops);
}

/* --------------------------------------------------------- subscripts */

int collect_dim_vars(Gen *g, const Val **out, int max) {
    Fn *f = g->fn;
    int n = 0;
    for (int i = 0; i < f->nvals && n < max; i++) {
        const Val *v = &f->vals[i];
        if (v->et != ET_INDEX || v->lanes || v->is_const) continue;
        if (v->is_iv || (v->is_dim && !v->is_sym)) out[n++] = v;
    }
    return n;
}

const Val *pick_symbol(Gen *g, int64_t lo, int64_t hi) {
    Fn *f = g->fn;
    const Val *cand[64];
    int n = 0;
    for (int i = 0; i < f->nvals && n < 64; i++) {
        const Val *v = &f->vals[i];
        if (v->et != ET_INDEX || v->lanes || !v->is_sym || v->is_iv) continue;
        if (v->lo >= lo && v->hi <= hi) cand[n++] = v;
    }
    if (!n) return NULL;
    return cand[rng_below(&g->rng, (uint64_t)n)];
}

static const Val *pick_var(Gen *g, const Val *const *vars, int nvars) {
    return vars[rng_below(&g->rng, (uint64_t)nvars)];
}

enum { P_ID, P_SHIFT, P_OTHER, P_CONST, P_SCALE, P_SUM, P_WRAP, P_DIV, P_SEMI, P_REV, P_COUNT };

static AExpr *random_subscript(Gen *g, int64_t size, const Val *pref, const Val *const *vars, int nvars) {
    int w[P_COUNT] = {0};
    if (pref) {
        w[P_ID] = 45; w[P_SHIFT] = 12; w[P_SCALE] = 6; w[P_WRAP] = 4; w[P_DIV] = 4; w[P_REV] = 5;
    }
    if (nvars) w[P_OTHER] = pref ? 8 : 40;
    w[P_CONST] = pref || nvars ? 4 : 100;
    if (nvars >= 2) w[P_SUM] = 5;
    if (feat(g, FEAT_SEMI_AFFINE) && (pref || nvars)) w[P_SEMI] = g->force == FEAT_SEMI_AFFINE ? 1000 : 14;
    const Val *v = pref ? pref : (nvars ? pick_var(g, vars, nvars) : NULL);
    switch (rng_weighted(&g->rng, w, P_COUNT)) {
    case P_ID: return ae_var(g, v);
    case P_SHIFT: {
        int64_t c = rng_range(&g->rng, -2, 2);
        return ae_addc(g, ae_var(g, v), c ? c : 1);
    }
    case P_OTHER: return ae_var(g, pick_var(g, vars, nvars));
    case P_CONST: return ae_const(g, rng_range(&g->rng, 0, size - 1));
    case P_SCALE: {
        static const int64_t ks[] = {2, 3, -1, -2};
        int64_t k = ks[rng_below(&g->rng, 4)];
        int64_t c = rng_range(&g->rng, 0, 2);
        return ae_addc(g, ae_mulc(g, ae_var(g, v), k), c);
    }
    case P_SUM: {
        const Val *a = pick_var(g, vars, nvars), *b = pick_var(g, vars, nvars);
        return ae_addc(g, ae_add(g, ae_var(g, a), ae_var(g, b)), rng_range(&g->rng, -1, 1));
    }
    case P_WRAP: return ae_binc(g, AE_MOD, ae_addc(g, ae_var(g, v), rng_range(&g->rng, 1, 3)), size);
    case P_DIV: {
        AEKind k = rng_percent(&g->rng, 50) ? AE_FLOORDIV : AE_CEILDIV;
        int64_t c = rng_range(&g->rng, 2, 3);
        return ae_binc(g, k, ae_var(g, v), c);
    }
    case P_SEMI: {
        const Val *s = pick_symbol(g, 1, 64);
        if (!s) return ae_var(g, v);
        mark(g, FEAT_SEMI_AFFINE);
        static const AEKind ks[] = {AE_MOD, AE_FLOORDIV, AE_CEILDIV, AE_MOD, AE_MUL};
        AEKind k = ks[rng_below(&g->rng, 5)];
        if (k == AE_MUL && s->hi > 3) k = AE_FLOORDIV;
        AExpr *l = ae_var(g, v);
        if (rng_percent(&g->rng, 30)) l = ae_addc(g, l, rng_range(&g->rng, 1, 3));
        return ae_binsym(g, k, l, s);
    }
    case P_REV: return ae_addc(g, ae_mulc(g, ae_var(g, v), -1), size - 1);
    }
    return ae_var(g, v);
}

AExpr *subscript_for(Gen *g, int64_t size, const Val *pref, const Val *const *vars, int nvars) {
    AExpr *e = random_subscript(g, size, pref, vars, nvars);
    int64_t lo, hi;
    ae_range(e, &lo, &hi);
    /* Rarely, one past the end: undefined behaviour for the oracle to judge. */
    bool off_by_one = (int)rng_below(&g->rng, 1000) < 2;
    if (lo >= 0 && hi <= size - 1) return off_by_one && hi == size - 1 ? ae_addc(g, e, 1) : e;
    if (hi - lo <= size - 1) {
        int64_t shift = lo < 0 ? -lo : size - 1 - hi;
        return ae_addc(g, e, shift + (off_by_one ? 1 : 0));
    }
    if (lo >= 0 || rng_percent(&g->rng, 50)) return ae_binc(g, AE_MOD, e, size);
    /* a wide range: fall back to the preferred variable when it fits */
    if (pref && pref->lo >= 0 && pref->hi <= size - 1) return ae_var(g, pref);
    return ae_binc(g, AE_MOD, e, size);
}
