/* The resource limits of a run and what it has used of them: the driver
 * sets the limits from the options (outcome.c), the engine counts and
 * stops at a limit with exit code 4. */
#ifndef AI_RUN_LIMITS_H
#define AI_RUN_LIMITS_H
#include <signal.h>
#include <stdint.h>
#include "../../semantics/memspace.h"
#include "progress.h"

/* Steps between two looks at the interrupt flag (Ctrl-C) and the clock
 * of the progress line. */
enum { RUN_POLL_STEPS = 1 << 16 };

typedef struct RunLimits {
    int64_t step_stop;          /* the step count at which the engine looks again:
                                   the step limit or the next poll of `interrupt` */
    const volatile sig_atomic_t *interrupt;   /* set by a SIGINT handler (NULL: none) */
    Progress *progress;         /* the progress line, refreshed at each poll (NULL: none) */
    int64_t max_steps;          /* --max-steps */
    int64_t max_memory;         /* --max-memory: bytes allocated at once */
    int max_call_depth;         /* --max-call-depth */
} RunLimits;

typedef struct RunUse {
    int64_t steps;              /* ops run */
    int64_t bytes_allocated;    /* bytes of the buffers alive */
    int call_depth;
    MemSpaceUse space_use[MAX_MEM_SPACES];   /* per memory space of Program.spaces (--mem-space-capacity, --stats) */
} RunUse;
#endif
