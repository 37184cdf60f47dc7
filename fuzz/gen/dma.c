/* DMA kernels: affine.dma_start / affine.dma_wait between the default
 * memory space and fast ones (1, 2), with tags, strides and several
 * transfers in flight; and the per-iteration transfer of
 * -affine-pipeline-data-transfer.  No MLIR lowering runs these: only
 * affine-interp executes them. */
#include <stdio.h>
#include <string.h>
#include "kernels.h"
#include "memref.h"

static bool k_dma_pipeline_impl(Gen *g);

static int pick_dma_source(Gen *g, int rank) {
    int cand[MAX_MEMS], n = 0;
    Fn *f = g->fn;
    for (int i = 0; i < f->nmems; i++) {
        Mem *b = &f->mems[i];
        if (!b->filled || b->hidden || b->space != 0 || b->et == ET_INDEX || b->layout[0]) continue;
        if (rank && b->rank != rank) continue;
        bool dyn = false;
        for (int d = 0; d < b->rank; d++) dyn = dyn || b->dyn[d];
        if (!dyn) cand[n++] = i;
    }
    if (n) return cand[rng_below(&g->rng, (uint64_t)n)];
    int64_t size[MAX_RANK];
    pick_shape(g, rank ? rank : 2, size);
    ElemType et = data_type(g);
    return mem_new_input(g, et, rank ? rank : 2, size);
}

static int fast_buffer(Gen *g, ElemType et, int rank, const int64_t *size, int space) {
    int m = mem_create(g, et, rank, size, MEM_ALLOC, space, false);
    if (m < 0) return -1;
    mem_at(g, m)->no_views = true;
    return m;
}

static int tag_buffer(Gen *g, int n) {
    int64_t size[1] = {n};
    int m = mem_create(g, rng_percent(&g->rng, 70) ? ET_I32 : ET_I64, 1, size, MEM_ALLOC, 0, false);
    if (m < 0) return -1;
    mem_at(g, m)->no_views = true;
    mem_at(g, m)->hidden = true;
    return m;
}

static void dealloc_now(Gen *g, int m) {
    Mem *b = mem_at(g, m);
    char ty[256];
    mem_type(b, ty, sizeof ty);
    emit(g, "memref.dealloc %s : %s", b->name, ty);
    b->kind = MEM_VIEW; /* no second dealloc at the end */
    b->hidden = true;
    b->printed = false;
}

static void subs_of(const int64_t *idx, int rank, char *buf, size_t n) {
    buf[0] = '\0';
    for (int d = 0; d < rank; d++) {
        size_t l = strlen(buf);
        snprintf(buf + l, n - l, "%s%lld", d ? ", " : "", (long long)idx[d]);
    }
}

static void dma_start(Gen *g, int src, const char *ssubs, int dst, const char *dsubs, int tag, int tagi,
                      const Val *count, const Val *stride, const Val *eps) {
    char sty[256], dty[256], tty[256];
    mem_type(mem_at(g, src), sty, sizeof sty);
    mem_type(mem_at(g, dst), dty, sizeof dty);
    mem_type(mem_at(g, tag), tty, sizeof tty);
    if (stride)
        emit(g, "affine.dma_start %s[%s], %s[%s], %s[%d], %s, %s, %s : %s, %s, %s", mem_at(g, src)->name, ssubs,
             mem_at(g, dst)->name, dsubs, mem_at(g, tag)->name, tagi, count->name, stride->name, eps->name, sty, dty,
             tty);
    else
        emit(g, "affine.dma_start %s[%s], %s[%s], %s[%d], %s : %s, %s, %s", mem_at(g, src)->name, ssubs,
             mem_at(g, dst)->name, dsubs, mem_at(g, tag)->name, tagi, count->name, sty, dty, tty);
    mark(g, FEAT_DMA);
}

static void dma_wait(Gen *g, int tag, int tagi, const Val *count) {
    char tty[256];
    mem_type(mem_at(g, tag), tty, sizeof tty);
    emit(g, "affine.dma_wait %s[%d], %s : %s", mem_at(g, tag)->name, tagi, count->name, tty);
}

/* Reads the fast buffer into a new output of its shape. */
static void compute_from(Gen *g, int fast) {
    Mem *F = mem_at(g, fast);
    int out = output_like(g, F->et, F->rank, F->size, OUT_ANY);
    if (out < 0) return;
    consume_into(g, fast, out);
}

bool k_dma(Gen *g) {
    if (!at_top_level(g)) return false;
    /* half the time the transfers run per iteration of a loop */
    if (rng_percent(&g->rng, 50) && k_dma_pipeline_impl(g)) {
        mark(g, FEAT_DMA);
        return true;
    }
    int src = pick_dma_source(g, rng_percent(&g->rng, 70) ? 2 : 1);
    if (src < 0) return false;
    Mem *S = mem_at(g, src);
    ElemType et = S->et;
    int ntags = (int)rng_range(&g->rng, 1, 3);
    int tag = tag_buffer(g, ntags);
    if (tag < 0) return false;
    int space = rng_percent(&g->rng, 50) ? 2 : 1;
    int t0 = (int)rng_below(&g->rng, (uint64_t)ntags);
    int fast;
    char ssubs[128], dsubs[128];
    const Val *count;
    S = mem_at(g, src);
    if (S->rank == 2 && S->size[1] >= 2 && rng_percent(&g->rng, 65)) {
        /* a strided gather of an R x C tile */
        int64_t R = rng_range(&g->rng, 1, S->size[0]), C = rng_range(&g->rng, 1, S->size[1] - 1);
        int64_t at[2];
        at[0] = rng_range(&g->rng, 0, S->size[0] - R);
        at[1] = rng_range(&g->rng, 0, S->size[1] - C);
        int64_t fs[2] = {R, C}, zero[2] = {0, 0};
        fast = fast_buffer(g, et, 2, fs, space);
        if (fast < 0) return false;
        count = const_index(g, R * C);
        const Val *stride = const_index(g, mem_at(g, src)->size[1]), *eps = const_index(g, C);
        subs_of(at, 2, ssubs, sizeof ssubs);
        subs_of(zero, 2, dsubs, sizeof dsubs);
        dma_start(g, src, ssubs, fast, dsubs, tag, t0, count, stride, eps);
        /* a second transfer in flight on another tag element */
        int fast2 = -1, t1 = (t0 + 1) % ntags;
        const Val *count2 = NULL;
        if (ntags > 1 && rng_percent(&g->rng, 60)) {
            int64_t n2 = rng_range(&g->rng, 1, mem_elems(mem_at(g, src)));
            int64_t fs2[1] = {n2}, z1[1] = {0};
            fast2 = fast_buffer(g, et, 1, fs2, 3 - space);
            if (fast2 >= 0) {
                count2 = const_index(g, n2);
                int64_t lin = rng_range(&g->rng, 0, mem_elems(mem_at(g, src)) - n2);
                int64_t start[2] = {lin / mem_at(g, src)->size[1], lin % mem_at(g, src)->size[1]};
                char s2[128], d2[128];
                subs_of(start, 2, s2, sizeof s2);
                subs_of(z1, 1, d2, sizeof d2);
                dma_start(g, src, s2, fast2, d2, tag, t1, count2, NULL, NULL);
            }
        }
        dma_wait(g, tag, t0, count);
        mem_at(g, fast)->filled = true;
        mem_note_store(g, fast, mem_mag(g, src));
        if (fast2 >= 0) {
            dma_wait(g, tag, t1, count2);
            mem_at(g, fast2)->filled = true;
            mem_note_store(g, fast2, mem_mag(g, src));
        }
        /* computed in fast memory, then scattered back with the stride on
         * the slower side (the default space) */
        if (rng_percent(&g->rng, 50)) {
            int work = fast_buffer(g, et, 2, fs, space);
            if (work >= 0) {
                mem_fill(g, work); /* every element defined before it moves */
                mem_at(g, work)->printed = false;
                consume_into(g, fast, work);
                int64_t os[2] = {mem_at(g, src)->size[0], mem_at(g, src)->size[1]};
                int back = output_like(g, et, 2, os, OUT_EXACT);
                if (back >= 0) {
                    int t2 = (t0 + ntags - 1) % ntags;
                    const Val *stride2 = const_index(g, os[1]);
                    subs_of(at, 2, ssubs, sizeof ssubs);
                    dma_start(g, work, dsubs, back, ssubs, tag, t2, count, stride2, eps);
                    dma_wait(g, tag, t2, count);
                }
                dealloc_now(g, work);
            }
        } else compute_from(g, fast);
        if (fast2 >= 0) {
            compute_from(g, fast2);
            dealloc_now(g, fast2);
        }
    } else {
        /* a contiguous run of elements from a row-major position */
        int64_t total = mem_elems(S);
        int64_t n = rng_range(&g->rng, 1, total);
        int64_t lin = rng_range(&g->rng, 0, total - n);
        int64_t start[MAX_RANK], rem = lin;
        for (int d = S->rank - 1; d >= 0; d--) {
            start[d] = rem % S->size[d];
            rem /= S->size[d];
        }
        int64_t fs[1] = {n}, z[1] = {0};
        fast = fast_buffer(g, et, 1, fs, space);
        if (fast < 0) return false;
        count = const_index(g, n);
        subs_of(start, mem_at(g, src)->rank, ssubs, sizeof ssubs);
        subs_of(z, 1, dsubs, sizeof dsubs);
        dma_start(g, src, ssubs, fast, dsubs, tag, t0, count, NULL, NULL);
        dma_wait(g, tag, t0, count);
        mem_at(g, fast)->filled = true;
        mem_note_store(g, fast, mem_mag(g, src));
        compute_from(g, fast);
    }
    dealloc_now(g, fast);
    dealloc_now(g, tag);
    return true;
}

bool k_dma_pipeline(Gen *g) {
    if (!k_dma_pipeline_impl(g)) return false;
    mark(g, FEAT_DMA_PIPELINE);
    return true;
}

static bool k_dma_pipeline_impl(Gen *g) {
    if (!at_top_level(g)) return false;
    int src = pick_dma_source(g, 2);
    if (src < 0) return false;
    Mem *S = mem_at(g, src);
    ElemType et = S->et;
    int64_t S0 = S->size[0], S1 = S->size[1];
    bool columns = rng_percent(&g->rng, 35);
    int64_t fs[1] = {columns ? S0 : S1};
    int space = rng_percent(&g->rng, 50) ? 2 : 1;
    int fast = fast_buffer(g, et, 1, fs, space);
    int tag = tag_buffer(g, 1);
    if (fast < 0 || tag < 0) return false;
    int64_t osize[2] = {S0, S1};
    int out = output_like(g, rng_percent(&g->rng, 70) ? et : pick_type(g), 2, osize, OUT_ANY);
    if (out < 0) return false;
    const Val *count = const_index(g, fs[0]);
    const Val *stride = columns ? const_index(g, S1) : NULL, *one = columns ? const_index(g, 1) : NULL;
    LoopSpec s;
    loop_spec_const(g, &s, 0, columns ? S1 : S0, 1);
    LoopH h;
    loop_begin(g, &s, &h);
    char ssubs[128];
    if (columns) snprintf(ssubs, sizeof ssubs, "0, %s", h.iv->name);
    else snprintf(ssubs, sizeof ssubs, "%s, 0", h.iv->name);
    dma_start(g, src, ssubs, fast, "0", tag, 0, count, stride, one);
    dma_wait(g, tag, 0, count);
    mem_at(g, fast)->filled = true;
    mem_note_store(g, fast, mem_mag(g, src));
    LoopSpec si;
    loop_spec_const(g, &si, 0, fs[0], 1);
    LoopH hi;
    loop_begin(g, &si, &hi);
    LeafCtx lc;
    memset(&lc, 0, sizeof lc);
    lc.ninputs = pick_inputs(g, lc.inputs, 16, mem_at(g, out)->id);
    const Val *row = columns ? hi.iv : h.iv, *col = columns ? h.iv : hi.iv;
    lc.walk[lc.nwalk++] = row;
    lc.walk[lc.nwalk++] = col;
    ElemType oet = mem_at(g, out)->et;
    char fty[256], oty[256];
    mem_type(mem_at(g, fast), fty, sizeof fty);
    mem_type(mem_at(g, out), oty, sizeof oty);
    Val x = {.et = et, .mag = mem_mag(g, src)};
    fresh_name(g, "v", x.name);
    emit(g, "%s = affine.load %s[%s] : %s", x.name, mem_at(g, fast)->name, hi.iv->name, fty);
    const Val *px = convert(g, val_add(g, &x), oet);
    int64_t lim = MAG_EXPR - px->mag;
    const Val *y = gen_value(g, oet, 1, lim > 1 ? lim : 1, &lc);
    const Val *v = binop(g, et_is_float(oet) ? "addf" : "addi", px, y, px->mag + y->mag);
    emit(g, "affine.store %s, %s[%s, %s] : %s", v->name, mem_at(g, out)->name, row->name, col->name, oty);
    mem_note_store(g, out, v->mag);
    loop_end(g, &hi, NULL, NULL);
    loop_end(g, &h, NULL, NULL);
    dealloc_now(g, fast);
    dealloc_now(g, tag);
    return true;
}
