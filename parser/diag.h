/* Diagnostics in MLIR's style: "FILE:LINE:COL: error: message", the source
 * line and a caret.  Errors are values: a Diag is built where the problem is
 * found and returned up to the driver, which prints it. */
#ifndef AI_DIAG_H
#define AI_DIAG_H
#include <stdio.h>
#include <stddef.h>
#include <stdarg.h>

typedef struct SourceFile {
    const char *name;   /* "<stdin>" for standard input */
    const char *text;   /* whole file, NUL-terminated copy */
    size_t len;
} SourceFile;

typedef struct Loc {
    const SourceFile *file;   /* NULL: unknown location */
    int line, col;            /* 1-based; col counts bytes like MLIR */
} Loc;

typedef enum { DIAG_ERROR, DIAG_WARNING, DIAG_NOTE, DIAG_REMARK } DiagSeverity;

typedef struct Diag {
    DiagSeverity severity;
    Loc loc;
    char *message;
    struct Diag *notes;       /* attached notes, in order */
    struct Diag *next;        /* next note / next diagnostic in a list */
} Diag;

Diag *diag_new(DiagSeverity sev, Loc loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
Diag *diag_newv(DiagSeverity sev, Loc loc, const char *fmt, va_list ap);
void diag_add_note(Diag *d, Loc loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
void diag_free(Diag *d);                 /* frees notes and the ->next chain */
void diag_print(FILE *out, const Diag *d); /* with notes */
const char *diag_severity_name(DiagSeverity s);
#endif
