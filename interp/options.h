/* Command-line options and exit codes of affine-interp. */
#ifndef AI_OPTIONS_H
#define AI_OPTIONS_H
#include <signal.h>
#include <stdbool.h>
#include "../parser/diag.h"

/* The exit codes; 1 to 4 are the classes of the diagnostics (DiagClass). */
enum {
    EXIT_OK = 0,
    EXIT_USAGE = DIAG_CLASS_USAGE,         /* usage or I/O error */
    EXIT_REJECTED = DIAG_CLASS_REJECTED,   /* parse or verification error */
    EXIT_UB = DIAG_CLASS_UB,               /* undefined behaviour at run time */
    EXIT_LIMIT = DIAG_CLASS_LIMIT,         /* resource limit reached */
    EXIT_DIFFERENT = 5,    /* --compare: the programs behave differently */
    EXIT_INTERRUPTED = DIAG_CLASS_INTERRUPTED,   /* Ctrl-C during a run */
};

typedef struct Options {
    const char *input;
    const char *compare[2];    /* --compare BEFORE AFTER (NULL: not comparing) */
    const char *entry;
    bool entry_given;          /* --entry/-e was given (else entry is "main") */
    char **args;
    int nargs;
    bool print_generic;
    bool legacy_syntax;        /* --legacy-syntax: read MLIR's earlier forms (parser/legacy.c) */
    bool upgrade;              /* --upgrade: read them and print the program in today's syntax */
    bool split_input_file;
    bool verify_diagnostics;   /* --verify-diagnostics: check the diagnostics (static and of the run) against expected-* comments */
    bool help, version;
    bool print_args;           /* --print-args: memref arguments after the call */
    long long max_steps;       /* --max-steps N (0: unlimited) */
    long long max_memory;      /* --max-memory BYTES (0: unlimited) */
    int max_call_depth;        /* --max-call-depth N (0: default 10000) */
    const char *out_dir;       /* --out DIR: memref arguments and results as .npy */
    bool json;                 /* --json: output, results and arguments as one JSON document (--compare: the verdicts) */
    double fp_tolerance;       /* --fp-tolerance REL (--compare): float differences within it are the same */
    bool fp_tolerance_given;
    int dma_policy;            /* --dma=at-wait|eager|random:SEED: a DmaPolicy */
    unsigned long long dma_seed;
    bool stats;                /* --stats: peak use of each memory space, DMA traffic (stderr) */
    bool dependences;          /* --dependences: the run's dependence profile (dependence_report.h) */
    int ncapacities;           /* --mem-space-capacity SPACE=BYTES, repeatable */
    struct { const char *space; int space_len; long long bytes; } capacities[32];   /* space: in argv */
    unsigned checks_off;       /* --check=-FAMILY or --check=LIST: bits of UbFamily turned off */
    bool checks_given;
    unsigned checks;           /* --check=LIST: the families on */
    bool uninit_strict;        /* --uninit=strict */
    bool leaks_error;          /* --leaks=error */
    const volatile sig_atomic_t *interrupt;   /* main's SIGINT flag: a run stops at the next poll */
    bool progress;             /* stderr is a terminal: show the progress line of long runs */
    int progress_delay_ms;     /* how long a run goes before it shows (progress.h) */
} Options;

/* Parses the command line into o (options.c); EXIT_OK or the exit code of
 * the usage error it printed. */
int options_parse(int argc, char **argv, Options *o);
/* Prints a usage error (fmt with one %s) and the pointer to --help; returns EXIT_USAGE. */
int options_error(const char *fmt, const char *arg);
#endif
