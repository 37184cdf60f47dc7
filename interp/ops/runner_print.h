/* Output in the formats of MLIR's runner libraries (libmlir_runner_utils,
 * libmlir_c_runner_utils) and of vector.print's lowering, byte for byte
 * except the address after "base@ = ". */
#ifndef AI_RUNNER_PRINT_H
#define AI_RUNNER_PRINT_H
#include <stdio.h>
#include "../../semantics/scalar.h"
#include "../../semantics/memref.h"

/* printMemref*: header line, then the data in nested brackets.  The
 * unranked functions' header starts "Unranked Memref", the ranked ones'
 * (_mlir_ciface_printMemref1dF32, ...) "Memref".  i8 elements print as the
 * raw byte (the runner streams an int8_t, a char). */
void print_memref(FILE *out, const Slot *desc, ScalarKind k, bool ranked);
/* printMemrefShape*: the header alone. */
void print_memref_shape(FILE *out, const Slot *desc);
/* One scalar as vector.print prints it (floats %g; i1 and unsigned types
 * zero-extended; index as unsigned; other integers signed). */
void print_vector_scalar(FILE *out, Slot s, ScalarKind k);
/* A vector value of the given shape: "( a, b )", nested per dimension. */
void print_vector_value(FILE *out, const Slot *lanes, int rank, const int64_t *dims, ScalarKind k);
void print_runner_float(FILE *out, double v);
#endif
