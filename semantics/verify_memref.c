/* memref ops' rules that their custom form does not already enforce (the
 * generic form can break them), with mlir-opt-22's words, observed on
 * MLIR's Dialect/MemRef/invalid.mlir (tools/error-positions). */
#include "verify.h"
#include "../parser/parse.h"
#include <stdio.h>
#include <string.h>

/* copy: SameOperandsElementType, then SameOperandsShape (the order
 * mlir-opt-22 reports them in when both break). */
static bool verify_copy(Verifier *v, const Op *op) {
    if (op->noperands != 2) return true;
    const Type *a = op->operands[0]->type, *b = op->operands[1]->type;
    if (!type_is_memref(a) || !type_is_memref(b)) return true;
    const Type *ea = a->kind == TY_MEMREF ? a->shaped.elem : a->unranked.elem;
    const Type *eb = b->kind == TY_MEMREF ? b->shaped.elem : b->unranked.elem;
    if (!type_equal(ea, eb)) return verify_op_error(v, op, "requires the same element type for all operands");
    if (a->kind != TY_MEMREF || b->kind != TY_MEMREF) return true;
    bool same = a->shaped.rank == b->shaped.rank;
    for (int i = 0; same && i < a->shaped.rank; i++)
        same = a->shaped.dims[i] == b->shaped.dims[i] || a->shaped.dims[i] == DIM_DYNAMIC ||
               b->shaped.dims[i] == DIM_DYNAMIC;
    if (!same) return verify_op_error(v, op, "requires the same shape for all operands");
    return true;
}

/* dma_wait: the tag memref, then as many indices as its rank, then the
 * number of elements (AtLeastNOperands<2> before the rank). */
static bool verify_dma_wait(Verifier *v, const Op *op) {
    if (op->noperands < 2) return verify_op_error(v, op, "expected 2 or more operands, but found %d", op->noperands);
    if (op->noperands < 1 || op->operands[0]->type->kind != TY_MEMREF) return true;
    int rank = op->operands[0]->type->shaped.rank, nindices = op->noperands - 2;
    if (nindices != rank)
        return verify_op_error(v, op,
                               "expected tagIndices to have the same number of elements as the tagMemRef rank, "
                               "expected %d, but got %d",
                               rank, nindices);
    return true;
}

/* "1, 2" as MLIR prints a shape in a message. */
static const char *shape_text(char *buf, size_t size, int rank, const int64_t *dims) {
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < rank && used < size; i++)
        used += (size_t)snprintf(buf + used, size - used, "%s%lld", i ? ", " : "", (long long)dims[i]);
    return buf;
}

/* global: GlobalOp::verify, for what the custom form leaves open. */
static bool verify_global(Verifier *v, const Op *op) {
    const Attr *ta = op_prop(op, "type"), *init = op_prop(op, "initial_value");
    if (!ta || ta->kind != AT_TYPE) return true;
    const Type *t = ta->type;
    bool static_shape = t->kind == TY_MEMREF;
    for (int i = 0; static_shape && i < t->shaped.rank; i++) static_shape = t->shaped.dims[i] != DIM_DYNAMIC;
    if (!static_shape) return verify_op_error(v, op, "type should be static shaped memref, but got '%s'", verify_type_text(v, t));
    if (!init || init->kind == AT_UNIT) return true;
    if (init->kind != AT_DENSE && init->kind != AT_DENSE_RESOURCE)
    {
        const char *text = print_attr_to_string(&v->module->arena, init);
        return verify_op_error(v, op, "initial value should be a unit or elements attribute, but got %s", text ? text : "?");
    }
    const Type *it = init->type;
    if (!it || (it->kind != TY_TENSOR && it->kind != TY_VECTOR)) return true;
    if (!type_equal(it->shaped.elem, t->shaped.elem))
        return verify_op_error(v, op, "initial value element expected to be of type '%s', but was of type '%s'",
                               verify_type_text(v, t->shaped.elem), verify_type_text(v, it->shaped.elem));
    bool same = it->shaped.rank == t->shaped.rank;
    for (int i = 0; same && i < t->shaped.rank; i++) same = it->shaped.dims[i] == t->shaped.dims[i];
    if (!same) {
        char want[256], got[256];
        return verify_op_error(v, op, "initial value shape expected to be %s but was %s",
                               shape_text(want, sizeof want, t->shaped.rank, t->shaped.dims),
                               shape_text(got, sizeof got, it->shaped.rank, it->shaped.dims));
    }
    return true;
}

/* Each collapsed dimension is its group's product: dynamic exactly when a
 * dimension of the group is (verifyCollapsedShape). */
static bool group_sizes(Verifier *v, const Op *op, const Attr *re, const Type *collapsed, const Type *expanded) {
    int next = 0;
    for (int g = 0; g < re->array.n; g++) {
        const Attr *grp = re->array.elems[g];
        int n = attr_int_list_len(grp);
        int64_t product = 1;
        bool dynamic = false;
        for (int k = 0; k < n; k++) {
            int64_t d = attr_int_list_at(grp, k);
            if (d != next + k || d < 0 || d >= expanded->shaped.rank) return true;   /* the reassociation's own errors */
            int64_t size = expanded->shaped.dims[d];
            if (size == DIM_DYNAMIC) dynamic = true;
            else product *= size;
        }
        next += n;
        int64_t c = collapsed->shaped.dims[g];
        if ((c == DIM_DYNAMIC) != dynamic)
            return verify_op_error(v, op, "collapsed dim (%d) must be dynamic if and only if reassociation group is dynamic", g);
        if (!dynamic && c != product)
            return verify_op_error(v, op, "collapsed dim size (%lld) must equal reassociation group size (%lld)",
                                   (long long)c, (long long)product);
    }
    return true;
}

/* expand_shape and collapse_shape: MLIR's verifyCollapsedShape (the
 * collapsed type has a group per dimension; a 0-d one expands into unit
 * dimensions only), then expand_shape's output shape has the result's rank. */
static bool verify_reshape(Verifier *v, const Op *op) {
    const Attr *re = op_prop(op, "reassociation");
    if (op->noperands < 1 || op->nresults != 1 || !re || re->kind != AT_ARRAY) return true;
    bool expand = op->code == OP_MEMREF_EXPAND_SHAPE;
    const Type *collapsed = expand ? op->operands[0]->type : op->results[0]->type;
    const Type *expanded = expand ? op->results[0]->type : op->operands[0]->type;
    if (collapsed->kind != TY_MEMREF || expanded->kind != TY_MEMREF) return true;
    if (collapsed->shaped.rank == 0) {
        for (int i = 0; i < expanded->shaped.rank; i++)
            if (expanded->shaped.dims[i] != 1)
                return verify_op_error(v, op, "rank 0 memrefs can only be extended/collapsed with/from ones");
    } else if (re->array.n != collapsed->shaped.rank) {
        return verify_op_error(v, op, "invalid number of reassociation groups: found %d, expected %d", re->array.n,
                               collapsed->shaped.rank);
    }
    if (collapsed->shaped.rank && !group_sizes(v, op, re, collapsed, expanded)) return false;
    const Attr *shape = expand ? op_prop(op, "static_output_shape") : NULL;
    if (shape && attr_int_list_len(shape) != expanded->shaped.rank)
        return verify_op_error(v, op,
                               "expected number of static shape bounds to be equal to the output rank (%d) but found "
                               "%d inputs instead",
                               expanded->shaped.rank, attr_int_list_len(shape));
    return true;
}

/* The memory space of a memref type; NULL for the default (0 included). */
static const Attr *space_of(const Type *t) {
    const Attr *s = t->kind == TY_MEMREF ? t->shaped.space : t->unranked.space;
    return s && s->kind == AT_INTEGER && s->integer.value == 0 ? NULL : s;
}

static bool same_space(const Type *a, const Type *b) {
    const Attr *x = space_of(a), *y = space_of(b);
    return x == y || (x && y && attr_equal(x, y));
}

/* A strided layout's strides and offset, or NULL when the type has none. */
static const Attr *strided_of(const Type *t) {
    const Attr *l = t->kind == TY_MEMREF ? t->shaped.layout : NULL;
    return l && l->kind == AT_STRIDED ? l : NULL;
}

static bool static_agree(int64_t a, int64_t b) { return a == b || a == DIM_DYNAMIC || b == DIM_DYNAMIC; }

/* memref.cast: CastOp::areCastCompatible (element type, memory space, rank,
 * known sizes, known strides and offset; not both unranked). */
static bool verify_cast(Verifier *v, const Op *op) {
    if (op->noperands != 1 || op->nresults != 1) return true;
    const Type *a = op->operands[0]->type, *b = op->results[0]->type;
    if (!type_is_memref(a) || !type_is_memref(b)) return true;
    const Type *ea = a->kind == TY_MEMREF ? a->shaped.elem : a->unranked.elem;
    const Type *eb = b->kind == TY_MEMREF ? b->shaped.elem : b->unranked.elem;
    bool ok = type_equal(ea, eb) && same_space(a, b) && (a->kind == TY_MEMREF || b->kind == TY_MEMREF);
    if (ok && a->kind == TY_MEMREF && b->kind == TY_MEMREF) {
        ok = a->shaped.rank == b->shaped.rank;
        for (int i = 0; ok && i < a->shaped.rank; i++) ok = static_agree(a->shaped.dims[i], b->shaped.dims[i]);
        const Attr *la = strided_of(a), *lb = strided_of(b);
        if (ok && la && lb && la->strided.n == lb->strided.n) {
            ok = static_agree(la->strided.offset, lb->strided.offset);
            for (int i = 0; ok && i < la->strided.n; i++) ok = static_agree(la->strided.strides[i], lb->strided.strides[i]);
        }
    }
    if (!ok)
        return verify_op_error(v, op, "operand type '%s' and result type '%s' are cast incompatible",
                               verify_type_text(v, a), verify_type_text(v, b));
    return true;
}

/* memref.view: the same memory space, one size operand per '?' of the result. */
static bool verify_view(Verifier *v, const Op *op) {
    if (op->noperands < 2 || op->nresults != 1) return true;
    const Type *base = op->operands[0]->type, *t = op->results[0]->type;
    if (base->kind != TY_MEMREF || t->kind != TY_MEMREF) return true;
    if (!same_space(base, t))
        return verify_error(v, op, "different memory spaces specified for base memref type '%s' and view memref type '%s'",
                            verify_type_text(v, base), verify_type_text(v, t));
    int ndynamic = 0;
    for (int i = 0; i < t->shaped.rank; i++) ndynamic += t->shaped.dims[i] == DIM_DYNAMIC;
    if (op->noperands - 2 != ndynamic)
        return verify_op_error(v, op, "incorrect number of dynamic sizes, has %d, expected %d", op->noperands - 2, ndynamic);
    return true;
}

static bool verify_prefetch(Verifier *v, const Op *op) {
    const Attr *hint = op_prop(op, "localityHint");
    if (hint && hint->kind == AT_INTEGER && (hint->integer.value < 0 || hint->integer.value > 3))
        return verify_op_error(v, op,
                               "attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute "
                               "whose minimum value is 0 whose maximum value is 3");
    return true;
}

bool verify_memref_op(Verifier *v, const Op *op) {
    switch (op->code) {
    case OP_MEMREF_COPY: return verify_copy(v, op);
    case OP_MEMREF_DMA_WAIT: return verify_dma_wait(v, op);
    case OP_MEMREF_GLOBAL: return verify_global(v, op);
    case OP_MEMREF_CAST: return verify_cast(v, op);
    case OP_MEMREF_VIEW: return verify_view(v, op);
    case OP_MEMREF_PREFETCH: return verify_prefetch(v, op);
    case OP_MEMREF_EXPAND_SHAPE: case OP_MEMREF_COLLAPSE_SHAPE: return verify_reshape(v, op);
    default: return true;
    }
}
