#include "loops.h"
#include <stdio.h>
#include <string.h>

void loop_spec_const(Gen *g, LoopSpec *s, int64_t lo, int64_t hi, int64_t step) {
    memset(s, 0, sizeof *s);
    s->lb[0] = ae_const(g, lo);
    s->nlb = 1;
    s->ub[0] = ae_const(g, hi);
    s->nub = 1;
    s->step = step;
}

AExpr *size_bound(Gen *g, int64_t size) {
    if (want(g, FEAT_SYMBOLS, 40)) {
        const Val *s = pick_symbol(g, size, size);
        if (s) {
            mark(g, FEAT_SYMBOLS);
            return ae_var(g, s);
        }
    }
    return ae_const(g, size);
}

static void bounds_range(AExpr *const *lb, int nlb, AExpr *const *ub, int nub, int64_t step, int64_t *lo,
                         int64_t *hi, int64_t *trips) {
    int64_t l = INT64_MIN, u = INT64_MAX, llo_min = INT64_MAX, uhi_max = INT64_MIN;
    for (int i = 0; i < nlb; i++) {
        int64_t a, b;
        ae_range(lb[i], &a, &b);
        if (a > l) l = a;
        if (a < llo_min) llo_min = a;
    }
    for (int i = 0; i < nub; i++) {
        int64_t a, b;
        ae_range(ub[i], &a, &b);
        if (b < u) u = b;
        if (b > uhi_max) uhi_max = b;
    }
    (void)llo_min;
    (void)uhi_max;
    *lo = l;
    *hi = u - 1;
    if (*hi < *lo) *hi = *lo;
    int64_t span = u - l;
    *trips = span <= 0 ? 0 : (span + step - 1) / step;
}

void loop_begin(Gen *g, const LoopSpec *s, LoopH *h) {
    memset(h, 0, sizeof *h);
    Val iv = {.et = ET_INDEX, .is_iv = true, .is_dim = true};
    fresh_name(g, "i", iv.name);
    bounds_range(s->lb, s->nlb, s->ub, s->nub, s->step, &iv.lo, &iv.hi, &h->trips);
    TextBuf line;
    tb_init(&line);
    h->niter = s->niter;
    if (s->niter) {
        fresh_name(g, "r", h->res);
        tb_printf(&line, "%s", h->res);
        if (s->niter > 1) tb_printf(&line, ":%d", s->niter);
        tb_puts(&line, " = ");
    }
    tb_printf(&line, "affine.for %s = ", iv.name);
    ae_print_bound(&line, s->lb, s->nlb, true);
    tb_puts(&line, " to ");
    ae_print_bound(&line, s->ub, s->nub, false);
    if (s->step != 1) tb_printf(&line, " step %lld", (long long)s->step);
    char names[MAX_ITER][NAME_LEN];
    if (s->niter) {
        tb_puts(&line, " iter_args(");
        for (int i = 0; i < s->niter; i++) {
            fresh_name(g, "acc", names[i]);
            tb_printf(&line, "%s%s = %s", i ? ", " : "", names[i], s->init[i]->name);
        }
        tb_puts(&line, ") -> (");
        for (int i = 0; i < s->niter; i++) {
            char ty[48];
            tb_printf(&line, "%s%s", i ? ", " : "", type_text(s->init[i]->et, s->init[i]->lanes, ty, sizeof ty));
        }
        tb_puts(&line, ")");
    }
    tb_puts(&line, " {");
    emit_raw(g, tb_str(&line));
    tb_free(&line);
    ae_reset(g);
    h->mark = scope_open(g);
    g->fn->indent++;
    g->fn->loop_depth++;
    h->iv = val_add(g, &iv);
    for (int i = 0; i < s->niter; i++) {
        Val a = *s->init[i];
        name_join(a.name, names[i], "");
        a.is_const = a.is_sym = a.is_dim = a.is_iv = false;
        h->iter[i] = val_add(g, &a);
        h->iter_et[i] = a.et;
        h->iter_lanes[i] = a.lanes;
        h->iter_mag[i] = a.mag;
    }
}

static void write_yield(Gen *g, const Val *const *yields, int n) {
    if (!n) return;
    TextBuf line;
    tb_init(&line);
    tb_puts(&line, "affine.yield ");
    for (int i = 0; i < n; i++) tb_printf(&line, "%s%s", i ? ", " : "", yields[i]->name);
    tb_puts(&line, " : ");
    for (int i = 0; i < n; i++) {
        char ty[48];
        tb_printf(&line, "%s%s", i ? ", " : "", type_text(yields[i]->et, yields[i]->lanes, ty, sizeof ty));
    }
    emit_raw(g, tb_str(&line));
    tb_free(&line);
}

static void add_results(Gen *g, const char *base, int n, const ElemType *et, const int *lanes, const int64_t *mag,
                        Val **results) {
    for (int i = 0; i < n; i++) {
        Val r = {.et = et[i], .lanes = lanes ? lanes[i] : 0, .mag = mag[i]};
        if (n == 1) snprintf(r.name, sizeof r.name, "%s", base);
        else snprintf(r.name, sizeof r.name, "%s#%d", base, i);
        Val *p = val_add(g, &r);
        if (results) results[i] = p;
    }
}

void loop_end(Gen *g, LoopH *h, const Val *const *yields, Val **results) {
    int64_t mags[MAX_ITER];
    for (int i = 0; i < h->niter; i++) {
        mags[i] = yields[i]->mag > h->iter_mag[i] ? yields[i]->mag : h->iter_mag[i];
        if (h->iter[i]->mag > mags[i]) mags[i] = h->iter[i]->mag;
    }
    write_yield(g, yields, h->niter);
    g->fn->indent--;
    g->fn->loop_depth--;
    scope_close(g, h->mark);
    emit_raw(g, "}");
    add_results(g, h->res, h->niter, h->iter_et, h->iter_lanes, mags, results);
}

static void print_par_bound(TextBuf *out, AExpr *const *res, int n, bool lower) {
    if (n == 1) {
        ae_print_inline(out, res[0]);
        return;
    }
    tb_puts(out, lower ? "max(" : "min(");
    for (int i = 0; i < n; i++) {
        if (i) tb_puts(out, ", ");
        ae_print_inline(out, res[i]);
    }
    tb_putc(out, ')');
}

void par_begin(Gen *g, const ParSpec *s, ParH *h) {
    memset(h, 0, sizeof *h);
    h->ndims = s->ndims;
    h->nred = s->nred;
    Val ivs[3];
    TextBuf line;
    tb_init(&line);
    if (s->nred) {
        fresh_name(g, "p", h->res);
        tb_printf(&line, "%s", h->res);
        if (s->nred > 1) tb_printf(&line, ":%d", s->nred);
        tb_puts(&line, " = ");
    }
    tb_puts(&line, "affine.parallel (");
    h->trips = 1;
    for (int d = 0; d < s->ndims; d++) {
        memset(&ivs[d], 0, sizeof ivs[d]);
        ivs[d].et = ET_INDEX;
        ivs[d].is_iv = ivs[d].is_dim = true;
        fresh_name(g, "pi", ivs[d].name);
        int64_t t;
        bounds_range(s->lb[d], s->nlb[d], s->ub[d], s->nub[d], s->step[d], &ivs[d].lo, &ivs[d].hi, &t);
        h->trips *= t;
        tb_printf(&line, "%s%s", d ? ", " : "", ivs[d].name);
    }
    tb_puts(&line, ") = (");
    for (int d = 0; d < s->ndims; d++) {
        if (d) tb_puts(&line, ", ");
        print_par_bound(&line, s->lb[d], s->nlb[d], true);
    }
    tb_puts(&line, ") to (");
    for (int d = 0; d < s->ndims; d++) {
        if (d) tb_puts(&line, ", ");
        print_par_bound(&line, s->ub[d], s->nub[d], false);
    }
    tb_puts(&line, ")");
    bool unit = true;
    for (int d = 0; d < s->ndims; d++) unit = unit && s->step[d] == 1;
    if (!unit) {
        tb_puts(&line, " step (");
        for (int d = 0; d < s->ndims; d++) tb_printf(&line, "%s%lld", d ? ", " : "", (long long)s->step[d]);
        tb_puts(&line, ")");
    }
    if (s->nred) {
        tb_puts(&line, " reduce (");
        for (int i = 0; i < s->nred; i++) tb_printf(&line, "%s\"%s\"", i ? ", " : "", s->kind[i]);
        tb_puts(&line, ") -> (");
        for (int i = 0; i < s->nred; i++) tb_printf(&line, "%s%s", i ? ", " : "", et_name(s->red_et[i]));
        tb_puts(&line, ")");
        for (int i = 0; i < s->nred; i++) h->red_et[i] = s->red_et[i];
    }
    tb_puts(&line, " {");
    emit_raw(g, tb_str(&line));
    tb_free(&line);
    ae_reset(g);
    h->mark = scope_open(g);
    g->fn->indent++;
    g->fn->loop_depth++;
    for (int d = 0; d < s->ndims; d++) h->iv[d] = val_add(g, &ivs[d]);
    mark(g, FEAT_PARALLEL);
}

void par_end(Gen *g, ParH *h, const Val *const *yields, Val **results) {
    int64_t mags[4];
    for (int i = 0; i < h->nred; i++) mags[i] = yields[i]->mag;
    write_yield(g, yields, h->nred);
    g->fn->indent--;
    g->fn->loop_depth--;
    scope_close(g, h->mark);
    emit_raw(g, "}");
    add_results(g, h->res, h->nred, h->red_et, NULL, mags, results);
}

void if_begin(Gen *g, AExpr *const *cons, const bool *is_eq, int ncons, int nres, const ElemType *res_et, IfH *h) {
    memset(h, 0, sizeof *h);
    h->nres = nres;
    TextBuf line;
    tb_init(&line);
    if (nres) {
        fresh_name(g, "f", h->res);
        tb_printf(&line, "%s", h->res);
        if (nres > 1) tb_printf(&line, ":%d", nres);
        tb_puts(&line, " = ");
    }
    tb_puts(&line, "affine.if ");
    ae_print_set(&line, cons, is_eq, ncons);
    if (nres) {
        tb_puts(&line, " -> (");
        for (int i = 0; i < nres; i++) {
            h->res_et[i] = res_et[i];
            tb_printf(&line, "%s%s", i ? ", " : "", et_name(res_et[i]));
        }
        tb_puts(&line, ")");
    }
    tb_puts(&line, " {");
    emit_raw(g, tb_str(&line));
    tb_free(&line);
    ae_reset(g);
    h->mark = scope_open(g);
    g->fn->indent++;
    mark(g, FEAT_IF);
}

void if_else(Gen *g, IfH *h, const Val *const *yields) {
    for (int i = 0; i < h->nres; i++) h->mag[i] = yields[i]->mag;
    write_yield(g, yields, h->nres);
    g->fn->indent--;
    scope_close(g, h->mark);
    emit_raw(g, "} else {");
    h->mark = scope_open(g);
    g->fn->indent++;
    h->has_else = true;
}

void if_end(Gen *g, IfH *h, const Val *const *yields, Val **results) {
    int64_t mags[4] = {0, 0, 0, 0};
    for (int i = 0; i < h->nres; i++) mags[i] = yields[i]->mag > h->mag[i] ? yields[i]->mag : h->mag[i];
    write_yield(g, yields, h->nres);
    g->fn->indent--;
    scope_close(g, h->mark);
    emit_raw(g, "}");
    add_results(g, h->res, h->nres, h->res_et, NULL, mags, results);
}
