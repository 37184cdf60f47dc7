/* Reductions of affine.parallel (seed 001 "affine.parallel"; MLIR's
 * arith::AtomicRMWKind numbering): identities and the combination step.
 * A band's result is ((identity (+) v0) (+) v1) (+) ... over its iterations
 * in row-major order, as -lower-affine's sequential lowering computes it. */
#ifndef AI_REDUCTIONS_H
#define AI_REDUCTIONS_H
#include "scalar.h"

typedef enum {
    RED_ADDF = 0, RED_ADDI = 1, RED_ANDI = 2, RED_ASSIGN = 3, RED_MAXIMUMF = 4, RED_MAXNUMF = 5,
    RED_MAXS = 6, RED_MAXU = 7, RED_MINIMUMF = 8, RED_MINNUMF = 9, RED_MINS = 10, RED_MINU = 11,
    RED_MULF = 12, RED_MULI = 13, RED_ORI = 14, RED_XORI = 15
} ReductionKind;

const char *reduction_name(ReductionKind k);
/* The kind a #vector.kind<...> attribute text names (vector.reduction,
 * outerproduct, contract); RED_ASSIGN when none. */
ReductionKind reduction_kind_of_vector_kind(const char *text, bool is_float);
Slot reduction_identity(ReductionKind k, ScalarKind t);
Slot reduction_combine(ReductionKind k, ScalarKind t, Slot acc, Slot v);
#endif
