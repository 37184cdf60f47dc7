/* Kernels of parallel bands, vectors, index ops, indirect subscripts and
 * views. */
#include <stdio.h>
#include <string.h>
#include "affexpr.h"
#include "kernels.h"
#include "memref.h"

static int64_t min64(int64_t a, int64_t b) { return a < b ? a : b; }

/* ----------------------------------------------------------- parallel */

const char *parallel_kind(Gen *g, ElemType et, int64_t trips) {
    /* MLIR 22 verifies these on signless types (SPEC_NOTES "reductions") */
    static const char *const fk[] = {"addf", "mulf", "maximumf", "minimumf"};
    static const char *const ik[] = {"addi", "muli", "andi", "ori"};
    const char *k = et_is_float(et) ? fk[rng_below(&g->rng, 4)] : ik[rng_below(&g->rng, 4)];
    if ((!strcmp(k, "mulf") || !strcmp(k, "muli")) && trips > 16) k = et_is_float(et) ? "maximumf" : "ori";
    return k;
}

/* The bounds of band dimension d over 'size' elements of buffer m. */
static void band_bounds(Gen *g, ParSpec *s, int d, int m, int dim, bool vary) {
    s->lb[d][0] = ae_const(g, 0);
    s->nlb[d] = 1;
    s->ub[d][0] = m >= 0 ? mem_dim_bound(g, m, dim) : ae_const(g, g->dims[dim]);
    s->nub[d] = 1;
    s->step[d] = 1;
    if (!vary) return;
    int64_t size = m >= 0 ? mem_at(g, m)->size[dim] : g->dims[dim];
    switch (rng_below(&g->rng, 6)) {
    case 0: s->step[d] = 2; break;
    case 1:
        s->lb[d][0] = ae_const(g, 1);
        break;
    case 2: {
        const Val *sym = pick_symbol(g, 0, 64);
        if (sym) {
            s->ub[d][1] = ae_var(g, sym);
            s->nub[d] = 2;
        } else s->ub[d][s->nub[d]++] = ae_const(g, size > 1 ? size - 1 : size);
        break;
    }
    case 3: {
        const Val *sym = pick_symbol(g, 0, 64);
        s->lb[d][1] = sym ? ae_addc(g, ae_var(g, sym), -2) : ae_const(g, 1);
        s->nlb[d] = 2;
        break;
    }
    default: break;
    }
}

static bool par_elementwise(Gen *g) {
    int out = pick_output(g, choose_rank(g), false, true);
    if (out < 0) return false;
    Mem *b = mem_at(g, out);
    int rank = b->rank;
    int nd = rank == 1 ? 1 : (int)rng_range(&g->rng, 1, rank < 3 ? rank : 2);
    ParSpec s;
    memset(&s, 0, sizeof s);
    s.ndims = nd;
    for (int d = 0; d < nd; d++) band_bounds(g, &s, d, out, d, rng_percent(&g->rng, 40));
    ParH ph;
    par_begin(g, &s, &ph);
    const Val *walk[MAX_RANK];
    for (int d = 0; d < nd; d++) walk[d] = ph.iv[d];
    LoopH h[MAX_RANK];
    for (int d = nd; d < rank; d++) {
        LoopSpec ls;
        loop_spec_const(g, &ls, 0, 0, 1);
        ls.ub[0] = mem_dim_bound(g, out, d);
        loop_begin(g, &ls, &h[d]);
        walk[d] = h[d].iv;
    }
    LeafCtx lc;
    memset(&lc, 0, sizeof lc);
    lc.ninputs = pick_inputs(g, lc.inputs, 16, mem_at(g, out)->id);
    for (int d = 0; d < rank; d++) lc.walk[lc.nwalk++] = walk[d];
    ElemType et = mem_at(g, out)->et;
    const Val *v = gen_value(g, et, (int)rng_range(&g->rng, 1, 3), MAG_EXPR, &lc);
    char subs[256] = "";
    for (int d = 0; d < rank; d++) {
        size_t l = strlen(subs);
        snprintf(subs + l, sizeof subs - l, "%s%s", d ? ", " : "", walk[d]->name);
    }
    store_value(g, v, out, subs);
    for (int d = rank - 1; d >= nd; d--) loop_end(g, &h[d], NULL, NULL);
    par_end(g, &ph, NULL, NULL);
    return true;
}

static bool par_reduce(Gen *g) {
    int in[16];
    int nin = pick_inputs(g, in, 16, -1);
    if (!nin) return false;
    int a = in[rng_below(&g->rng, (uint64_t)nin)];
    Mem *A = mem_at(g, a);
    int nd = A->rank >= 2 && rng_percent(&g->rng, 60) ? 2 : 1;
    ElemType et = data_type(g);
    ParSpec s;
    memset(&s, 0, sizeof s);
    s.ndims = nd;
    for (int d = 0; d < nd; d++) band_bounds(g, &s, d, a, d, rng_percent(&g->rng, 30));
    int64_t trips = 1;
    for (int d = 0; d < nd; d++) trips *= mem_at(g, a)->size[d];
    s.nred = (int)rng_range(&g->rng, 1, 3);
    for (int i = 0; i < s.nred; i++) {
        s.kind[i] = parallel_kind(g, et, trips);
        s.red_et[i] = et;
    }
    ParH ph;
    par_begin(g, &s, &ph);
    LeafCtx lc;
    memset(&lc, 0, sizeof lc);
    lc.ninputs = pick_inputs(g, lc.inputs, 16, -1);
    for (int d = 0; d < nd; d++) lc.walk[lc.nwalk++] = ph.iv[d];
    const Val *ys[4];
    int64_t mags[4];
    for (int i = 0; i < s.nred; i++) {
        const char *k = s.kind[i];
        if (!strcmp(k, "mulf") || !strcmp(k, "muli")) {
            ys[i] = mul_term(g, et, &lc);
            mags[i] = (int64_t)1 << (trips < 20 ? trips : 20);
        } else if (!strcmp(k, "addf") || !strcmp(k, "addi")) {
            ys[i] = gen_value(g, et, (int)rng_range(&g->rng, 0, 2), min64(MAG_REDUCE / (trips + 1), MAG_EXPR), &lc);
            mags[i] = ys[i]->mag * trips;
        } else {
            ys[i] = gen_value(g, et, (int)rng_range(&g->rng, 0, 2), MAG_EXPR, &lc);
            int64_t m = 1;
            while (m <= ys[i]->mag) m <<= 1;
            mags[i] = m;
        }
    }
    Val *res[4];
    par_end(g, &ph, ys, res);
    for (int i = 0; i < s.nred; i++) res[i]->mag = mags[i];
    if (rng_percent(&g->rng, 50)) {
        for (int i = 0; i < s.nred; i++) print_scalar(g, res[i]);
    } else {
        int64_t size[1] = {s.nred};
        int out = new_output(g, et, 1, size, false);
        if (out < 0) return true;
        char ty[256];
        mem_type(mem_at(g, out), ty, sizeof ty);
        for (int i = 0; i < s.nred; i++) {
            emit(g, "affine.store %s, %s[%d] : %s", res[i]->name, mem_at(g, out)->name, i, ty);
            mem_note_store(g, out, res[i]->mag);
        }
    }
    return true;
}

/* affine.parallel over rows, an iter_args reduction along each row. */
static bool par_rows(Gen *g) {
    int in[16];
    int nin = pick_inputs(g, in, 16, -1);
    int a = -1;
    for (int i = 0; i < nin && a < 0; i++)
        if (mem_at(g, in[i])->rank == 2) a = in[i];
    if (a < 0) return false;
    int64_t osize[1] = {mem_at(g, a)->size[0]};
    int out = output_like(g, data_type(g), 1, osize, OUT_NO_INDEX);
    if (out < 0) return false;
    ElemType et = mem_at(g, out)->et;
    ParSpec s;
    memset(&s, 0, sizeof s);
    s.ndims = 1;
    band_bounds(g, &s, 0, out, 0, false);
    ParH ph;
    par_begin(g, &s, &ph);
    LeafCtx lc;
    memset(&lc, 0, sizeof lc);
    lc.ninputs = pick_inputs(g, lc.inputs, 16, mem_at(g, out)->id);
    lc.walk[lc.nwalk++] = ph.iv[0];
    LoopSpec ls;
    loop_spec_const(g, &ls, 0, 0, 1);
    ls.ub[0] = mem_dim_bound(g, a, 1);
    ls.niter = 1;
    ls.init[0] = const_of(g, et, 0);
    LoopH h;
    loop_begin(g, &ls, &h);
    lc.walk[lc.nwalk++] = h.iv;
    const Val *t = gen_value(g, et, 1, MAG_REDUCE / (h.trips + 1) < MAG_EXPR ? MAG_REDUCE / (h.trips + 1) : MAG_EXPR, &lc);
    h.iter[0]->mag = t->mag * h.trips;
    const Val *y = binop(g, et_is_float(et) ? "addf" : "addi", h.iter[0], t, h.iter[0]->mag);
    Val *r[1];
    loop_end(g, &h, &y, r);
    char ty[256];
    mem_type(mem_at(g, out), ty, sizeof ty);
    emit(g, "affine.store %s, %s[%s] : %s", r[0]->name, mem_at(g, out)->name, ph.iv[0]->name, ty);
    mem_note_store(g, out, r[0]->mag);
    par_end(g, &ph, NULL, NULL);
    mark(g, FEAT_ITER_ARGS);
    return true;
}

bool k_parallel(Gen *g) {
    int w[3] = {35, 45, 20};
    switch (rng_weighted(&g->rng, w, 3)) {
    case 0: return par_elementwise(g);
    case 1: return par_reduce(g) || par_elementwise(g);
    default: return par_rows(g) || par_elementwise(g);
    }
}

/* ------------------------------------------------------------- vector */

bool k_vector(Gen *g) {
    ElemType et = data_type(g);
    static const int lanes_choice[] = {2, 4, 4, 8};
    int lanes = lanes_choice[rng_below(&g->rng, 4)];
    int rank = rng_percent(&g->rng, 60) ? 2 : 1;
    int64_t size[MAX_RANK];
    pick_shape(g, rank, size);
    if (size[rank - 1] < lanes) size[rank - 1] = lanes * (int64_t)rng_range(&g->rng, 1, 2);
    int out = -1;
    Fn *f = g->fn;
    for (int i = 0; i < f->nmems && out < 0; i++) {
        Mem *b = &f->mems[i];
        if (b->filled && !b->hidden && b->et == et && b->space == 0 && b->size[b->rank - 1] >= lanes &&
            rng_percent(&g->rng, 40))
            out = i;
    }
    if (out < 0) out = new_output(g, et, rank, size, false);
    if (out < 0) return false;
    /* an input of the same type and width for the loads */
    int64_t isize[MAX_RANK];
    for (int d = 0; d < mem_at(g, out)->rank; d++) isize[d] = mem_at(g, out)->size[d];
    if (rng_percent(&g->rng, 50)) mem_new_input(g, et, mem_at(g, out)->rank, isize);
    NestOpts o = {.permute = false, .vary = true, .vec_lanes = lanes};
    Nest n;
    nest_open(g, out, &o, &n);
    LeafCtx lc;
    leafctx_for(g, &lc, &n, mem_at(g, out)->id);
    lc.lanes = lanes;
    const Val *v = gen_value(g, et, (int)rng_range(&g->rng, 1, 2), MAG_EXPR, &lc);
    if (!v->lanes) v = gen_load(g, out, &lc);
    char subs[256];
    nest_subs(&n, subs, sizeof subs);
    store_value(g, v, out, subs);
    if (rng_percent(&g->rng, 25)) print_scalar(g, v);
    if (rng_percent(&g->rng, 25)) {
        Val r = {.et = et, .mag = v->mag * lanes};
        fresh_name(g, "v", r.name);
        const char *kind = et_is_float(et) ? (rng_percent(&g->rng, 50) ? "add" : "maximumf")
                                           : (rng_percent(&g->rng, 50) ? "add" : "maxsi");
        char vty[48];
        emit(g, "%s = vector.reduction <%s>, %s : %s into %s", r.name, kind, v->name,
             type_text(et, lanes, vty, sizeof vty), et_name(et));
        print_scalar(g, val_add(g, &r));
    }
    nest_close(g, &n);
    mark(g, FEAT_VECTOR);
    return true;
}

/* ---------------------------------------------------------- index ops */

static bool delinearize(Gen *g) {
    int out = pick_output(g, 2, false, true);
    if (out < 0) return false;
    Mem *b = mem_at(g, out);
    int64_t R = b->size[0], C = b->size[1];
    LoopSpec s;
    loop_spec_const(g, &s, 0, R * C, 1);
    LoopH h;
    loop_begin(g, &s, &h);
    char q[NAME_LEN];
    fresh_name(g, "q", q);
    const Val *basis_r = NULL;
    int form = (int)rng_below(&g->rng, 3);
    if (form == 2) basis_r = pick_symbol(g, R, R);
    if (form == 2 && !basis_r) form = 0;
    if (form == 0) emit(g, "%s:2 = affine.delinearize_index %s into (%lld, %lld) : index, index", q, h.iv->name, (long long)R, (long long)C);
    else if (form == 1) emit(g, "%s:2 = affine.delinearize_index %s into (%lld) : index, index", q, h.iv->name, (long long)C);
    else emit(g, "%s:2 = affine.delinearize_index %s into (%s, %lld) : index, index", q, h.iv->name, basis_r->name, (long long)C);
    /* MLIR 22's parser takes a result of a multi-result op once per subscript
     * list at most (MLIR22-FACTS): the results are no dims for the
     * subscript builder; one load uses the first directly */
    Val q0 = {.et = ET_INDEX, .lo = 0, .hi = R - 1};
    Val q1 = {.et = ET_INDEX, .lo = 0, .hi = C - 1};
    name_join(q0.name, q, "#0");
    name_join(q1.name, q, "#1");
    const Val *p0 = val_add(g, &q0);
    val_add(g, &q1); /* not a dim here: one subscript list may not use two results of one op */
    /* a dim copy of the column through affine.apply */
    Val cp = {.et = ET_INDEX, .is_dim = true, .lo = 0, .hi = C - 1};
    fresh_name(g, "a", cp.name);
    emit(g, "%s = affine.apply affine_map<(d0) -> (d0 mod %lld)>(%s)", cp.name, (long long)C, h.iv->name);
    const Val *pc = val_add(g, &cp);
    Val rp = {.et = ET_INDEX, .is_dim = true, .lo = 0, .hi = R - 1};
    fresh_name(g, "a", rp.name);
    emit(g, "%s = affine.apply affine_map<(d0) -> (d0 floordiv %lld)>(%s)", rp.name, (long long)C, h.iv->name);
    const Val *pr = val_add(g, &rp);
    LeafCtx lc;
    memset(&lc, 0, sizeof lc);
    lc.ninputs = pick_inputs(g, lc.inputs, 16, mem_at(g, out)->id);
    lc.walk[lc.nwalk++] = pr;
    lc.walk[lc.nwalk++] = pc;
    ElemType et = mem_at(g, out)->et;
    const Val *v = gen_value(g, et, (int)rng_range(&g->rng, 1, 2), MAG_EXPR, &lc);
    int src = -1;
    for (int i = 0; i < lc.ninputs && src < 0; i++) {
        Mem *ib = mem_at(g, lc.inputs[i]);
        if (ib->size[0] >= R && ib->et == et) src = lc.inputs[i];
    }
    if (src >= 0) {
        /* the first result as a subscript, alone in its list */
        Mem *ib = mem_at(g, src);
        char ity[256], rest[128] = "";
        mem_type(ib, ity, sizeof ity);
        for (int d = 1; d < ib->rank; d++) {
            size_t l = strlen(rest);
            snprintf(rest + l, sizeof rest - l, ", %lld", (long long)rng_range(&g->rng, 0, ib->size[d] - 1));
        }
        Val w = {.et = ib->et, .mag = mem_mag(g, src)};
        fresh_name(g, "v", w.name);
        emit(g, "%s = affine.load %s[%s%s] : %s", w.name, ib->name, p0->name, rest, ity);
        const Val *pw = val_add(g, &w);
        if (pw->mag + v->mag <= MAG_EXPR)
            v = binop(g, et_is_float(et) ? "addf" : "addi", v, pw, v->mag + pw->mag);
    }
    char ty[256];
    mem_type(mem_at(g, out), ty, sizeof ty);
    emit(g, "memref.store %s, %s[%s#0, %s#1] : %s", v->name, mem_at(g, out)->name, q, q, ty);
    mem_note_store(g, out, v->mag);
    loop_end(g, &h, NULL, NULL);
    return true;
}

static bool linearize(Gen *g) {
    int rank = rng_percent(&g->rng, 75) ? 2 : 3;
    int64_t size[MAX_RANK];
    pick_shape(g, rank, size);
    int64_t total = 1;
    for (int d = 0; d < rank; d++) total *= size[d];
    int64_t fsize[1] = {total};
    int flat = output_like(g, pick_type(g), 1, fsize, OUT_ANY);
    if (flat < 0) return false;
    ElemType et = mem_at(g, flat)->et;
    LoopH h[MAX_RANK];
    const Val *iv[MAX_RANK];
    for (int d = 0; d < rank; d++) {
        LoopSpec s;
        loop_spec_const(g, &s, 0, size[d], 1);
        loop_begin(g, &s, &h[d]);
        iv[d] = h[d].iv;
    }
    Val l = {.et = ET_INDEX, .is_dim = true, .lo = 0, .hi = total - 1};
    fresh_name(g, "l", l.name);
    TextBuf line;
    tb_init(&line);
    bool disjoint = rng_percent(&g->rng, 50);
    bool omit_outer = rng_percent(&g->rng, 30);
    tb_printf(&line, "%s = affine.linearize_index %s[", l.name, disjoint ? "disjoint " : "");
    for (int d = 0; d < rank; d++) tb_printf(&line, "%s%s", d ? ", " : "", iv[d]->name);
    tb_puts(&line, "] by (");
    for (int d = omit_outer ? 1 : 0; d < rank; d++) {
        const Val *sym = d == 0 && rng_percent(&g->rng, 30) ? pick_symbol(g, size[d], size[d]) : NULL;
        if (sym) tb_printf(&line, "%s%s", d > (omit_outer ? 1 : 0) ? ", " : "", sym->name);
        else tb_printf(&line, "%s%lld", d > (omit_outer ? 1 : 0) ? ", " : "", (long long)size[d]);
    }
    tb_puts(&line, ") : index");
    emit_raw(g, tb_str(&line));
    tb_free(&line);
    const Val *lp = val_add(g, &l);
    LeafCtx lc;
    memset(&lc, 0, sizeof lc);
    lc.ninputs = pick_inputs(g, lc.inputs, 16, mem_at(g, flat)->id);
    for (int d = 0; d < rank; d++) lc.walk[lc.nwalk++] = iv[d];
    const Val *v = gen_value(g, et, (int)rng_range(&g->rng, 1, 2), MAG_EXPR, &lc);
    char ty[256];
    mem_type(mem_at(g, flat), ty, sizeof ty);
    emit(g, "affine.store %s, %s[%s] : %s", v->name, mem_at(g, flat)->name, lp->name, ty);
    mem_note_store(g, flat, v->mag);
    for (int d = rank - 1; d >= 0; d--) loop_end(g, &h[d], NULL, NULL);
    return true;
}

bool k_index_ops(Gen *g) {
    bool ok = rng_percent(&g->rng, 50) ? delinearize(g) : linearize(g);
    if (ok) mark(g, FEAT_INDEX_OPS);
    return ok;
}

/* ---------------------------------------------------------- indirect */

bool k_indirect(Gen *g) {
    int idx = -1;
    Fn *f = g->fn;
    for (int i = 0; i < f->nmems && idx < 0; i++)
        if (f->mems[i].et == ET_INDEX && f->mems[i].rank == 1 && f->mems[i].filled && !f->mems[i].hidden &&
            rng_percent(&g->rng, 60))
            idx = i;
    if (idx < 0) {
        int64_t size[1] = {g->dims[0]};
        idx = mem_new_input(g, ET_INDEX, 1, size);
        if (idx < 0) return false;
        mem_at(g, idx)->printed = rng_percent(&g->rng, 50);
    }
    int in[16];
    int nin = pick_inputs(g, in, 16, -1);
    int a = -1;
    for (int i = 0; i < nin && a < 0; i++)
        if (mem_at(g, in[i])->et != ET_INDEX || rng_percent(&g->rng, 20)) a = in[i];
    if (a < 0) return false;
    ElemType et = data_type(g);
    int64_t n = mem_at(g, idx)->size[0];
    int out = output_like(g, et, 1, (int64_t[]){n}, OUT_ANY);
    if (out < 0) return false;
    et = mem_at(g, out)->et;
    LoopSpec s;
    loop_spec_const(g, &s, 0, 0, 1);
    s.ub[0] = mem_dim_bound(g, idx, 0);
    LoopH h;
    loop_begin(g, &s, &h);
    Mem *I = mem_at(g, idx), *A = mem_at(g, a);
    char ity[256], aty[256], oty[256];
    mem_type(I, ity, sizeof ity);
    mem_type(A, aty, sizeof aty);
    mem_type(mem_at(g, out), oty, sizeof oty);
    char k[NAME_LEN], k1[NAME_LEN], k2[NAME_LEN];
    fresh_name(g, "k", k);
    fresh_name(g, "k", k1);
    fresh_name(g, "k", k2);
    emit(g, "%s = affine.load %s[%s] : %s", k, I->name, h.iv->name, ity);
    const Val *zero = const_index(g, 0), *top = const_index(g, A->size[0] - 1);
    /* clamped into the target's first dimension: never out of bounds */
    emit(g, "%s = arith.maxsi %s, %s : index", k1, k, zero->name);
    emit(g, "%s = arith.minsi %s, %s : index", k2, k1, top->name);
    TextBuf subs;
    tb_init(&subs);
    tb_puts(&subs, k2);
    for (int d = 1; d < A->rank; d++) tb_printf(&subs, ", %s", const_index(g, rng_range(&g->rng, 0, A->size[d] - 1))->name);
    Val v = {.et = A->et, .mag = mem_mag(g, a)};
    fresh_name(g, "v", v.name);
    emit(g, "%s = memref.load %s[%s] : %s", v.name, A->name, tb_str(&subs), aty);
    tb_free(&subs);
    const Val *pv = convert(g, val_add(g, &v), et);
    emit(g, "affine.store %s, %s[%s] : %s", pv->name, mem_at(g, out)->name, h.iv->name, oty);
    mem_note_store(g, out, pv->mag);
    if (rng_percent(&g->rng, 40)) {
        /* a scatter: the last write of each element wins, in order */
        if (mem_at(g, out)->size[0] > A->size[0] - 1) {
            emit(g, "memref.store %s, %s[%s] : %s", pv->name, mem_at(g, out)->name, k2, oty);
        }
    }
    loop_end(g, &h, NULL, NULL);
    mark(g, FEAT_INDEX_ELEMS);
    return true;
}

/* -------------------------------------------------------------- views */

bool k_views(Gen *g) {
    int cand[MAX_MEMS], n = 0;
    Fn *f = g->fn;
    for (int i = 0; i < f->nmems; i++) {
        Mem *b = &f->mems[i];
        if (b->filled && !b->hidden && b->kind != MEM_VIEW && !b->no_views && b->space == 0) cand[n++] = i;
    }
    if (!n) return false;
    int base = cand[rng_below(&g->rng, (uint64_t)n)];
    int v = mem_view(g, base);
    if (v < 0) return false;
    mem_at(g, v)->printed = rng_percent(&g->rng, 30);
    /* write through the view (the base shows it), or read it */
    if (rng_percent(&g->rng, 60)) map_into(g, v, false);
    else {
        int out = output_like(g, mem_at(g, v)->et, mem_at(g, v)->rank, mem_at(g, v)->size, OUT_ANY);
        if (out >= 0) map_into(g, out, false);
    }
    return true;
}
