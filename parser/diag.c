#include "diag.h"
#include <stdlib.h>
#include <string.h>

static const Diag out_of_memory_diag = {DIAG_ERROR, DIAG_CLASS_LIMIT, {0, 0}, NULL, "affine-interp",
                                        (char *)"out of memory", NULL, NULL};

const char *diag_severity_name(DiagSeverity s) {
    switch (s) {
    case DIAG_ERROR: return "error";
    case DIAG_WARNING: return "warning";
    case DIAG_NOTE: return "note";
    case DIAG_REMARK: return "remark";
    case DIAG_HELP: return "help";
    }
    return "error";
}

Diag *diag_newv(DiagSeverity sev, Loc loc, const char *fmt, va_list ap) {
    Diag *d = calloc(1, sizeof *d);
    if (!d) return (Diag *)&out_of_memory_diag;
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap);
    d->message = malloc((size_t)(n < 0 ? 0 : n) + 1);
    if (d->message) vsnprintf(d->message, (size_t)n + 1, fmt, ap2);
    va_end(ap2);
    d->severity = sev;
    d->cls = sev == DIAG_ERROR ? DIAG_CLASS_REJECTED : DIAG_CLASS_NONE;
    d->loc = loc;
    return d;
}

Diag *diag_usage(const char *origin, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    Diag *d = diag_newv(DIAG_ERROR, (Loc){0}, fmt, ap);
    va_end(ap);
    if (d != &out_of_memory_diag) {
        d->cls = DIAG_CLASS_USAGE;
        d->origin = origin;
    }
    return d;
}

void diag_set_class(Diag *d, DiagClass cls) {
    if (d && d != &out_of_memory_diag) d->cls = cls;
}

void diag_set_file(Diag *d, const SourceFile *f) {
    for (; d && d != &out_of_memory_diag; d = d->next) {
        if (!d->file) d->file = f;
        diag_set_file(d->notes, f);
    }
}

Diag *diag_new(DiagSeverity sev, Loc loc, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    Diag *d = diag_newv(sev, loc, fmt, ap);
    va_end(ap);
    return d;
}

/* Appends an entry of severity sev (a note, or a help line) to d's notes. */
static void add_entry(Diag *d, DiagSeverity sev, Loc loc, const char *fmt, va_list ap) {
    if (!d || d == &out_of_memory_diag) return;
    Diag *n = diag_newv(sev, loc, fmt, ap);
    if (n == &out_of_memory_diag) return;
    Diag **p = &d->notes;
    while (*p) p = &(*p)->next;
    *p = n;
}

void diag_add_note(Diag *d, Loc loc, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    add_entry(d, DIAG_NOTE, loc, fmt, ap);
    va_end(ap);
}

void diag_add_help(Diag *d, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    add_entry(d, DIAG_HELP, (Loc){0, 0}, fmt, ap);
    va_end(ap);
}

void diag_free(Diag *d) {
    while (d && d != &out_of_memory_diag) {
        Diag *next = d->next;
        diag_free(d->notes);
        free(d->message);
        free(d);
        d = next;
    }
}

/* Prints the source line of loc and a caret under its column. */
static void print_source_line(FILE *out, const SourceFile *f, Loc loc) {
    if (!f || !f->text || loc.line <= 0) return;
    const char *p = f->text, *end = f->text + f->len;
    for (int line = 1; line < loc.line && p < end; p++)
        if (*p == '\n') line++;
    const char *e = p;
    while (e < end && *e != '\n') e++;
    for (const char *q = p; q < e; q++) fputc(*q == '\t' ? ' ' : (*q ? *q : ' '), out);
    fputc('\n', out);
    for (int i = 1; i < loc.col && p + i - 1 < e; i++) fputc(' ', out);
    fputs("^\n", out);
}

void diag_print_head(FILE *out, const Diag *d) {
    if (d->file && loc_known(d->loc))
        fprintf(out, "%s:%d:%d: ", d->file->name, d->loc.line, d->loc.col);
    else if (d->origin)
        fprintf(out, "%s: ", d->origin);
    else
        fputs("<unknown>:0:0: ", out);
    fprintf(out, "%s: ", diag_severity_name(d->severity));
}

static void print_one(FILE *out, const Diag *d, bool source_line) {
    if (d->severity == DIAG_HELP) {   /* no place: "help: ..." */
        fprintf(out, "help: %s\n", d->message ? d->message : "");
        return;
    }
    diag_print_head(out, d);
    fprintf(out, "%s\n", d->message ? d->message : "out of memory");
    if (source_line) print_source_line(out, d->file, d->loc);
}

static bool same_place(const Diag *a, const Diag *b) {
    return a->file == b->file && a->loc.line == b->loc.line && a->loc.col == b->loc.col;
}

/* In a rejection (mlir-opt-22's diagnostics), a note at the place printed
 * just before it gets no source line again, as MLIR's
 * SourceMgrDiagnosticHandler prints it; the engine's run-time reports
 * keep every source line. */
void diag_print(FILE *out, const Diag *d) {
    if (!d) return;
    print_one(out, d, true);
    const Diag *last = d;
    for (const Diag *n = d->notes; n; n = n->next)
        if (n->severity != DIAG_HELP) {
            print_one(out, n, d->cls != DIAG_CLASS_REJECTED || !same_place(last, n));
            last = n;
        }
    for (const Diag *n = d->notes; n; n = n->next)
        if (n->severity == DIAG_HELP) print_one(out, n, false);
}

int diag_emit(FILE *out, const Diag *d) {
    diag_print(out, d);
    return d ? (int)d->cls : 0;
}

int diag_emit_free(FILE *out, Diag *d) {
    int rc = diag_emit(out, d);
    diag_free(d);
    return rc;
}
