/* What to run and how: the entry function and its arguments, the limits,
 * the checks, the DMA policy and the memory spaces' capacities.  The
 * command line fills one (Options.run, options.c), the C API another
 * (ai_config, api_config.c); the run reads nothing else of either
 * (outcome.h). */
#ifndef AI_RUN_CONFIG_H
#define AI_RUN_CONFIG_H
#include <signal.h>
#include <stdbool.h>

enum { RUN_MAX_CAPACITIES = 32 };

typedef struct RunConfig {
    const char *entry;         /* the function to run (NULL: "main") */
    char **args;               /* its arguments, one --args word each */
    int nargs;
    long long max_steps;       /* 0: unlimited */
    long long max_memory;      /* bytes; 0: unlimited */
    int max_call_depth;        /* 0: the default, 10000 */
    int dma_policy;            /* a DmaPolicy: at-wait 0, eager 1, random 2 */
    unsigned long long dma_seed;
    int ncapacities;           /* memory spaces' capacities (--mem-space-capacity) */
    struct { const char *space; int space_len; long long bytes; } capacities[RUN_MAX_CAPACITIES];
    bool checks_given;         /* else every UB family is checked */
    unsigned checks;           /* the UbFamily bits on */
    bool uninit_strict;        /* a load of uninitialized memory is the error */
    bool leaks_error;          /* memory never deallocated is an error */
    bool dependences;          /* record the dependence profile (dependence_report.h) */
    const volatile sig_atomic_t *interrupt;   /* set: the run stops at the next poll */
    bool progress;             /* show the progress line of long runs (progress.h) */
    int progress_delay_ms;     /* how long a run goes before it shows */
} RunConfig;
#endif
