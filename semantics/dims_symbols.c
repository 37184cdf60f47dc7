/* The restrictions on dims and symbols, one function per rule of seed 001
 * (quoted in its Korean and in English), applied as MLIR 22's
 * isValidSymbol(value, region) and isValidDim(value, region) do.
 *
 * Seed 001: "affine 방언은 강력한 분석과 변환을 가능하게 하기 위해 차원 및
 * 심볼 식별자에 대해 특정 제약을 부과한다. SSA 값의 사용(use)은, 그 SSA 값이
 * 다음 중 하나인 경우 심볼 식별자에 바인딩될 수 있다."  (A use of an SSA value
 * can be bound to a symbol identifier if the value is one of the following.) */
#include "dims_symbols.h"
#include <string.h>

/* The ops whose results the rules are looking through, innermost first, on
 * the C stack.  A value used by its own definition, directly or through
 * other ops, makes the rules meet an op twice: that value is no symbol and
 * no dim (its use does not follow its definition, which the dominance check
 * reports).  Without the path the rules would recurse forever. */
typedef struct Path {
    const Op *def;
    const struct Path *up;
} Path;

static bool on_path(const Path *p, const Op *def) {
    for (; p; p = p->up)
        if (p->def == def) return true;
    return false;
}

static bool symbol_rules(const Value *v, const Region *scope, const Path *path);
static bool dim_rules(const Value *v, const Region *scope, const Path *path);


static const Region *parent_region(const Op *op) { return op && op->parent ? op->parent->parent : NULL; }
static const Region *value_region(const Value *v) {
    if (v->def) return parent_region(v->def);
    return v->block ? v->block->parent : NULL;
}

bool op_is_affine_scope(const Op *op) {
    return op_is(op, OP_FUNC_FUNC) || op_is(op, OP_BUILTIN_MODULE) || op_is(op, OP_GPU_FUNC) || op_is(op, OP_LLVM_FUNC) ||
           op_is(op, OP_GPU_MODULE);
}

static bool op_is_isolated_from_above(const Op *op) { return op_is_affine_scope(op); }

const Region *affine_scope_of(const Op *op) {
    for (const Op *cur = op, *p; (p = op_parent_op(cur)) != NULL; cur = p)
        if (op_is_affine_scope(p)) return parent_region(cur);
    return NULL;
}

static bool is_index(const Value *v) { return v && v->type && v->type->kind == TY_INDEX; }

/* MLIR's isTopLevelValue(value): defined (or an argument) immediately
 * inside an AffineScope op. */
static bool is_top_level_value(const Value *v) {
    const Region *r = value_region(v);
    return r && op_is_affine_scope(r->parent);
}

/* MLIR's isTopLevelValue(value, region). */
static bool is_top_level_in(const Value *v, const Region *region) { return value_region(v) == region; }

/* The induction variable of an enclosing affine.for, or one of an
 * affine.parallel (not the for's iter_args). */
static bool is_affine_induction_var(const Value *v) {
    if (v->def || !v->block || !v->block->parent) return false;
    const Op *owner = v->block->parent->parent;
    if (op_is(owner, OP_AFFINE_FOR)) return v->index == 0;
    return op_is(owner, OP_AFFINE_PARALLEL);
}

static bool is_constant_op(const Op *op) { return op_is(op, OP_ARITH_CONSTANT) || op_is(op, OP_UB_POISON); }

/* The integer value of a constant index/integer operand, if it is one. */
static bool constant_int(const Value *v, int64_t *out) {
    if (!v->def || !op_is(v->def, OP_ARITH_CONSTANT)) return false;
    const Attr *a = op_prop(v->def, "value");
    if (!a || a->kind != AT_INTEGER) return false;
    *out = a->integer.value;
    return true;
}

/* MLIR's isPure: no memory effect and always speculatable.  Divisions are
 * speculatable only by a constant divisor that cannot trap. */
static bool op_is_pure(const Op *op) {
    if (!op) return false;
    int64_t c;
    switch (op->code) {
    case OP_ARITH_DIVUI: case OP_ARITH_REMUI: case OP_ARITH_CEILDIVUI:
        return op->noperands == 2 && constant_int(op->operands[1], &c) && c != 0;
    case OP_ARITH_DIVSI: case OP_ARITH_REMSI: case OP_ARITH_CEILDIVSI: case OP_ARITH_FLOORDIVSI:
        return op->noperands == 2 && constant_int(op->operands[1], &c) && c != 0 && c != -1;
    case OP_AFFINE_APPLY: case OP_AFFINE_MIN: case OP_AFFINE_MAX: case OP_AFFINE_LINEARIZE_INDEX:
    case OP_AFFINE_DELINEARIZE_INDEX:
        return true;
    /* vector ops with a memory effect */
    case OP_VECTOR_LOAD: case OP_VECTOR_STORE: case OP_VECTOR_TRANSFER_READ: case OP_VECTOR_TRANSFER_WRITE:
    case OP_VECTOR_MASKEDLOAD: case OP_VECTOR_MASKEDSTORE: case OP_VECTOR_GATHER: case OP_VECTOR_SCATTER:
    case OP_VECTOR_EXPANDLOAD: case OP_VECTOR_COMPRESSSTORE: case OP_VECTOR_PRINT: case OP_VECTOR_MASK:
        return false;
    default:
        break;
    }
    switch (op_dialect(op)) {
    case DIALECT_ARITH: case DIALECT_MATH: case DIALECT_INDEX: case DIALECT_VECTOR: return true;
    default: return false;
    }
}

static bool op_is_dim(const Op *op) { return op_is(op, OP_MEMREF_DIM) || op_is(op, OP_TENSOR_DIM); }

/* ---------------------------------------------------- the symbol rules */

/* Rule 1. "AffineScope 특성을 가진 연산(예: FuncOp)의 영역(region) 인자":
 * a region argument of an op with the AffineScope trait (e.g. FuncOp). */
static bool rule1_region_argument_of_scope(const Value *v, const Region *scope) {
    return scope && !v->def && is_top_level_in(v, scope);
}

/* Rule 2. "AffineScope 연산의 최상위 레벨에서 정의된 값(즉, 그 연산이 바로
 * 둘러싸고 있는 값)": a value defined at the top level of an AffineScope op
 * (immediately enclosed by it). */
static bool rule2_defined_at_top_level_of_scope(const Value *v, const Region *scope) {
    return scope && v->def && is_top_level_in(v, scope);
}

/* Rule 3. "AffineScope 연산을 지배(dominates)하는 값": a value that
 * dominates the AffineScope op.  Only an AffineScope op that is not
 * isolated from above can see such values: the question moves to the
 * region around it. */
static bool rule3_dominates_scope(const Value *v, const Region *scope, const Path *path) {
    const Op *scope_op = scope ? scope->parent : NULL;
    if (!scope_op || op_is_isolated_from_above(scope_op)) return false;
    const Region *outer = parent_region(scope_op);
    return outer && symbol_rules(v, outer, path);
}

/* Rule 4. "Pure 연산의 결과": the result of a Pure op (MLIR 22: whose
 * operands are valid symbols themselves), a constant among them. */
static bool rule4_result_of_pure_op(const Value *v, const Region *scope, const Path *path) {
    const Op *def = v->def;
    if (!def) return false;
    if (is_constant_op(def)) return true;
    if (!op_is_pure(def)) return false;
    for (int i = 0; i < def->noperands; i++)
        if (!symbol_rules(def->operands[i], scope, path)) return false;
    return true;
}

/* A dimension of the memref an alloc, view or subview defines is static or
 * bound to a valid symbol. */
static bool memref_size_is_valid_symbol(const Op *def, int64_t index, const Region *scope, const Path *path) {
    if (!def || def->nresults < 1) return false;
    const Type *t = def->results[0]->type;
    if (t->kind != TY_MEMREF || index < 0 || index >= t->shaped.rank) return false;
    if (t->shaped.dims[index] != DIM_DYNAMIC) return true;
    int dyn_pos = 0;
    for (int64_t i = 0; i < index; i++) dyn_pos += t->shaped.dims[i] == DIM_DYNAMIC;
    /* the dynamic sizes are the first operands of alloc; after the source
     * (and offsets) of view and subview */
    int first;
    if (op_is(def, OP_MEMREF_ALLOC) || op_is(def, OP_MEMREF_ALLOCA)) first = 0;
    else if (op_is(def, OP_MEMREF_VIEW)) first = 2;
    else if (op_is(def, OP_MEMREF_SUBVIEW)) {
        const Attr *seg = op_prop(def, "operandSegmentSizes");
        if (!seg || seg->kind != AT_DENSE_ARRAY || seg->dense_array.n != 4) return false;
        first = (int)(seg->dense_array.ints[0] + seg->dense_array.ints[1]);
    } else return false;
    if (first + dyn_pos >= def->noperands) return false;
    return symbol_rules(def->operands[first + dyn_pos], scope, path);
}

/* Rules 5 and 6. "AffineScope 연산의 인자인 memref 이거나, 해당 차원이 정적이거나
 * 다시 유효한 심볼에 바인딩된 동적 차원인 memref에 대한 dim 연산의 결과": the
 * result of a dim op on a memref that is an argument of an AffineScope op
 * (MLIR 22: any top-level value), or on a memref whose corresponding
 * dimension is static or a dynamic one in turn bound to a valid symbol. */
static bool rule5_6_result_of_dim(const Value *v, const Region *scope, const Path *path) {
    const Op *dim = v->def;
    if (!dim || !op_is_dim(dim) || dim->noperands < 2) return false;
    const Value *memref = dim->operands[0];
    if (is_top_level_value(memref)) return true;            /* rule 5 */
    if (!memref->def) return false;                         /* iter_args and the like */
    int64_t index;
    if (!constant_int(dim->operands[1], &index)) return false;
    const Op *src = memref->def;
    while (op_is(src, OP_MEMREF_CAST)) {                   /* look through casts */
        if (src->operands[0]->type->kind != TY_MEMREF || !src->operands[0]->def) return false;
        src = src->operands[0]->def;
    }
    return memref_size_is_valid_symbol(src, index, scope, path);  /* rule 6 */
}

/* "주의: SSA 값의 사용이 어느 AffineScope 특성을 가진 연산에도 포함되어 있지
 * 않다면, 위 규칙 중 4–6만 적용할 수 있다": a use inside no AffineScope op
 * (scope NULL) can only rely on rules 4 to 6; rules 1 to 3 then answer
 * false by themselves. */
static bool symbol_rules(const Value *v, const Region *scope, const Path *up) {
    if (!is_index(v)) return false;
    if (rule1_region_argument_of_scope(v, scope) || rule2_defined_at_top_level_of_scope(v, scope)) return true;
    if (!v->def) return rule3_dominates_scope(v, scope, up);
    if (on_path(up, v->def)) return false;
    const Path path = {v->def, up};
    if (rule4_result_of_pure_op(v, scope, &path)) return true;
    if (op_is_dim(v->def)) return rule5_6_result_of_dim(v, scope, &path);
    return rule3_dominates_scope(v, scope, &path);
}

bool is_valid_symbol(const Value *v, const Region *scope) { return symbol_rules(v, scope, NULL); }

/* ------------------------------------------------------- the dim rules */

/* "차원은 심볼이 바인딩될 수 있는 모든 것들뿐 아니라, 둘러싸고 있는 affine.for 및
 * affine.parallel 연산의 귀납 변수(induction variable), 그리고 (재귀적으로 다른
 * 차원과 심볼을 사용할 수 있는) affine.apply 연산의 결과에도 바인딩될 수 있다":
 * dimensions may be bound to anything a symbol may, to the induction
 * variables of enclosing affine.for and affine.parallel ops, and to the
 * result of an affine.apply (which may recursively use dims and symbols).
 * MLIR 22 counts delinearize_index and linearize_index as forms of apply,
 * and a dim op on a top-level memref. */
static bool dim_rule_induction_variable(const Value *v) { return is_affine_induction_var(v); }

static bool dim_rule_apply_of_dims(const Value *v, const Region *scope, const Path *path) {
    const Op *def = v->def;
    if (!op_is(def, OP_AFFINE_APPLY) && !op_is(def, OP_AFFINE_DELINEARIZE_INDEX) &&
        !op_is(def, OP_AFFINE_LINEARIZE_INDEX))
        return false;
    for (int i = 0; i < def->noperands; i++)
        if (!dim_rules(def->operands[i], scope, path)) return false;
    return true;
}

static bool dim_rule_dim_of_top_level_memref(const Value *v) {
    return v->def && op_is_dim(v->def) && v->def->noperands >= 1 && is_top_level_value(v->def->operands[0]);
}

static bool dim_rules(const Value *v, const Region *scope, const Path *up) {
    if (!is_index(v)) return false;
    if (symbol_rules(v, scope, up)) return true;
    if (!v->def) return dim_rule_induction_variable(v);
    if (on_path(up, v->def)) return false;
    const Path path = {v->def, up};
    return dim_rule_apply_of_dims(v, scope, &path) || dim_rule_dim_of_top_level_memref(v);
}

bool is_valid_dim(const Value *v, const Region *scope) { return dim_rules(v, scope, NULL); }

bool is_valid_affine_index(const Value *v, const Region *scope) {
    return is_valid_dim(v, scope) || is_valid_symbol(v, scope);
}

const char *why_not_dim_or_symbol(const Value *v) {
    if (!is_index(v)) return "it is not of index type";
    if (!v->def) return "it is a region argument that is neither an affine induction variable nor an argument of an AffineScope op";
    return "it is the result of an op that is neither a constant, a Pure op of valid symbols, affine.apply of dims, nor a dim op allowed by the rules";
}
