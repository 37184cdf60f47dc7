/* The JSON the command writes: string literals, and a diagnostic as an
 * object (--json on a run that stops with an error, --compare --json).
 * One writer, used by results_out.c, dependence_report.c and compare.c. */
#ifndef AI_JSON_OUT_H
#define AI_JSON_OUT_H
#include <stdio.h>
#include "../../parser/ir.h"

/* s[0..n) as a JSON string literal. */
void json_string(FILE *out, const char *s, size_t n);
/* A NUL-terminated string as a JSON string literal, NULL as null. */
void json_cstring(FILE *out, const char *s);
/* A number that reads back as the same double; NaN and infinities (no JSON
 * number) as null. */
void json_double(FILE *out, double v);

/* The undefined-behaviour family of an error ("bounds" for "undefined
 * behaviour [bounds]: ...", a leak with --leaks=error included), written
 * into buf; NULL when d is none. */
const char *diag_ub_kind(const Diag *d, char *buf, size_t len);
/* The name of the op at d's location: the op of m (may be NULL) whose
 * op-name token is there, else the op a verifier message starts with
 * ("'func.return' op ..."), written into buf; NULL when neither. */
const char *diag_op_name(const Diag *d, const Module *m, char *buf, size_t len);

/* The members "file", "line", "col", "message", "ub_kind", "op" of d,
 * without braces (the caller may add more).  file: d's file, else
 * file_fallback (the file whose run the diagnostic is about; may be NULL);
 * line and col null when d has no location. */
void json_diag_members(FILE *out, const Diag *d, const Module *m, const char *file_fallback);
/* {those members}, or null when d is NULL. */
void json_diag(FILE *out, const Diag *d, const Module *m, const char *file_fallback);

/* --json on a run that stops with an error: {"error": {members, "exit"},
 * "printed": what the program printed before it} and a newline. */
void json_run_error(FILE *out, const Diag *d, const Module *m, const char *file_fallback, int exit_code,
                    const char *printed, size_t printed_len);
#endif
