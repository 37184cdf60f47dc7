/* Data races between the iterations of an affine.parallel band (the race
 * family of --check).  While a band runs (and race checks are on), every scalar
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
 * RaceState.writers) for the note at the first write.  Cost: half a byte
 * per element of a buffer a band reads, one and a half if it writes, plus
 * the running iteration's log; clearing costs the span of elements touched. */
#ifndef AI_RACES_H
#define AI_RACES_H
#include <stdbool.h>
#include <stddef.h>
#include "status.h"
#include "../semantics/memref.h"

#define MAX_RACE_WRITERS 255

/* The race-check state of a run (Exec.race). */
typedef struct RaceState {
    bool active;                /* an affine.parallel band is running under race checks */
    const Node *band;
    unsigned char **log;        /* state bytes the running iteration touched */
    size_t log_len, log_cap;
    Buffer **touched;           /* buffers the running band touched (cleared at its end) */
    size_t ntouched, touched_cap;
    int nwriters;
    const Node *writers[MAX_RACE_WRITERS + 1];   /* ops that wrote in a band; [0] unused */
} RaceState;

/* A band starts (and its first iteration) / the next iteration starts / the band ends. */
void race_band_begin(Exec *ex, const Node *band);
void race_next_iteration(Exec *ex);
void race_band_end(Exec *ex);

/* Records an access of element lin of b by the running iteration (race_check
 * in access.h calls it while a band runs). */
Status race_access(Exec *ex, const Node *n, Buffer *b, int64_t lin, bool is_write);

/* The buffer's records (when it is freed or the run ends). */
void race_release_buffer(Buffer *b);
void race_release(Exec *ex);
#endif
