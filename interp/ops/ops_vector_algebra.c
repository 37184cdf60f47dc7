/* vector ops that rearrange or combine whole vectors: transpose, shuffle,
 * outerproduct, contract; and the masked memory ops maskedload/maskedstore.
 * The float combination rules follow the LLVM lowering of MLIR 22 (see
 * SPEC_NOTES: an `add` outer product with an accumulator is a fused
 * multiply-add per lane, as vector.fma; other kinds multiply, then combine). */
#include "../engine/op_table.h"
#include "../checks/access.h"
#include "../checks/definedness.h"
#include "../../semantics/reductions.h"
#include "../engine/load.h"
#include <math.h>
#include <string.h>

#define MAX_VEC_RANK 16

static const Type *rtype(const Node *n) { return n->op->results[0]->type; }
static const Type *otype(const Node *n, int i) { return n->op->operands[i]->type; }

/* The lane stride of each dim of a vector type (row-major). */
static void lane_strides(const Type *t, int64_t *stride) {
    for (int i = t->shaped.rank - 1, s = 1; i >= 0; i--) {
        stride[i] = s;
        s *= (int)t->shaped.dims[i];
    }
}

/* ------------------------------------------------------------ transpose */
typedef struct TransposeData {
    int rank;
    int64_t dims[MAX_VEC_RANK];      /* result dims */
    int64_t src_stride[MAX_VEC_RANK];   /* source lane stride of each result dim */
} TransposeData;

/* Result lane l is the source lane transposed_lane(d, c) for its coordinates c. */
static inline int64_t transposed_lane(const TransposeData *d, const int64_t *c) {
    int64_t at = 0;
    for (int i = 0; i < d->rank; i++) at += c[i] * d->src_stride[i];
    return at;
}
static inline void next_coordinates(const TransposeData *d, int64_t *c) {
    for (int i = d->rank - 1; i >= 0; i--) {
        if (++c[i] < d->dims[i]) break;
        c[i] = 0;
    }
}

static Status h_transpose(Exec *ex, const Node *n, Slot *fr) {
    const TransposeData *d = n->data;
    const Slot *src = fr + n->in[0];
    Slot *dst = fr + n->out[0];
    int64_t c[MAX_VEC_RANK] = {0};
    for (int l = 0; l < n->lanes; l++, next_coordinates(d, c)) dst[l] = src[transposed_lane(d, c)];
    if (ex->tracking) {   /* each lane's definedness moves with it */
        int64_t s[MAX_VEC_RANK] = {0};
        for (int l = 0; l < n->lanes; l++, next_coordinates(d, s))
            shadow_copy_lanes(fr, n->out[0] + l, n->in[0] + (int)transposed_lane(d, s), 1);
    }
    return ST_OK;
}

static bool prep_transpose(LoadCtx *lc, Node *n) {
    const Type *in = otype(n, 0), *out = rtype(n);
    const Attr *perm = node_attr(n, "permutation");
    if (in->kind != TY_VECTOR || in->shaped.rank > MAX_VEC_RANK || attr_int_count(perm) != in->shaped.rank)
        return load_fail(lc, n, "'vector.transpose' op expects a permutation of the vector's dims");
    TransposeData *d = arena_alloc(lc->arena, sizeof *d);
    d->rank = in->shaped.rank;
    int64_t stride[MAX_VEC_RANK];
    lane_strides(in, stride);
    for (int i = 0; i < d->rank; i++) {
        int64_t p = attr_int_at(perm, i);
        if (p < 0 || p >= d->rank) return load_fail(lc, n, "'vector.transpose' op permutation out of range");
        d->dims[i] = out->shaped.dims[i];
        d->src_stride[i] = stride[p];
    }
    n->lanes = type_lanes(out);
    n->data = d;
    n->fn = h_transpose;
    return true;
}

/* ------------------------------------------------------ strided slices */
/* extract_strided_slice and insert_strided_slice move lanes by a table
 * built at load time: lane_of[i] is the lane of the larger vector (the
 * source of an extract, the destination of an insert) that lane i of the
 * smaller one maps to. */
typedef struct SliceData {
    int count;             /* lanes of the smaller vector */
    int32_t *lane_of;
} SliceData;

static Status h_extract_strided_slice(Exec *ex, const Node *n, Slot *fr) {
    const SliceData *d = n->data;
    const Slot *src = fr + n->in[0];
    Slot *dst = fr + n->out[0];
    for (int i = 0; i < d->count; i++) dst[i] = src[d->lane_of[i]];
    if (ex->tracking)
        for (int i = 0; i < d->count; i++) shadow_copy_lanes(fr, n->out[0] + i, n->in[0] + d->lane_of[i], 1);
    return ST_OK;
}

static Status h_insert_strided_slice(Exec *ex, const Node *n, Slot *fr) {
    const SliceData *d = n->data;
    const Slot *val = fr + n->in[0], *dest = fr + n->in[1];
    Slot *dst = fr + n->out[0];
    if (dst != dest) memmove(dst, dest, sizeof(Slot) * (size_t)n->lanes);
    for (int i = 0; i < d->count; i++) dst[d->lane_of[i]] = val[i];
    if (ex->tracking) {   /* the written lanes are as defined as the slice, the others as before */
        shadow_copy_lanes(fr, n->out[0], n->in[1], n->lanes);
        for (int i = 0; i < d->count; i++) shadow_copy_lanes(fr, n->out[0] + d->lane_of[i], n->in[0] + i, 1);
    }
    return ST_OK;
}

/* The lane table of a slice: the small vector's dims `dims` (rank `rank`)
 * sit in the large vector `big` at `offsets` (one per dim of big) with
 * `strides` on the small vector's dims, aligned to big's trailing dims for
 * an insert (lead = rank(big) - rank) and to its leading dims for an
 * extract (lead = 0, and dims beyond the slice taken whole). */
static bool slice_table(LoadCtx *lc, Node *n, const Type *big, const int64_t *dims, int rank, int lead,
                        const Attr *offsets, const Attr *strides, const char *name) {
    int brank = big->shaped.rank, count = 1;
    for (int i = 0; i < rank; i++) count *= (int)dims[i];
    SliceData *d = arena_alloc(lc->arena, sizeof *d);
    d->count = count;
    d->lane_of = arena_alloc(lc->arena, sizeof(int32_t) * (size_t)(count + 1));
    int64_t bstride[MAX_VEC_RANK], c[MAX_VEC_RANK] = {0};
    lane_strides(big, bstride);
    int noff = attr_int_count(offsets), nstr = attr_int_count(strides);
    for (int l = 0; l < count; l++) {
        int64_t at = 0;
        for (int j = 0; j < brank; j++) {
            int64_t off = j < noff ? attr_int_at(offsets, j) : 0;
            int k = j - lead;   /* the small vector's dim at big's dim j, if any */
            int64_t idx = off;
            if (k >= 0 && k < rank) {
                int si = lead ? k : j;   /* insert: strides per small dim; extract: per sliced big dim */
                int64_t stride = si < nstr ? attr_int_at(strides, si) : 1;
                idx = off + c[k] * stride;
            }
            if (idx < 0 || idx >= big->shaped.dims[j])
                return load_fail(lc, n, "'%s' op the slice leaves dimension %d of the vector (offset %lld)", name, j,
                                 (long long)off);
            at += idx * bstride[j];
        }
        d->lane_of[l] = (int32_t)at;
        for (int k = rank - 1; k >= 0; k--) {
            if (++c[k] < dims[k]) break;
            c[k] = 0;
        }
    }
    n->data = d;
    return true;
}

static bool prep_extract_strided_slice(LoadCtx *lc, Node *n) {
    const Type *src = otype(n, 0), *res = rtype(n);
    if (src->kind != TY_VECTOR || res->kind != TY_VECTOR || src->shaped.rank != res->shaped.rank ||
        src->shaped.rank > MAX_VEC_RANK)
        return load_fail(lc, n, "'vector.extract_strided_slice' op expects vectors of one rank");
    const Attr *sizes = node_attr(n, "sizes");
    for (int i = 0; i < attr_int_count(sizes) && i < res->shaped.rank; i++)
        if (attr_int_at(sizes, i) != res->shaped.dims[i])
            return load_fail(lc, n, "'vector.extract_strided_slice' op sizes do not match the result type");
    if (!slice_table(lc, n, src, res->shaped.dims, res->shaped.rank, 0, node_attr(n, "offsets"), node_attr(n, "strides"),
                     "vector.extract_strided_slice"))
        return false;
    n->lanes = type_lanes(res);
    n->fn = h_extract_strided_slice;
    return true;
}

static bool prep_insert_strided_slice(LoadCtx *lc, Node *n) {
    const Type *val = otype(n, 0), *dest = otype(n, 1);
    if (val->kind != TY_VECTOR || dest->kind != TY_VECTOR || val->shaped.rank > dest->shaped.rank ||
        dest->shaped.rank > MAX_VEC_RANK)
        return load_fail(lc, n, "'vector.insert_strided_slice' op expects a vector of at most the destination's rank");
    if (!slice_table(lc, n, dest, val->shaped.dims, val->shaped.rank, dest->shaped.rank - val->shaped.rank,
                     node_attr(n, "offsets"), node_attr(n, "strides"), "vector.insert_strided_slice"))
        return false;
    n->lanes = type_lanes(dest);
    n->fn = h_insert_strided_slice;
    return true;
}

/* -------------------------------------------------------------- shuffle */
/* Each mask entry picks a leading-dim slice of v1 ++ v2, its lanes with
 * their definedness; -1 gives poison lanes (MLIR's kPoisonIndex; their
 * bits are zero). */
typedef struct ShuffleData {
    int n;
    const int64_t *mask;
    int64_t slice;           /* lanes per leading-dim slice */
    int64_t n1;              /* leading dim of v1 */
    bool has_poison;         /* a -1 entry */
} ShuffleData;

/* The shadows of a shuffle's lanes: copied, or new poison for a -1 entry. */
static Status shuffle_shadows(Exec *ex, const Node *n, Slot *fr, const ShuffleData *d) {
    for (int i = 0; i < d->n; i++) {
        int64_t m = d->mask[i];
        int to = n->out[0] + i * (int)d->slice;
        if (m >= 0) {
            if (ex->tracking)
                shadow_copy_lanes(fr, to, m < d->n1 ? n->in[0] + (int)(m * d->slice) : n->in[1] + (int)((m - d->n1) * d->slice),
                                  (int)d->slice);
            continue;
        }
        for (int l = 0; l < (int)d->slice; l++)
            if (definedness_poison(ex, n, fr, to + l, "mask entry %d is -1", i)) return ST_ERROR;
    }
    return ST_OK;
}

static Status h_shuffle(Exec *ex, const Node *n, Slot *fr) {
    const ShuffleData *d = n->data;
    const Slot *a = fr + n->in[0], *b = fr + n->in[1];
    Slot *r = fr + n->out[0];
    for (int i = 0; i < d->n; i++) {
        int64_t m = d->mask[i];
        const Slot *src = m < 0 ? NULL : m < d->n1 ? a + m * d->slice : b + (m - d->n1) * d->slice;
        for (int64_t l = 0; l < d->slice; l++) r[i * d->slice + l] = src ? src[l] : (Slot){.u = 0};
    }
    return d->has_poison || ex->tracking ? shuffle_shadows(ex, n, fr, d) : ST_OK;
}

static bool prep_shuffle(LoadCtx *lc, Node *n) {
    const Type *t1 = otype(n, 0), *t2 = otype(n, 1);
    const Attr *mask = node_attr(n, "mask");
    ShuffleData *d = arena_alloc(lc->arena, sizeof *d);
    d->n = attr_int_count(mask);
    d->has_poison = false;
    int64_t *m = arena_alloc(lc->arena, sizeof(int64_t) * (size_t)(d->n + 1));
    bool scalar = t1->kind != TY_VECTOR || t1->shaped.rank == 0;
    d->n1 = scalar ? 1 : t1->shaped.dims[0];
    int64_t n2 = t2->kind != TY_VECTOR || t2->shaped.rank == 0 ? 1 : t2->shaped.dims[0];
    d->slice = scalar ? 1 : type_lanes(t1) / (d->n1 ? d->n1 : 1);
    for (int i = 0; i < d->n; i++) {
        m[i] = attr_int_at(mask, i);
        if (m[i] >= d->n1 + n2 || m[i] < -1)
            return load_fail(lc, n, "'vector.shuffle' op mask index #%d is out of bounds", i + 1);
        d->has_poison = d->has_poison || m[i] < 0;
    }
    d->mask = m;
    n->data = d;
    n->fn = h_shuffle;
    return true;
}

/* --------------------------------------------------- combining kinds */
/* #vector.kind<...> of outerproduct and contract (default add). */
static ReductionKind vector_kind(const Node *n, bool is_float) {
    const Attr *k = node_attr(n, "kind");
    const char *t = k && k->kind == AT_OPAQUE ? k->opaque : "<add>";
    ReductionKind r = reduction_kind_of_vector_kind(t, is_float);
    return r == RED_ASSIGN ? (is_float ? RED_ADDF : RED_ADDI) : r;
}

/* acc (kind) x*y: fused for a float add, as the lowering emits vector.fma. */
static inline Slot multiply_combine(ReductionKind kind, ScalarKind k, Slot x, Slot y, Slot acc, bool has_acc) {
    Slot prod;
    prod.u = 0;
    if (sk_is_float(k)) {
        if (has_acc && kind == RED_ADDF) {
            if (k.cls == SK_F64) prod.d = fma(x.d, y.d, acc.d);
            else prod = slot_from_double((double)fmaf(x.f, y.f, acc.f), k);
            return prod;
        }
        if (k.cls == SK_F64) prod.d = x.d * y.d;
        else prod = slot_from_double((double)(x.f * y.f), k);
    } else {
        prod.i = scalar_sext((uint64_t)x.i * (uint64_t)y.i, k.width);
    }
    return has_acc ? reduction_combine(kind, k, acc, prod) : prod;
}

/* ---------------------------------------------------------- outerproduct */
/* Tracking: lane (i, j) is undefined when lhs lane i, rhs lane j (the
 * scalar rhs of an axpy) or accumulator lane (i, j) is. */
static void outerproduct_shadows(const Node *n, Slot *fr, int64_t rows, int64_t cols, bool axpy) {
    for (int64_t i = 0; i < rows; i++)
        for (int64_t j = 0; j < cols; j++) {
            int l = (int)(i * cols + j);
            unsigned char k = slot_undefined(fr, n->in[0] + (int)i);
            if (!k) k = slot_undefined(fr, n->in[1] + (axpy ? 0 : (int)j));
            if (!k && n->nin > 2) k = slot_undefined(fr, n->in[2] + l);
            slot_set_shadow(fr, n->out[0] + l, k);
        }
}

static Status h_outerproduct(Exec *ex, const Node *n, Slot *fr) {
    const Slot *lhs = fr + n->in[0], *rhs = fr + n->in[1];
    const Slot *acc = n->nin > 2 ? fr + n->in[2] : NULL;
    Slot *r = fr + n->out[0];
    int64_t rows = n->aux, cols = n->lanes / (rows ? rows : 1);
    bool axpy = otype(n, 1)->kind != TY_VECTOR;
    ReductionKind kind = (ReductionKind)n->k2.width;
    for (int64_t i = 0; i < rows; i++)
        for (int64_t j = 0; j < cols; j++) {
            int64_t l = i * cols + j;
            r[l] = multiply_combine(kind, n->k, lhs[i], axpy ? rhs[0] : rhs[j], acc ? acc[l] : (Slot){.u = 0}, acc != NULL);
        }
    if (ex->tracking) outerproduct_shadows(n, fr, rows, cols, axpy);
    return ST_OK;
}

static bool prep_outerproduct(LoadCtx *lc, Node *n) {
    bool ok = true;
    const Type *lt = otype(n, 0);
    n->k = node_kind(lc, n, rtype(n), &ok);
    n->k2.width = (int)vector_kind(n, sk_is_float(n->k));
    n->lanes = type_lanes(rtype(n));
    n->aux = (int)lt->shaped.dims[0];
    n->fn = h_outerproduct;
    return ok;
}

/* -------------------------------------------------------------- contract */
/* acc[p] (kind)= sum over the reduction dims of lhs[lhs_map(i)] * rhs[rhs_map(i)],
 * the iteration space walked in row-major order of its dims. */
typedef struct ContractData {
    int ndims;
    int64_t bounds[MAX_VEC_RANK];
    int nmaps;
    int rank[3];
    int dim_of[3][MAX_VEC_RANK];       /* map result j of operand o is iteration dim dim_of[o][j] */
    int64_t stride[3][MAX_VEC_RANK];   /* lane stride of each result dim of each operand */
    bool acc_is_vector;
} ContractData;

static int64_t lane_of(const ContractData *d, int o, const int64_t *iv) {
    int64_t at = 0;
    for (int j = 0; j < d->rank[o]; j++) at += iv[d->dim_of[o][j]] * d->stride[o][j];
    return at;
}

/* Tracking: a result lane is undefined when its accumulator lane or a
 * lhs or rhs lane combined into it is. */
static void contract_shadows(const Node *n, Slot *fr, const ContractData *d, int acc_lanes) {
    shadow_copy_lanes(fr, n->out[0], n->in[2], acc_lanes);
    int64_t iv[MAX_VEC_RANK] = {0};
    for (;;) {
        int o = n->out[0] + (int)lane_of(d, 2, iv);
        unsigned char k = slot_undefined(fr, n->in[0] + (int)lane_of(d, 0, iv));
        if (!k) k = slot_undefined(fr, n->in[1] + (int)lane_of(d, 1, iv));
        if (k && !slot_undefined(fr, o)) slot_set_shadow(fr, o, k);
        int i = d->ndims - 1;
        for (; i >= 0; i--) {
            if (++iv[i] < d->bounds[i]) break;
            iv[i] = 0;
        }
        if (i < 0) break;
    }
}

static Status h_contract(Exec *ex, const Node *n, Slot *fr) {
    const ContractData *d = n->data;
    const Slot *lhs = fr + n->in[0], *rhs = fr + n->in[1], *acc = fr + n->in[2];
    Slot *r = fr + n->out[0];
    int acc_lanes = d->acc_is_vector ? n->lanes : 1;
    for (int l = 0; l < acc_lanes; l++) r[l] = acc[l];
    ReductionKind kind = (ReductionKind)n->k2.width;
    int64_t iv[MAX_VEC_RANK] = {0};
    for (;;) {
        int64_t o = lane_of(d, 2, iv);
        r[o] = multiply_combine(kind, n->k, lhs[lane_of(d, 0, iv)], rhs[lane_of(d, 1, iv)], r[o], true);
        int i = d->ndims - 1;
        for (; i >= 0; i--) {
            if (++iv[i] < d->bounds[i]) break;
            iv[i] = 0;
        }
        if (i < 0) break;
    }
    if (ex->tracking) contract_shadows(n, fr, d, acc_lanes);
    return ST_OK;
}

static bool prep_contract(LoadCtx *lc, Node *n) {
    const Attr *maps = node_attr(n, "indexing_maps");
    if (!maps || maps->kind != AT_ARRAY || maps->array.n != 3 || n->nin != 3)
        return load_fail(lc, n, "'vector.contract' op expects three indexing maps (masks are not supported)");
    ContractData *d = arena_alloc(lc->arena, sizeof *d);
    memset(d, 0, sizeof *d);
    for (int o = 0; o < 3; o++) {
        const Attr *m = maps->array.elems[o];
        if (m->kind != AT_AFFINE_MAP || m->map->ndims > MAX_VEC_RANK)
            return load_fail(lc, n, "'vector.contract' op expects affine maps");
        d->ndims = m->map->ndims;
        const Type *t = otype(n, o);
        d->rank[o] = t->kind == TY_VECTOR ? t->shaped.rank : 0;
        if (m->map->nresults != d->rank[o])
            return load_fail(lc, n, "'vector.contract' op indexing map %d does not match its operand's rank", o);
        for (int j = d->rank[o] - 1, s = 1; j >= 0; j--) {
            const AffineExpr *e = m->map->results[j];
            if (e->kind != AFF_DIM) return load_fail(lc, n, "'vector.contract' op expects projected permutations");
            d->dim_of[o][j] = (int)e->value;
            d->stride[o][j] = s;
            d->bounds[e->value] = t->shaped.dims[j];
            s *= (int)t->shaped.dims[j];
        }
    }
    d->acc_is_vector = otype(n, 2)->kind == TY_VECTOR;
    bool ok = true;
    n->k = node_kind(lc, n, rtype(n), &ok);
    n->k2.width = (int)vector_kind(n, sk_is_float(n->k));
    n->lanes = type_lanes(rtype(n));
    n->data = d;
    n->fn = h_contract;
    return ok;
}

/* ------------------------------------ masked, compressing and indexed access */
/* 1-D along the last memref dim from the subscript; a lane whose mask bit
 * is clear takes the pass-through value and touches no memory.  Where the
 * active lanes go in that dim: lane l at first + l (maskedload/store), the
 * k-th active lane at first + k (expandload/compressstore).  Gather and
 * scatter (an index vector operand after the subscripts) put lane l
 * index_vec[l] elements past base[subscripts] in memory, across rows, as
 * their lowering does (a pointer offset: MLIR's Vector/gather.mlir
 * integration test gathers element 16 of a 10x5 memref from [0, 0]); only
 * leaving the allocation is out of bounds. */
typedef enum { PLACE_BY_LANE, PLACE_COMPACT, PLACE_INDEXED } LanePlacement;

typedef struct MaskedAccess {
    int nidx;                 /* subscripts */
    LanePlacement place;
    bool is_store;
} MaskedAccess;

static Status indexed(Exec *ex, const Node *n, Slot *fr, const MaskedAccess *d, const Slot *offsets) {
    const Slot *mask = fr + n->in[2 + d->nidx], *other = fr + n->in[3 + d->nidx];
    Slot *r = d->is_store ? NULL : fr + n->out[0];
    MemrefView v = memref_view(fr + n->in[0]);
    int64_t base = v.offset;
    for (int i = 0; i < d->nidx; i++) base += fr[n->in[1 + i]].i * v.strides[i];
    for (int l = 0; l < n->lanes; l++) {
        if (!(mask[l].i & 1)) {
            if (!d->is_store) r[l] = other[l];
            if (!d->is_store && ex->tracking) shadow_copy_lanes(fr, n->out[0] + l, n->in[3 + d->nidx] + l, 1);
            continue;
        }
        int64_t lin = base + offsets[l].i;
        if ((uint64_t)lin >= (uint64_t)v.buf->live_nelems) return access_dead_buffer(ex, n, v.buf);
        unsigned char *p = v.buf->data + lin * v.buf->elem.bytes;
        if (d->is_store) {
            if (lane_writing(ex, n, fr, n->in[3 + d->nidx] + l, v.buf, p)) return ST_ERROR;
            scalar_store(p, n->k, other[l]);
        } else {
            r[l] = scalar_load(p, n->k);
            if (lane_read(ex, n, fr, v.buf, p, n->out[0] + l)) return ST_ERROR;
        }
    }
    return ST_OK;
}

static Status masked(Exec *ex, const Node *n, Slot *fr) {
    const MaskedAccess *d = n->data;
    int nidx = d->nidx, after = 1 + nidx + (d->place == PLACE_INDEXED);
    bool is_store = d->is_store;
    int64_t idx[MEMREF_MAX_RANK];
    const Slot *offsets = d->place == PLACE_INDEXED ? fr + n->in[1 + nidx] : NULL;
    if (offsets) return indexed(ex, n, fr, d, offsets);
    const Slot *mask = fr + n->in[after];
    const Slot *other = fr + n->in[after + 1];   /* pass-through, or the stored value */
    Slot *r = is_store ? NULL : fr + n->out[0];
    for (int i = 0; i < nidx; i++) idx[i] = fr[n->in[1 + i]].i;
    const int64_t first = idx[nidx - 1];
    int64_t active = 0;
    for (int l = 0; l < n->lanes; l++) {
        if (!(mask[l].i & 1)) {
            if (!is_store) r[l] = other[l];
            if (!is_store && ex->tracking) shadow_copy_lanes(fr, n->out[0] + l, n->in[after + 1] + l, 1);
            continue;
        }
        idx[nidx - 1] = first + (d->place == PLACE_BY_LANE ? l : active++);
        unsigned char *p;
        if (access_element(ex, n, fr + n->in[0], idx, &p)) return ST_ERROR;
        Buffer *b = fr[n->in[0]].p;
        if (is_store) {
            if (lane_writing(ex, n, fr, n->in[after + 1] + l, b, p)) return ST_ERROR;
            scalar_store(p, n->k, other[l]);
        } else {
            r[l] = scalar_load(p, n->k);
            if (lane_read(ex, n, fr, b, p, n->out[0] + l)) return ST_ERROR;
        }
    }
    return ST_OK;
}
static bool prep_masked(LoadCtx *lc, Node *n, LanePlacement place, bool is_store) {
    const Type *mt = otype(n, 0);
    const Type *vt = is_store ? otype(n, n->nin - 1) : rtype(n);
    int extra = place == PLACE_INDEXED;
    if (mt->kind != TY_MEMREF || mt->shaped.rank < 1 || vt->kind != TY_VECTOR || vt->shaped.rank != 1 ||
        n->nin != mt->shaped.rank + 3 + extra)
        return load_fail(lc, n, "'%s' op expects a 1-D vector and one index per memref dim", n->op->name);
    bool ok = true;
    n->k = node_kind(lc, n, mt, &ok);
    MaskedAccess *d = arena_alloc(lc->arena, sizeof *d);
    d->nidx = mt->shaped.rank;
    d->place = place;
    d->is_store = is_store;
    n->data = d;
    n->lanes = type_lanes(vt);
    n->fn = masked;
    return ok;
}
static bool prep_maskedload(LoadCtx *lc, Node *n) { return prep_masked(lc, n, PLACE_BY_LANE, false); }
static bool prep_maskedstore(LoadCtx *lc, Node *n) { return prep_masked(lc, n, PLACE_BY_LANE, true); }
static bool prep_expandload(LoadCtx *lc, Node *n) { return prep_masked(lc, n, PLACE_COMPACT, false); }
static bool prep_compressstore(LoadCtx *lc, Node *n) { return prep_masked(lc, n, PLACE_COMPACT, true); }
static bool prep_gather(LoadCtx *lc, Node *n) { return prep_masked(lc, n, PLACE_INDEXED, false); }
static bool prep_scatter(LoadCtx *lc, Node *n) { return prep_masked(lc, n, PLACE_INDEXED, true); }

static const OpEntry entries[] = {
    {OP_VECTOR_TRANSPOSE, prep_transpose},
    {OP_VECTOR_EXTRACT_STRIDED_SLICE, prep_extract_strided_slice},
    {OP_VECTOR_INSERT_STRIDED_SLICE, prep_insert_strided_slice},
    {OP_VECTOR_SHUFFLE, prep_shuffle},
    {OP_VECTOR_OUTERPRODUCT, prep_outerproduct},
    {OP_VECTOR_CONTRACT, prep_contract},
    {OP_VECTOR_MASKEDLOAD, prep_maskedload},
    {OP_VECTOR_MASKEDSTORE, prep_maskedstore},
    {OP_VECTOR_EXPANDLOAD, prep_expandload},
    {OP_VECTOR_COMPRESSSTORE, prep_compressstore},
    {OP_VECTOR_GATHER, prep_gather},
    {OP_VECTOR_SCATTER, prep_scatter},
};
OP_TABLE(vector_algebra_ops, entries);
