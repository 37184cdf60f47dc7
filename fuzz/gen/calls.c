/* Calls: kernels written into private callees that take memrefs (as they
 * are, with dynamic sizes, or with an affine-map layout, through
 * memref.cast) and index arguments (symbols inside the callee).  The same
 * builder makes @compute, the function that holds a program's kernels when
 * main only sets up and prints. */
#include "calls.h"
#include <stdio.h>
#include <string.h>
#include "kernels.h"
#include "memref.h"

/* The affine map of a strided layout: (d0, d1) -> (d0 * s0 + d1 * s1 + off). */
static void affine_layout(const Mem *m, char *buf, size_t n) {
    TextBuf t;
    tb_init(&t);
    tb_puts(&t, "affine_map<(");
    for (int d = 0; d < m->rank; d++) tb_printf(&t, "%sd%d", d ? ", " : "", d);
    tb_puts(&t, ") -> (");
    bool first = true;
    for (int d = 0; d < m->rank; d++) {
        if (m->strides[d] == 0) continue;
        if (!first) tb_puts(&t, " + ");
        if (m->strides[d] == 1) tb_printf(&t, "d%d", d);
        else tb_printf(&t, "d%d * %lld", d, (long long)m->strides[d]);
        first = false;
    }
    if (m->offset) tb_printf(&t, "%s%lld", first ? "" : " + ", (long long)m->offset);
    else if (first) tb_puts(&t, "0");
    tb_puts(&t, ")>");
    snprintf(buf, n, "%s", tb_str(&t));
    tb_free(&t);
}

static bool static_mem(const Mem *m) {
    for (int d = 0; d < m->rank; d++)
        if (m->dyn[d]) return false;
    return true;
}

void call_open(Gen *g, CallSite *cs, const char *name, const int *pass, int np, const Val *const *idx, int nidx,
               int keep_static) {
    memset(cs, 0, sizeof *cs);
    Fn *caller = g->fn;
    cs->caller = caller;
    snprintf(cs->name, sizeof cs->name, "%s", name);
    Fn *callee = fn_new(name);
    cs->callee = callee;
    cs->np = np;
    for (int k = 0; k < np; k++) {
        cs->pass[k] = pass[k];
        Mem p = caller->mems[pass[k]];
        p.kind = MEM_PARAM;
        p.printed = false;
        p.hidden = false;
        snprintf(p.name, sizeof p.name, "%%arg%d", callee->nparams++);
        int form = 0;
        if (k != keep_static && static_mem(&p) && want(g, FEAT_DYNAMIC, 40)) form = 1;
        else if (static_mem(&p) && want(g, FEAT_LAYOUTS, 40)) form = 2;
        if (form == 1) {
            for (int d = 0; d < p.rank; d++) p.dyn[d] = rng_percent(&g->rng, 60) || d == 0;
            mark(g, FEAT_DYNAMIC);
        } else if (form == 2) {
            affine_layout(&p, p.layout, sizeof p.layout);
            mark(g, FEAT_LAYOUTS);
        }
        mem_type(&p, cs->ptypes[k], sizeof cs->ptypes[k]);
        char from[256];
        mem_type(&caller->mems[pass[k]], from, sizeof from);
        if (strcmp(from, cs->ptypes[k]) != 0) {
            fresh_name(g, "pc", cs->args[k]);
            emit(g, "%s = memref.cast %s : %s to %s", cs->args[k], caller->mems[pass[k]].name, from, cs->ptypes[k]);
        } else snprintf(cs->args[k], NAME_LEN, "%s", caller->mems[pass[k]].name);
        tb_printf(&callee->params, "%s%s: %s", k ? ", " : "", p.name, cs->ptypes[k]);
        p.root = callee->nmems;
        callee->mems[callee->nmems++] = p;
    }
    cs->nidx = nidx;
    for (int k = 0; k < nidx; k++) {
        cs->idx[k] = idx[k];
        Val s = *idx[k];
        s.is_const = false;
        s.is_sym = s.is_dim = true;
        snprintf(s.name, sizeof s.name, "%%arg%d", callee->nparams++);
        tb_printf(&callee->params, "%s%s: index", callee->nparams > 1 ? ", " : "", s.name);
        callee->vals[callee->nvals++] = s;
    }
    g->fn = callee;
}

void call_dims(Gen *g, CallSite *cs) {
    Fn *callee = cs->callee;
    for (int k = 0; k < cs->np; k++) {
        Mem *p = &callee->mems[k];
        for (int d = 0; d < p->rank; d++) {
            if (!p->dyn[d] || p->sizesym[d][0]) continue;
            const Val *s = rng_percent(&g->rng, 40) ? pick_symbol(g, p->size[d], p->size[d]) : NULL;
            if (s) {
                snprintf(p->sizesym[d], NAME_LEN, "%s", s->name);
                continue;
            }
            Val v = {.et = ET_INDEX, .is_sym = true, .is_dim = true, .lo = p->size[d], .hi = p->size[d]};
            fresh_name(g, "d", v.name);
            const Val *c = const_index(g, d);
            char ty[256];
            mem_type(p, ty, sizeof ty);
            emit(g, "%s = memref.dim %s, %s : %s", v.name, p->name, c->name, ty);
            val_add(g, &v);
            snprintf(p->sizesym[d], NAME_LEN, "%s", v.name);
        }
    }
}

void call_close(Gen *g, CallSite *cs, bool want_ret) {
    Fn *callee = cs->callee, *caller = cs->caller;
    bool ret = want_ret && cs->np > 0 && callee->mems[0].et != ET_INDEX;
    char retname[NAME_LEN] = "";
    ElemType ret_et = cs->np > 0 ? callee->mems[0].et : ET_F32;
    if (ret) {
        Mem *p = &callee->mems[0];
        char ty[256], subs[64] = "";
        mem_type(p, ty, sizeof ty);
        for (int d = 0; d < p->rank; d++) {
            size_t l = strlen(subs);
            snprintf(subs + l, sizeof subs - l, "%s%lld", d ? ", " : "", (long long)rng_range(&g->rng, 0, p->size[d] - 1));
        }
        fresh_name(g, "v", retname);
        emit(g, "%s = affine.load %s[%s] : %s", retname, p->name, subs, ty);
    }
    mem_finish(g);
    if (ret) emit(g, "return %s : %s", retname, et_name(ret_et));
    else emit(g, "return");
    g->fn = caller;
    tb_printf(&g->callees, "func.func private @%s(%s)", cs->name, tb_str(&callee->params));
    if (ret) tb_printf(&g->callees, " -> %s", et_name(ret_et));
    tb_puts(&g->callees, " {\n");
    tb_append(&g->callees, &callee->body);
    tb_puts(&g->callees, "}\n");
    TextBuf line;
    tb_init(&line);
    char rn[NAME_LEN];
    if (ret) {
        fresh_name(g, "cr", rn);
        tb_printf(&line, "%s = ", rn);
    }
    tb_printf(&line, "call @%s(", cs->name);
    for (int k = 0; k < cs->np; k++) tb_printf(&line, "%s%s", k ? ", " : "", cs->args[k]);
    for (int k = 0; k < cs->nidx; k++) tb_printf(&line, "%s%s", cs->np || k ? ", " : "", cs->idx[k]->name);
    tb_puts(&line, ") : (");
    for (int k = 0; k < cs->np; k++) tb_printf(&line, "%s%s", k ? ", " : "", cs->ptypes[k]);
    for (int k = 0; k < cs->nidx; k++) tb_puts(&line, cs->np || k ? ", index" : "index");
    tb_printf(&line, ") -> (%s)", ret ? et_name(ret_et) : "");
    emit_raw(g, tb_str(&line));
    tb_free(&line);
    if (ret) {
        Val r = {.et = ret_et, .mag = callee->mems[0].mag};
        snprintf(r.name, sizeof r.name, "%s", rn);
        print_scalar(g, val_add(g, &r));
    }
    /* what the callee did to the buffers: they are printed by the caller */
    for (int k = 0; k < cs->np; k++) {
        mem_note_store(g, cs->pass[k], callee->mems[k].mag);
        Mem *r = mem_root(g, cs->pass[k]);
        if (callee->mems[k].written) r->printed = true;
        (void)caller;
    }
    fn_free(callee);
}

typedef bool (*KernelFn)(Gen *g);

static KernelFn callee_kernel(Gen *g) {
    KernelFn fns[8];
    int w[8], n = 0;
    fns[n] = k_map, w[n++] = 40;
    if (feat(g, FEAT_ITER_ARGS)) fns[n] = k_reduce, w[n++] = 15;
    if (feat(g, FEAT_PARALLEL)) fns[n] = k_parallel, w[n++] = 12;
    if (feat(g, FEAT_VECTOR)) fns[n] = k_vector, w[n++] = 8;
    if (feat(g, FEAT_MINMAX_BOUNDS)) fns[n] = k_tiled, w[n++] = 10;
    if (feat(g, FEAT_CONTRACTION)) fns[n] = k_contract, w[n++] = 8;
    if (feat(g, FEAT_IF)) fns[n] = k_if, w[n++] = 8;
    if (feat(g, FEAT_INDEX_OPS)) fns[n] = k_index_ops, w[n++] = 6;
    return fns[rng_weighted(&g->rng, w, n)];
}

bool k_call(Gen *g) {
    if (!at_top_level(g) || g->call_depth >= 2) return false;
    Fn *caller = g->fn;
    /* the buffers passed: distinct storages, filled */
    int pass[4], np = 0;
    for (int i = caller->nmems - 1; i >= 0 && np < 3; i--) {
        Mem *b = &caller->mems[i];
        if (!b->filled || b->hidden || b->space != 0) continue;
        bool dup = false;
        for (int k = 0; k < np; k++) dup = dup || caller->mems[pass[k]].id == b->id;
        if (!dup && rng_percent(&g->rng, 60)) pass[np++] = i;
    }
    if (np == 0) {
        int64_t size[MAX_RANK];
        int rank = choose_rank(g);
        pick_shape(g, rank, size);
        int m = mem_new_input(g, pick_type(g), rank, size);
        if (m < 0) return false;
        pass[np++] = m;
    }
    /* index arguments: symbols inside the callee */
    const Val *idx[2];
    int nidx = (int)rng_range(&g->rng, 0, 2);
    for (int k = 0; k < nidx; k++) idx[k] = const_index(g, g->dims[rng_below(&g->rng, 3)]);
    char fname[NAME_LEN];
    snprintf(fname, sizeof fname, "k%d", g->ncallees++);
    CallSite cs;
    call_open(g, &cs, fname, pass, np, idx, nidx, -1);
    g->call_depth++;
    call_dims(g, &cs);
    KernelFn kf = callee_kernel(g);
    kf(g);
    g->call_depth--;
    call_close(g, &cs, rng_percent(&g->rng, 35));
    mark(g, FEAT_CALLS);
    return true;
}
