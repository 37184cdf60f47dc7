/* The C API's --compare (affine_interp.h): two runs judged in the order
 * compare.c asks its questions, BEFORE first (nothing about AFTER means
 * anything unless BEFORE returned), then AFTER, then the difference
 * (compare_diff.h). */
#include "api.h"
#include "../run/compare_diff.h"
#include <string.h>

/* The first line of a run's diagnostics into detail. */
static int verdict_of(const ai_run *r, int verdict, char *detail, size_t len) {
    if (detail && len) snprintf(detail, len, "%.*s", (int)strcspn(r->diagnostics, "\n"), r->diagnostics);
    return verdict;
}

int ai_run_compare(const ai_run *before, const ai_run *after, char *detail, size_t len) {
    char scratch[2048];
    if (!detail || !len) detail = scratch, len = sizeof scratch;
    detail[0] = 0;
    if (!before || !after) return AI_USAGE;   /* memory ran out */
    if (!before->r.returned) return verdict_of(before, before->status ? before->status : AI_UB, detail, len);
    if (!after->r.returned) {
        int s = after->status;
        return verdict_of(after, s == AI_UB || !s ? AI_DIFFERENT : s == AI_USAGE ? AI_REJECTED : s, detail, len);
    }
    Difference diff;
    if (diff_signature(before->r.f, after->r.f, &diff, detail, len) ||
        diff_outcomes(&before->r, &after->r, DIFF_DEFAULT_TOLERANCE, &diff, detail, len))
        return AI_DIFFERENT;
    return AI_OK;
}
