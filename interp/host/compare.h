/* affine-interp --compare BEFORE AFTER: runs the entry function of both
 * programs with the same arguments and compares everything observable
 * (printed output, results, final contents of memref arguments, undefined
 * behaviour).  With --split-input-file, chunk i of BEFORE is compared with
 * chunk i of AFTER and each pair's verdict is one line on stdout; with
 * --json each pair's verdict is one JSON object on a line of stdout. */
#ifndef AI_COMPARE_H
#define AI_COMPARE_H
#include "options.h"
#include "../../parser/diag.h"

/* Returns the exit code: the worst over the chunk pairs (EXIT_OK same,
 * EXIT_DIFFERENT different or undefined behaviour in AFTER only, EXIT_UB in
 * BEFORE, EXIT_REJECTED, EXIT_LIMIT), or EXIT_USAGE. */
int compare_run(const Options *o, const SourceFile *before, const SourceFile *after);

/* An error before any pair is compared (a file cannot be read, the chunk
 * counts differ): d on stderr and, with --json, a "usage" verdict object
 * with "chunk": null on stdout.  Frees d; returns EXIT_USAGE. */
int compare_usage_error(const Options *o, Diag *d);
#endif
