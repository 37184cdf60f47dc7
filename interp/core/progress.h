/* The progress line: on a terminal, a run longer than a moment (2 s by
 * default) shows on stderr how many steps it has done and the op it is at,
 * refreshed a few times a second in place (\r) and erased when the run
 * ends.  The engine calls progress_poll only where it already polls for
 * Ctrl-C (every RUN_POLL_STEPS steps, run_limits.h), never in its loop. */
#ifndef AI_PROGRESS_H
#define AI_PROGRESS_H
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include "../../parser/ir.h"

enum { PROGRESS_DEFAULT_DELAY_MS = 2000, PROGRESS_REFRESH_MS = 250 };

typedef struct Progress {
    FILE *out;            /* stderr (a terminal) */
    int64_t next_ns;      /* monotonic time of the next refresh (the first: start + delay) */
    int width;            /* characters of the line shown (0: none shown) */
} Progress;

/* Starts the clock: the first line appears delay_ms from now. */
void progress_start(Progress *p, FILE *out, int delay_ms);
/* At a poll: refreshes the line when it is time (steps done, the op at). */
void progress_poll(Progress *p, int64_t steps, const Op *at);
/* Erases the line, if one is shown. */
void progress_end(Progress *p);
#endif
