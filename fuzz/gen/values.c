#include "values.h"
#include <stdio.h>
#include <string.h>
#include "affexpr.h"
#include "memref.h"

static int64_t max64(int64_t a, int64_t b) { return a > b ? a : b; }

const Val *binop(Gen *g, const char *op, const Val *a, const Val *b, int64_t mag) {
    Val r = {.et = a->et, .lanes = a->lanes, .mag = mag};
    fresh_name(g, "v", r.name);
    char ty[48];
    emit(g, "%s = arith.%s %s, %s : %s", r.name, op, a->name, b->name, type_text(a->et, a->lanes, ty, sizeof ty));
    return val_add(g, &r);
}

const Val *convert(Gen *g, const Val *v, ElemType to) {
    if (v->et == to) return v;
    Val r = {.et = to, .lanes = v->lanes, .mag = v->mag};
    fresh_name(g, "v", r.name);
    char from_ty[48], to_ty[48];
    type_text(v->et, v->lanes, from_ty, sizeof from_ty);
    type_text(to, v->lanes, to_ty, sizeof to_ty);
    const char *op = NULL;
    if (v->et == ET_INDEX || to == ET_INDEX) {
        if (et_is_float(to) || et_is_float(v->et)) {
            const Val *mid = convert(g, v, ET_I64);
            return convert(g, mid, to);
        }
        op = "index_cast";
    } else if (et_is_float(v->et) && et_is_float(to)) {
        if (et_bits(v->et) == et_bits(to)) return convert(g, convert(g, v, ET_F32), to); /* f16 <-> bf16 */
        op = et_bits(v->et) < et_bits(to) ? "extf" : "truncf";
    } else if (et_is_float(to)) op = "sitofp";
    else if (et_is_float(v->et)) op = "fptosi";
    else op = et_bits(v->et) < et_bits(to) ? "extsi" : "trunci";
    emit(g, "%s = arith.%s %s : %s to %s", r.name, op, v->name, from_ty, to_ty);
    return val_add(g, &r);
}

/* ------------------------------------------------------------- loads */

static const Val *walker_for(Gen *g, int64_t size, int pos, LeafCtx *lc) {
    /* the walker at the same position when it fits this dimension, else
     * any walker that fits, else the one at the position */
    const Val *same = pos < lc->nwalk ? lc->walk[pos] : NULL;
    if (same && same->lo >= 0 && same->hi <= size - 1 && rng_percent(&g->rng, 85)) return same;
    const Val *fit[MAX_RANK + 1];
    int n = 0;
    for (int i = 0; i < lc->nwalk; i++)
        if (lc->walk[i]->lo >= 0 && lc->walk[i]->hi <= size - 1) fit[n++] = lc->walk[i];
    if (n) return fit[rng_below(&g->rng, (uint64_t)n)];
    return same ? same : (lc->nwalk ? lc->walk[lc->nwalk - 1] : NULL);
}

void gen_subscripts(Gen *g, int m, LeafCtx *lc, TextBuf *out) {
    Mem *b = mem_at(g, m);
    const Val *vars[32];
    int nvars = collect_dim_vars(g, vars, 32);
    int offset = lc->nwalk > b->rank ? lc->nwalk - b->rank : 0; /* align trailing dims */
    for (int d = 0; d < b->rank; d++) {
        int64_t size = b->size[d];
        if (lc->lanes && d == b->rank - 1) size = size - lc->lanes + 1; /* the vector's lanes fit */
        if (size < 1) size = 1;
        const Val *pref = walker_for(g, size, d + offset, lc);
        AExpr *e = subscript_for(g, size, pref, vars, nvars);
        if (d) tb_puts(out, ", ");
        ae_print_inline(out, e);
    }
    ae_reset(g);
}

static void maybe_prefetch(Gen *g, int m, LeafCtx *lc) {
    if (!want(g, FEAT_PREFETCH, 35)) return;
    Mem *b = mem_at(g, m);
    static const char *const kinds[3][2] = {{"read", "data"}, {"write", "data"}, {"read", "instr"}};
    int k = (int)rng_below(&g->rng, 3);
    TextBuf line, subs;
    tb_init(&line);
    tb_init(&subs);
    LeafCtx plain = *lc;
    plain.lanes = 0;
    gen_subscripts(g, m, &plain, &subs);
    char ty[256];
    mem_type(b, ty, sizeof ty);
    tb_printf(&line, "affine.prefetch %s[%s], %s, locality<%d>, %s : %s", b->name, tb_str(&subs), kinds[k][0],
              (int)rng_below(&g->rng, 4), kinds[k][1], ty);
    emit_raw(g, tb_str(&line));
    tb_free(&line);
    tb_free(&subs);
    mark(g, FEAT_PREFETCH);
}

const Val *gen_load(Gen *g, int m, LeafCtx *lc) {
    maybe_prefetch(g, m, lc);
    Mem *b = mem_at(g, m);
    TextBuf subs, line;
    tb_init(&subs);
    tb_init(&line);
    gen_subscripts(g, m, lc, &subs);
    Val v = {.et = b->et, .lanes = lc->lanes, .mag = mem_mag(g, m)};
    fresh_name(g, "v", v.name);
    char ty[256], vty[48];
    mem_type(b, ty, sizeof ty);
    if (lc->lanes) {
        tb_printf(&line, "%s = affine.vector_load %s[%s] : %s, %s", v.name, b->name, tb_str(&subs), ty,
                  type_text(b->et, lc->lanes, vty, sizeof vty));
        mark(g, FEAT_VECTOR);
    } else tb_printf(&line, "%s = affine.load %s[%s] : %s", v.name, b->name, tb_str(&subs), ty);
    emit_raw(g, tb_str(&line));
    tb_free(&subs);
    tb_free(&line);
    return val_add(g, &v);
}

void store_value(Gen *g, const Val *v, int m, const char *subs) {
    Mem *b = mem_at(g, m);
    char ty[256], vty[48];
    mem_type(b, ty, sizeof ty);
    if (v->lanes) {
        emit(g, "affine.vector_store %s, %s[%s] : %s, %s", v->name, b->name, subs, ty,
             type_text(v->et, v->lanes, vty, sizeof vty));
        mark(g, FEAT_VECTOR);
    } else emit(g, "affine.store %s, %s[%s] : %s", v->name, b->name, subs, ty);
    mem_note_store(g, m, v->mag);
}

/* ------------------------------------------------------------- leaves */

static const Val *leaf_const(Gen *g, ElemType et, int64_t limit, LeafCtx *lc) {
    int64_t hi = limit < 9 ? limit : 9;
    int64_t c = rng_range(&g->rng, -hi, hi);
    if (et_is_float(et) && c == 0) c = 1; /* no -0.0 from a product with 0 */
    if (lc->lanes) return const_vec(g, et, lc->lanes, c);
    return const_of(g, et, c);
}

static const Val *leaf_iv(Gen *g, ElemType et, int64_t limit, LeafCtx *lc) {
    const Val *vars[32];
    int n = collect_dim_vars(g, vars, 32);
    if (!n || lc->lanes) return NULL;
    const Val *iv = vars[rng_below(&g->rng, (uint64_t)n)];
    int64_t mag = max64(iv->hi < 0 ? -iv->hi : iv->hi, iv->lo < 0 ? -iv->lo : iv->lo);
    if (mag > limit) return NULL;
    Val tmp = *iv;
    tmp.mag = mag;
    tmp.is_iv = tmp.is_dim = tmp.is_sym = tmp.is_const = false;
    return convert(g, val_add(g, &tmp), et);
}

static const Val *leaf_scope(Gen *g, ElemType et, int64_t limit, LeafCtx *lc) {
    Fn *f = g->fn;
    const Val *cand[64];
    int n = 0;
    for (int i = f->nvals - 1; i >= 0 && n < 64; i--) {
        const Val *v = &f->vals[i];
        if (v->lanes != lc->lanes || v->is_const || v->et == ET_I1) continue;
        if (v->et == ET_INDEX && (v->is_iv || v->is_dim || v->is_sym)) continue; /* data values only */
        if (v->mag > limit || (v->et != et && !(et_is_float(et) == et_is_float(v->et)))) continue;
        cand[n++] = v;
    }
    if (!n) return NULL;
    const Val *v = cand[rng_below(&g->rng, (uint64_t)n)];
    return convert(g, v, et);
}

static const Val *leaf_load(Gen *g, ElemType et, int64_t limit, LeafCtx *lc) {
    int cand[16], n = 0;
    for (int i = 0; i < lc->ninputs; i++) {
        Mem *b = mem_at(g, lc->inputs[i]);
        if (mem_mag(g, lc->inputs[i]) > limit || !b->filled) continue;
        if (lc->lanes && (b->et != et || b->size[b->rank - 1] < lc->lanes)) continue;
        if (lc->lanes && b->et == ET_INDEX) continue;
        cand[n++] = lc->inputs[i];
    }
    if (!n) return NULL;
    /* same type first */
    int same[16], ns = 0;
    for (int i = 0; i < n; i++)
        if (mem_at(g, cand[i])->et == et) same[ns++] = cand[i];
    int m = ns && rng_percent(&g->rng, 75) ? same[rng_below(&g->rng, (uint64_t)ns)] : cand[rng_below(&g->rng, (uint64_t)n)];
    const Val *v = gen_load(g, m, lc);
    return convert(g, v, et);
}

static const Val *leaf(Gen *g, ElemType et, int64_t limit, LeafCtx *lc) {
    int w[4] = {lc->ninputs ? 55 : 0, 15, lc->lanes ? 0 : 10, lc->no_scalars ? 0 : 20};
    for (int tries = 0; tries < 4; tries++) {
        const Val *v = NULL;
        switch (rng_weighted(&g->rng, w, 4)) {
        case 0: v = leaf_load(g, et, limit, lc); break;
        case 1: v = leaf_const(g, et, limit, lc); break;
        case 2: v = leaf_iv(g, et, limit, lc); break;
        case 3: v = leaf_scope(g, et, limit, lc); break;
        }
        if (v) return v;
    }
    return leaf_const(g, et, limit, lc);
}

/* ---------------------------------------------------------------- ops */

static const Val *select_of(Gen *g, const Val *a, const Val *b) {
    char ty[48];
    type_text(a->et, a->lanes, ty, sizeof ty);
    Val c = {.et = ET_I1, .lanes = a->lanes};
    fresh_name(g, "b", c.name);
    if (et_is_float(a->et)) {
        static const char *const preds[] = {"olt", "ogt", "oeq", "une", "oge", "ule"};
        emit(g, "%s = arith.cmpf %s, %s, %s : %s", c.name, preds[rng_below(&g->rng, 6)], a->name, b->name, ty);
    } else {
        static const char *const preds[] = {"slt", "sgt", "eq", "ne", "sge", "ule", "ugt"};
        emit(g, "%s = arith.cmpi %s, %s, %s : %s", c.name, preds[rng_below(&g->rng, 7)], a->name, b->name, ty);
    }
    val_add(g, &c);
    Val r = {.et = a->et, .lanes = a->lanes, .mag = max64(a->mag, b->mag)};
    fresh_name(g, "v", r.name);
    char cty[48];
    if (a->lanes) emit(g, "%s = arith.select %s, %s, %s : %s, %s", r.name, c.name, a->name, b->name,
                       type_text(ET_I1, a->lanes, cty, sizeof cty), ty);
    else emit(g, "%s = arith.select %s, %s, %s : %s", r.name, c.name, a->name, b->name, ty);
    return val_add(g, &r);
}

static const Val *int_special(Gen *g, const Val *a, int64_t limit, LeafCtx *lc) {
    /* division and remainder by a constant that is neither 0 nor -1, shifts
     * by less than the width */
    int64_t d = rng_range(&g->rng, 2, 7);
    if (rng_percent(&g->rng, 25)) d = -d;
    switch (rng_below(&g->rng, 7)) {
    case 0: return binop(g, "divsi", a, lc->lanes ? const_vec(g, a->et, lc->lanes, d) : const_of(g, a->et, d), a->mag);
    case 1: return binop(g, "remsi", a, lc->lanes ? const_vec(g, a->et, lc->lanes, d) : const_of(g, a->et, d), d < 0 ? -d : d);
    case 2: return binop(g, "floordivsi", a, lc->lanes ? const_vec(g, a->et, lc->lanes, d) : const_of(g, a->et, d), a->mag + 1);
    case 3: return binop(g, "ceildivsi", a, lc->lanes ? const_vec(g, a->et, lc->lanes, d) : const_of(g, a->et, d), a->mag + 1);
    case 4: {
        int64_t k = rng_range(&g->rng, 1, 2);
        if (a->mag << k > limit) return binop(g, "shrsi", a, lc->lanes ? const_vec(g, a->et, lc->lanes, k) : const_of(g, a->et, k), a->mag);
        return binop(g, "shli", a, lc->lanes ? const_vec(g, a->et, lc->lanes, k) : const_of(g, a->et, k), a->mag << k);
    }
    case 5: {
        int64_t c = rng_range(&g->rng, 1, 63);
        const Val *cv = lc->lanes ? const_vec(g, a->et, lc->lanes, c) : const_of(g, a->et, c);
        static const char *const ops[] = {"andi", "ori", "xori"};
        int64_t m = 1;
        while (m <= max64(a->mag, c)) m <<= 1;
        return binop(g, ops[rng_below(&g->rng, 3)], a, cv, m);
    }
    default: return binop(g, "shrui", a, lc->lanes ? const_vec(g, a->et, lc->lanes, 0) : const_of(g, a->et, 0), a->mag);
    }
}

const Val *gen_value(Gen *g, ElemType et, int depth, int64_t limit, LeafCtx *lc) {
    if (limit < 1) limit = 1;
    if (depth <= 0 || (g->force < 0 && rng_percent(&g->rng, 25))) return leaf(g, et, limit, lc);
    bool is_f = et_is_float(et);
    bool index = et == ET_INDEX;
    enum { O_ADD, O_SUB, O_MUL, O_MAX, O_MIN, O_NUM, O_SEL, O_INT, O_COUNT };
    int w[O_COUNT] = {30, 18, 14, 8, 8, is_f ? 5 : 0, lc->lanes ? 0 : 6,
                      !is_f && feat(g, FEAT_INT_ARITH) && !index ? (g->force == FEAT_INT_ARITH ? 1000 : 14) : 0};
    int op = rng_weighted(&g->rng, w, O_COUNT);
    if (op == O_INT) {
        const Val *a = gen_value(g, et, depth - 1, limit, lc);
        mark(g, FEAT_INT_ARITH);
        return int_special(g, a, limit, lc);
    }
    int64_t sub = op == O_ADD || op == O_SUB ? limit / 2 : limit;
    if (op == O_MUL) {
        int64_t f = 1;
        while (f * f < limit) f++;
        sub = f > 1 ? f - 1 : 1;
        if (index) sub = limit; /* index products take a constant side */
    }
    const Val *a = gen_value(g, et, depth - 1, sub, lc);
    const Val *b;
    if (op == O_MUL && index) b = const_of(g, et, rng_range(&g->rng, 2, 3));
    else b = gen_value(g, et, depth - 1, op == O_MUL && index ? 3 : sub, lc);
    if (op == O_MUL && a->mag * b->mag > limit) op = O_MAX;
    switch (op) {
    case O_ADD: return binop(g, is_f ? "addf" : "addi", a, b, a->mag + b->mag);
    case O_SUB: return binop(g, is_f ? "subf" : "subi", a, b, a->mag + b->mag);
    case O_MUL: return binop(g, is_f ? "mulf" : "muli", a, b, a->mag * b->mag);
    case O_MAX: return binop(g, is_f ? "maximumf" : "maxsi", a, b, max64(a->mag, b->mag));
    case O_MIN: return binop(g, is_f ? "minimumf" : "minsi", a, b, max64(a->mag, b->mag));
    case O_NUM: return binop(g, rng_percent(&g->rng, 50) ? "maxnumf" : "minnumf", a, b, max64(a->mag, b->mag));
    default: return select_of(g, a, b);
    }
}

const Val *reduce_op(Gen *g, const char *kind, const Val *a, const Val *b) {
    int64_t mag = max64(a->mag, b->mag);
    if (!strcmp(kind, "addf") || !strcmp(kind, "addi")) mag = a->mag + b->mag;
    if (!strcmp(kind, "mulf") || !strcmp(kind, "muli")) mag = a->mag * (b->mag ? b->mag : 1);
    if (!strcmp(kind, "andi") || !strcmp(kind, "ori") || !strcmp(kind, "xori")) {
        int64_t m = 1;
        while (m <= mag) m <<= 1;
        mag = m;
    }
    return binop(g, kind, a, b, mag);
}
