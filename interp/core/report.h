/* How the engine and its checks report what stops a run (report.c): one
 * diagnostic per run, Exec.error, rendered here with the position of the
 * op, the loops and calls around it, and notes added by the reporter.
 * Checks include this header, never the engine's (exec.h). */
#ifndef AI_REPORT_H
#define AI_REPORT_H
#include "engine.h"

const char *ub_family_name(UbFamily f);

/* Whether the UB family f is checked in this run (--check). */
static inline bool exec_checks(const Exec *ex, UbFamily f) { return (ex->checks >> f) & 1u; }

/* Undefined behaviour of a family: "undefined behaviour [family]: ...", exit 3. */
Status exec_ub(Exec *ex, const Node *n, UbFamily f, const char *fmt, ...) __attribute__((format(printf, 4, 5)));

/* Other errors of a run: DIAG_CLASS_UB, DIAG_CLASS_LIMIT or DIAG_CLASS_INTERRUPTED. */
Status exec_fail(Exec *ex, const Node *n, DiagClass cls, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* A note on the error of the run (nothing when there is none). */
void exec_note(Exec *ex, Loc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* A help line on the error of the run (printed after its notes): the usual
 * fix, where there is one. */
void exec_help(Exec *ex, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
#endif
