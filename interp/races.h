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

/* How an access touches an element, as the race check tells them apart. */
typedef enum { RACE_READ, RACE_WRITE, RACE_ATOMIC } RaceKind;

/* Records an access of element lin of b by the running iteration (the
 * access hook of access.h calls it while a band runs). */
Status race_access(Exec *ex, const Node *n, Buffer *b, int64_t lin, RaceKind kind);

/* The buffer's records (when it is freed or the run ends). */
void race_release_buffer(Buffer *b);
void race_release(Exec *ex);
#endif
