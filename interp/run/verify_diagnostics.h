/* --verify-diagnostics, as mlir-opt does it: the chunk's comments state
 * the diagnostics it expects (expected-error/warning/note/remark, with
 * @+N, @-N, @above, @below, @unknown and, in the -re form, {{regex}}
 * parts); every diagnostic produced must be expected and every
 * expectation met.  Mismatches are reported in mlir-opt's words. */
#ifndef AI_VERIFY_DIAGNOSTICS_H
#define AI_VERIFY_DIAGNOSTICS_H
#include <stdbool.h>
#include <stdio.h>
#include "../../parser/diag.h"

/* Checks the diagnostics `produced` (nlists lists chained by ->next, each
 * diagnostic with its notes) against the expectations written in src between begin and end
 * (first_line: the line number of begin).  Reports every mismatch on err;
 * true when there is none. */
bool verify_diagnostics(FILE *err, const SourceFile *src, const char *begin, const char *end, int first_line,
                        const Diag *const *produced, int nlists);
#endif
