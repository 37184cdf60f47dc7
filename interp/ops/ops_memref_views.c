/* memref ops that make a new view of existing memory: expand_shape,
 * collapse_shape, transpose, view, extract_strided_metadata; and
 * alloca_scope, which bounds the lifetime of allocas.  A view is a new
 * descriptor (offset, sizes, strides) on the same buffer, computed as
 * MLIR's lowering to the LLVM descriptor computes it; memref.view, which
 * changes the element type, gets a buffer that aliases the i8 one. */
#include "../engine/op_table.h"
#include "../checks/access.h"
#include "../engine/exec.h"
#include "../engine/load.h"
#include <string.h>

static const Type *result_type(const Node *n, int i) { return n->op->results[i]->type; }

/* The reassociation groups: group g lists dims [start[g], start[g+1]). */
typedef struct Reassociation {
    int ngroups;
    int start[MEMREF_MAX_RANK + 1];
    int64_t static_shape[MEMREF_MAX_RANK];   /* expand_shape's output shape */
    int rank_in, rank_out;
} Reassociation;

static bool load_reassociation(LoadCtx *lc, const Node *n, Reassociation *r) {
    const Attr *a = node_attr(n, "reassociation");
    if (!a || a->kind != AT_ARRAY || a->array.n > MEMREF_MAX_RANK)
        return load_fail(lc, n, "'%s' op requires attribute 'reassociation'", n->op->name);
    r->ngroups = a->array.n;
    r->start[0] = 0;
    for (int g = 0; g < r->ngroups; g++) {
        const Attr *grp = a->array.elems[g];
        int cnt = attr_int_count(grp);
        for (int i = 0; i < cnt; i++)
            if (attr_int_at(grp, i) != r->start[g] + i)
                return load_fail(lc, n, "'%s' op expected reassociation indices to be consecutive", n->op->name);
        r->start[g + 1] = r->start[g] + cnt;
    }
    const Type *in = n->op->operands[0]->type, *out = result_type(n, 0);
    if (in->kind != TY_MEMREF || out->kind != TY_MEMREF)
        return load_fail(lc, n, "'%s' op of ranked memrefs only", n->op->name);
    r->rank_in = in->shaped.rank;
    r->rank_out = out->shaped.rank;
    return true;
}

/* expand_shape: source dim g becomes dims start[g].. of the result; the
 * innermost keeps the source stride, each outer one is the next's stride
 * times its size. */
static Status h_expand_shape(Exec *ex, const Node *n, Slot *fr) {
    const Reassociation *r = n->data;
    MemrefView s = memref_view(fr + n->in[0]);
    Slot *out = fr + n->out[0];
    int64_t sizes[MEMREF_MAX_RANK], strides[MEMREF_MAX_RANK];
    int dyn = 1;
    for (int i = 0; i < r->rank_out; i++) {
        sizes[i] = r->static_shape[i] == DIM_DYNAMIC ? fr[n->in[dyn++]].i : r->static_shape[i];
        if (sizes[i] < 0)
            return exec_ub(ex, n, UB_IMMEDIATE, "'memref.expand_shape' with a negative size (%lld) in dimension %d",
                             (long long)sizes[i], i);
    }
    for (int i = 0; i < r->rank_out; i++) {   /* a 0-d source: unit dimensions only */
        strides[i] = 1;
        if (r->ngroups == 0 && sizes[i] != 1)
            return exec_ub(ex, n, UB_IMMEDIATE, "'memref.expand_shape' of a 0-d memref into a dimension of size %lld",
                           (long long)sizes[i]);
    }
    for (int g = 0; g < r->ngroups; g++) {
        int64_t product = 1, stride = s.strides[g];
        for (int i = r->start[g + 1] - 1; i >= r->start[g]; i--) {
            strides[i] = stride;
            stride *= sizes[i];
            product *= sizes[i];
        }
        if (product != s.sizes[g])
            return exec_ub(ex, n, UB_IMMEDIATE,
                             "'memref.expand_shape' of dimension %d (size %lld) into sizes whose product is %lld", g,
                             (long long)s.sizes[g], (long long)product);
    }
    out[0].p = s.buf;
    out[1].i = s.offset;
    out[2].i = r->rank_out;
    for (int i = 0; i < r->rank_out; i++) {
        out[3 + i].i = sizes[i];
        out[3 + r->rank_out + i].i = strides[i];
    }
    return ST_OK;
}

static bool prep_expand_shape(LoadCtx *lc, Node *n) {
    Reassociation *r = arena_alloc(lc->arena, sizeof *r);
    if (!load_reassociation(lc, n, r)) return false;
    const Attr *shape = node_attr(n, "static_output_shape");
    /* an empty reassociation expands a 0-d memref into unit dimensions */
    bool from_scalar = r->ngroups == 0 && r->rank_in == 0;
    if (attr_int_count(shape) != r->rank_out ||
        (!from_scalar && (r->ngroups != r->rank_in || r->start[r->ngroups] != r->rank_out)))
        return load_fail(lc, n, "'memref.expand_shape' op reassociation does not match the ranks");
    for (int i = 0; i < r->rank_out; i++) r->static_shape[i] = attr_int_at(shape, i);
    n->data = r;
    n->fn = h_expand_shape;
    return true;
}

/* collapse_shape: a group's dims become one of their product size and the
 * innermost dim's stride; the group must be contiguous (each stride the
 * next's times its size, unit dims aside), or the view is undefined. */
static Status h_collapse_shape(Exec *ex, const Node *n, Slot *fr) {
    const Reassociation *r = n->data;
    MemrefView s = memref_view(fr + n->in[0]);
    Slot tmp[3 + 2 * MEMREF_MAX_RANK];
    tmp[0].p = s.buf;
    tmp[1].i = s.offset;
    tmp[2].i = r->rank_out;
    for (int g = 0; g < r->ngroups; g++) {
        int64_t size = 1, stride = 1;
        bool have_stride = false;
        for (int i = r->start[g + 1] - 1; i >= r->start[g]; i--) {
            if (s.sizes[i] != 1) {
                if (have_stride && s.strides[i] != stride && size > 0)
                    return exec_ub(ex, n, UB_IMMEDIATE,
                                     "'memref.collapse_shape' of non-contiguous dimensions: dimension %d has stride "
                                     "%lld, the dimensions inside it need %lld",
                                     i, (long long)s.strides[i], (long long)stride);
                if (!have_stride) tmp[3 + r->rank_out + g].i = s.strides[i];
                stride = s.strides[i] * s.sizes[i];
                have_stride = true;
            }
            size *= s.sizes[i];
        }
        if (!have_stride) tmp[3 + r->rank_out + g].i = r->start[g + 1] > r->start[g] ? s.strides[r->start[g + 1] - 1] : 1;
        tmp[3 + g].i = size;
    }
    memcpy(fr + n->out[0], tmp, sizeof(Slot) * (size_t)memref_slots_for_rank(r->rank_out));
    return ST_OK;
}

static bool prep_collapse_shape(LoadCtx *lc, Node *n) {
    Reassociation *r = arena_alloc(lc->arena, sizeof *r);
    if (!load_reassociation(lc, n, r)) return false;
    /* an empty reassociation collapses unit dimensions into a 0-d memref */
    bool to_scalar = r->ngroups == 0 && r->rank_out == 0;
    if (!to_scalar && (r->ngroups != r->rank_out || r->start[r->ngroups] != r->rank_in))
        return load_fail(lc, n, "'memref.collapse_shape' op reassociation does not match the ranks");
    n->data = r;
    n->fn = h_collapse_shape;
    return true;
}

/* transpose: result dim i is source dim perm[i]. */
static Status h_transpose(Exec *ex, const Node *n, Slot *fr) {
    (void)ex;
    const int *perm = n->data;
    MemrefView s = memref_view(fr + n->in[0]);
    Slot tmp[3 + 2 * MEMREF_MAX_RANK];
    tmp[0].p = s.buf;
    tmp[1].i = s.offset;
    tmp[2].i = s.rank;
    for (int i = 0; i < s.rank; i++) {
        tmp[3 + i].i = s.sizes[perm[i]];
        tmp[3 + s.rank + i].i = s.strides[perm[i]];
    }
    memcpy(fr + n->out[0], tmp, sizeof(Slot) * (size_t)memref_slots_for_rank(s.rank));
    return ST_OK;
}

static bool prep_transpose(LoadCtx *lc, Node *n) {
    const Attr *a = node_attr(n, "permutation");
    const Type *in = n->op->operands[0]->type;
    if (!a || a->kind != AT_AFFINE_MAP || in->kind != TY_MEMREF || a->map->nresults != in->shaped.rank)
        return load_fail(lc, n, "'memref.transpose' op requires a permutation of the memref's dims");
    int *perm = arena_alloc(lc->arena, sizeof(int) * (size_t)(in->shaped.rank + 1));
    unsigned seen = 0;
    for (int i = 0; i < a->map->nresults; i++) {
        const AffineExpr *e = a->map->results[i];
        if (e->kind != AFF_DIM || (seen >> e->value & 1))
            return load_fail(lc, n, "'memref.transpose' op expected a permutation map");
        seen |= 1u << e->value;
        perm[i] = (int)e->value;
    }
    n->data = perm;
    n->fn = h_transpose;
    return true;
}

/* view: a memref of another element type over a contiguous i8 buffer,
 * from a byte shift, with an identity layout. */
static Status h_view(Exec *ex, const Node *n, Slot *fr) {
    const Type *t = result_type(n, 0);
    MemrefView s = memref_view(fr + n->in[0]);
    if (s.buf->freed) return access_dead_buffer(ex, n, s.buf);
    int64_t shift = fr[n->in[1]].i;
    int rank = t->shaped.rank;
    int64_t sizes[MEMREF_MAX_RANK];
    int dyn = 2;
    for (int i = 0; i < rank; i++) {
        sizes[i] = t->shaped.dims[i] == DIM_DYNAMIC ? fr[n->in[dyn++]].i : t->shaped.dims[i];
        if (sizes[i] < 0)
            return exec_ub(ex, n, UB_IMMEDIATE, "'memref.view' with a negative size (%lld) in dimension %d",
                             (long long)sizes[i], i);
    }
    int64_t need = memref_num_elements(rank, sizes) * n->k.bytes;
    if (shift < 0 || shift + need > s.sizes[0])
        return exec_ub(ex, n, UB_BOUNDS,
                         "out-of-bounds view: %lld bytes from byte %lld of a buffer of %lld bytes", (long long)need,
                         (long long)shift, (long long)s.sizes[0]);
    Buffer *b = exec_new_view_buffer(ex, n, s.buf, s.offset + shift, n->k);
    if (!b) return ST_ERROR;
    memref_set_identity(fr + n->out[0], b, rank, sizes);
    return ST_OK;
}

static bool prep_view(LoadCtx *lc, Node *n) {
    const Type *in = n->op->operands[0]->type, *t = result_type(n, 0);
    if (in->kind != TY_MEMREF || in->shaped.rank != 1 || t->kind != TY_MEMREF || n->nin < 2)
        return load_fail(lc, n, "'memref.view' op expects a 1-D i8 source and a ranked result");
    bool ok = true;
    n->k = node_kind(lc, n, t, &ok);
    n->fn = h_view;
    return ok;
}

/* extract_strided_metadata: the 0-d base buffer, offset, sizes, strides. */
static Status h_extract_strided_metadata(Exec *ex, const Node *n, Slot *fr) {
    (void)ex;
    MemrefView s = memref_view(fr + n->in[0]);
    Slot *base = fr + n->out[0];
    base[0].p = s.buf;
    base[1].i = 0;
    base[2].i = 0;
    fr[n->out[1]].i = s.offset;
    for (int i = 0; i < s.rank; i++) {
        fr[n->out[2 + i]].i = s.sizes[i];
        fr[n->out[2 + s.rank + i]].i = s.strides[i];
    }
    return ST_OK;
}

static bool prep_extract_strided_metadata(LoadCtx *lc, Node *n) {
    const Type *in = n->op->operands[0]->type;
    if (in->kind != TY_MEMREF || n->nout != 2 + 2 * in->shaped.rank)
        return load_fail(lc, n, "'memref.extract_strided_metadata' op expects %d results",
                         in->kind == TY_MEMREF ? 2 + 2 * in->shaped.rank : 2);
    n->fn = h_extract_strided_metadata;
    return true;
}

/* alloca_scope: runs its region; the allocas made in it end with it. */
static Status h_alloca_scope(Exec *ex, const Node *n, Slot *fr) {
    Buffer *mark = ex->buffers;
    Status st = exec_region(ex, &n->regions[0], fr);
    if (exec_end_stack_scope(ex, mark, st == ST_TERM ? ex->term : NULL)) return ST_ERROR;
    if (st != ST_TERM) return st;
    const Node *ret = ex->term;
    for (int i = 0; ret && i < ret->nin && i < n->nout; i++)
        memcpy(fr + n->out[i], fr + ret->in[i], sizeof(Slot) * (size_t)value_width(n->op->results[i]->type));
    return ST_OK;
}

static bool prep_alloca_scope(LoadCtx *lc, Node *n) {
    if (n->op->nregions != 1 || n->op->regions[0].nblocks != 1)
        return load_fail(lc, n, "'memref.alloca_scope' op expects one region with one block");
    n->fn = h_alloca_scope;
    return true;
}

/* reshape: the source's elements, row-major and contiguous, seen with the
 * sizes read from the shape memref (1-D, index or integer): its length is
 * the result's rank (an unranked result takes it at run time).  A source
 * that is not contiguous, a negative size or another element count is
 * undefined (MLIR's memref.reshape requires all three). */
static Status h_reshape(Exec *ex, const Node *n, Slot *fr) {
    MemrefView s = memref_view(fr + n->in[0]), shape = memref_view(fr + n->in[1]);
    if (s.buf->freed) return access_dead_buffer(ex, n, s.buf);
    if (shape.buf->freed) return access_dead_buffer(ex, n, shape.buf);
    for (int i = s.rank - 1, need = 1; i >= 0; i--) {
        if (s.sizes[i] != 1 && s.strides[i] != need)
            return exec_ub(ex, n, UB_IMMEDIATE, "'memref.reshape' of a source that is not contiguous (dimension %d "
                           "has stride %lld)", i, (long long)s.strides[i]);
        need *= (int)s.sizes[i];
    }
    int64_t rank = shape.sizes[0];
    if (rank > MEMREF_MAX_RANK)
        return exec_fail(ex, n, DIAG_CLASS_LIMIT, "'memref.reshape' to rank %lld (at most %d)", (long long)rank,
                         MEMREF_MAX_RANK);
    Slot tmp[3 + 2 * MEMREF_MAX_RANK];
    tmp[0].p = s.buf;
    tmp[1].i = s.offset;
    tmp[2].i = rank;
    int64_t count = 1;
    for (int i = 0; i < rank; i++) {
        unsigned char *p;
        int64_t at = i;
        if (access_element(ex, n, fr + n->in[1], &at, &p)) return ST_ERROR;
        int64_t size = scalar_load(p, n->k2).i;
        if (size < 0)
            return exec_ub(ex, n, UB_IMMEDIATE, "'memref.reshape' to a negative size (%lld) in dimension %d",
                           (long long)size, i);
        tmp[3 + i].i = size;
        count *= size;
    }
    for (int i = (int)rank - 1, stride = 1; i >= 0; i--) {
        tmp[3 + rank + i].i = stride;
        stride *= (int)tmp[3 + i].i;
    }
    int64_t have = memref_num_elements(s.rank, s.sizes);
    if (count != have)
        return exec_ub(ex, n, UB_IMMEDIATE, "'memref.reshape' of %lld elements to a shape of %lld", (long long)have,
                       (long long)count);
    memcpy(fr + n->out[0], tmp, sizeof(Slot) * (size_t)memref_slots_for_rank((int)rank));
    return ST_OK;
}

static bool prep_reshape(LoadCtx *lc, Node *n) {
    const Type *shape = n->op->noperands == 2 ? n->op->operands[1]->type : NULL;
    if (!shape || shape->kind != TY_MEMREF || shape->shaped.rank != 1)
        return load_fail(lc, n, "'memref.reshape' op expects a 1-D shape memref");
    const Type *rt = n->op->results[0]->type;
    if (rt->kind == TY_MEMREF && shape->shaped.dims[0] != rt->shaped.rank)
        return load_fail(lc, n, "'memref.reshape' op length of shape operand differs from the result's memref rank");
    bool ok = true;
    n->k2 = node_kind(lc, n, shape, &ok);
    n->fn = h_reshape;
    return ok;
}

static const OpEntry entries[] = {
    {OP_MEMREF_RESHAPE, prep_reshape},
    {OP_MEMREF_EXPAND_SHAPE, prep_expand_shape},
    {OP_MEMREF_COLLAPSE_SHAPE, prep_collapse_shape},
    {OP_MEMREF_TRANSPOSE, prep_transpose},
    {OP_MEMREF_VIEW, prep_view},
    {OP_MEMREF_EXTRACT_STRIDED_METADATA, prep_extract_strided_metadata},
    {OP_MEMREF_ALLOCA_SCOPE, prep_alloca_scope},
    {OP_MEMREF_ALLOCA_SCOPE_RETURN, load_terminator},
};
OP_TABLE(memref_view_ops, entries);
