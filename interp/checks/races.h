/* Data races between the iterations of a parallel band, 'affine.parallel'
 * or 'scf.parallel' (the race family of --check).  While a band runs (and
 * race checks are on), every access of an element, whatever the op (the
 * access hook of access.h), records a 4-bit state (two per byte):
 *
 *   RUNNING  accessed by the running iteration
 *   WRITTEN  written by some iteration of the band (an atomic one included)
 *   EARLIER  accessed by an earlier iteration of the band
 *   PLAIN    accessed by a non-atomic access of the band
 *
 * Iterations run one after another, so a plain access races exactly when
 * an earlier iteration accessed the element and either access is a write;
 * an atomic read-modify-write (memref.atomic_rmw) races only with a plain
 * access of another iteration, never with another atomic one (were the
 * plain access its own iteration's, that access raced first).
 * When an iteration ends, the bytes it touched (its log) move from
 * RUNNING to EARLIER; when the band ends, the range of elements it touched
 * in each buffer is cleared.
 *
 * Bands nest: each band running inside another (up to MAX_RACE_DEPTH) is
 * a level with its own states, log and buffers, and an access is recorded
 * at every level, so two accesses race when they are in different
 * iterations of some band around both; an inner band that has ended is a
 * barrier for its iterations (its level is cleared) while to the bands
 * around it all it did belongs to their running iteration.
 *
 * A memref.view's element is the bytes of its owner it covers: the
 * owner's records are per byte, so accesses through two views (or the
 * owner) that overlap race as the bytes do.
 *
 * A buffer written inside a band also keeps one byte per element naming
 * the last writing op (an index into RaceState.writers) for the note at
 * the first write.  Cost: half a byte per element and level of a buffer a
 * band reads, one more byte if it writes, plus the running iterations'
 * logs; clearing costs the span of elements touched. */
#ifndef AI_RACES_H
#define AI_RACES_H
#include <stdbool.h>
#include <stddef.h>
#include "../core/engine.h"

#include "../core/race_state.h"

/* Whether a band of more than one iteration starting now is race-checked
 * as a level of its own (race checks on, fewer than MAX_RACE_DEPTH bands
 * running); a band that is not still has its accesses checked by the
 * levels around it. */
bool race_can_begin(const RaceState *r);
/* A band starts (and its first iteration) / the innermost band's next
 * iteration starts / the innermost band ends. */
void race_band_begin(Exec *ex, const Node *band);
void race_next_iteration(Exec *ex);
void race_band_end(Exec *ex);

/* How an access touches an element, as the race check tells them apart. */
typedef enum { RACE_READ, RACE_WRITE, RACE_ATOMIC } RaceKind;

/* Records an access of element lin of b by the running iteration (the
 * access hook of access.h calls it, only while a band runs: RaceState.active). */
Status race_access(Exec *ex, const Node *n, Buffer *b, int64_t lin, RaceKind kind);

/* The buffer's records (when it is freed or the run ends). */
void race_release_buffer(Buffer *b);
void race_release(Exec *ex);
#endif
