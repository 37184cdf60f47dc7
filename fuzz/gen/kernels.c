/* The sequential kernels: elementwise maps, iter_args reductions,
 * contractions, producer/consumer pairs, tiled nests, guarded nests,
 * index arithmetic and small-trip loops. */
#include "kernels.h"
#include <stdio.h>
#include <string.h>
#include "affexpr.h"
#include "memref.h"

static int64_t max64(int64_t a, int64_t b) { return a > b ? a : b; }
static int64_t min64(int64_t a, int64_t b) { return a < b ? a : b; }

/* ------------------------------------------------------------ helpers */

int choose_rank(Gen *g) {
    int w[3] = {25, 60, 15};
    return 1 + rng_weighted(&g->rng, w, 3);
}

void pick_shape(Gen *g, int rank, int64_t *size) {
    int64_t d0 = g->dims[0], d1 = g->dims[1], d2 = g->dims[2];
    switch (rank) {
    case 1:
        size[0] = rng_percent(&g->rng, 50) ? d0 : d1;
        break;
    case 2: {
        int r = (int)rng_below(&g->rng, 10);
        size[0] = r < 8 ? (r < 6 ? d0 : d1) : d0;
        size[1] = r < 8 ? (r < 6 ? d1 : d0) : d2;
        break;
    }
    default:
        size[0] = min64(d0, 8);
        size[1] = min64(d1, 8);
        size[2] = d2;
        break;
    }
}

static bool usable(Gen *g, int m) {
    Mem *b = mem_at(g, m);
    return b->filled && !b->hidden;
}

int pick_inputs(Gen *g, int *out, int max, int exclude_id) {
    int n = 0;
    Fn *f = g->fn;
    for (int i = f->nmems - 1; i >= 0 && n < max; i--)
        if (usable(g, i) && f->mems[i].id != exclude_id) out[n++] = i;
    return n;
}

int new_output(Gen *g, ElemType et, int rank, const int64_t *size, bool will_cover) {
    MemKind kind = want(g, FEAT_ALLOCA, 25) ? MEM_ALLOCA : MEM_ALLOC;
    int m = mem_create(g, et, rank, size, kind, 0, true);
    if (m < 0) return -1;
    if (!will_cover) mem_fill(g, m);
    mem_at(g, m)->printed = true;
    return m;
}

int output_like(Gen *g, ElemType et, int rank, const int64_t *size, int how) {
    if (rng_percent(&g->rng, 75)) {
        Fn *f = g->fn;
        int cand[MAX_MEMS], n = 0;
        for (int i = 0; i < f->nmems; i++) {
            Mem *b = &f->mems[i];
            if (!usable(g, i) || b->rank != rank || b->space != 0 || b->temp) continue;
            if ((how == OUT_EXACT && b->et != et) || (how == OUT_NO_INDEX && b->et == ET_INDEX)) continue;
            bool same = true;
            for (int d = 0; d < rank; d++) same = same && b->size[d] == size[d];
            if (same) cand[n++] = i;
        }
        if (n) return cand[rng_below(&g->rng, (uint64_t)n)];
    }
    return new_output(g, et, rank, size, false);
}

int pick_output(Gen *g, int rank, bool will_cover, bool allow_existing) {
    if (allow_existing && rng_percent(&g->rng, 75)) {
        int cand[MAX_MEMS], n = 0;
        Fn *f = g->fn;
        for (int i = 0; i < f->nmems; i++)
            if (usable(g, i) && f->mems[i].rank == rank && f->mems[i].space == 0) cand[n++] = i;
        if (n) {
            int m = cand[rng_below(&g->rng, (uint64_t)n)];
            if (mem_root(g, m)->kind != MEM_PARAM || rng_percent(&g->rng, 70)) return m;
        }
    }
    int64_t size[MAX_RANK];
    pick_shape(g, rank, size);
    ElemType et = pick_type(g);
    return new_output(g, et, rank, size, will_cover);
}

void print_scalar(Gen *g, const Val *v) {
    char ty[48];
    emit(g, "vector.print %s : %s", v->name, type_text(v->et, v->lanes, ty, sizeof ty));
}

const Val *load_elem(Gen *g, int m, const char *subs) {
    Mem *b = mem_at(g, m);
    char ty[256];
    mem_type(b, ty, sizeof ty);
    Val v = {.et = b->et, .mag = mem_mag(g, m)};
    fresh_name(g, "v", v.name);
    emit(g, "%s = affine.load %s[%s] : %s", v.name, b->name, subs, ty);
    return val_add(g, &v);
}

void first_elem_subs(Gen *g, int rank, char *buf, size_t len) {
    buf[0] = '\0';
    for (int d = 0; d < rank; d++) {
        size_t l = strlen(buf);
        snprintf(buf + l, len - l, "%s%s", d ? ", " : "", const_index(g, 0)->name);
    }
}

AExpr *const_expr(Gen *g, int64_t v) { return ae_const(g, v); }

void nest_subs(const Nest *n, char *buf, size_t len) {
    buf[0] = '\0';
    for (int d = 0; d < n->rank; d++) {
        size_t l = strlen(buf);
        snprintf(buf + l, len - l, "%s%s", d ? ", " : "", n->walk[d]->name);
    }
}

enum { B_FULL, B_SHIFT, B_STEP, B_OFFSET, B_SMALL, B_COUNT };

void nest_open(Gen *g, int m, const NestOpts *o, Nest *n) {
    memset(n, 0, sizeof *n);
    Mem *b = mem_at(g, m);
    n->rank = b->rank;
    n->full = true;
    n->trips = 1;
    for (int d = 0; d < n->rank; d++) n->order[d] = d;
    if (o->permute && n->rank >= 2 && rng_percent(&g->rng, 25)) {
        for (int i = n->rank - 1; i > 0; i--) {
            int j = (int)rng_below(&g->rng, (uint64_t)i + 1), t = n->order[i];
            n->order[i] = n->order[j];
            n->order[j] = t;
        }
    }
    bool first = g->first_nest;
    g->first_nest = false;
    for (int k = 0; k < n->rank; k++) {
        int d = n->order[k];
        int64_t size = mem_at(g, m)->size[d];
        bool inner_vec = o->vec_lanes && d == n->rank - 1;
        LoopSpec s;
        memset(&s, 0, sizeof s);
        s.nlb = s.nub = 1;
        s.step = 1;
        s.lb[0] = ae_const(g, 0);
        s.ub[0] = mem_dim_bound(g, m, d);
        int w[B_COUNT] = {100, 0, 0, 0, 0};
        if (o->vary && !inner_vec && !(first && k == 0)) {
            w[B_SHIFT] = feat(g, FEAT_STENCIL) && size >= 3 ? (g->force == FEAT_STENCIL ? 100000 : 30) : 0;
            w[B_STEP] = 12;
            w[B_OFFSET] = 18;
            w[B_SMALL] = feat(g, FEAT_SMALL_TRIPS) ? (g->force == FEAT_SMALL_TRIPS ? 100000 : 14) : 0;
        }
        switch (rng_weighted(&g->rng, w, B_COUNT)) {
        case B_SHIFT: {
            int64_t a = rng_range(&g->rng, 1, size >= 5 ? 2 : 1);
            s.lb[0] = ae_const(g, a);
            s.ub[0] = ae_addc(g, s.ub[0], -a);
            n->full = false;
            mark(g, FEAT_STENCIL);
            break;
        }
        case B_STEP:
            s.step = rng_range(&g->rng, 2, 3);
            if (rng_percent(&g->rng, 40)) s.lb[0] = ae_const(g, 1);
            n->full = false;
            break;
        case B_OFFSET:
            s.lb[0] = ae_const(g, rng_range(&g->rng, 1, size > 2 ? 2 : 1));
            n->full = false;
            break;
        case B_SMALL: {
            int64_t lb = rng_range(&g->rng, 0, size - 1);
            s.lb[0] = ae_const(g, lb);
            s.ub[0] = ae_const(g, lb + rng_range(&g->rng, 0, 1));
            n->full = false;
            mark(g, FEAT_SMALL_TRIPS);
            break;
        }
        default: break;
        }
        if (inner_vec) {
            /* the vector's lanes stay inside: the last start is size - lanes */
            s.step = o->vec_lanes;
            if (size % o->vec_lanes) {
                s.ub[0] = ae_const(g, size - o->vec_lanes + 1);
                n->full = false;
            }
        }
        loop_begin(g, &s, &n->h[k]);
        n->walk[d] = n->h[k].iv;
        n->trips *= n->h[k].trips;
    }
}

void nest_close(Gen *g, Nest *n) {
    for (int k = n->rank - 1; k >= 0; k--) loop_end(g, &n->h[k], NULL, NULL);
}

void leafctx_for(Gen *g, LeafCtx *lc, const Nest *n, int exclude_id) {
    memset(lc, 0, sizeof *lc);
    lc->ninputs = pick_inputs(g, lc->inputs, 16, exclude_id);
    if (n)
        for (int d = 0; d < n->rank; d++) lc->walk[lc->nwalk++] = n->walk[d];
}

int gen_set(Gen *g, const Val *const *vars, int nvars, AExpr **cons, bool *is_eq, int max) {
    int n = (int)rng_range(&g->rng, 1, max < 3 ? max : 3);
    for (int i = 0; i < n; i++) {
        const Val *v = vars[rng_below(&g->rng, (uint64_t)nvars)];
        int64_t c = rng_range(&g->rng, v->lo, v->hi);
        is_eq[i] = false;
        switch (rng_below(&g->rng, 7)) {
        case 0: cons[i] = ae_addc(g, ae_var(g, v), -c); break;                   /* v >= c */
        case 1: cons[i] = ae_addc(g, ae_mulc(g, ae_var(g, v), -1), c); break;    /* v <= c */
        case 2: cons[i] = ae_addc(g, ae_var(g, v), -c); is_eq[i] = true; break;  /* v == c */
        case 3: {
            const Val *w = vars[rng_below(&g->rng, (uint64_t)nvars)];
            cons[i] = ae_add(g, ae_var(g, v), ae_mulc(g, ae_var(g, w), -1)); /* v >= w or v == w */
            is_eq[i] = rng_percent(&g->rng, 40);
            break;
        }
        case 4: /* an even/odd test */
            cons[i] = ae_addc(g, ae_binc(g, AE_MOD, ae_var(g, v), 2), -(int64_t)rng_below(&g->rng, 2));
            is_eq[i] = true;
            break;
        case 5: { /* against a symbol */
            const Val *s = pick_symbol(g, 1, 64);
            if (s) cons[i] = ae_addc(g, ae_add(g, ae_var(g, s), ae_mulc(g, ae_var(g, v), -1)), -1);
            else cons[i] = ae_addc(g, ae_var(g, v), -c);
            break;
        }
        default: /* a sum */
            cons[i] = ae_addc(g, ae_add(g, ae_var(g, v), ae_var(g, vars[rng_below(&g->rng, (uint64_t)nvars)])), -c);
            break;
        }
    }
    return n;
}

/* Invariant work inside the innermost loop: constant arithmetic and a load
 * whose subscripts use the outer loops only (affine-loop-invariant-code-motion). */
static void licm_prelude(Gen *g, const Nest *n, LeafCtx *lc, ElemType et) {
    if (!want(g, FEAT_LICM, 60)) return;
    mark(g, FEAT_LICM);
    int64_t a = rng_range(&g->rng, 1, 5), b = rng_range(&g->rng, 1, 5);
    const Val *ca = const_of(g, et, a), *cb = const_of(g, et, b);
    binop(g, et_is_float(et) ? "addf" : "addi", ca, cb, a + b);
    if (n->rank < 2 || !lc->ninputs) return;
    int m = lc->inputs[rng_below(&g->rng, (uint64_t)lc->ninputs)];
    Mem *b2 = mem_at(g, m);
    const Val *inner = n->h[n->rank - 1].iv;
    char subs[256] = "";
    for (int d = 0; d < b2->rank; d++) {
        const Val *use = NULL;
        for (int k = 0; k < n->rank - 1 && !use; k++) {
            const Val *iv = n->h[k].iv;
            if (iv != inner && iv->lo >= 0 && iv->hi < b2->size[d] && rng_percent(&g->rng, 70)) use = iv;
        }
        size_t l = strlen(subs);
        if (use) snprintf(subs + l, sizeof subs - l, "%s%s", d ? ", " : "", use->name);
        else snprintf(subs + l, sizeof subs - l, "%s%lld", d ? ", " : "", (long long)rng_range(&g->rng, 0, b2->size[d] - 1));
    }
    Val v = {.et = b2->et, .mag = mem_mag(g, m)};
    fresh_name(g, "v", v.name);
    char ty[256];
    mem_type(b2, ty, sizeof ty);
    emit(g, "%s = affine.load %s[%s] : %s", v.name, b2->name, subs, ty);
    val_add(g, &v);
}

/* affine.apply of the walkers: a dim that subscripts may use. */
static void apply_prelude(Gen *g, const Nest *n) {
    if (!want(g, FEAT_APPLY, 35)) return;
    const Val *iv = n->walk[rng_below(&g->rng, (uint64_t)n->rank)];
    AExpr *e;
    switch (rng_below(&g->rng, 4)) {
    case 0: e = ae_addc(g, ae_mulc(g, ae_var(g, iv), 2), rng_range(&g->rng, 0, 3)); break;
    case 1: e = ae_binc(g, AE_FLOORDIV, ae_var(g, iv), 2); break;
    case 2: e = ae_add(g, ae_var(g, iv), ae_var(g, n->walk[rng_below(&g->rng, (uint64_t)n->rank)])); break;
    default: {
        const Val *s = pick_symbol(g, 1, 20);
        e = s ? ae_add(g, ae_var(g, iv), ae_var(g, s)) : ae_addc(g, ae_var(g, iv), 1);
        break;
    }
    }
    Val a = {.et = ET_INDEX, .is_dim = true};
    ae_range(e, &a.lo, &a.hi);
    fresh_name(g, "a", a.name);
    TextBuf line;
    tb_init(&line);
    tb_printf(&line, "%s = affine.apply ", a.name);
    ae_print_map(&line, &e, 1);
    emit_raw(g, tb_str(&line));
    tb_free(&line);
    ae_reset(g);
    val_add(g, &a);
    mark(g, FEAT_APPLY);
}

/* v combined by max or min with another element of out itself (read in
 * place: a dependence between iterations for the passes to respect), which
 * cannot make values grow. */
const Val *mix_in_place(Gen *g, int out, const LeafCtx *lc, const Val *v) {
    if (!rng_percent(&g->rng, 45)) return v;
    LeafCtx own = *lc;
    own.inputs[0] = out;
    own.ninputs = 1;
    const Val *y = convert(g, gen_load(g, out, &own), v->et);
    bool f = et_is_float(v->et);
    const char *op = rng_percent(&g->rng, 50) ? (f ? "maximumf" : "maxsi") : (f ? "minimumf" : "minsi");
    return binop(g, op, y, v, y->mag > v->mag ? y->mag : v->mag);
}

/* Store v to out[subs], perhaps under an affine.if, perhaps followed by a
 * reload of the same element (affine-scalrep). */
static void store_maybe_guarded(Gen *g, const Val *v, int out, const char *subs, const Nest *n, LeafCtx *lc,
                                bool force_if) {
    ElemType et = mem_at(g, out)->et;
    if (force_if || want(g, FEAT_IF, 30)) {
        const Val *vars[MAX_RANK + 2];
        int nv = 0;
        for (int d = 0; d < n->rank; d++) vars[nv++] = n->walk[d];
        AExpr *cons[3];
        bool eq[3];
        IfH ih;
        if (rng_percent(&g->rng, 50)) {
            int nc = gen_set(g, vars, nv, cons, eq, 3);
            if_begin(g, cons, eq, nc, 0, NULL, &ih);
            store_value(g, v, out, subs);
            if (rng_percent(&g->rng, 50)) {
                if_else(g, &ih, NULL);
                const Val *w = gen_value(g, et, 1, MAG_EXPR, lc);
                store_value(g, w, out, subs);
            }
            if_end(g, &ih, NULL, NULL);
        } else {
            int nc = gen_set(g, vars, nv, cons, eq, 3);
            ElemType ets[1] = {et};
            if_begin(g, cons, eq, nc, 1, ets, &ih);
            const Val *a = gen_value(g, et, 1, MAG_EXPR, lc);
            if_else(g, &ih, &a);
            const Val *b = rng_percent(&g->rng, 50) ? v : gen_value(g, et, 1, MAG_EXPR, lc);
            Val *r[1];
            if_end(g, &ih, &b, r);
            store_value(g, r[0], out, subs);
        }
    } else store_value(g, v, out, subs);
    if (want(g, FEAT_SCALREP, 45)) {
        Mem *b = mem_at(g, out);
        char ty[256];
        mem_type(b, ty, sizeof ty);
        Val y = {.et = et, .mag = mem_mag(g, out)};
        fresh_name(g, "v", y.name);
        emit(g, "%s = affine.load %s[%s] : %s", y.name, b->name, subs, ty);
        const Val *yp = val_add(g, &y);
        if (yp->mag < MAG_EXPR) {
            const Val *c = const_of(g, et, rng_range(&g->rng, 1, 3));
            const Val *z = binop(g, et_is_float(et) ? "addf" : "addi", yp, c, yp->mag + 3);
            store_value(g, z, out, subs);
        } else print_scalar(g, yp);
        mark(g, FEAT_SCALREP);
    }
}

/* ---------------------------------------------------------------- map */

bool map_into(Gen *g, int out, bool force_if) {
    if (out < 0) out = pick_output(g, choose_rank(g), false, true);
    if (out < 0) return false;
    NestOpts o = {.permute = true, .vary = true};
    Nest n;
    nest_open(g, out, &o, &n);
    LeafCtx lc;
    leafctx_for(g, &lc, &n, mem_at(g, out)->id);
    ElemType et = mem_at(g, out)->et;
    licm_prelude(g, &n, &lc, et);
    apply_prelude(g, &n);
    char subs[256];
    nest_subs(&n, subs, sizeof subs);
    /* out[i] += f(inputs): the element itself is read (fusion of its fill,
     * scalrep), never others of out, so values grow by a sum, never
     * geometrically */
    const Val *acc = NULL;
    if (mem_mag(g, out) < MAG_EXPR / 2 && rng_percent(&g->rng, 55)) {
        Mem *ob = mem_at(g, out);
        char ty[256];
        mem_type(ob, ty, sizeof ty);
        Val x = {.et = et, .mag = mem_mag(g, out)};
        fresh_name(g, "v", x.name);
        emit(g, "%s = affine.load %s[%s] : %s", x.name, ob->name, subs, ty);
        acc = val_add(g, &x);
    }
    const Val *v = gen_value(g, et, (int)rng_range(&g->rng, 1, 3), acc ? MAG_EXPR - acc->mag : MAG_EXPR, &lc);
    if (acc) v = binop(g, et_is_float(et) ? "addf" : "addi", acc, v, acc->mag + v->mag);
    else v = mix_in_place(g, out, &lc, v);
    store_maybe_guarded(g, v, out, subs, &n, &lc, force_if);
    nest_close(g, &n);
    return true;
}

bool k_map(Gen *g) { return map_into(g, -1, false); }
bool k_if(Gen *g) { return map_into(g, -1, true); }

/* ------------------------------------------------------------ reduce */

typedef struct {
    const char *kind;
    bool mul;
} RedKind;

static const char *const float_red[] = {"addf", "mulf", "maximumf", "minimumf", "maxnumf", "minnumf"};
static const char *const int_red[] = {"addi", "muli", "maxsi", "minsi", "maxui", "minui", "andi", "ori", "xori"};

static const char *pick_red_kind(Gen *g, ElemType et, int64_t trips) {
    const char *k = et_is_float(et) ? float_red[rng_below(&g->rng, 6)] : int_red[rng_below(&g->rng, 9)];
    if ((!strcmp(k, "mulf") || !strcmp(k, "muli")) && trips > 16) k = et_is_float(et) ? "addf" : "addi";
    return k;
}

static bool is_mul(const char *k) { return !strcmp(k, "mulf") || !strcmp(k, "muli"); }
static bool is_add(const char *k) { return !strcmp(k, "addf") || !strcmp(k, "addi"); }
static bool is_bits(const char *k) { return !strcmp(k, "andi") || !strcmp(k, "ori") || !strcmp(k, "xori"); }

static int64_t pow2_above(int64_t m) {
    int64_t p = 1;
    while (p <= m) p <<= 1;
    return p;
}

/* A multiplicative term of magnitude at most 2: select(v < c, 2, 1) or -1. */
const Val *mul_term(Gen *g, ElemType et, LeafCtx *lc) {
    const Val *v = gen_value(g, et, 1, MAG_EXPR, lc);
    const Val *c = const_of(g, et, rng_range(&g->rng, -3, 3));
    Val b = {.et = ET_I1};
    fresh_name(g, "b", b.name);
    if (et_is_float(et)) emit(g, "%s = arith.cmpf olt, %s, %s : %s", b.name, v->name, c->name, et_name(et));
    else emit(g, "%s = arith.cmpi slt, %s, %s : %s", b.name, v->name, c->name, et_name(et));
    val_add(g, &b);
    const Val *two = const_of(g, et, rng_percent(&g->rng, 30) ? -1 : 2), *one = const_of(g, et, 1);
    Val r = {.et = et, .mag = 2};
    fresh_name(g, "v", r.name);
    emit(g, "%s = arith.select %s, %s, %s : %s", r.name, b.name, two->name, one->name, et_name(et));
    return val_add(g, &r);
}

/* The accumulator update for one kind, with the bound the loop keeps. */
static const Val *red_step(Gen *g, const char *kind, Val *acc, ElemType et, int64_t trips, LeafCtx *lc) {
    const Val *t;
    if (is_mul(kind)) {
        t = mul_term(g, et, lc);
        acc->mag = acc->mag << (trips < 20 ? trips : 20);
    } else if (is_add(kind)) {
        int64_t lim = MAG_REDUCE / (trips > 0 ? trips + 1 : 1);
        t = gen_value(g, et, (int)rng_range(&g->rng, 0, 2), min64(lim, MAG_EXPR), lc);
        acc->mag = acc->mag + trips * t->mag;
    } else {
        t = gen_value(g, et, (int)rng_range(&g->rng, 0, 2), MAG_EXPR, lc);
        acc->mag = is_bits(kind) ? pow2_above(max64(acc->mag, t->mag)) : max64(acc->mag, t->mag);
    }
    return reduce_op(g, kind, acc, t);
}

static const Val *red_init(Gen *g, const char *kind, ElemType et, LeafCtx *lc) {
    if (is_mul(kind)) return const_of(g, et, rng_percent(&g->rng, 50) ? 1 : 2);
    if (rng_percent(&g->rng, 30) && lc->ninputs) {
        LeafCtx top = *lc;
        top.nwalk = 0;
        top.no_scalars = true;
        return gen_value(g, et, 0, MAG_EXPR, &top);
    }
    return const_of(g, et, rng_range(&g->rng, -2, 3));
}

ElemType data_type(Gen *g) {
    ElemType et = pick_type(g);
    return et == ET_INDEX ? ET_I64 : et;
}

/* out[i] = reduce_j f(A[i, j]) with one or several accumulators. */
static bool reduce_rows(Gen *g) {
    int in[16];
    int nin = pick_inputs(g, in, 16, -1);
    int a = -1;
    for (int i = 0; i < nin && a < 0; i++)
        if (mem_at(g, in[i])->rank >= 2) a = in[i];
    if (a < 0) return false;
    Mem *A = mem_at(g, a);
    int orank = A->rank - 1;
    int64_t osize[MAX_RANK];
    for (int d = 0; d < orank; d++) osize[d] = A->size[d];
    int out = output_like(g, data_type(g), orank, osize, OUT_NO_INDEX);
    if (out < 0) return false;
    ElemType et = mem_at(g, out)->et;
    int64_t rsize = mem_at(g, a)->size[orank];
    NestOpts o = {.permute = false, .vary = true};
    Nest n;
    nest_open(g, out, &o, &n);
    LeafCtx lc;
    leafctx_for(g, &lc, &n, mem_at(g, out)->id);
    int nacc = (int)rng_range(&g->rng, 1, 3);
    LoopSpec s;
    loop_spec_const(g, &s, 0, rsize, 1);
    if (rng_percent(&g->rng, 25)) s.ub[0] = mem_dim_bound(g, a, orank);
    const char *kinds[3];
    s.niter = nacc;
    for (int i = 0; i < nacc; i++) {
        kinds[i] = pick_red_kind(g, et, rsize);
        s.init[i] = red_init(g, kinds[i], et, &lc);
    }
    LoopH h;
    loop_begin(g, &s, &h);
    lc.walk[lc.nwalk++] = h.iv;
    const Val *ys[3];
    for (int i = 0; i < nacc; i++) ys[i] = red_step(g, kinds[i], h.iter[i], et, h.trips, &lc);
    Val *res[3];
    loop_end(g, &h, ys, res);
    char subs[256];
    nest_subs(&n, subs, sizeof subs);
    const Val *v = res[0];
    for (int i = 1; i < nacc; i++) {
        if (res[i]->mag + v->mag < MAG_REDUCE && !is_mul(kinds[i]))
            v = binop(g, et_is_float(et) ? "addf" : "addi", v, res[i], v->mag + res[i]->mag);
        else print_scalar(g, res[i]);
    }
    store_value(g, v, out, subs);
    nest_close(g, &n);
    return true;
}

/* A total over a 2-deep nest: the inner loop's iter_arg starts from the
 * outer one's. */
static bool reduce_nested(Gen *g) {
    int in[16];
    int nin = pick_inputs(g, in, 16, -1);
    if (!nin) return false;
    int a = in[rng_below(&g->rng, (uint64_t)nin)];
    Mem *A = mem_at(g, a);
    ElemType et = data_type(g);
    int64_t s0 = A->size[0], s1 = A->rank >= 2 ? A->size[1] : g->dims[1];
    LeafCtx lc;
    leafctx_for(g, &lc, NULL, -1);
    int64_t trips = s0 * s1;
    const char *kind = pick_red_kind(g, et, trips);
    const char *kind2 = rng_percent(&g->rng, 40) ? pick_red_kind(g, et, trips) : NULL;
    LoopSpec so;
    loop_spec_const(g, &so, 0, s0, 1);
    so.ub[0] = mem_dim_bound(g, a, 0);
    so.niter = kind2 ? 2 : 1;
    so.init[0] = red_init(g, kind, et, &lc);
    if (kind2) so.init[1] = red_init(g, kind2, et, &lc);
    LoopH ho;
    loop_begin(g, &so, &ho);
    LoopSpec si;
    loop_spec_const(g, &si, 0, s1, 1);
    si.niter = so.niter;
    for (int i = 0; i < si.niter; i++) si.init[i] = ho.iter[i];
    LoopH hi;
    loop_begin(g, &si, &hi);
    lc.walk[lc.nwalk++] = ho.iv;
    lc.walk[lc.nwalk++] = hi.iv;
    const Val *ys[2];
    int64_t t = ho.trips * hi.trips;
    ys[0] = red_step(g, kind, hi.iter[0], et, t, &lc);
    if (kind2) ys[1] = red_step(g, kind2, hi.iter[1], et, t, &lc);
    ho.iter[0]->mag = hi.iter[0]->mag;
    if (kind2) ho.iter[1]->mag = hi.iter[1]->mag;
    Val *ri[2];
    loop_end(g, &hi, ys, ri);
    const Val *yo[2] = {ri[0], kind2 ? ri[1] : NULL};
    Val *ro[2];
    loop_end(g, &ho, yo, ro);
    print_scalar(g, ro[0]);
    if (kind2) print_scalar(g, ro[1]);
    return true;
}

/* (a, b) -> (b, a op b): a yield that passes an iter_arg straight through. */
static bool reduce_swap(Gen *g) {
    ElemType et = data_type(g);
    int64_t trips = rng_range(&g->rng, 0, 12);
    LeafCtx lc;
    leafctx_for(g, &lc, NULL, -1);
    LoopSpec s;
    loop_spec_const(g, &s, 0, trips, 1);
    s.niter = 2;
    s.init[0] = const_of(g, et, rng_range(&g->rng, 0, 2));
    s.init[1] = const_of(g, et, rng_range(&g->rng, 1, 3));
    LoopH h;
    loop_begin(g, &s, &h);
    h.iter[0]->mag = h.iter[1]->mag = 3 << (trips + 1);
    const Val *sum = binop(g, et_is_float(et) ? "addf" : "addi", h.iter[0], h.iter[1], h.iter[0]->mag);
    const Val *ys[2] = {h.iter[1], sum};
    Val *r[2];
    loop_end(g, &h, ys, r);
    print_scalar(g, r[0]);
    print_scalar(g, r[1]);
    return true;
}

bool k_reduce(Gen *g) {
    int w[3] = {50, 35, 15};
    bool ok;
    switch (rng_weighted(&g->rng, w, 3)) {
    case 0: ok = reduce_rows(g) || reduce_nested(g); break;
    case 1: ok = reduce_nested(g); break;
    default: ok = reduce_swap(g); break;
    }
    if (ok) mark(g, FEAT_ITER_ARGS);
    return ok;
}

/* ---------------------------------------------------------- contract */

static int find_or_make(Gen *g, ElemType et, int64_t r, int64_t c, int64_t maxmag) {
    Fn *f = g->fn;
    for (int i = f->nmems - 1; i >= 0; i--) {
        Mem *b = &f->mems[i];
        if (usable(g, i) && b->et == et && b->rank == 2 && b->size[0] == r && b->size[1] == c &&
            mem_mag(g, i) <= maxmag && rng_percent(&g->rng, 70))
            return i;
    }
    int64_t size[2] = {r, c};
    return mem_new_input(g, et, 2, size);
}

bool k_contract(Gen *g) {
    ElemType et = data_type(g);
    int64_t N = g->dims[0], M = g->dims[1], K = g->dims[2];
    int a = find_or_make(g, et, N, K, 128);
    int b = find_or_make(g, et, K, M, 128);
    if (a < 0 || b < 0) return false;
    int64_t csize[2] = {N, M};
    int c = -1;
    Fn *f = g->fn;
    for (int i = 0; i < f->nmems && c < 0; i++) {
        Mem *m = &f->mems[i];
        if (usable(g, i) && m->et == et && m->rank == 2 && m->size[0] == N && m->size[1] == M && m->space == 0 &&
            mem_mag(g, i) < MAG_EXPR && m->id != mem_at(g, a)->id && m->id != mem_at(g, b)->id && rng_percent(&g->rng, 50))
            c = i;
    }
    if (c < 0) c = new_output(g, et, 2, csize, false);
    if (c < 0) return false;
    int64_t ma = mem_mag(g, a), mb = mem_mag(g, b);
    if (ma * mb * K + mem_mag(g, c) > MAG_REDUCE) return false;
    static const int orders[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {2, 0, 1}, {1, 2, 0}, {2, 1, 0}};
    const int *ord = rng_percent(&g->rng, 50) ? orders[0] : orders[rng_below(&g->rng, 6)];
    int64_t ext[3] = {N, M, K};
    bool iter = feat(g, FEAT_ITER_ARGS) && ord[2] == 2 && rng_percent(&g->rng, 35);
    LoopH h[3];
    const Val *iv[3];
    char ty_a[256], ty_b[256], ty_c[256];
    mem_type(mem_at(g, a), ty_a, sizeof ty_a);
    mem_type(mem_at(g, b), ty_b, sizeof ty_b);
    mem_type(mem_at(g, c), ty_c, sizeof ty_c);
    const char *add = et_is_float(et) ? "addf" : "addi", *mul = et_is_float(et) ? "mulf" : "muli";
    int depth = iter ? 2 : 3;
    for (int k = 0; k < depth; k++) {
        LoopSpec s;
        loop_spec_const(g, &s, 0, ext[ord[k]], 1);
        if (rng_percent(&g->rng, 20)) s.ub[0] = size_bound(g, ext[ord[k]]);
        loop_begin(g, &s, &h[k]);
        iv[ord[k]] = h[k].iv;
    }
    const char *Cn = mem_at(g, c)->name;
    if (iter) {
        Val c0 = {.et = et, .mag = mem_mag(g, c)};
        fresh_name(g, "v", c0.name);
        emit(g, "%s = affine.load %s[%s, %s] : %s", c0.name, Cn, iv[0]->name, iv[1]->name, ty_c);
        const Val *c0p = val_add(g, &c0);
        LoopSpec s;
        loop_spec_const(g, &s, 0, K, 1);
        s.niter = 1;
        s.init[0] = c0p;
        loop_begin(g, &s, &h[2]);
        iv[2] = h[2].iv;
        h[2].iter[0]->mag = c0p->mag + K * ma * mb;
    }
    Val va = {.et = et, .mag = ma}, vb = {.et = et, .mag = mb};
    fresh_name(g, "v", va.name);
    fresh_name(g, "v", vb.name);
    emit(g, "%s = affine.load %s[%s, %s] : %s", va.name, mem_at(g, a)->name, iv[0]->name, iv[2]->name, ty_a);
    emit(g, "%s = affine.load %s[%s, %s] : %s", vb.name, mem_at(g, b)->name, iv[2]->name, iv[1]->name, ty_b);
    const Val *pa = val_add(g, &va), *pb = val_add(g, &vb);
    const Val *p = binop(g, mul, pa, pb, ma * mb);
    if (iter) {
        const Val *s2 = binop(g, add, h[2].iter[0], p, h[2].iter[0]->mag);
        Val *r[1];
        loop_end(g, &h[2], &s2, r);
        emit(g, "affine.store %s, %s[%s, %s] : %s", r[0]->name, Cn, iv[0]->name, iv[1]->name, ty_c);
    } else {
        Val vc = {.et = et, .mag = mem_mag(g, c) + K * ma * mb};
        fresh_name(g, "v", vc.name);
        emit(g, "%s = affine.load %s[%s, %s] : %s", vc.name, Cn, iv[0]->name, iv[1]->name, ty_c);
        const Val *pc = val_add(g, &vc);
        const Val *s2 = binop(g, add, pc, p, pc->mag);
        emit(g, "affine.store %s, %s[%s, %s] : %s", s2->name, Cn, iv[0]->name, iv[1]->name, ty_c);
    }
    for (int k = depth - 1; k >= 0; k--) loop_end(g, &h[k], NULL, NULL);
    mem_note_store(g, c, mem_mag(g, c) + K * ma * mb);
    mark(g, FEAT_CONTRACTION);
    return true;
}

/* ---------------------------------------------------------- prodcons */

void consume_into(Gen *g, int t, int out) {
    /* most often the plain shape -affine-loop-fusion fuses: the same
     * iteration space, the element the producer wrote */
    bool plain = rng_percent(&g->rng, 70) && mem_at(g, t)->rank == mem_at(g, out)->rank;
    for (int d = 0; plain && d < mem_at(g, t)->rank; d++) plain = mem_at(g, t)->size[d] == mem_at(g, out)->size[d];
    NestOpts o = {.permute = !plain, .vary = !plain};
    Nest n;
    nest_open(g, out, &o, &n);
    LeafCtx lc;
    leafctx_for(g, &lc, &n, mem_at(g, out)->id);
    ElemType et = mem_at(g, out)->et;
    /* the temporary is read at least once, and most often */
    const Val *x;
    if (plain) {
        Mem *tm = mem_at(g, t);
        char subs[256], ty[256];
        nest_subs(&n, subs, sizeof subs);
        mem_type(tm, ty, sizeof ty);
        Val v = {.et = tm->et, .mag = mem_mag(g, t)};
        fresh_name(g, "v", v.name);
        emit(g, "%s = affine.load %s[%s] : %s", v.name, tm->name, subs, ty);
        x = convert(g, val_add(g, &v), et);
    } else x = convert(g, gen_load(g, t, &lc), et);
    int64_t lim = MAG_EXPR - x->mag;
    const Val *y = gen_value(g, et, (int)rng_range(&g->rng, 0, 2), lim > 1 ? lim : 1, &lc);
    const Val *v = binop(g, et_is_float(et) ? "addf" : "addi", x, y, x->mag + y->mag);
    char subs[256];
    nest_subs(&n, subs, sizeof subs);
    v = mix_in_place(g, out, &lc, v);
    store_maybe_guarded(g, v, out, subs, &n, &lc, false);
    nest_close(g, &n);
}

bool k_prodcons(Gen *g) {
    int rank = choose_rank(g);
    int64_t size[MAX_RANK];
    pick_shape(g, rank, size);
    ElemType et = pick_type(g);
    int t = mem_create(g, et, rank, size, MEM_ALLOC, 0, true);
    if (t < 0) return false;
    mem_at(g, t)->hidden = true;
    mem_at(g, t)->temp = true;
    NestOpts o = {.permute = rng_percent(&g->rng, 20), .vary = false};
    Nest n;
    nest_open(g, t, &o, &n);
    LeafCtx lc;
    leafctx_for(g, &lc, &n, -1);
    const Val *v = gen_value(g, et, (int)rng_range(&g->rng, 1, 2), MAG_EXPR / 2, &lc);
    char subs[256];
    nest_subs(&n, subs, sizeof subs);
    store_value(g, v, t, subs);
    nest_close(g, &n);
    Mem *tm = mem_at(g, t);
    tm->filled = true;
    tm->hidden = false;
    tm->printed = rng_percent(&g->rng, 40);
    /* the consumer: same shape most of the time */
    int out;
    if (rng_percent(&g->rng, 75)) out = output_like(g, pick_type(g), rank, size, OUT_ANY);
    else out = pick_output(g, rank, false, true);
    if (out < 0) return false;
    consume_into(g, t, out);
    if (rng_percent(&g->rng, 30)) {
        int out2 = output_like(g, pick_type(g), rank, size, OUT_ANY);
        if (out2 >= 0) consume_into(g, t, out2);
    }
    mark(g, FEAT_PRODUCER_CONSUMER);
    return true;
}

/* ------------------------------------------------------------- tiled */

bool k_tiled(Gen *g) {
    int rank = rng_percent(&g->rng, 60) ? 2 : 1;
    int out = pick_output(g, rank, false, true);
    if (out < 0) return false;
    Mem *b = mem_at(g, out);
    rank = b->rank;
    bool tile2 = rank >= 2 && rng_percent(&g->rng, 40);
    int ntiled = tile2 ? 2 : 1;
    LoopH ht[2], hi[MAX_RANK];
    const Val *walk[MAX_RANK];
    int64_t T[2];
    for (int k = 0; k < ntiled; k++) {
        static const int64_t tiles[] = {2, 3, 4, 5, 8};
        T[k] = tiles[rng_below(&g->rng, 5)];
        LoopSpec s;
        loop_spec_const(g, &s, 0, 0, T[k]);
        s.ub[0] = mem_dim_bound(g, out, k);
        loop_begin(g, &s, &ht[k]);
    }
    for (int k = 0; k < ntiled; k++) {
        int64_t size = mem_at(g, out)->size[k];
        LoopSpec s;
        memset(&s, 0, sizeof s);
        s.step = 1;
        s.lb[0] = ae_var(g, ht[k].iv);
        s.nlb = 1;
        if (rng_percent(&g->rng, 20)) {
            /* a halo: max(t - 1, 0) */
            s.lb[1] = ae_const(g, 0);
            s.lb[0] = ae_addc(g, ae_var(g, ht[k].iv), -1);
            s.nlb = 2;
        }
        s.ub[0] = ae_addc(g, ae_var(g, ht[k].iv), T[k]);
        s.ub[1] = mem_dim_bound(g, out, k);
        s.nub = 2;
        if (rng_percent(&g->rng, 25)) s.ub[s.nub++] = ae_const(g, size + rng_range(&g->rng, 0, 3));
        loop_begin(g, &s, &hi[k]);
        walk[k] = hi[k].iv;
    }
    for (int d = ntiled; d < rank; d++) {
        LoopSpec s;
        loop_spec_const(g, &s, 0, 0, 1);
        s.ub[0] = mem_dim_bound(g, out, d);
        loop_begin(g, &s, &hi[d]);
        walk[d] = hi[d].iv;
    }
    LeafCtx lc;
    memset(&lc, 0, sizeof lc);
    lc.ninputs = pick_inputs(g, lc.inputs, 16, mem_at(g, out)->id);
    for (int d = 0; d < rank; d++) lc.walk[lc.nwalk++] = walk[d];
    ElemType et = mem_at(g, out)->et;
    const Val *v = gen_value(g, et, (int)rng_range(&g->rng, 1, 3), MAG_EXPR, &lc);
    v = mix_in_place(g, out, &lc, v);
    char subs[256] = "";
    for (int d = 0; d < rank; d++) {
        size_t l = strlen(subs);
        snprintf(subs + l, sizeof subs - l, "%s%s", d ? ", " : "", walk[d]->name);
    }
    store_value(g, v, out, subs);
    for (int d = rank - 1; d >= 0; d--) loop_end(g, &hi[d], NULL, NULL);
    for (int k = ntiled - 1; k >= 0; k--) loop_end(g, &ht[k], NULL, NULL);
    mark(g, FEAT_MINMAX_BOUNDS);
    return true;
}

/* ------------------------------------------------------------ scalar */

static const Val *emit_minmax(Gen *g, bool is_min, AExpr **res, int nres) {
    Val v = {.et = ET_INDEX};
    int64_t lo = 0, hi = 0;
    for (int i = 0; i < nres; i++) {
        int64_t a, b;
        ae_range(res[i], &a, &b);
        if (i == 0 || (is_min ? a < lo : a > lo)) lo = a;
        if (i == 0 || (is_min ? b < hi : b > hi)) hi = b;
    }
    v.lo = lo;
    v.hi = hi;
    v.mag = max64(lo < 0 ? -lo : lo, hi < 0 ? -hi : hi);
    fresh_name(g, is_min ? "mn" : "mx", v.name);
    TextBuf line;
    tb_init(&line);
    tb_printf(&line, "%s = affine.%s ", v.name, is_min ? "min" : "max");
    ae_print_map(&line, res, nres);
    emit_raw(g, tb_str(&line));
    tb_free(&line);
    ae_reset(g);
    mark(g, FEAT_MIN_MAX);
    return val_add(g, &v);
}

/* Index arithmetic: affine.apply, affine.min and affine.max of loop
 * variables and symbols, used as subscripts (apply results are dims;
 * min/max results are not, so they go through memref.load) and printed. */
bool k_scalar(Gen *g) {
    int in[16];
    int nin = pick_inputs(g, in, 16, -1);
    int src = -1;
    for (int i = 0; i < nin && src < 0; i++)
        if (mem_at(g, in[i])->rank == 1 && mem_at(g, in[i])->size[0] >= 2) src = in[i];
    if (src < 0) {
        int64_t size[1] = {g->dims[0]};
        src = mem_new_input(g, pick_type(g), 1, size);
        if (src < 0) return false;
    }
    int64_t S = mem_at(g, src)->size[0];
    /* symbols at the top: apply/min/max of constants and symbols */
    if (at_top_level(g) && rng_percent(&g->rng, 60)) {
        const Val *s1 = pick_symbol(g, 1, 64);
        const Val *k = const_index(g, rng_range(&g->rng, 1, 9));
        if (!s1) s1 = k;
        AExpr *res[2] = {ae_addc(g, ae_mulc(g, ae_var(g, s1), 2), -1), ae_var(g, k)};
        const Val *m = emit_minmax(g, rng_percent(&g->rng, 50), res, 2);
        ((Val *)m)->is_sym = ((Val *)m)->is_dim = true;
        print_scalar(g, m);
    }
    int out = output_like(g, mem_at(g, src)->et, 1, (int64_t[]){S}, OUT_EXACT);
    if (out >= 0 && mem_at(g, out)->id == mem_at(g, src)->id) out = new_output(g, mem_at(g, src)->et, 1, (int64_t[]){S}, false);
    if (out < 0) return false;
    LoopSpec s;
    loop_spec_const(g, &s, 0, S, 1);
    LoopH h;
    loop_begin(g, &s, &h);
    char ty[256], oty[256];
    mem_type(mem_at(g, src), ty, sizeof ty);
    mem_type(mem_at(g, out), oty, sizeof oty);
    ElemType et = mem_at(g, src)->et;
    /* clamps around i */
    AExpr *r1[3] = {ae_addc(g, ae_var(g, h.iv), rng_range(&g->rng, 1, 3)), ae_const(g, S - 1), NULL};
    int n1 = 2;
    const Val *sym = pick_symbol(g, 1, S);
    if (sym) r1[n1++] = ae_addc(g, ae_var(g, sym), -1);
    const Val *mn = emit_minmax(g, true, r1, n1);
    AExpr *r2[2] = {ae_addc(g, ae_var(g, h.iv), -rng_range(&g->rng, 1, 2)), ae_const(g, 0)};
    const Val *mx = emit_minmax(g, false, r2, 2);
    Val a = {.et = et, .mag = mem_mag(g, src)}, b = {.et = et, .mag = mem_mag(g, src)};
    fresh_name(g, "v", a.name);
    fresh_name(g, "v", b.name);
    emit(g, "%s = memref.load %s[%s] : %s", a.name, mem_at(g, src)->name, mn->name, ty);
    emit(g, "%s = memref.load %s[%s] : %s", b.name, mem_at(g, src)->name, mx->name, ty);
    const Val *pa = val_add(g, &a), *pb = val_add(g, &b);
    const Val *v = binop(g, et_is_float(et) ? "subf" : (et == ET_INDEX ? "subi" : "subi"), pa, pb, pa->mag + pb->mag);
    if (feat(g, FEAT_APPLY) || rng_percent(&g->rng, 50)) {
        /* an apply of the loop variable: a dim, usable in an affine.load */
        AExpr *e = ae_binc(g, AE_MOD, ae_addc(g, ae_mulc(g, ae_var(g, h.iv), 3), 1), S);
        Val ap = {.et = ET_INDEX, .is_dim = true};
        ae_range(e, &ap.lo, &ap.hi);
        fresh_name(g, "a", ap.name);
        TextBuf line;
        tb_init(&line);
        tb_printf(&line, "%s = affine.apply ", ap.name);
        ae_print_map(&line, &e, 1);
        emit_raw(g, tb_str(&line));
        tb_free(&line);
        ae_reset(g);
        const Val *app = val_add(g, &ap);
        Val c = {.et = et, .mag = mem_mag(g, src)};
        fresh_name(g, "v", c.name);
        emit(g, "%s = affine.load %s[%s] : %s", c.name, mem_at(g, src)->name, app->name, ty);
        const Val *pc = val_add(g, &c);
        v = binop(g, et_is_float(et) ? "addf" : "addi", v, pc, v->mag + pc->mag);
        mark(g, FEAT_APPLY);
    }
    emit(g, "affine.store %s, %s[%s] : %s", v->name, mem_at(g, out)->name, h.iv->name, oty);
    mem_note_store(g, out, v->mag);
    if (rng_percent(&g->rng, 30)) {
        Val w = {.et = ET_I64};
        fresh_name(g, "v", w.name);
        emit(g, "%s = arith.index_cast %s : index to i64", w.name, mn->name);
        print_scalar(g, val_add(g, &w));
    }
    loop_end(g, &h, NULL, NULL);
    return true;
}

/* -------------------------------------------------------- small trips */

/* An imperfect nest with loops of 0 and 1 iterations, and a zero-trip loop
 * whose results are its inits. */
bool k_small_trips(Gen *g) {
    int out = pick_output(g, 2, false, true);
    if (out < 0) return false;
    Mem *b = mem_at(g, out);
    int64_t s0 = b->size[0], s1 = b->size[1];
    ElemType et = b->et;
    char oty[256];
    mem_type(b, oty, sizeof oty);
    LoopSpec s;
    loop_spec_const(g, &s, 0, 0, 1);
    s.ub[0] = mem_dim_bound(g, out, 0);
    LoopH h;
    loop_begin(g, &s, &h);
    LeafCtx lc;
    memset(&lc, 0, sizeof lc);
    lc.ninputs = pick_inputs(g, lc.inputs, 16, mem_at(g, out)->id);
    lc.walk[lc.nwalk++] = h.iv;
    /* a statement before the inner loops */
    Val zero = {.et = ET_INDEX, .lo = 0, .hi = 0};
    (void)zero;
    const Val *v0 = gen_value(g, et, 1, MAG_EXPR, &lc);
    int64_t col = rng_range(&g->rng, 0, s1 - 1);
    emit(g, "affine.store %s, %s[%s, %lld] : %s", v0->name, mem_at(g, out)->name, h.iv->name, (long long)col, oty);
    mem_note_store(g, out, v0->mag);
    int inner = (int)rng_range(&g->rng, 1, 2);
    for (int k = 0; k < inner; k++) {
        int64_t lb = rng_range(&g->rng, 0, s1 - 1), trips = rng_range(&g->rng, 0, 1);
        LoopSpec si;
        loop_spec_const(g, &si, lb, lb + trips, 1);
        if (rng_percent(&g->rng, 30)) si.ub[0] = ae_const(g, s1 < lb + trips ? s1 : lb + trips);
        LoopH hi;
        loop_begin(g, &si, &hi);
        lc.walk[1] = hi.iv;
        lc.nwalk = 2;
        const Val *v = mix_in_place(g, out, &lc, gen_value(g, et, 1, MAG_EXPR, &lc));
        emit(g, "affine.store %s, %s[%s, %s] : %s", v->name, mem_at(g, out)->name, h.iv->name, hi.iv->name, oty);
        mem_note_store(g, out, v->mag);
        loop_end(g, &hi, NULL, NULL);
        lc.nwalk = 1;
    }
    loop_end(g, &h, NULL, NULL);
    (void)s0;
    /* zero-trip with iter_args: the result is the init */
    ElemType dt = data_type(g);
    LoopSpec sz;
    int64_t at = rng_range(&g->rng, 0, 6);
    loop_spec_const(g, &sz, at, at - rng_range(&g->rng, 0, 1), 1);
    sz.niter = 1;
    sz.init[0] = const_of(g, dt, rng_range(&g->rng, -5, 5));
    LoopH hz;
    loop_begin(g, &sz, &hz);
    LeafCtx lz;
    memset(&lz, 0, sizeof lz);
    lz.ninputs = pick_inputs(g, lz.inputs, 16, -1);
    lz.walk[lz.nwalk++] = hz.iv;
    const Val *t = gen_value(g, dt, 1, MAG_EXPR, &lz);
    const Val *y = binop(g, et_is_float(dt) ? "addf" : "addi", hz.iter[0], t, hz.iter[0]->mag + t->mag);
    Val *r[1];
    loop_end(g, &hz, &y, r);
    print_scalar(g, r[0]);
    mark(g, FEAT_SMALL_TRIPS);
    return true;
}
