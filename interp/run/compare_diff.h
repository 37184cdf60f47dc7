/* The observable difference between two runs of an entry function
 * (--compare): their signatures, then what they printed (line by line,
 * after normalizing what may legitimately differ), their results, and the
 * final contents of their memref arguments.  Besides the first difference
 * (its human detail text and its parts), how many lines or elements differ
 * and two facts about the whole difference: whether it is only the order
 * of the printed lines, and whether it is only float rounding. */
#ifndef AI_COMPARE_DIFF_H
#define AI_COMPARE_DIFF_H
#include <stdbool.h>
#include <stddef.h>
#include "outcome.h"

/* The relative tolerance of the rounding fact without --fp-tolerance
 * (SPEC_NOTES "Float rounding in --compare"). */
#define DIFF_DEFAULT_TOLERANCE 1e-5

/* The most bytes of a printed line kept in Difference.before/after: a
 * longer line keeps a window around the column where the lines part. */
enum { DIFF_TEXT_MAX = 1000 };

typedef enum { DIFF_PRINTED, DIFF_RESULT, DIFF_ARGUMENT, DIFF_SIGNATURE } DiffWhat;

typedef struct Difference {
    DiffWhat what;                 /* the kind of the first difference */
    char where[256];               /* "printed output line 3", "result 0 element [2, 1]", "argument 1 shape" */
    /* the first differing line (normalized; "" when that side's output
     * ended before it) or element, shape or signature, as printed */
    char before[DIFF_TEXT_MAX + 8], after[DIFF_TEXT_MAX + 8];
    long long count;               /* lines (printed) or elements (result, argument) of that kind that differ */
    bool permutation;              /* the only difference: AFTER prints BEFORE's lines in another order */
    bool rounding;                 /* every differing printed token, result and argument element is a
                                      float within the tolerance of BEFORE's (relative) */
    double max_rel_error;          /* the largest relative difference of a differing float pair; < 0: none */
} Difference;

const char *diff_what_name(DiffWhat w);

/* Whether the entry functions' signatures differ: then true with diff
 * filled and the detail ("the entry signature: BEFORE ... AFTER ...") in
 * detail. */
bool diff_signature(const Function *before, const Function *after, Difference *diff, char *detail, size_t len);

/* Whether two runs that returned (same signature) differ observably: then
 * true with diff filled (rounding judged with the relative tolerance tol)
 * and the first difference named in detail, e.g. "printed output line 3:
 * BEFORE "( 1, 2 )" AFTER "( 1, 3 )"" or "argument #0 memref<4x4xf32>
 * element [2, 1]: BEFORE 3.5 AFTER 0".  Floats compare bitwise except that
 * any NaN equals any NaN. */
bool diff_outcomes(const RunOutcome *before, const RunOutcome *after, double tol, Difference *diff, char *detail,
                   size_t len);
#endif
