/* The type constraints of arith's ops, as their ODS definitions state them
 * (MLIR 22's ArithOps.td, read through the search tool; the words are
 * mlir-opt-22's, observed on MLIR's Dialect/Arith/invalid.mlir): each
 * operand and result's type class first, then the same shape for casts,
 * then the cast rule (CastOpInterface's areCastCompatible). */
#include "verify.h"

typedef enum {
    TC_ANY,
    TC_SIGNLESS_INT,      /* index or signless iN, or a vector/tensor of them */
    TC_FLOAT,             /* a float, or a vector/tensor of floats */
    TC_FIXED_INT,         /* signless iN (not index), or a vector/tensor of them */
    TC_BOOL,              /* i1, or a vector/tensor of i1 */
    TC_INT_OR_MEMREF,     /* index_cast: signless-integer-like or a memref of them */
    TC_INT_FLOAT_OR_MEMREF, /* bitcast: signless integer or float (not index), -like or in a memref */
} TypeClass;

static const char *const class_text[] = {
    "", "signless-integer-like", "floating-point-like", "signless-fixed-width-integer-like", "bool-like",
    "signless-integer-like or memref of signless-integer",
    "signless-integer-or-float-like or memref of signless-integer or float",
};

/* CAST_ANY: a cast whose classes say all (sitofp, fptosi, ...) */
typedef enum { CAST_NONE, CAST_ANY, CAST_WIDER, CAST_NARROWER, CAST_INDEX, CAST_SAME_WIDTH } CastRule;

typedef struct {
    TypeClass operands, results;
    CastRule cast;   /* also: the same shape for operand and result */
    TypeClass second_result;   /* the *_extended ops' result #1, when not TC_ANY */
    bool same_type;            /* SameOperandsAndResultType (the elementwise ops) */
} ArithRule;

static ArithRule rule_of(OpCode code) {
    switch (code) {
    case OP_ARITH_ADDI: case OP_ARITH_SUBI: case OP_ARITH_MULI: case OP_ARITH_DIVSI: case OP_ARITH_DIVUI:
    case OP_ARITH_REMSI: case OP_ARITH_REMUI: case OP_ARITH_CEILDIVSI: case OP_ARITH_CEILDIVUI:
    case OP_ARITH_FLOORDIVSI: case OP_ARITH_ANDI: case OP_ARITH_ORI: case OP_ARITH_XORI: case OP_ARITH_SHLI:
    case OP_ARITH_SHRSI: case OP_ARITH_SHRUI: case OP_ARITH_MAXSI: case OP_ARITH_MAXUI: case OP_ARITH_MINSI:
    case OP_ARITH_MINUI:
        return (ArithRule){TC_SIGNLESS_INT, TC_SIGNLESS_INT, CAST_NONE, TC_ANY, true};
    case OP_ARITH_ADDF: case OP_ARITH_SUBF: case OP_ARITH_MULF: case OP_ARITH_DIVF: case OP_ARITH_REMF:
    case OP_ARITH_MAXIMUMF: case OP_ARITH_MINIMUMF: case OP_ARITH_MAXNUMF: case OP_ARITH_MINNUMF:
    case OP_ARITH_NEGF:
        return (ArithRule){TC_FLOAT, TC_FLOAT, CAST_NONE, TC_ANY, true};
    case OP_ARITH_CMPI: return (ArithRule){TC_SIGNLESS_INT, TC_BOOL, CAST_NONE, TC_ANY, false};
    case OP_ARITH_CMPF: return (ArithRule){TC_FLOAT, TC_BOOL, CAST_NONE, TC_ANY, false};
    case OP_ARITH_EXTSI: case OP_ARITH_EXTUI: return (ArithRule){TC_FIXED_INT, TC_FIXED_INT, CAST_WIDER, TC_ANY, false};
    case OP_ARITH_TRUNCI: return (ArithRule){TC_FIXED_INT, TC_FIXED_INT, CAST_NARROWER, TC_ANY, false};
    case OP_ARITH_EXTF: return (ArithRule){TC_FLOAT, TC_FLOAT, CAST_WIDER, TC_ANY, false};
    case OP_ARITH_TRUNCF: return (ArithRule){TC_FLOAT, TC_FLOAT, CAST_NARROWER, TC_ANY, false};
    case OP_ARITH_SITOFP: case OP_ARITH_UITOFP: return (ArithRule){TC_FIXED_INT, TC_FLOAT, CAST_ANY, TC_ANY, false};
    case OP_ARITH_FPTOSI: case OP_ARITH_FPTOUI: return (ArithRule){TC_FLOAT, TC_FIXED_INT, CAST_ANY, TC_ANY, false};
    case OP_ARITH_INDEX_CAST: case OP_ARITH_INDEX_CASTUI:
        return (ArithRule){TC_INT_OR_MEMREF, TC_INT_OR_MEMREF, CAST_INDEX, TC_ANY, false};
    case OP_ARITH_BITCAST: return (ArithRule){TC_INT_FLOAT_OR_MEMREF, TC_INT_FLOAT_OR_MEMREF, CAST_SAME_WIDTH, TC_ANY, false};
    case OP_ARITH_ADDUI_EXTENDED: return (ArithRule){TC_SIGNLESS_INT, TC_SIGNLESS_INT, CAST_NONE, TC_BOOL, false};
    case OP_ARITH_MULSI_EXTENDED: case OP_ARITH_MULUI_EXTENDED:
        return (ArithRule){TC_SIGNLESS_INT, TC_SIGNLESS_INT, CAST_NONE, TC_SIGNLESS_INT, false};
    default: return (ArithRule){TC_ANY, TC_ANY, CAST_NONE, TC_ANY, false};
    }
}

static bool is_cast(CastRule r) { return r != CAST_NONE; }

/* The element type of a vector or tensor (ranked or not), else t. */
static const Type *element_of(const Type *t) {
    if (t->kind == TY_VECTOR || t->kind == TY_TENSOR) return t->shaped.elem;
    if (t->kind == TY_UNRANKED_TENSOR) return t->unranked.elem;
    return t;
}

static bool is_signless_int(const Type *t, bool index_too) {
    return (t->kind == TY_INTEGER && t->integer.sign == SIGNLESS) || (index_too && t->kind == TY_INDEX);
}

static bool in_class(const Type *t, TypeClass c) {
    const Type *e = element_of(t);
    switch (c) {
    case TC_ANY: return true;
    case TC_SIGNLESS_INT: return is_signless_int(e, true);
    case TC_FLOAT: return e->kind == TY_FLOAT;
    case TC_FIXED_INT: return is_signless_int(e, false);
    case TC_BOOL: return e->kind == TY_INTEGER && e->integer.sign == SIGNLESS && e->integer.width == 1;
    case TC_INT_OR_MEMREF:
        if (t->kind == TY_MEMREF) return is_signless_int(t->shaped.elem, true);
        return is_signless_int(e, true);
    case TC_INT_FLOAT_OR_MEMREF:
        if (t->kind == TY_MEMREF) e = t->shaped.elem;
        return is_signless_int(e, false) || e->kind == TY_FLOAT;
    }
    return true;
}

static bool has_shape(const Type *t) {
    return t->kind == TY_VECTOR || t->kind == TY_TENSOR || t->kind == TY_MEMREF || t->kind == TY_UNRANKED_TENSOR ||
           t->kind == TY_UNRANKED_MEMREF;
}

/* SameOperandsAndResultShape: both scalars, or shapes that agree where
 * both sizes are known (an unranked one agrees with any). */
static bool same_shape(const Type *a, const Type *b) {
    if (has_shape(a) != has_shape(b)) return false;
    if (!has_shape(a) || a->kind == TY_UNRANKED_TENSOR || a->kind == TY_UNRANKED_MEMREF ||
        b->kind == TY_UNRANKED_TENSOR || b->kind == TY_UNRANKED_MEMREF)
        return true;
    if (a->shaped.rank != b->shaped.rank) return false;
    for (int i = 0; i < a->shaped.rank; i++) {
        if (a->shaped.dims[i] != b->shaped.dims[i] && a->shaped.dims[i] != DIM_DYNAMIC && b->shaped.dims[i] != DIM_DYNAMIC)
            return false;
        bool sa = a->kind == TY_VECTOR && a->shaped.scalable && a->shaped.scalable[i];
        bool sb = b->kind == TY_VECTOR && b->shaped.scalable && b->shaped.scalable[i];
        if (sa != sb) return false;   /* vector<[4]xi32> and vector<4xi32> differ */
    }
    return true;
}

/* Ranked tensors of exactly the same sizes ('?' only against '?'). */
static bool same_tensor_dims(const Type *a, const Type *b) {
    if (a->kind != TY_TENSOR || b->kind != TY_TENSOR) return true;
    if (a->shaped.rank != b->shaped.rank) return false;
    for (int i = 0; i < a->shaped.rank; i++)
        if (a->shaped.dims[i] != b->shaped.dims[i]) return false;
    return true;
}

/* select: BooleanConditionOrMatchingShape (an i1, or i1s of the result's shape). */
static bool verify_select(Verifier *v, const Op *op) {
    if (op->noperands != 3 || op->nresults != 1) return true;
    const Type *c = op->operands[0]->type, *r = op->results[0]->type;
    if (type_is_integer(c, 1)) return true;
    bool ok = (c->kind == TY_VECTOR || c->kind == TY_TENSOR) && c->kind == r->kind && type_is_integer(c->shaped.elem, 1) &&
              same_shape(c, r) && same_tensor_dims(c, r);
    for (int i = 0; ok && c->kind == TY_VECTOR && i < c->shaped.rank; i++) ok = c->shaped.dims[i] == r->shaped.dims[i];
    if (!ok) return verify_op_error(v, op, "failed to verify that condition is signless i1 or has matching shape");
    return true;
}

static int bit_width(const Type *t) {
    if (t->kind == TY_INTEGER) return t->integer.width;
    if (t->kind == TY_FLOAT) return float_kind_width(t->fkind);
    return 64;   /* index */
}

static const Type *scalar_of(const Type *t) { return t->kind == TY_MEMREF ? t->shaped.elem : element_of(t); }

static bool cast_compatible(CastRule r, const Type *in, const Type *out) {
    const Type *a = scalar_of(in), *b = scalar_of(out);
    switch (r) {
    case CAST_WIDER: return bit_width(b) > bit_width(a);
    case CAST_NARROWER: return bit_width(b) < bit_width(a);
    case CAST_INDEX: return (a->kind == TY_INDEX) != (b->kind == TY_INDEX);
    case CAST_SAME_WIDTH: return bit_width(a) == bit_width(b);
    default: return true;
    }
}

/* An attribute MLIR gives no type (NoneType) never matches a result. */
static bool untyped_kind(AttrKind k) {
    return k == AT_STRING || k == AT_UNIT || k == AT_ARRAY || k == AT_DICT || k == AT_SYMBOL_REF ||
           k == AT_AFFINE_MAP || k == AT_INTEGER_SET;
}

/* arith.constant: AllTypesMatch<["value", "result"]> (a trait), then
 * ConstantOp::verify's signless rule. */
static bool verify_constant(Verifier *v, const Op *op) {
    const Attr *value = op_prop(op, "value");
    if (!value || op->nresults != 1) return true;
    const Type *t = op->results[0]->type;
    if (value->type ? !type_equal(value->type, t) : untyped_kind(value->kind))
        return verify_op_error(v, op, "failed to verify that all of {value, result} have same type");
    if (t->kind == TY_INTEGER && t->integer.sign != SIGNLESS)
        return verify_op_error(v, op, "integer return type must be signless");
    return true;
}

/* SameOperandsAndResultType: every operand and result has one type. */
bool verify_same_types(Verifier *v, const Op *op) {
    const Type *t = op->noperands ? op->operands[0]->type : op->nresults ? op->results[0]->type : NULL;
    for (int i = 0; i < op->noperands; i++)
        if (!type_equal(op->operands[i]->type, t))
            return verify_op_error(v, op, "requires the same type for all operands and results");
    for (int i = 0; i < op->nresults; i++)
        if (!type_equal(op->results[i]->type, t))
            return verify_op_error(v, op, "requires the same type for all operands and results");
    return true;
}

static bool is_shaped_value(const Type *t) {
    return t->kind == TY_VECTOR || t->kind == TY_TENSOR || t->kind == TY_UNRANKED_TENSOR;
}

/* ElementwiseMappable (addui_extended): scalars with scalars, or values of
 * one shape and one container kind. */
static bool verify_elementwise(Verifier *v, const Op *op) {
    const Type *shaped = NULL;
    bool scalar_result = false;
    for (int i = 0; i < op->nresults; i++) scalar_result |= !is_shaped_value(op->results[i]->type);
    for (int i = 0; i < op->noperands && !shaped; i++)
        if (is_shaped_value(op->operands[i]->type)) shaped = op->operands[i]->type;
    if (shaped && scalar_result)
        return verify_op_error(v, op, "if an operand is non-scalar, then all results must be non-scalar");
    for (int i = 0; shaped && i < op->noperands + op->nresults; i++) {
        const Type *t = i < op->noperands ? op->operands[i]->type : op->results[i - op->noperands]->type;
        if (t->kind != shaped->kind || (t->kind != TY_UNRANKED_TENSOR && !same_shape(t, shaped)))
            return verify_op_error(v, op, "all non-scalar operands/results must have the same shape and base type");
    }
    return true;
}

/* mulsi/mului_extended: AllTypesMatch<["lhs", "rhs", "low", "high"]>. */
static bool verify_mul_extended(Verifier *v, const Op *op) {
    for (int i = 0; i < op->noperands + op->nresults; i++) {
        const Type *t = i < op->noperands ? op->operands[i]->type : op->results[i - op->noperands]->type;
        if (!type_equal(t, op->operands[0]->type))
            return verify_op_error(v, op, "failed to verify that all of {lhs, rhs, low, high} have same type");
    }
    return true;
}

bool verify_arith_op(Verifier *v, const Op *op) {
    if (op->code == OP_ARITH_CONSTANT) return verify_constant(v, op);
    if (op->code == OP_ARITH_SELECT) return verify_select(v, op);
    ArithRule r = rule_of(op->code);
    if (r.operands == TC_ANY) return true;
    for (int i = 0; i < op->noperands; i++)
        if (!in_class(op->operands[i]->type, r.operands))
            return verify_op_error(v, op, "operand #%d must be %s, but got '%s'", i, class_text[r.operands],
                                   verify_type_text(v, op->operands[i]->type));
    for (int i = 0; i < op->nresults; i++) {
        TypeClass c = i == 1 && r.second_result != TC_ANY ? r.second_result : r.results;
        if (!in_class(op->results[i]->type, c))
            return verify_op_error(v, op, "result #%d must be %s, but got '%s'", i, class_text[c],
                                   verify_type_text(v, op->results[i]->type));
    }
    if (r.same_type) return verify_same_types(v, op);
    if (op->code == OP_ARITH_ADDUI_EXTENDED) return verify_elementwise(v, op);
    if ((op->code == OP_ARITH_MULSI_EXTENDED || op->code == OP_ARITH_MULUI_EXTENDED) && op->noperands)
        return verify_mul_extended(v, op);
    if (!is_cast(r.cast) || op->noperands != 1 || op->nresults != 1) return true;
    const Type *in = op->operands[0]->type, *out = op->results[0]->type;
    if (!same_shape(in, out)) return verify_op_error(v, op, "requires the same shape for all operands and results");
    if (!same_tensor_dims(in, out))
        return verify_op_error(v, op, "failed to verify that input and output have the same tensor dimensions");
    if (!cast_compatible(r.cast, in, out))
        return verify_op_error(v, op, "operand type '%s' and result type '%s' are cast incompatible",
                               verify_type_text(v, in), verify_type_text(v, out));
    return true;
}
