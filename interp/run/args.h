/* --args: the entry function's arguments, and printing its results.
 *
 * Scalars: integer literals (decimal, or 0x... bit patterns), float
 * literals (1.5, -3, inf, -inf, nan, or 0x... bit patterns of the type).
 * Memrefs: [SHAPE:]INIT, SHAPE like 4x8 (required when the type has
 * dynamic dims; static dims must match), INIT one of zeros, ones, fill:V,
 * iota (0, 1, 2, ... in row-major order), random:SEED (see SPEC_NOTES:
 * splitmix64; floats k/2^24 in [0, 1), integers in [0, 100)), or a nested
 * list literal such as [[1,2],[3,4]]. */
#ifndef AI_ARGS_H
#define AI_ARGS_H
#include "../core/engine.h"

/* Builds the packed argument slots of f from the strings; on error returns
 * false with a message in err (naming the argument). */
bool args_build(Exec *ex, Function *f, char **args, int nargs, Slot **out, char *err, size_t errlen);
/* Prints results as the runner prints such values. */
void args_print_results(Exec *ex, Function *f, const Slot *res);
/* Prints each memref argument (--print-args). */
void args_print_memrefs(Exec *ex, Function *f, const Slot *args);
#endif
