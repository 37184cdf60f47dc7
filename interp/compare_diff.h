/* The first observable difference between two runs of an entry function
 * (--compare): their signatures, then what they printed (line by line,
 * after normalizing what may legitimately differ), their results, and the
 * final contents of their memref arguments. */
#ifndef AI_COMPARE_DIFF_H
#define AI_COMPARE_DIFF_H
#include <stdbool.h>
#include <stddef.h>
#include "outcome.h"

/* Whether the entry functions' signatures differ: then true with the
 * detail ("the entry signature: BEFORE ... AFTER ...") in detail. */
bool diff_signature(const Function *before, const Function *after, char *detail, size_t len);

/* Whether two runs that returned (same signature) differ observably: then
 * true with the first difference named in detail, e.g. "printed output
 * line 3: BEFORE "( 1, 2 )" AFTER "( 1, 3 )"" or "argument #0
 * memref<4x4xf32> element [2, 1]: BEFORE 3.5 AFTER 0".  Floats compare
 * bitwise except that any NaN equals any NaN. */
bool diff_outcomes(const RunOutcome *before, const RunOutcome *after, char *detail, size_t len);
#endif
