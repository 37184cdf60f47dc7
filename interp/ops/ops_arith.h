/* What of arith the fast loop of hoist.c runs in place of a handler call. */
#ifndef AI_OPS_ARITH_H
#define AI_OPS_ARITH_H
#include "../core/engine.h"

/* The basic float operations on one f32 or f64 value (arith.addf, subf,
 * mulf, divf), each exactly as its scalar handler in ops_arith.c. */
typedef enum { FLOAT_OP_NONE, FLOAT_OP_ADD, FLOAT_OP_SUB, FLOAT_OP_MUL, FLOAT_OP_DIV } ScalarFloatOp;
/* The operation n runs when its handler is one of the scalar ones (NONE
 * otherwise); *is_f64 tells f64 from f32. */
ScalarFloatOp arith_scalar_float_op(const Node *n, bool *is_f64);
#endif
