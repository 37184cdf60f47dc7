/* vector: what -affine-super-vectorize and -lower-affine emit and what
 * people write around it; vectors live lane by lane in consecutive slots.
 * Also ub.poison (its lanes are poison: definedness.h). */
#include "../engine/op_table.h"
#include "../checks/access.h"
#include "../checks/definedness.h"
#include "runner_print.h"
#include "../../semantics/reductions.h"
#include "../engine/exec.h"
#include "../engine/load.h"
#include <string.h>
#include <math.h>

static const Type *rtype(const Node *n) { return n->op->results[0]->type; }
static const Type *otype(const Node *n, int i) { return n->op->operands[i]->type; }

/* ------------------------------------------------------------- print */
typedef struct PrintData {
    int rank;
    int64_t dims[16];
    const char *str;
    int punct;      /* 0 newline, 1 comma, 2 none, 3 open, 4 close */
} PrintData;

static Status h_print(Exec *ex, const Node *n, Slot *fr) {
    const PrintData *d = n->data;
    if (d->str) {   /* a string prints alone: no punctuation (observed with mlir-runner-22) */
        fputs(d->str, ex->out);
        return ST_OK;
    }
    if (n->nin) {
        const Type *t = otype(n, 0);
        if (t->kind == TY_VECTOR) print_vector_value(ex->out, fr + n->in[0], d->rank, d->dims, n->k);
        else print_vector_scalar(ex->out, fr[n->in[0]], n->k);
    }
    static const char *const p[] = {"\n", ", ", "", "( ", " )"};
    fputs(p[d->punct], ex->out);
    return ST_OK;
}

static bool prep_print(LoadCtx *lc, Node *n) {
    PrintData *d = arena_alloc(lc->arena, sizeof *d);
    bool ok = true;
    if (n->nin) {
        const Type *t = otype(n, 0);
        n->k = node_kind(lc, n, t, &ok);
        if (t->kind == TY_VECTOR) {
            if (t->shaped.rank > 16) return load_fail(lc, n, "vector rank above 16");
            d->rank = t->shaped.rank;
            for (int i = 0; i < d->rank; i++) d->dims[i] = t->shaped.dims[i];
        }
    }
    const Attr *s = node_attr(n, "stringLiteral");
    if (s && s->kind == AT_STRING) d->str = s->string.data;
    const Attr *p = node_attr(n, "punctuation");
    if (p && p->kind == AT_OPAQUE) {
        const char *t = p->opaque;
        d->punct = strstr(t, "<comma>") ? 1 : strstr(t, "<no_punctuation>") ? 2 : strstr(t, "<open>") ? 3
                   : strstr(t, "<close>") ? 4 : 0;
    }
    n->data = d;
    n->fn = h_print;
    return ok;
}

/* --------------------------------------------------------- broadcast */
/* Result lane i takes source lane (i mod source lanes) when the source's
 * shape is a suffix of the result's (stretching unit dims: see prep). */
typedef struct BroadcastData {
    int nlanes;
    int *src_lane;
} BroadcastData;

static Status h_broadcast(Exec *ex, const Node *n, Slot *fr) {
    const BroadcastData *d = n->data;
    const Slot *a = fr + n->in[0];
    Slot *r = fr + n->out[0];
    for (int i = 0; i < d->nlanes; i++) r[i] = a[d->src_lane[i]];
    if (ex->tracking)
        for (int i = 0; i < d->nlanes; i++) shadow_copy_lanes(fr, n->out[0] + i, n->in[0] + d->src_lane[i], 1);
    return ST_OK;
}

static bool prep_broadcast(LoadCtx *lc, Node *n) {
    const Type *src = otype(n, 0), *dst = rtype(n);
    BroadcastData *d = arena_alloc(lc->arena, sizeof *d);
    d->nlanes = type_lanes(dst);
    d->src_lane = arena_alloc(lc->arena, sizeof(int) * (size_t)(d->nlanes + 1));
    int srank = src->kind == TY_VECTOR ? src->shaped.rank : 0, drank = dst->shaped.rank;
    if (srank > drank) return load_fail(lc, n, "'vector.broadcast' op source rank higher than destination rank");
    for (int i = 0; i < d->nlanes; i++) {
        int rem = i, lane = 0, mul = 1;
        for (int k = drank - 1; k >= 0; k--) {
            int coord = (int)(rem % dst->shaped.dims[k]);
            rem /= (int)dst->shaped.dims[k];
            int sk = k - (drank - srank);
            if (sk >= 0) {
                int sdim = (int)src->shaped.dims[sk];
                lane += (sdim == 1 ? 0 : coord) * mul;
                mul *= sdim;
            }
        }
        d->src_lane[i] = lane;
    }
    n->data = d;
    n->fn = h_broadcast;
    return true;
}

/* --------------------------------------------------------- transfers */
typedef struct TransferData {
    int memref_slot, nidx, idx_first;
    int value_slot;            /* read: padding; write: the vector */
    int mask_slot;             /* -1: none */
    int vrank;
    int64_t vdims[16];
    int vdim_to_mem[16];       /* memref dim a vector dim walks, -1: broadcast */
    bool in_bounds[16];
    int mask_rank;
    int mask_dim_of_vdim[16];  /* position of a vector dim in the mask's shape */
    int64_t mask_dims[16];
    ScalarKind k;
} TransferData;

/* For vector lane coordinates c: memory indices, whether the lane is
 * masked off or out of bounds (padded / skipped), or an error. */
static Status transfer_lane(Exec *ex, const Node *n, const TransferData *d, const Slot *fr, const int64_t *c,
                            unsigned char **p) {
    int64_t idx[MEMREF_MAX_RANK];
    for (int i = 0; i < d->nidx; i++) idx[i] = fr[n->in[d->idx_first + i]].i;
    if (d->mask_slot >= 0) {
        int64_t mc[16] = {0}, m = 0;
        for (int v = 0; v < d->vrank; v++)
            if (d->mask_dim_of_vdim[v] >= 0) mc[d->mask_dim_of_vdim[v]] = c[v];
        for (int k = 0; k < d->mask_rank; k++) m = m * d->mask_dims[k] + mc[k];
        if (fr[d->mask_slot + m].i == 0) {
            *p = NULL;
            return ST_OK;
        }
    }
    MemrefView mv = memref_view(fr + d->memref_slot);
    for (int v = 0; v < d->vrank; v++) {
        int md = d->vdim_to_mem[v];
        if (md < 0) continue;
        idx[md] += c[v];
        if (!d->in_bounds[v] && (idx[md] < 0 || idx[md] >= mv.sizes[md])) {
            *p = NULL;
            return ST_OK;
        }
    }
    return access_element(ex, n, fr + d->memref_slot, idx, p);
}

/* Lane l of a transfer_read lies outside the memref and takes the
 * padding: its definedness, or, for a poison padding, a poison of the
 * read's own, so that an error names the lane and the read rather than
 * the ub.poison the padding came from. */
static Status padding_lane(Exec *ex, const Node *n, Slot *fr, const TransferData *d, int l) {
    unsigned char k = slot_undefined(fr, d->value_slot);
    const Origin *o = k ? definedness_origin(ex, k) : NULL;
    if (!o || !o->poison || !o->node) {
        shadow_copy_lanes(fr, n->out[0] + l, d->value_slot, 1);
        return ST_OK;
    }
    return definedness_poison(ex, n, fr, n->out[0] + l, "lane %d is outside the memref and takes the padding, a poison of '%s'",
                              l, o->node->op->name);
}

static Status transfer(Exec *ex, const Node *n, Slot *fr, bool is_write) {
    const TransferData *d = n->data;
    int64_t c[16] = {0};
    int lanes = n->lanes;
    Slot *vec = is_write ? fr + d->value_slot : fr + n->out[0];
    for (int l = 0; l < lanes; l++) {
        unsigned char *p;
        if (transfer_lane(ex, n, d, fr, c, &p)) return ST_ERROR;
        Buffer *b = fr[d->memref_slot].p;
        if (is_write) {
            if (p && lane_writing(ex, n, fr, d->value_slot + l, b, p)) return ST_ERROR;
            if (p) scalar_store(p, d->k, vec[l]);
        } else {
            vec[l] = p ? scalar_load(p, d->k) : fr[d->value_slot];
            if (p && lane_read(ex, n, fr, b, p, n->out[0] + l)) return ST_ERROR;
            if (!p && ex->tracking && padding_lane(ex, n, fr, d, l)) return ST_ERROR;
        }
        for (int v = d->vrank - 1; v >= 0; v--) {
            if (++c[v] < d->vdims[v]) break;
            c[v] = 0;
        }
    }
    return ST_OK;
}
static Status h_transfer_read(Exec *ex, const Node *n, Slot *fr) { return transfer(ex, n, fr, false); }
static Status h_transfer_write(Exec *ex, const Node *n, Slot *fr) { return transfer(ex, n, fr, true); }

static bool prep_transfer(LoadCtx *lc, Node *n, bool is_write) {
    TransferData *d = arena_alloc(lc->arena, sizeof *d);
    const Attr *seg = node_attr(n, "operandSegmentSizes");
    const Attr *pm = node_attr(n, "permutation_map");
    const Attr *ib = node_attr(n, "in_bounds");
    if (!seg || !pm || pm->kind != AT_AFFINE_MAP) return load_fail(lc, n, "'%s' op requires its properties", n->op->name);
    int mem_op = is_write ? 1 : 0;
    const Type *mt = otype(n, mem_op);
    const Type *vt = is_write ? otype(n, 0) : rtype(n);
    if (mt->kind != TY_MEMREF) return load_fail(lc, n, "'%s' on tensors is not supported by affine-interp", n->op->name);
    bool ok = true;
    d->k = node_kind(lc, n, mt, &ok);
    d->memref_slot = n->in[mem_op];
    d->idx_first = mem_op + 1;
    d->nidx = (int)attr_int_at(seg, is_write ? 2 : 1);
    d->value_slot = is_write ? n->in[0] : n->in[1 + d->nidx];
    int nmask = (int)attr_int_at(seg, 3);
    d->mask_slot = nmask ? n->in[n->nin - 1] : -1;
    d->vrank = vt->shaped.rank;
    if (d->vrank > 16 || pm->map->nresults != d->vrank) return load_fail(lc, n, "'%s' op permutation map shape", n->op->name);
    for (int v = 0; v < d->vrank; v++) {
        d->vdims[v] = vt->shaped.dims[v];
        const AffineExpr *e = pm->map->results[v];
        d->vdim_to_mem[v] = e->kind == AFF_DIM ? (int)e->value : -1;
        d->in_bounds[v] = ib && ib->kind == AT_ARRAY && v < ib->array.n && ib->array.elems[v]->kind == AT_BOOL &&
                          ib->array.elems[v]->boolean;
        d->mask_dim_of_vdim[v] = -1;
    }
    if (nmask) {
        /* the mask's dims are the vector dims ordered by the memref dim they walk */
        int m = 0;
        for (int md = 0; md < pm->map->ndims; md++)
            for (int v = 0; v < d->vrank; v++)
                if (d->vdim_to_mem[v] == md) {
                    d->mask_dim_of_vdim[v] = m;
                    d->mask_dims[m++] = d->vdims[v];
                }
        d->mask_rank = m;
    }
    n->lanes = type_lanes(vt);
    n->data = d;
    n->fn = is_write ? h_transfer_write : h_transfer_read;
    return ok;
}
static bool prep_transfer_read(LoadCtx *lc, Node *n) { return prep_transfer(lc, n, false); }
static bool prep_transfer_write(LoadCtx *lc, Node *n) { return prep_transfer(lc, n, true); }

/* vector.load / vector.store: contiguous along the trailing dims */
typedef struct VecMem {
    int memref_slot, value_slot, idx_first, nidx, vrank;
    int64_t vdims[16];
    ScalarKind k;
} VecMem;

static Status vec_mem(Exec *ex, const Node *n, Slot *fr, bool is_store) {
    const VecMem *d = n->data;
    int64_t idx[MEMREF_MAX_RANK], c[16] = {0};
    Slot *vec = is_store ? fr + d->value_slot : fr + n->out[0];
    for (int l = 0; l < n->lanes; l++) {
        for (int i = 0; i < d->nidx; i++) idx[i] = fr[n->in[d->idx_first + i]].i;
        for (int v = 0; v < d->vrank; v++) idx[d->nidx - d->vrank + v] += c[v];
        unsigned char *p;
        if (access_element(ex, n, fr + d->memref_slot, idx, &p)) return ST_ERROR;
        Buffer *b = fr[d->memref_slot].p;
        if (is_store) {
            if (lane_writing(ex, n, fr, d->value_slot + l, b, p)) return ST_ERROR;
            scalar_store(p, d->k, vec[l]);
        } else {
            vec[l] = scalar_load(p, d->k);
            if (lane_read(ex, n, fr, b, p, n->out[0] + l)) return ST_ERROR;
        }
        for (int v = d->vrank - 1; v >= 0; v--) {
            if (++c[v] < d->vdims[v]) break;
            c[v] = 0;
        }
    }
    return ST_OK;
}
static Status h_vload(Exec *ex, const Node *n, Slot *fr) { return vec_mem(ex, n, fr, false); }
static Status h_vstore(Exec *ex, const Node *n, Slot *fr) { return vec_mem(ex, n, fr, true); }

static bool prep_vec_mem(LoadCtx *lc, Node *n, bool is_store) {
    VecMem *d = arena_alloc(lc->arena, sizeof *d);
    int mem_op = is_store ? 1 : 0;
    const Type *mt = otype(n, mem_op), *vt = is_store ? otype(n, 0) : rtype(n);
    if (mt->kind != TY_MEMREF || vt->kind != TY_VECTOR || vt->shaped.rank > mt->shaped.rank || vt->shaped.rank > 16)
        return load_fail(lc, n, "'%s' op shape not supported", n->op->name);
    bool ok = true;
    d->k = node_kind(lc, n, mt, &ok);
    d->memref_slot = n->in[mem_op];
    d->value_slot = is_store ? n->in[0] : -1;
    d->idx_first = mem_op + 1;
    d->nidx = n->nin - mem_op - 1;
    d->vrank = vt->shaped.rank;
    for (int v = 0; v < d->vrank; v++) d->vdims[v] = vt->shaped.dims[v];
    n->lanes = type_lanes(vt);
    n->data = d;
    n->fn = is_store ? h_vstore : h_vload;
    return ok;
}
static bool prep_vload(LoadCtx *lc, Node *n) { return prep_vec_mem(lc, n, false); }
static bool prep_vstore(LoadCtx *lc, Node *n) { return prep_vec_mem(lc, n, true); }

/* --------------------------------------------------------- reduction */
/* Lanes combine left to right after the accumulator, as LLVM's ordered
 * reductions of the lowering: acc (+) v0 (+) v1 ...  Without an
 * accumulator a float add starts from +0.0 (the lowering passes +0.0 as
 * llvm.intr.vector.reduce.fadd's start value: all -0.0 lanes give +0.0,
 * observed with mlir-runner-22); other kinds start from lane 0. */
static Status h_reduction(Exec *ex, const Node *n, Slot *fr) {
    (void)ex;
    const Slot *v = fr + n->in[0];
    int lanes = n->aux;
    bool fadd_from_zero = n->nin == 1 && (ReductionKind)n->k2.width == RED_ADDF;
    Slot acc = n->nin > 1 ? fr[n->in[1]] : fadd_from_zero ? slot_from_double(0.0, n->k) : v[0];
    int start = n->nin > 1 || fadd_from_zero ? 0 : 1;
    for (int l = start; l < lanes; l++) acc = reduction_combine((ReductionKind)n->k2.width, n->k, acc, v[l]);
    fr[n->out[0]] = acc;
    return ST_OK;
}
static bool prep_reduction(LoadCtx *lc, Node *n) {
    const Attr *k = node_attr(n, "kind");
    if (!k || k->kind != AT_OPAQUE) return load_fail(lc, n, "'vector.reduction' op requires 'kind'");
    bool ok = true;
    n->k = node_kind(lc, n, rtype(n), &ok);
    n->k2.width = (uint8_t)reduction_kind_of_vector_kind(k->opaque, sk_is_float(n->k));
    n->aux = type_lanes(otype(n, 0));
    n->fn = h_reduction;
    return ok;
}

/* -------------------------------------------------- extract / insert */
typedef struct PosData {
    int npos;
    int64_t *statics;
    int dyn_first;
    int64_t stride[16];    /* lanes per step of each position */
    int width;             /* lanes moved */
    int total;             /* lanes of the whole vector */
    int64_t dims[16];
} PosData;

static Status position(Exec *ex, const Node *n, const PosData *d, const Slot *fr, int64_t *at) {
    int64_t off = 0;
    for (int i = 0, k = d->dyn_first; i < d->npos; i++) {
        int64_t p = d->statics[i] == DIM_DYNAMIC ? fr[n->in[k++]].i : d->statics[i];
        if (p < 0 || p >= d->dims[i])
            return exec_ub(ex, n, UB_BOUNDS, "'%s' position %lld is out of bounds for dimension %d of size %lld",
                             n->op->name, (long long)p, i, (long long)d->dims[i]);
        off += p * d->stride[i];
    }
    *at = off;
    return ST_OK;
}

static Status h_extract(Exec *ex, const Node *n, Slot *fr) {
    const PosData *d = n->data;
    int64_t at;
    if (position(ex, n, d, fr, &at)) return ST_ERROR;
    memcpy(fr + n->out[0], fr + n->in[0] + at, sizeof(Slot) * (size_t)d->width);
    if (ex->tracking) shadow_copy_lanes(fr, n->out[0], n->in[0] + (int)at, d->width);
    return ST_OK;
}
static Status h_insert(Exec *ex, const Node *n, Slot *fr) {
    const PosData *d = n->data;
    int64_t at;
    if (position(ex, n, d, fr, &at)) return ST_ERROR;
    memcpy(fr + n->out[0], fr + n->in[1], sizeof(Slot) * (size_t)d->total);
    memcpy(fr + n->out[0] + at, fr + n->in[0], sizeof(Slot) * (size_t)d->width);
    if (ex->tracking) {   /* the written lanes are as defined as the value, the others as before */
        shadow_copy_lanes(fr, n->out[0], n->in[1], d->total);
        shadow_copy_lanes(fr, n->out[0] + (int)at, n->in[0], d->width);
    }
    return ST_OK;
}

static bool prep_pos(LoadCtx *lc, Node *n, const Type *vec, const Type *part, int dyn_first, Handler h) {
    PosData *d = arena_alloc(lc->arena, sizeof *d);
    const Attr *sp = node_attr(n, "static_position");
    d->npos = attr_int_count(sp);
    if (vec->kind != TY_VECTOR || d->npos > vec->shaped.rank || vec->shaped.rank > 16)
        return load_fail(lc, n, "'%s' op position longer than the vector's rank", n->op->name);
    d->statics = arena_alloc(lc->arena, sizeof(int64_t) * (size_t)(d->npos + 1));
    for (int i = 0; i < d->npos; i++) d->statics[i] = attr_int_at(sp, i);
    d->dyn_first = dyn_first;
    int64_t s = 1;
    for (int i = vec->shaped.rank - 1; i >= 0; i--) {
        d->dims[i] = vec->shaped.dims[i];
        if (i < d->npos) d->stride[i] = s;
        s *= vec->shaped.dims[i];
    }
    /* strides of the leading npos dims: lanes below each */
    for (int i = 0; i < d->npos; i++) {
        int64_t st = 1;
        for (int k = i + 1; k < vec->shaped.rank; k++) st *= vec->shaped.dims[k];
        d->stride[i] = st;
    }
    d->total = type_lanes(vec);
    d->width = part->kind == TY_VECTOR ? type_lanes(part) : 1;
    n->data = d;
    n->fn = h;
    return true;
}
static bool prep_extract(LoadCtx *lc, Node *n) { return prep_pos(lc, n, otype(n, 0), rtype(n), 1, h_extract); }
static bool prep_insert(LoadCtx *lc, Node *n) { return prep_pos(lc, n, otype(n, 1), otype(n, 0), 2, h_insert); }

/* ------------------------------------------------------ lane copies */
static Status h_copy_lanes(Exec *ex, const Node *n, Slot *fr) {   /* shape_cast */
    (void)ex;
    memcpy(fr + n->out[0], fr + n->in[0], sizeof(Slot) * (size_t)n->lanes);
    return ST_OK;
}
static bool prep_shape_cast(LoadCtx *lc, Node *n) {
    (void)lc;
    n->fn = h_copy_lanes;
    return true;
}

static Status h_from_elements(Exec *ex, const Node *n, Slot *fr) {
    for (int i = 0; i < n->nin; i++) fr[n->out[0] + i] = fr[n->in[i]];
    if (ex->tracking)
        for (int i = 0; i < n->nin; i++) shadow_copy_lanes(fr, n->out[0] + i, n->in[i], 1);
    return ST_OK;
}
static bool prep_from_elements(LoadCtx *lc, Node *n) {
    (void)lc;
    n->fn = h_from_elements;
    return true;
}

/* vector.to_elements: result i is lane i of the source (row-major). */
static Status h_to_elements(Exec *ex, const Node *n, Slot *fr) {
    for (int i = 0; i < n->nout; i++) fr[n->out[i]] = fr[n->in[0] + i];
    if (ex->tracking)
        for (int i = 0; i < n->nout; i++) shadow_copy_lanes(fr, n->out[i], n->in[0] + i, 1);
    return ST_OK;
}
static bool prep_to_elements(LoadCtx *lc, Node *n) {
    const Op *op = n->op;
    const Type *vt = op->noperands == 1 ? op->operands[0]->type : NULL;
    if (!vt || vt->kind != TY_VECTOR || op->nresults != type_lanes(vt))
        return load_fail(lc, n, "'vector.to_elements' op expects one vector operand and one result per element");
    for (int i = 0; i < op->nresults; i++)
        if (!type_equal(op->results[i]->type, type_element(vt)))
            return load_fail(lc, n, "'vector.to_elements' op results must have the vector's element type");
    n->fn = h_to_elements;
    return true;
}

static Status h_step(Exec *ex, const Node *n, Slot *fr) {
    (void)ex;
    for (int i = 0; i < n->lanes; i++) fr[n->out[0] + i].i = i;
    return ST_OK;
}
static bool prep_step(LoadCtx *lc, Node *n) {
    (void)lc;
    n->fn = h_step;
    return true;
}

Status math_fma_lanes(Exec *ex, const Node *n, Slot *fr);   /* ops_math.c */

static bool prep_fma(LoadCtx *lc, Node *n) {
    bool ok = true;
    n->k = node_kind(lc, n, rtype(n), &ok);
    n->fn = math_fma_lanes;
    return ok;
}

/* create_mask: lane set when every coordinate is below its operand */
static Status h_create_mask(Exec *ex, const Node *n, Slot *fr) {
    (void)ex;
    const Type *t = rtype(n);
    int rank = t->shaped.rank;
    int64_t c[16] = {0};
    for (int l = 0; l < n->lanes; l++) {
        bool on = true;
        for (int d = 0; d < rank; d++) {
            int64_t lim = n->data ? ((const int64_t *)n->data)[d] : fr[n->in[d]].i;
            on = on && c[d] < lim;
        }
        fr[n->out[0] + l].i = on ? -1 : 0;
        for (int d = rank - 1; d >= 0; d--) {
            if (++c[d] < t->shaped.dims[d]) break;
            c[d] = 0;
        }
    }
    return ST_OK;
}
static bool prep_create_mask(LoadCtx *lc, Node *n) {
    if (rtype(n)->shaped.rank > 16 || n->nin != rtype(n)->shaped.rank)
        return load_fail(lc, n, "'vector.create_mask' op must have an operand for each result vector dimension");
    n->fn = h_create_mask;
    return true;
}
static bool prep_constant_mask(LoadCtx *lc, Node *n) {
    const Attr *a = node_attr(n, "mask_dim_sizes");
    int rank = rtype(n)->shaped.rank;
    if (attr_int_count(a) != rank || rank > 16) return load_fail(lc, n, "'vector.constant_mask' op needs one size per dimension");
    int64_t *lims = arena_alloc(lc->arena, sizeof(int64_t) * (size_t)(rank + 1));
    for (int i = 0; i < rank; i++) lims[i] = attr_int_at(a, i);
    n->data = lims;
    n->fn = h_create_mask;
    return true;
}

static Status h_bitcast(Exec *ex, const Node *n, Slot *fr) {
    (void)ex;
    for (int l = 0; l < n->lanes; l++)
        fr[n->out[0] + l] = slot_from_float_bits(slot_float_bits(fr[n->in[0] + l], n->k), n->k2);
    return ST_OK;
}
static bool prep_bitcast(LoadCtx *lc, Node *n) {
    bool ok = true;
    n->k = node_kind(lc, n, otype(n, 0), &ok);
    n->k2 = node_kind(lc, n, rtype(n), &ok);
    if (ok && (n->k.width != n->k2.width || type_lanes(otype(n, 0)) != n->lanes))
        return load_fail(lc, n, "'vector.bitcast' that changes the lane count is not supported by affine-interp");
    n->fn = h_bitcast;
    return ok;
}

/* ub.poison: every lane is poison (its bits are zero). */
static Status h_poison(Exec *ex, const Node *n, Slot *fr) {
    int w = value_width(rtype(n));
    memset(fr + n->out[0], 0, sizeof(Slot) * (size_t)w);
    for (int l = 0; l < w; l++)
        if (definedness_poison(ex, n, fr, n->out[0] + l, "'%s'", n->op->name)) return ST_ERROR;
    return ST_OK;
}
static bool prep_poison(LoadCtx *lc, Node *n) {
    (void)lc;
    n->fn = h_poison;
    return true;
}

static const OpEntry entries[] = {
    {OP_VECTOR_PRINT, prep_print},
    {OP_VECTOR_BROADCAST, prep_broadcast},
    {OP_VECTOR_TRANSFER_READ, prep_transfer_read},
    {OP_VECTOR_TRANSFER_WRITE, prep_transfer_write},
    {OP_VECTOR_LOAD, prep_vload},
    {OP_VECTOR_STORE, prep_vstore},
    {OP_VECTOR_REDUCTION, prep_reduction},
    {OP_VECTOR_EXTRACT, prep_extract},
    {OP_VECTOR_INSERT, prep_insert},
    {OP_VECTOR_SHAPE_CAST, prep_shape_cast},
    {OP_VECTOR_FROM_ELEMENTS, prep_from_elements},
    {OP_VECTOR_TO_ELEMENTS, prep_to_elements},
    {OP_VECTOR_STEP, prep_step},
    {OP_VECTOR_FMA, prep_fma},
    {OP_VECTOR_CREATE_MASK, prep_create_mask},
    {OP_VECTOR_CONSTANT_MASK, prep_constant_mask},
    {OP_VECTOR_BITCAST, prep_bitcast},
    {OP_UB_POISON, prep_poison},
    {OP_LLVM_MLIR_POISON, prep_poison},   /* the same poison, scalar or vector */
    {OP_LLVM_INTR_FMULADD, prep_fma},     /* what vector.fma lowers to */
};
OP_TABLE(vector_ops, entries);
