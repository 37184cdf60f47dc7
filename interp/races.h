/* Data races between the iterations of an affine.parallel band (issue 5,
 * family 6).  While a band runs (and race checks are on), every scalar
 * load and store records, per element, a 4-bit state (two per byte):
 *
 *   RUNNING  accessed by the running iteration
 *   WRITTEN  written by some iteration of the band
 *   EARLIER  accessed by an earlier iteration of the band
 *
 * Iterations run one after another, so an access races exactly when an
 * earlier iteration accessed the element and either access is a write.
 * When an iteration ends, the bytes it touched (its log) move from
 * RUNNING to EARLIER; when the band ends, the range of elements it touched
 * in each buffer is cleared.  A buffer written inside a band also keeps one
 * byte per element naming the writing op (an index into
 * Exec.race_writers) for the note at the first write.  Cost: half a byte
 * per element of a buffer a band reads, one and a half if it writes, plus
 * the running iteration's log; clearing costs the span of elements touched. */
#ifndef AI_RACES_H
#define AI_RACES_H
#include "engine.h"

/* A band starts (and its first iteration) / the next iteration starts / the band ends. */
void race_band_begin(Exec *ex, const Node *band);
void race_next_iteration(Exec *ex);
void race_band_end(Exec *ex);

/* Records an access of element lin of b by the running iteration. */
Status race_access(Exec *ex, const Node *n, Buffer *b, int64_t lin, bool is_write);
static inline Status race_check(Exec *ex, const Node *n, Buffer *b, int64_t lin, bool is_write) {
    return ex->race_active ? race_access(ex, n, b, lin, is_write) : ST_OK;
}

/* The buffer's records (when it is freed or the run ends). */
void race_release_buffer(Buffer *b);
void race_release(Exec *ex);
#endif
