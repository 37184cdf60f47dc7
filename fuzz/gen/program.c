/* The program skeleton: draw the features, plan the sizes and types, fill
 * the inputs, run one kernel per enabled kernel feature (plus elementwise
 * maps), make sure every enabled feature shows up, then print, deallocate
 * and assemble the module text. */
#include <stdio.h>
#include <string.h>
#include "calls.h"
#include "kernels.h"
#include "memref.h"

typedef bool (*KernelFn)(Gen *g);

typedef struct {
    FeatureId feature;
    KernelFn fn;
} KernelRow;

/* Kernels that a feature brings in (once each, in random order). */
static const KernelRow kernel_rows[] = {
    {FEAT_ITER_ARGS, k_reduce},
    {FEAT_PARALLEL, k_parallel},
    {FEAT_CONTRACTION, k_contract},
    {FEAT_PRODUCER_CONSUMER, k_prodcons},
    {FEAT_MINMAX_BOUNDS, k_tiled},
    {FEAT_INDEX_OPS, k_index_ops},
    {FEAT_VECTOR, k_vector},
    {FEAT_DMA, k_dma},
    {FEAT_DMA_PIPELINE, k_dma_pipeline},
    {FEAT_VIEWS, k_views},
    {FEAT_CALLS, k_call},
    {FEAT_INDEX_ELEMS, k_indirect},
    {FEAT_MIN_MAX, k_scalar},
    {FEAT_SMALL_TRIPS, k_small_trips},
};

#define NROWS ((int)(sizeof kernel_rows / sizeof kernel_rows[0]))

/* Kernels of the features added by issue 30: each runs once when its
 * feature is on, after the classic kernels, so the draws of a seed's
 * classic part are the ones it had before. */
static const KernelRow added_rows[] = {
    {FEAT_NESTED_CONTROL, k_nested},
    {FEAT_ODD_LOOPS, k_odd_loops},
    {FEAT_CARRIED_KINDS, k_carried},
    {FEAT_NARROW_TYPES, k_narrow},
    {FEAT_MATH_OPS, k_math},
    {FEAT_LOOP_CALLS, k_loop_calls},
    {FEAT_MIXED_DIALECTS, k_mixed},
};

#define NADDED ((int)(sizeof added_rows / sizeof added_rows[0]))

static void plan(Gen *g) {
    for (int k = 0; k < 3; k++) {
        int w[3] = {60, 30, 10};
        switch (rng_weighted(&g->rng, w, 3)) {
        case 0: g->dims[k] = rng_range(&g->rng, 2, 9); break;
        case 1: g->dims[k] = rng_range(&g->rng, 5, 17); break;
        default: g->dims[k] = rng_range(&g->rng, 1, 3); break;
        }
    }
    if (g->dims[2] > 8) g->dims[2] = 8;
    ElemType cand[5];
    int n = 0;
    cand[n++] = ET_F32;
    if (feat(g, FEAT_F64)) cand[n++] = ET_F64;
    if (feat(g, FEAT_I32)) cand[n++] = ET_I32;
    if (feat(g, FEAT_I64)) cand[n++] = ET_I64;
    /* the main type, then the others */
    int main_i = (int)rng_below(&g->rng, (uint64_t)n);
    g->types[g->ntypes++] = cand[main_i];
    for (int i = 0; i < n; i++)
        if (i != main_i) g->types[g->ntypes++] = cand[i];
    if (feat(g, FEAT_INDEX_ELEMS)) g->types[g->ntypes++] = ET_INDEX;
}

static void setup_symbols(Gen *g) {
    if (!feat(g, FEAT_SYMBOLS) && !feat(g, FEAT_SEMI_AFFINE)) return;
    for (int k = 0; k < 3; k++) const_index(g, g->dims[k]);
    if (feat(g, FEAT_SEMI_AFFINE)) const_index(g, rng_range(&g->rng, 2, 5));
}

static void setup_inputs(Gen *g) {
    /* the first: rank 2, static, in the default space (the first nest of
     * @compute writes it) */
    int64_t size[MAX_RANK];
    pick_shape(g, 2, size);
    int m = mem_create(g, g->types[0] == ET_INDEX ? ET_F32 : g->types[0], 2, size, MEM_ALLOC, 0, false);
    if (m >= 0) mem_fill(g, m);
    if (rng_percent(&g->rng, 50)) {
        int rank = choose_rank(g);
        pick_shape(g, rank, size);
        mem_new_input(g, pick_type(g), rank, size);
    }
}

/* A feature whose ops did not come out by chance gets a kernel that
 * writes them for sure. */
static void ensure_once(Gen *g, FeatureId f) {
    switch (f) {
    case FEAT_F64: case FEAT_I32: case FEAT_I64: {
        ElemType et = f == FEAT_F64 ? ET_F64 : f == FEAT_I32 ? ET_I32 : ET_I64;
        int64_t size[MAX_RANK];
        int rank = choose_rank(g);
        pick_shape(g, rank, size);
        int m = new_output(g, et, rank, size, false);
        if (m >= 0) map_into(g, m, false);
        break;
    }
    case FEAT_INDEX_ELEMS: k_indirect(g); break;
    case FEAT_APPLY: case FEAT_MIN_MAX: k_scalar(g); break;
    case FEAT_MINMAX_BOUNDS: k_tiled(g); break;
    case FEAT_IF: k_if(g); break;
    case FEAT_ITER_ARGS: k_reduce(g); break;
    case FEAT_PARALLEL: k_parallel(g); break;
    case FEAT_INDEX_OPS: k_index_ops(g); break;
    case FEAT_VECTOR: k_vector(g); break;
    case FEAT_DMA: k_dma(g); break;
    case FEAT_DMA_PIPELINE: k_dma_pipeline(g); break;
    case FEAT_CALLS: k_call(g); break;
    case FEAT_VIEWS: k_views(g); break;
    case FEAT_CONTRACTION: k_contract(g); break;
    case FEAT_PRODUCER_CONSUMER: k_prodcons(g); break;
    case FEAT_SMALL_TRIPS: k_small_trips(g); break;
    case FEAT_LAYOUTS: {
        int cand[MAX_MEMS], n = 0;
        for (int i = 0; i < g->fn->nmems; i++) {
            Mem *b = &g->fn->mems[i];
            if (b->filled && !b->hidden && b->kind != MEM_VIEW && !b->no_views && b->space == 0) cand[n++] = i;
        }
        int v = n ? mem_view(g, cand[rng_below(&g->rng, (uint64_t)n)]) : -1;
        if (v >= 0) map_into(g, v, false);
        if (!g->used[FEAT_LAYOUTS]) k_call(g);
        break;
    }
    case FEAT_DYNAMIC: {
        int64_t size[MAX_RANK];
        int rank = choose_rank(g);
        pick_shape(g, rank, size);
        int m = new_output(g, pick_type(g), rank, size, false);
        if (m >= 0) map_into(g, m, false);
        break;
    }
    case FEAT_INT_ARITH: {
        int64_t size[MAX_RANK];
        int rank = choose_rank(g);
        pick_shape(g, rank, size);
        int m = new_output(g, rng_percent(&g->rng, 50) ? ET_I32 : ET_I64, rank, size, false);
        if (m >= 0) map_into(g, m, false);
        break;
    }
    default: k_map(g); break;
    }
}

static void ensure(Gen *g, FeatureId f) {
    g->force = (int)f;
    for (int tries = 0; tries < 4 && feat(g, f) && g->used[f] == 0; tries++) ensure_once(g, f);
    g->force = -1;
}

static void shuffle(Gen *g, int *a, int n) {
    for (int i = n - 1; i > 0; i--) {
        int j = (int)rng_below(&g->rng, (uint64_t)i + 1), t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}

/* A program runs one to three kernels of its enabled kernel features (and
 * the DMA ones whenever they are on: -affine-pipeline-data-transfer has
 * nothing else to work on), and elementwise maps; then one enabled feature
 * that did not show up gets a kernel (all of them when the set is small,
 * as with --features X). */
static void run_kernels(Gen *g) {
    int rows[NROWS], n = 0;
    for (int i = 0; i < NROWS; i++)
        if (feat(g, kernel_rows[i].feature) && kernel_rows[i].feature != FEAT_DMA_PIPELINE &&
            kernel_rows[i].feature != FEAT_DMA)
            rows[n++] = i;
    shuffle(g, rows, n);
    /* producer/consumer nests first: -affine-loop-fusion needs them */
    for (int i = 1; i < n; i++)
        if (kernel_rows[rows[i]].feature == FEAT_PRODUCER_CONSUMER) {
            int t = rows[0];
            rows[0] = rows[i];
            rows[i] = t;
        }
    int budget = (int)rng_range(&g->rng, 1, 3);
    if (n > budget) n = budget;
    KernelFn list[NROWS + 4];
    int k = 0;
    for (int i = 0; i < n; i++) list[k++] = kernel_rows[rows[i]].fn;
    if (feat(g, FEAT_DMA)) list[k++] = k_dma;
    if (feat(g, FEAT_DMA_PIPELINE)) list[k++] = k_dma_pipeline;
    int maps = (int)rng_range(&g->rng, 0, 1);
    for (int i = 0; i < maps || k == 0; i++) list[k++] = k_map;
    int order[NROWS + 4];
    for (int i = 0; i < k; i++) order[i] = i;
    shuffle(g, order, k);
    for (int i = 0; i < k; i++) list[order[i]](g);
    int feats[FEAT_CLASSIC_COUNT], nf = 0, on = 0;
    for (int f = 0; f < FEAT_CLASSIC_COUNT; f++) {
        feats[nf++] = f;
        on += feat(g, (FeatureId)f) && !feature_info[f].core;
    }
    shuffle(g, feats, nf);
    int extra = on <= 4 ? FEAT_CLASSIC_COUNT : 1;
    for (int i = 0; i < nf && extra > 0; i++) {
        FeatureId f = (FeatureId)feats[i];
        if (!feat(g, f) || feature_info[f].core || g->used[f] > 0) continue;
        ensure(g, f);
        extra--;
    }
    for (int i = 0; i < NADDED; i++) {
        FeatureId f = added_rows[i].feature;
        if (!feat(g, f)) continue;
        /* a small set (--features X) writes every form of the feature */
        g->force = on <= 4 ? (int)f : -1;
        added_rows[i].fn(g);
        g->force = (int)f;
        for (int tries = 0; tries < 4 && g->used[f] == 0; tries++) added_rows[i].fn(g);
        g->force = -1;
    }
}

/* The kernels in @compute, called by main with every buffer and the
 * size symbols: its first op is a loop nest (affine-loop-unroll-jam only
 * looks at the first op of a function). */
static void run_in_compute(Gen *g) {
    Fn *f = g->fn;
    int pass[MAX_PARAMS] = {0}, np = 0, first = -1;
    for (int i = 0; i < f->nmems && np < MAX_PARAMS; i++) {
        Mem *b = &f->mems[i];
        if (!b->filled || b->hidden) continue;
        bool stat = true;
        for (int d = 0; d < b->rank; d++) stat = stat && !b->dyn[d];
        if (first < 0 && b->rank >= 2 && stat && b->space == 0) first = np;
        pass[np++] = i;
    }
    const Val *idx[8] = {NULL};
    int nidx = 0;
    for (int i = 0; i < f->nvals && nidx < 4; i++)
        if (f->vals[i].is_sym && f->vals[i].et == ET_INDEX && !f->vals[i].lanes) idx[nidx++] = &f->vals[i];
    CallSite cs;
    call_open(g, &cs, "compute", pass, np, idx, nidx, first);
    if (first >= 0) {
        g->first_nest = true;
        map_into(g, first, false);
        g->first_nest = false;
    }
    call_dims(g, &cs);
    run_kernels(g);
    call_close(g, &cs, false);
}

void generate_program(uint64_t seed, const FeatureSet *forced, const FeatureSet *excluded, TextBuf *out) {
    FeatureSet fs;
    Rng frng;
    rng_seed(&frng, seed ^ 0xfea70e5eULL);
    features_draw(&frng, &fs);
    if (forced) fs = *forced;
    if (excluded)
        for (int f = 0; f < FEAT_COUNT; f++)
            if (excluded->on[f] && !feature_info[f].core) fs.on[f] = false;
    Gen g;
    gen_init(&g, seed, &fs);
    g.force = -1;
    plan(&g);
    Fn *main_fn = fn_new("main");
    g.fn = g.main_fn = main_fn;
    setup_symbols(&g);
    setup_inputs(&g);
    if (rng_percent(&g.rng, 70)) run_in_compute(&g);
    else run_kernels(&g);
    mem_finish(&g);
    emit(&g, "return");
    /* the module */
    tb_printf(out, "// affine-gen seed=%llu features=", (unsigned long long)seed);
    features_format(&fs, out);
    tb_puts(out, "\n");
    static const char *const decl_names[ET_COUNT] = {"F32", "F64", "I32", "I64", NULL, NULL};
    for (int t = 0; t < ET_COUNT; t++)
        if (g.print_decl[t] && decl_names[t])
            tb_printf(out, "func.func private @printMemref%s(memref<*x%s>) attributes { llvm.emit_c_interface }\n",
                      decl_names[t], et_name((ElemType)t));
    tb_append(out, &g.callees);
    tb_puts(out, "func.func @main() {\n");
    tb_append(out, &main_fn->body);
    tb_puts(out, "}\n");
    fn_free(main_fn);
    gen_free(&g);
}
