/* The restrictions on dimension and symbol identifiers (seed 001,
 * "Restrictions on dimensions and symbols"; seed 000, the same section),
 * as MLIR 22's isValidDim / isValidSymbol apply them.  Every affine op that
 * binds dims and symbols asks these questions: the verifier at load time
 * (semantics/verify_affine.c), and the engine for the ops MLIR's verifier
 * does not check (affine.apply, min, max: interp/ops/ops_affine.c). */
#ifndef AI_DIMS_SYMBOLS_H
#define AI_DIMS_SYMBOLS_H
#include <stdbool.h>
#include "../parser/ir.h"

/* An op with the AffineScope trait: func.func, builtin.module. */
bool op_is_affine_scope(const Op *op);
/* The region of the closest enclosing AffineScope op that holds op (MLIR's
 * getAffineScope); NULL when op is not inside any. */
const Region *affine_scope_of(const Op *op);

/* May v be bound to a symbol of an affine op whose AffineScope is scope? */
bool is_valid_symbol(const Value *v, const Region *scope);
/* May v be bound to a dimension of an affine op whose AffineScope is scope? */
bool is_valid_dim(const Value *v, const Region *scope);
/* An affine.load/store/... subscript: a valid dim or symbol. */
bool is_valid_affine_index(const Value *v, const Region *scope);
/* Why v is neither (for notes): a short phrase. */
const char *why_not_dim_or_symbol(const Value *v);
#endif
