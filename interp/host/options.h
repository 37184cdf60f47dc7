/* Command-line options and exit codes of affine-interp. */
#ifndef AI_OPTIONS_H
#define AI_OPTIONS_H
#include <stdbool.h>
#include "../../parser/diag.h"

#include "../run/exit_codes.h"
#include "../run/run_config.h"

typedef struct Options {
    RunConfig run;             /* entry, --args, limits, --check, --uninit, --leaks, --dma, capacities, --dependences */
    const char *input;
    const char *compare[2];    /* --compare BEFORE AFTER (NULL: not comparing) */
    bool entry_given;          /* --entry/-e was given (else entry is "main") */
    bool print_generic;
    bool legacy_syntax;        /* --legacy-syntax: read MLIR's earlier forms (parser/legacy.c) */
    bool upgrade;              /* --upgrade: read them and print the program in today's syntax */
    bool split_input_file;
    bool verify_diagnostics;   /* --verify-diagnostics: check the diagnostics (static and of the run) against expected-* comments */
    bool help, version;
    bool print_args;           /* --print-args: memref arguments after the call */
    const char *out_dir;       /* --out DIR: memref arguments and results as .npy */
    bool json;                 /* --json: output, results and arguments as one JSON document (--compare: the verdicts) */
    double fp_tolerance;       /* --fp-tolerance REL (--compare): float differences within it are the same */
    bool fp_tolerance_given;
    bool stats;                /* --stats: peak use of each memory space, DMA traffic (stderr) */
} Options;

/* Parses the command line into o (options.c); EXIT_OK or the exit code of
 * the usage error it printed. */
int options_parse(int argc, char **argv, Options *o);
/* Prints a usage error (fmt with one %s) and the pointer to --help; returns EXIT_USAGE. */
int options_error(const char *fmt, const char *arg);
#endif
