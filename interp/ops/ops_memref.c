/* memref: allocation, access, views (cast, subview, reinterpret_cast,
 * expand/collapse_shape, transpose), copy, globals and atomic_rmw.  Views
 * share their buffer; the descriptor rules are those of semantics/memref.h. */
#include "../engine/op_table.h"
#include "../engine/map_use.h"
#include "affine_access.h"
#include "../checks/access.h"
#include "../checks/definedness.h"
#include "../checks/races.h"
#include "../../semantics/reductions.h"
#include "../engine/exec.h"
#include "../engine/load.h"
#include "../checks/dma_transfers.h"
#include <string.h>
#include <stdlib.h>

bool load_constant_slots(LoadCtx *lc, const Node *n, const Attr *a, ScalarKind k, Slot *out, int64_t count);

static const Type *result_type(const Node *n, int i) { return n->op->results[i]->type; }

/* ------------------------------------------------------------ alloc */
typedef struct AllocData {
    ScalarKind k;
    int rank;
    int64_t dims[MEMREF_MAX_RANK];
    BufferKind kind;
    int space;              /* memory space index */
    const CompiledMap *layout;    /* an affine-map layout (NULL: identity) */
    int nsyms;              /* its symbols: the operands after the sizes */
} AllocData;

/* The strided form of an affine-map layout for the symbol values (seed 001:
 * "symbols are bound when the map is set up, e.g. when a memref is created
 * with its memory layout map", `memref.alloc()[%N]`).  Each result is
 * affine in the dims once the symbols are bound (checked at load): r(i) =
 * r(0) + sum(coef_d * i_d), coef_d = r(e_d) - r(0), its extremes over the
 * index box at corners.  As -normalize-memrefs allocates a layout (observed:
 * (d0, d1) -> (d0, d0 + d1 + 3) over 4x4 becomes memref<4x10xf32>), result
 * r spans 0 .. its maximum, the results are laid out row-major, and the
 * buffer holds that box: its element for index i is sum(r(i) * P_r) with
 * P_r the product of the later extents, again offset + sum(stride_d * i_d).
 * A result that goes below 0 spans its minimum .. its maximum instead
 * (shifted by its minimum): the buffer then still holds the whole image of
 * the index box, with no two indices sharing an element, and no allocation
 * is refused for the values its symbols take. */
static Status layout_strides(Exec *ex, const Node *n, const AllocData *d, const int64_t *sizes, const Slot *fr,
                             int64_t *offset, int64_t *strides, int64_t *nelems) {
    int64_t ops[MAX_MAP_OPERANDS] = {0}, base[MAX_MAP_OPERANDS], at_unit[MAX_MAP_OPERANDS];
    int ndyn = n->nin - d->nsyms, nres = d->layout->nresults;
    for (int j = 0; j < d->nsyms; j++) ops[d->rank + j] = fr[n->in[ndyn + j]].i;
    AffineFault f;
    if (!affine_eval_map(d->layout, ops, base, &f)) return map_fault(ex, n, &f, ops, d->rank, d->nsyms, false);
    int64_t coef[MAX_MAP_OPERANDS][MEMREF_MAX_RANK], lo[MAX_MAP_OPERANDS], hi[MAX_MAP_OPERANDS];
    bool empty = false, wide = false;
    for (int r = 0; r < nres; r++) lo[r] = hi[r] = base[r];
    for (int i = 0; i < d->rank; i++) {
        ops[i] = 1;
        if (!affine_eval_map(d->layout, ops, at_unit, &f)) return map_fault(ex, n, &f, ops, d->rank, d->nsyms, false);
        ops[i] = 0;
        empty |= sizes[i] == 0;
        for (int r = 0; r < nres; r++) {
            int64_t reach = 0;
            wide |= __builtin_sub_overflow(at_unit[r], base[r], &coef[r][i]);
            if (sizes[i] > 0) wide |= __builtin_mul_overflow(sizes[i] - 1, coef[r][i], &reach);
            wide |= __builtin_add_overflow(reach < 0 ? lo[r] : hi[r], reach, reach < 0 ? &lo[r] : &hi[r]);
        }
    }
    if (wide) return exec_fail(ex, n, DIAG_CLASS_LIMIT, "allocation too large: its layout reaches beyond 2^63 elements");
    int64_t p = 1;   /* the product of the extents of the results after r */
    *offset = 0;
    for (int i = 0; i < d->rank; i++) strides[i] = 0;
    for (int r = nres - 1; r >= 0; r--) {
        int64_t term, from = lo[r] < 0 ? lo[r] : 0, at;
        wide |= __builtin_sub_overflow(base[r], from, &at) || __builtin_mul_overflow(at, p, &term) ||
                __builtin_add_overflow(*offset, term, offset);
        for (int i = 0; i < d->rank; i++)
            wide |= __builtin_mul_overflow(coef[r][i], p, &term) || __builtin_add_overflow(strides[i], term, &strides[i]);
        int64_t extent = 0;
        if (hi[r] >= from) wide |= __builtin_sub_overflow(hi[r], from, &extent) || __builtin_add_overflow(extent, 1, &extent);
        wide |= __builtin_mul_overflow(p, extent, &p);
    }
    if (wide) return exec_fail(ex, n, DIAG_CLASS_LIMIT, "allocation too large: its layout reaches beyond 2^63 elements");
    *nelems = empty ? 0 : p;
    return ST_OK;
}

static Status h_alloc(Exec *ex, const Node *n, Slot *fr) {
    const AllocData *d = n->data;
    int64_t sizes[MEMREF_MAX_RANK];
    int dyn = 0;
    for (int i = 0; i < d->rank; i++) {
        sizes[i] = d->dims[i] == DIM_DYNAMIC ? fr[n->in[dyn++]].i : d->dims[i];
        if (sizes[i] < 0) {
            exec_ub(ex, n, UB_IMMEDIATE, "'%s' with a negative size (%lld) for dimension %d", n->op->name,
                      (long long)sizes[i], i);
            return ST_ERROR;
        }
    }
    int64_t total = 1, offset = 0, strides[MEMREF_MAX_RANK];
    for (int i = 0; i < d->rank; i++) {
        if (sizes[i] && total > INT64_MAX / 16 / sizes[i])
            return exec_fail(ex, n, DIAG_CLASS_LIMIT, "allocation too large");
        total *= sizes[i];
    }
    if (d->layout && layout_strides(ex, n, d, sizes, fr, &offset, strides, &total)) return ST_ERROR;
    if (total > INT64_MAX / 16) return exec_fail(ex, n, DIAG_CLASS_LIMIT, "allocation too large");
    Buffer *b = exec_new_buffer(ex, n, d->k, total, d->kind, d->space);
    if (!b) return ST_ERROR;
    Slot *desc = fr + n->out[0];
    memref_set_identity(desc, b, d->rank, sizes);
    if (d->layout) {
        desc[1].i = offset;
        for (int i = 0; i < d->rank; i++) desc[3 + d->rank + i].i = strides[i];
    }
    return ST_OK;
}

/* Whether e is affine in its dims once the symbols are fixed: no product
 * of two dim terms, no dim under floordiv, ceildiv or mod. */
static bool affine_in_dims(const AffineExpr *e) {
    switch (e->kind) {
    case AFF_CONST: case AFF_DIM: case AFF_SYM: return true;
    case AFF_ADD: return affine_in_dims(e->lhs) && affine_in_dims(e->rhs);
    case AFF_MUL:
        return affine_in_dims(e->lhs) && affine_in_dims(e->rhs) &&
               !(affine_expr_has_dim(e->lhs) && affine_expr_has_dim(e->rhs));
    default: return !affine_expr_has_dim(e);
    }
}

/* An affine-map layout of alloc/alloca: one dim per memref dimension,
 * each result affine in the dims (what MLIR's getStridesAndOffset takes,
 * so the memref has a strided form); its symbols follow the sizes. */
static bool prep_layout(LoadCtx *lc, Node *n, const Type *t, AllocData *d) {
    const Attr *l = t->shaped.layout;
    if (l->kind != AT_AFFINE_MAP)
        return load_fail(lc, n, "'%s' with a strided layout is not supported by affine-interp (MLIR 22 does not lower it "
                                "either)", n->op->name);
    const AffineMap *m = l->map;
    if (m->ndims != t->shaped.rank)
        return load_fail(lc, n, "'%s' op layout map of %d dims for a memref of rank %d", n->op->name, m->ndims,
                         t->shaped.rank);
    if (m->nresults < 1)
        return load_fail(lc, n, "'%s' with a layout map of no results is not supported by affine-interp: the memref has "
                                "no strided form", n->op->name);
    if (m->ndims + m->nsyms > MAX_MAP_OPERANDS || m->nresults > MAX_MAP_OPERANDS)
        return load_fail(lc, n, "'%s' with a layout map of %d operands and %d results: too large for affine-interp",
                         n->op->name, m->ndims + m->nsyms, m->nresults);
    for (int r = 0; r < m->nresults; r++)
        if (!affine_in_dims(m->results[r]))
            return load_fail(lc, n, "'%s' with a layout map whose result #%d is not affine in its dims (a product of "
                                    "dims, or a dim under floordiv, ceildiv or mod) is not supported by affine-interp: "
                                    "the memref has no strided form", n->op->name, r);
    d->layout = affine_compile_map(lc->arena, m);
    d->nsyms = m->nsyms;
    return true;
}

static bool prep_alloc_of_kind(LoadCtx *lc, Node *n, BufferKind kind) {
    const Type *t = result_type(n, 0);
    if (t->kind != TY_MEMREF) return load_fail(lc, n, "'%s' op result must be a ranked memref", n->op->name);
    if (t->shaped.rank > MEMREF_MAX_RANK) return load_fail(lc, n, "memref rank above %d", MEMREF_MAX_RANK);
    AllocData *d = arena_alloc(lc->arena, sizeof *d);
    memset(d, 0, sizeof *d);
    if (t->shaped.layout && !prep_layout(lc, n, t, d)) return false;
    bool ok = true;
    d->k = node_kind(lc, n, t, &ok);
    d->rank = t->shaped.rank;
    int ndyn = 0;
    for (int i = 0; i < d->rank; i++) {
        d->dims[i] = t->shaped.dims[i];
        ndyn += d->dims[i] == DIM_DYNAMIC;
    }
    const Attr *seg = node_attr(n, "operandSegmentSizes");
    int nsize = seg ? (int)attr_int_at(seg, 0) : n->nin;
    if (n->nin - nsize != d->nsyms)
        return load_fail(lc, n, "'%s' op symbol operand count does not equal memref symbol count: expected %d, got %d",
                         n->op->name, d->nsyms, n->nin - nsize);
    if (nsize != ndyn)
        return load_fail(lc, n, "'%s' op dimension operand count does not equal memref dynamic dimension count",
                         n->op->name);
    d->kind = kind;
    d->space = memspace_intern(&lc->prog->spaces, lc->arena, t->shaped.space);
    if (d->space < 0) return load_fail(lc, n, "more than %d memory spaces", MAX_MEM_SPACES);
    n->data = d;
    n->fn = h_alloc;
    return ok;
}
static bool prep_alloc(LoadCtx *lc, Node *n) { return prep_alloc_of_kind(lc, n, BUF_HEAP); }
static bool prep_alloca(LoadCtx *lc, Node *n) { return prep_alloc_of_kind(lc, n, BUF_STACK); }

static Status h_dealloc(Exec *ex, const Node *n, Slot *fr) {
    Buffer *b = fr[n->in[0]].p;
    if (b->freed) {
        exec_ub(ex, n, UB_LIFETIME, "%s", b->kind == BUF_HEAP ? "double deallocation" : "deallocation of a dead stack allocation");
        access_note_lifetime(ex, b);
        return ST_ERROR;
    }
    if (b->kind != BUF_HEAP) {
        static const char *const what[] = {"heap", "'memref.alloca' (stack)", "global", "argument"};
        exec_ub(ex, n, UB_LIFETIME, "deallocation of memory that was not allocated by 'memref.alloc': it is %s memory",
                  what[b->kind]);
        if (loc_known(b->alloc_loc)) exec_note(ex, b->alloc_loc, "it was allocated here");
        return ST_ERROR;
    }
    if (ex->dma.inflight && dma_check_none_inflight(ex, n, b, 0)) return ST_ERROR;
    exec_free_buffer(ex, b, n->op->loc);
    return ST_OK;
}
static bool prep_dealloc(LoadCtx *lc, Node *n) {
    (void)lc;
    n->fn = h_dealloc;
    return true;
}

/* ------------------------------------------------------- load, store */
static inline int64_t element_number(const Buffer *b, const unsigned char *p) {
    return (int64_t)(p - b->data) / b->elem.bytes;
}

static Status h_load(Exec *ex, const Node *n, Slot *fr) {
    int64_t idx[MEMREF_MAX_RANK];
    for (int i = 1; i < n->nin; i++) idx[i - 1] = fr[n->in[i]].i;
    unsigned char *p;
    if (access_element(ex, n, fr + n->in[0], idx, &p)) return ST_ERROR;
    fr[n->out[0]] = scalar_load(p, n->k);
    const Buffer *b = fr[n->in[0]].p;
    if (access_dma_read(ex, n, b, element_number(b, p))) return ST_ERROR;
    if (__builtin_expect(b->shadow != NULL, 0) && buffer_is_undefined(b, element_number(b, p)))
        return definedness_undefined_load(ex, n, fr, b, element_number(b, p), n->out[0]);
    return ST_OK;
}

/* Stores the value with its definedness (shadow 0 unless tracking). */
static Status h_store(Exec *ex, const Node *n, Slot *fr) {
    int64_t idx[MEMREF_MAX_RANK];
    for (int i = 2; i < n->nin; i++) idx[i - 2] = fr[n->in[i]].i;
    unsigned char *p;
    if (access_element(ex, n, fr + n->in[1], idx, &p)) return ST_ERROR;
    Buffer *b = fr[n->in[1]].p;
    if (access_dma_write(ex, n, b, element_number(b, p))) return ST_ERROR;
    scalar_store(p, n->k, fr[n->in[0]]);
    if (ex->tracking) buffer_set_shadow(b, element_number(b, p), slot_undefined(fr, n->in[0]));
    else buffer_define(b, element_number(b, p));
    return ST_OK;
}

/* While tracking: the indices are observed. */
static Status indices_defined(Exec *ex, const Node *n, const Slot *fr, int first) {
    for (int i = first; i < n->nin; i++) {
        unsigned char k = slot_undefined(fr, n->in[i]);
        if (k) return definedness_observed(ex, n, k, "used as an index");
    }
    return ST_OK;
}
/* The element a memref.load/store names, for race records. */
static Status race_record(Exec *ex, const Node *n, Slot *fr, int memref_operand, bool is_write) {
    if (!ex->race.active) return ST_OK;
    int64_t idx[MEMREF_MAX_RANK];
    for (int i = memref_operand + 1; i < n->nin; i++) idx[i - memref_operand - 1] = fr[n->in[i]].i;
    unsigned char *p;
    if (access_element(ex, n, fr + n->in[memref_operand], idx, &p)) return ST_ERROR;
    Buffer *b = fr[n->in[memref_operand]].p;
    return race_access(ex, n, b, element_number(b, p), is_write ? RACE_WRITE : RACE_READ);
}
static Status h_load_tracked(Exec *ex, const Node *n, Slot *fr) {
    if (indices_defined(ex, n, fr, 1) || race_record(ex, n, fr, 0, false)) return ST_ERROR;
    slot_set_shadow(fr, n->out[0], 0);
    return h_load(ex, n, fr);
}
static Status h_store_tracked(Exec *ex, const Node *n, Slot *fr) {
    return indices_defined(ex, n, fr, 2) || race_record(ex, n, fr, 1, true) ? ST_ERROR : h_store(ex, n, fr);
}

/* Rank 1 and 2 while nothing watches the buffer (no shadow, no DMA mark,
 * no dependence record; not tracking, or the tracked handlers run): the
 * element is found and moved here; anything else (an index out of range,
 * a dead buffer, a watched one) takes the general handler, which reports
 * or checks it. */
static inline int64_t fast_lin(const Slot *d, const int64_t *idx, int rank) {
    const Buffer *b = d[0].p;
    int64_t lin = d[1].i;
    for (int i = 0; i < rank; i++) {
        if ((uint64_t)idx[i] >= (uint64_t)d[3 + i].i) return -1;
        lin += idx[i] * d[3 + rank + i].i;
    }
    return (uint64_t)lin < (uint64_t)b->live_nelems ? lin : -1;
}
static inline Status fast_element(const Slot *d, const int64_t *idx, int rank, unsigned char **p) {
    const Buffer *b = d[0].p;
    int64_t lin = fast_lin(d, idx, rank);
    if (lin < 0 || b->watched) return ST_ERROR;
    *p = b->data + lin * b->elem.bytes;
    return ST_OK;
}
/* For a store, a buffer only its shadow watches too (a fresh allocation
 * being filled): the element is then defined here. */
static inline Status fast_store_element(const Exec *ex, const Slot *d, const int64_t *idx, int rank, unsigned char **p) {
    Buffer *b = d[0].p;
    int64_t lin = fast_lin(d, idx, rank);
    if (lin < 0 || (b->watched && (b->dma_marks || b->dep_heads || ex->deps))) return ST_ERROR;
    buffer_define(b, lin);
    *p = b->data + lin * b->elem.bytes;
    return ST_OK;
}
#define FAST_ACCESS(RANK)                                                                  \
    static Status h_load_rank##RANK(Exec *ex, const Node *n, Slot *fr) {                   \
        int64_t idx[RANK];                                                                 \
        for (int i = 0; i < RANK; i++) idx[i] = fr[n->in[1 + i]].i;                        \
        unsigned char *p;                                                                  \
        if (__builtin_expect(fast_element(fr + n->in[0], idx, RANK, &p) != ST_OK, 0)) return h_load(ex, n, fr); \
        fr[n->out[0]] = scalar_load(p, n->k);                                              \
        return ST_OK;                                                                      \
    }                                                                                      \
    static Status h_store_rank##RANK(Exec *ex, const Node *n, Slot *fr) {                  \
        int64_t idx[RANK];                                                                 \
        for (int i = 0; i < RANK; i++) idx[i] = fr[n->in[2 + i]].i;                        \
        unsigned char *p;                                                                  \
        if (__builtin_expect(ex->tracking || fast_store_element(ex, fr + n->in[1], idx, RANK, &p) != ST_OK, 0)) return h_store(ex, n, fr); \
        scalar_store(p, n->k, fr[n->in[0]]);                                               \
        return ST_OK;                                                                      \
    }
FAST_ACCESS(1)
FAST_ACCESS(2)
#undef FAST_ACCESS

/* Rank 1 by element representation (a 4-byte integer, a 4-byte float,
 * 8 bytes as they are held): no conversion switch. */
#define RANK1_ACCESS(REP, LOAD, STORE)                                                     \
    static Status h_load_rank1_##REP(Exec *ex, const Node *n, Slot *fr) {                  \
        int64_t idx = fr[n->in[1]].i;                                                      \
        unsigned char *p;                                                                  \
        if (__builtin_expect(fast_element(fr + n->in[0], &idx, 1, &p) != ST_OK, 0)) return h_load(ex, n, fr); \
        Slot *r = fr + n->out[0];                                                          \
        LOAD;                                                                              \
        return ST_OK;                                                                      \
    }                                                                                      \
    static Status h_store_rank1_##REP(Exec *ex, const Node *n, Slot *fr) {                 \
        int64_t idx = fr[n->in[2]].i;                                                      \
        unsigned char *p;                                                                  \
        if (__builtin_expect(ex->tracking || fast_store_element(ex, fr + n->in[1], &idx, 1, &p) != ST_OK, 0)) return h_store(ex, n, fr); \
        const Slot *v = fr + n->in[0];                                                     \
        STORE;                                                                             \
        return ST_OK;                                                                      \
    }
RANK1_ACCESS(i32, { int32_t x; memcpy(&x, p, 4); r->i = x; }, { int32_t x = (int32_t)v->i; memcpy(p, &x, 4); })
RANK1_ACCESS(f32, { r->u = 0; memcpy(&r->f, p, 4); }, memcpy(p, &v->f, 4))
RANK1_ACCESS(8, memcpy(&r->u, p, 8), memcpy(p, &v->u, 8))
#undef RANK1_ACCESS

static bool prep_access(LoadCtx *lc, Node *n, int memref_operand, Handler h) {
    const Type *t = n->op->operands[memref_operand]->type;
    if (t->kind != TY_MEMREF) return load_fail(lc, n, "'%s' op operand must be a ranked memref", n->op->name);
    if (n->nin - memref_operand - 1 != t->shaped.rank)
        return load_fail(lc, n, "'%s' op incorrect number of indices for %s", n->op->name,
                         memref_operand ? "store" : "load");
    bool ok = true;
    n->k = node_kind(lc, n, t, &ok);
    n->fn = h;
    n->tracked_fn = h == h_load ? h_load_tracked : h_store_tracked;
    int rank = t->shaped.rank;
    if (h == h_load && (rank == 1 || rank == 2)) n->fn = rank == 1 ? h_load_rank1 : h_load_rank2;
    if (h == h_store && (rank == 1 || rank == 2)) n->fn = rank == 1 ? h_store_rank1 : h_store_rank2;
    if (rank == 1 && (h == h_load || h == h_store) && ok) {
        static const Handler by_rep[2][3] = {{h_load_rank1_i32, h_load_rank1_f32, h_load_rank1_8},
                                             {h_store_rank1_i32, h_store_rank1_f32, h_store_rank1_8}};
        int rep = access_rep(n->k);
        bool i32 = n->k.cls == SK_INT && n->k.width == 32 && n->k.bytes == 4;
        if (rep != ACCESS_REP_GENERAL || i32) n->fn = by_rep[h == h_store][i32 ? 0 : rep];
    }
    return ok;
}
static bool prep_load(LoadCtx *lc, Node *n) { return prep_access(lc, n, 0, h_load); }
/* prefetch: a hint (LLVM's prefetch never faults), verified like a load. */
static bool prep_prefetch(LoadCtx *lc, Node *n) { return prep_access(lc, n, 0, exec_nop); }
static bool prep_store(LoadCtx *lc, Node *n) { return prep_access(lc, n, 1, h_store); }

static Status h_atomic_rmw(Exec *ex, const Node *n, Slot *fr) {
    int64_t idx[MEMREF_MAX_RANK];
    for (int i = 2; i < n->nin; i++) idx[i - 2] = fr[n->in[i]].i;
    unsigned char *p;
    if (access_element(ex, n, fr + n->in[1], idx, &p)) return ST_ERROR;
    Buffer *b = fr[n->in[1]].p;
    int64_t lin = element_number(b, p);
    if (access_checks(ex, n, b, lin, ACCESS_ATOMIC)) return ST_ERROR;
    Slot old = scalar_load(p, n->k);
    scalar_store(p, n->k, reduction_combine((ReductionKind)n->aux, n->k, old, fr[n->in[0]]));
    fr[n->out[0]] = old;
    /* the old value is read (its definedness is the result's, as a load's);
     * the element then holds old combined with the operand: undefined when
     * either is (definedness.c tracks it as TRACK_INDEXED: the indices are
     * observed, the operand only carried) */
    unsigned char k = buffer_undefined(b, lin);
    if (k && definedness_undefined_load(ex, n, fr, b, lin, n->out[0])) return ST_ERROR;
    if (ex->tracking) {
        k = slot_undefined(fr, n->out[0]);
        if (!k) k = slot_undefined(fr, n->in[0]);
    }
    if (k || b->shadow) buffer_set_shadow(b, lin, k);
    return ST_OK;
}
static bool prep_atomic_rmw(LoadCtx *lc, Node *n) {
    const Attr *k = node_attr(n, "kind");
    n->aux = k && k->kind == AT_INTEGER ? (int)k->integer.value : 0;
    if (!prep_access(lc, n, 1, h_atomic_rmw)) return false;
    n->tracked_fn = NULL;      /* the hook checks races: not h_store_tracked's */
    return true;
}

/* -------------------------------------------------------- dim, rank */
static Status h_dim(Exec *ex, const Node *n, Slot *fr) {
    MemrefView v = memref_view(fr + n->in[0]);
    int64_t i = fr[n->in[1]].i;
    if (i < 0 || i >= v.rank)
        return exec_ub(ex, n, UB_BOUNDS, "'memref.dim' index %lld is out of range for a memref of rank %d",
                         (long long)i, v.rank);
    fr[n->out[0]].i = v.sizes[i];
    return ST_OK;
}
static Status h_rank(Exec *ex, const Node *n, Slot *fr) {
    (void)ex;
    fr[n->out[0]].i = fr[n->in[0] + 2].i;
    return ST_OK;
}
static bool prep_dim(LoadCtx *lc, Node *n) {
    (void)lc;
    n->fn = h_dim;
    return true;
}
static bool prep_rank(LoadCtx *lc, Node *n) {
    (void)lc;
    n->fn = h_rank;
    return true;
}

/* ----------------------------------------------------------- views */
/* Checks a view's static sizes, strides and offset against its runtime
 * descriptor (a cast to a type that does not match is undefined). */
static Status check_view_type(Exec *ex, const Node *n, const Type *t, const Slot *d) {
    if (t->kind != TY_MEMREF) return ST_OK;
    MemrefView v = memref_view(d);
    if (v.rank != t->shaped.rank)
        return exec_ub(ex, n, UB_BOUNDS, "cast of a memref of rank %d to a memref of rank %d", v.rank, t->shaped.rank);
    for (int i = 0; i < v.rank; i++)
        if (t->shaped.dims[i] != DIM_DYNAMIC && t->shaped.dims[i] != v.sizes[i])
            return exec_ub(ex, n, UB_BOUNDS, "cast to a memref whose dimension %d is %lld, but the value's is %lld", i,
                             (long long)t->shaped.dims[i], (long long)v.sizes[i]);
    return ST_OK;
}

static Status h_cast(Exec *ex, const Node *n, Slot *fr) {
    const Slot *src = fr + n->in[0];
    int rank = (int)src[2].i;
    Slot *dst = fr + n->out[0];
    memcpy(dst, src, sizeof(Slot) * (size_t)memref_slots_for_rank(rank));
    return check_view_type(ex, n, result_type(n, 0), dst);
}
static bool prep_cast(LoadCtx *lc, Node *n) {
    (void)lc;
    n->fn = h_cast;
    return true;
}

/* distinct_objects: each result is its operand, and the operands promise
 * not to alias: two of them on the same storage is undefined. */
static const Buffer *storage_of(const Slot *desc) {
    const Buffer *b = desc[0].p;
    return b->owner ? b->owner : b;
}
static Status h_distinct_objects(Exec *ex, const Node *n, Slot *fr) {
    for (int i = 0; i < n->nin; i++)
        for (int j = 0; j < i; j++)
            if (storage_of(fr + n->in[i]) == storage_of(fr + n->in[j]))
                return exec_ub(ex, n, UB_IMMEDIATE, "'memref.distinct_objects' of operands %d and %d, which share memory", j, i);
    for (int i = 0; i < n->nin && i < n->nout; i++)
        memcpy(fr + n->out[i], fr + n->in[i], sizeof(Slot) * (size_t)memref_slots_for_type(n->op->operands[i]->type));
    return ST_OK;
}
static bool prep_distinct_objects(LoadCtx *lc, Node *n) {
    if (n->nin != n->nout) return load_fail(lc, n, "'memref.distinct_objects' op requires as many results as operands");
    n->fn = h_distinct_objects;
    return true;
}

/* subview: offsets, sizes and strides, each static or an operand. */
typedef struct SubviewData {
    int src_rank, dst_rank;
    int64_t offs[MEMREF_MAX_RANK], sizes[MEMREF_MAX_RANK], strides[MEMREF_MAX_RANK];
    bool dropped[MEMREF_MAX_RANK];
} SubviewData;

static Status h_subview(Exec *ex, const Node *n, Slot *fr) {
    const SubviewData *d = n->data;
    MemrefView s = memref_view(fr + n->in[0]);
    int at = 1;
    int64_t off[MEMREF_MAX_RANK], sz[MEMREF_MAX_RANK], st[MEMREF_MAX_RANK];
    for (int i = 0; i < d->src_rank; i++) off[i] = d->offs[i] == DIM_DYNAMIC ? fr[n->in[at++]].i : d->offs[i];
    for (int i = 0; i < d->src_rank; i++) sz[i] = d->sizes[i] == DIM_DYNAMIC ? fr[n->in[at++]].i : d->sizes[i];
    for (int i = 0; i < d->src_rank; i++) st[i] = d->strides[i] == DIM_DYNAMIC ? fr[n->in[at++]].i : d->strides[i];
    Slot *r = fr + n->out[0];
    int64_t offset = s.offset;
    int k = 0;
    for (int i = 0; i < d->src_rank; i++) {
        if (sz[i] < 0)
            return exec_ub(ex, n, UB_IMMEDIATE, "'memref.subview' with a negative size (%lld) in dimension %d",
                             (long long)sz[i], i);
        if (off[i] < 0 || (sz[i] > 0 && (off[i] + (sz[i] - 1) * st[i] >= s.sizes[i] || off[i] + (sz[i] - 1) * st[i] < 0))) {
            exec_ub(ex, n, UB_BOUNDS,
                      "out-of-bounds subview: dimension %d takes %lld elements from offset %lld with stride %lld, "
                      "but its size is %lld",
                      i, (long long)sz[i], (long long)off[i], (long long)st[i], (long long)s.sizes[i]);
            return ST_ERROR;
        }
        offset += off[i] * s.strides[i];
    }
    Slot tmp[3 + 2 * MEMREF_MAX_RANK];
    tmp[0].p = s.buf;
    tmp[1].i = offset;
    tmp[2].i = d->dst_rank;
    for (int i = 0; i < d->src_rank; i++) {
        if (d->dropped[i]) continue;
        tmp[3 + k].i = sz[i];
        tmp[3 + d->dst_rank + k].i = s.strides[i] * st[i];
        k++;
    }
    memcpy(r, tmp, sizeof(Slot) * (size_t)memref_slots_for_rank(d->dst_rank));
    return ST_OK;
}

static bool static_list(LoadCtx *lc, const Node *n, const char *name, int rank, int64_t *out) {
    const Attr *a = node_attr(n, name);
    if (attr_int_count(a) != rank) return load_fail(lc, n, "'%s' op expected %d entries in '%s'", n->op->name, rank, name);
    for (int i = 0; i < rank; i++) out[i] = attr_int_at(a, i);
    return true;
}

static bool prep_subview(LoadCtx *lc, Node *n) {
    const Type *src = n->op->operands[0]->type, *dst = result_type(n, 0);
    if (src->kind != TY_MEMREF || dst->kind != TY_MEMREF) return load_fail(lc, n, "'memref.subview' of ranked memrefs only");
    SubviewData *d = arena_alloc(lc->arena, sizeof *d);
    d->src_rank = src->shaped.rank;
    d->dst_rank = dst->shaped.rank;
    if (!static_list(lc, n, "static_offsets", d->src_rank, d->offs) ||
        !static_list(lc, n, "static_sizes", d->src_rank, d->sizes) ||
        !static_list(lc, n, "static_strides", d->src_rank, d->strides))
        return false;
    /* rank reduction: drop static unit dims, matching the result type from the left */
    int ndrop = d->src_rank - d->dst_rank;
    for (int i = 0, j = 0; i < d->src_rank; i++) {
        bool can_drop = ndrop > 0 && d->sizes[i] == 1 &&
                        (j >= d->dst_rank || dst->shaped.dims[j] != 1 || d->src_rank - i > d->dst_rank - j);
        if (can_drop) {
            d->dropped[i] = true;
            ndrop--;
        } else {
            j++;
        }
    }
    if (ndrop != 0) return load_fail(lc, n, "'memref.subview' rank reduction that affine-interp cannot match");
    n->data = d;
    n->fn = h_subview;
    return true;
}

/* reinterpret_cast: a new descriptor on the same buffer. */
static Status h_reinterpret_cast(Exec *ex, const Node *n, Slot *fr) {
    const SubviewData *d = n->data;
    Buffer *b = fr[n->in[0]].p;
    int at = 1;
    Slot *r = fr + n->out[0];
    r[0].p = b;
    r[1].i = d->offs[0] == DIM_DYNAMIC ? fr[n->in[at++]].i : d->offs[0];
    r[2].i = d->dst_rank;
    for (int i = 0; i < d->dst_rank; i++) r[3 + i].i = d->sizes[i] == DIM_DYNAMIC ? fr[n->in[at++]].i : d->sizes[i];
    for (int i = 0; i < d->dst_rank; i++)
        r[3 + d->dst_rank + i].i = d->strides[i] == DIM_DYNAMIC ? fr[n->in[at++]].i : d->strides[i];
    (void)ex;
    return ST_OK;
}
static bool prep_reinterpret_cast(LoadCtx *lc, Node *n) {
    const Type *dst = result_type(n, 0);
    if (dst->kind != TY_MEMREF) return load_fail(lc, n, "'memref.reinterpret_cast' to a ranked memref only");
    SubviewData *d = arena_alloc(lc->arena, sizeof *d);
    d->dst_rank = dst->shaped.rank;
    if (!static_list(lc, n, "static_offsets", 1, d->offs) || !static_list(lc, n, "static_sizes", d->dst_rank, d->sizes) ||
        !static_list(lc, n, "static_strides", d->dst_rank, d->strides))
        return false;
    n->data = d;
    n->fn = h_reinterpret_cast;
    return true;
}

/* ------------------------------------------------------------- copy */
static Status h_copy(Exec *ex, const Node *n, Slot *fr) {
    MemrefView s = memref_view(fr + n->in[0]), t = memref_view(fr + n->in[1]);
    if (s.rank != t.rank) return exec_ub(ex, n, UB_BOUNDS, "'memref.copy' between memrefs of different ranks");
    for (int i = 0; i < s.rank; i++)
        if (s.sizes[i] != t.sizes[i])
            return exec_ub(ex, n, UB_BOUNDS, "'memref.copy' between memrefs of different shapes (dimension %d: %lld and %lld)",
                             i, (long long)s.sizes[i], (long long)t.sizes[i]);
    int64_t total = memref_num_elements(s.rank, s.sizes);
    int64_t idx[MEMREF_MAX_RANK] = {0};
    for (int64_t e = 0; e < total; e++) {
        unsigned char *p, *q;
        if (access_element(ex, n, fr + n->in[0], idx, &p) || access_element(ex, n, fr + n->in[1], idx, &q) ||
            access_checks(ex, n, s.buf, element_number(s.buf, p), ACCESS_READ) ||
            access_checks(ex, n, t.buf, element_number(t.buf, q), ACCESS_WRITE))
            return ST_ERROR;
        memcpy(q, p, n->k.bytes);
        /* undefined elements are copied as undefined (copying is no observation) */
        unsigned char k = buffer_undefined(s.buf, element_number(s.buf, p));
        if (k || t.buf->shadow) buffer_set_shadow(t.buf, element_number(t.buf, q), k);
        for (int d = s.rank - 1; d >= 0; d--) {
            if (++idx[d] < s.sizes[d]) break;
            idx[d] = 0;
        }
    }
    return ST_OK;
}
static bool prep_copy(LoadCtx *lc, Node *n) {
    bool ok = true;
    n->k = node_kind(lc, n, n->op->operands[0]->type, &ok);
    n->fn = h_copy;
    return ok;
}

/* ---------------------------------------------------------- globals */
static Status h_get_global(Exec *ex, const Node *n, Slot *fr) {
    int gi = n->aux;
    const Global *g = &ex->prog->globals[gi];
    Buffer *b = ex->globals[gi];
    if (!b) {
        b = exec_new_buffer(ex, n, g->k, g->nelems, BUF_GLOBAL, g->space);
        if (!b) return ST_ERROR;
        b->alloc_loc = g->op->loc;
        if (g->init)
            for (int64_t i = 0; i < g->nelems; i++) scalar_store(b->data + i * g->k.bytes, g->k, g->init[i]);
        ex->globals[gi] = b;
    }
    memref_set_identity(fr + n->out[0], b, g->type->shaped.rank, g->type->shaped.dims);
    return ST_OK;
}

static bool prep_get_global(LoadCtx *lc, Node *n) {
    const Attr *name = node_attr(n, "name");
    if (!name || name->kind != AT_SYMBOL_REF) return load_fail(lc, n, "'memref.get_global' op requires 'name'");
    Program *p = lc->prog;
    for (int i = 0; i < p->nglobals; i++) {
        Global *g = &p->globals[i];
        if (strcmp(g->name, name->symref.names[0]) != 0) continue;
        if (!g->prepared) {
            const Type *t = g->type;
            if (!t || t->kind != TY_MEMREF) return load_fail(lc, n, "'memref.global' of unsupported type");
            for (int d = 0; d < t->shaped.rank; d++)
                if (t->shaped.dims[d] == DIM_DYNAMIC) return load_fail(lc, n, "'memref.global' must have a static shape");
            bool ok = true;
            g->k = node_kind(lc, n, t, &ok);
            if (!ok) return false;
            g->nelems = memref_num_elements(t->shaped.rank, t->shaped.dims);
            g->space = memspace_intern(&p->spaces, lc->arena, t->shaped.space);
            if (g->space < 0) return load_fail(lc, n, "more than %d memory spaces", MAX_MEM_SPACES);
            const Attr *init = op_prop(g->op, "initial_value");
            if (init && init->kind != AT_UNIT) {
                g->init = arena_alloc(lc->arena, sizeof(Slot) * (size_t)(g->nelems + 1));
                if (!load_constant_slots(lc, n, init, g->k, g->init, g->nelems)) return false;
            }
            g->prepared = true;
        }
        n->aux = i;
        n->fn = h_get_global;
        return true;
    }
    return load_fail(lc, n, "'memref.get_global' op '%s' does not reference a valid global memref", name->symref.names[0]);
}

static const OpEntry entries[] = {
    {OP_MEMREF_ALLOC, prep_alloc},
    {OP_MEMREF_ALLOCA, prep_alloca},
    {OP_MEMREF_DEALLOC, prep_dealloc},
    {OP_MEMREF_LOAD, prep_load},
    {OP_MEMREF_PREFETCH, prep_prefetch},
    {OP_MEMREF_STORE, prep_store},
    {OP_MEMREF_ATOMIC_RMW, prep_atomic_rmw},
    {OP_MEMREF_DIM, prep_dim},
    {OP_MEMREF_RANK, prep_rank},
    {OP_MEMREF_CAST, prep_cast},
    {OP_MEMREF_DISTINCT_OBJECTS, prep_distinct_objects},
    {OP_MEMREF_SUBVIEW, prep_subview},
    {OP_MEMREF_REINTERPRET_CAST, prep_reinterpret_cast},
    {OP_MEMREF_COPY, prep_copy},
    {OP_MEMREF_GET_GLOBAL, prep_get_global},
};
OP_TABLE(memref_ops, entries);
