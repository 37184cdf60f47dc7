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

/* The integer operations on one lane the fast loop runs in place, each
 * exactly as its one-lane handler: wrapping add, sub, mul and the bitwise
 * ops on 64 bits (i64, index), a sign-extending resize to n->k2's width
 * (extsi, trunci, index_cast), and sitofp to f64 or f32. */
typedef enum {
    INT_OP_NONE, INT_OP_ADD, INT_OP_SUB, INT_OP_MUL, INT_OP_AND, INT_OP_OR, INT_OP_XOR,
    INT_OP_RESIZE, INT_OP_SITOFP_F64, INT_OP_SITOFP_F32
} ScalarIntOp;
ScalarIntOp arith_scalar_int_op(const Node *n);
#endif
