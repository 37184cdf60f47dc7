/* Diagnostics in MLIR's style: "FILE:LINE:COL: error: message", the source
 * line and a caret.  Errors are values: a Diag is built where the problem is
 * found, carrying its exit class, and returned up to the driver, which
 * emits it (diag_emit) and exits with its class. */
#ifndef AI_DIAG_H
#define AI_DIAG_H
#include <stdio.h>
#include <stddef.h>
#include <stdarg.h>
#include <stdbool.h>

typedef struct SourceFile {
    const char *name;   /* "<stdin>" for standard input */
    const char *text;   /* whole file, NUL-terminated */
    size_t len;
    bool mapped;        /* text maps the file (see interp/run/source_read.h): pages the
                           lexer has passed may be dropped; they read back if touched */
} SourceFile;

/* A position in the source, stored in every op, value and block: 8 bytes,
 * with no file (one module is one file: a Diag carries the file, set by
 * whoever builds it for a module, see diag_set_file). */
typedef struct Loc {
    int line, col;            /* 1-based; col counts bytes like MLIR; line 0: unknown */
} Loc;

static inline int loc_known(Loc l) { return l.line > 0; }

/* DIAG_HELP: a line after the notes, "help: how to fix it", with no
 * location (as Miri and rustc give one where a fix is common). */
typedef enum { DIAG_ERROR, DIAG_WARNING, DIAG_NOTE, DIAG_REMARK, DIAG_HELP } DiagSeverity;

/* What an error means, as the exit code it leads to (README, --help). */
typedef enum DiagClass {
    DIAG_CLASS_NONE = 0,       /* not an error: a note, warning or remark */
    DIAG_CLASS_USAGE = 1,      /* bad arguments or options, I/O */
    DIAG_CLASS_REJECTED = 2,   /* a malformed, invalid or unsupported program */
    DIAG_CLASS_UB = 3,         /* undefined behaviour at run time */
    DIAG_CLASS_LIMIT = 4,      /* a resource limit (steps, memory, depth) */
    DIAG_CLASS_INTERRUPTED = 130,   /* Ctrl-C (SIGINT), as a shell reports it */
} DiagClass;

typedef struct Diag {
    DiagSeverity severity;
    DiagClass cls;            /* errors: DIAG_CLASS_REJECTED unless set otherwise */
    Loc loc;
    const SourceFile *file;   /* the file of loc; NULL: not set yet (diag_set_file) */
    const char *origin;       /* printed in place of an unknown location ("affine-interp") */
    char *message;
    struct Diag *notes;       /* attached notes, in order */
    struct Diag *next;        /* next note / next diagnostic in a list */
} Diag;

Diag *diag_new(DiagSeverity sev, Loc loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
Diag *diag_newv(DiagSeverity sev, Loc loc, const char *fmt, va_list ap);
/* An error without a source location: "ORIGIN: error: message", exit 1. */
Diag *diag_usage(const char *origin, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void diag_set_class(Diag *d, DiagClass cls);
/* Sets the file on d, its notes and its ->next chain where still unset:
 * called where a Diag leaves the code that knows which module (file) its
 * locations are in (parser, verifier, loader, engine). */
void diag_set_file(Diag *d, const SourceFile *f);
void diag_add_note(Diag *d, Loc loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* A help line, printed after every note of d. */
void diag_add_help(Diag *d, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void diag_free(Diag *d);                 /* frees notes and the ->next chain */
void diag_print(FILE *out, const Diag *d); /* with notes */
/* The one sink: prints d with its notes; returns its class (the exit code). */
int diag_emit(FILE *out, const Diag *d);
/* diag_emit, then diag_free: for an error the caller made only to report. */
int diag_emit_free(FILE *out, Diag *d);
/* "FILE:LINE:COL: SEVERITY: " (or "ORIGIN: SEVERITY: "), the head of d's first line. */
void diag_print_head(FILE *out, const Diag *d);
const char *diag_severity_name(DiagSeverity s);
#endif
