/* Data races between the iterations of an affine.parallel band (issue 5,
 * family 6).  While a band runs (and race checks are on), every scalar
 * load and store records, per element, the iteration that last wrote it
 * and the iteration that read it (or "several"): two different iterations
 * of one band where one writes an element the other reads or writes is the
 * error, at the second access, with a note at the first.  Iterations are
 * numbered by a run-wide clock, so records older than the running band
 * are ignored without clearing anything. */
#ifndef AI_RACES_H
#define AI_RACES_H
#include "engine.h"

/* Records an access of element lin of b by the running iteration. */
Status race_access(Exec *ex, const Node *n, Buffer *b, int64_t lin, bool is_write);
static inline Status race_check(Exec *ex, const Node *n, Buffer *b, int64_t lin, bool is_write) {
    return ex->race_active ? race_access(ex, n, b, lin, is_write) : ST_OK;
}
#endif
