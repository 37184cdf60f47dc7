/* See compare.h.  The order of the questions makes the verdict: BEFORE must
 * be accepted and run cleanly before anything about AFTER means anything
 * (before-rejected, usage, before-ub, before-limit); then AFTER must be
 * accepted, have the same entry signature and run cleanly (after-rejected,
 * different, after-ub, after-limit); then the two runs are compared
 * (compare_diff.h). */
#include "compare.h"
#include "compare_diff.h"
#include "chunk.h"
#include "outcome.h"
#include "../parser/parse.h"
#include <stdio.h>
#include <string.h>

typedef enum {
    V_SAME, V_DIFFERENT, V_AFTER_UB, V_BEFORE_UB, V_BEFORE_REJECTED, V_AFTER_REJECTED, V_BEFORE_LIMIT,
    V_AFTER_LIMIT, V_USAGE
} Verdict;

static const struct {
    const char *name;
    int exit_code;
    const char *why;   /* the human compare line of a verdict that a diagnostic explains */
} verdicts[] = {
    [V_SAME] = {"same", EXIT_OK, NULL},
    [V_DIFFERENT] = {"different", EXIT_DIFFERENT, NULL},
    [V_AFTER_UB] = {"after-ub", EXIT_DIFFERENT, "AFTER has undefined behaviour that BEFORE does not have"},
    [V_BEFORE_UB] = {"before-ub", EXIT_UB, "BEFORE has undefined behaviour: nothing can be concluded"},
    [V_BEFORE_REJECTED] = {"before-rejected", EXIT_REJECTED, "BEFORE is rejected: nothing can be concluded"},
    [V_AFTER_REJECTED] = {"after-rejected", EXIT_REJECTED, "AFTER is rejected but BEFORE is accepted"},
    [V_BEFORE_LIMIT] = {"before-limit", EXIT_LIMIT, "BEFORE reached a resource limit: nothing can be concluded"},
    [V_AFTER_LIMIT] = {"after-limit", EXIT_LIMIT, "AFTER reached a resource limit that BEFORE does not reach"},
    [V_USAGE] = {"usage", EXIT_USAGE, NULL},
};

/* One chunk pair: index 0 is BEFORE, 1 AFTER. */
typedef struct Pair {
    const SourceFile *src[2];
    Chunk chunk[2];
    Module *module[2];
    RunOutcome run[2];
    Diag *rejected;          /* a parse or verification error (owned) */
    Verdict verdict;
    const Diag *diag;        /* the diagnostic behind the verdict */
    char detail[2048];       /* V_DIFFERENT: the first difference */
} Pair;

static Verdict with_diag(Pair *p, Verdict v, const Diag *d) {
    p->diag = d;
    return v;
}

/* A run that did not return: the verdict its exit class gives. */
static Verdict failed_run(Pair *p, int side) {
    const RunOutcome *r = &p->run[side];
    static const Verdict ub[2] = {V_BEFORE_UB, V_AFTER_UB}, limit[2] = {V_BEFORE_LIMIT, V_AFTER_LIMIT},
                         rejected[2] = {V_BEFORE_REJECTED, V_AFTER_REJECTED};
    if (r->exit_code == EXIT_USAGE)   /* BEFORE runs with these options: AFTER should */
        return with_diag(p, side ? V_AFTER_REJECTED : V_USAGE, r->error);
    Verdict v = r->exit_code == EXIT_UB ? ub[side] : r->exit_code == EXIT_LIMIT ? limit[side] : rejected[side];
    return with_diag(p, v, outcome_diag(r));
}

/* Parses, loads and (ok) runs one side; false when it did not return. */
static bool run_side(const Options *o, Pair *p, int side, Verdict *v) {
    p->module[side] = chunk_parse(p->src[side], &p->chunk[side], o->legacy_syntax, &p->rejected);
    if (!p->module[side]) {
        *v = with_diag(p, side ? V_AFTER_REJECTED : V_BEFORE_REJECTED, p->rejected);
        return false;
    }
    RunOutcome *r = &p->run[side];
    if (!outcome_load(o, p->src[side], p->module[side], r)) {
        *v = failed_run(p, side);
        return false;
    }
    /* AFTER runs only with BEFORE's signature: the same --args mean the same */
    if (side == 1 && diff_signature(p->run[0].f, r->f, p->detail, sizeof p->detail)) {
        *v = V_DIFFERENT;
        return false;
    }
    outcome_call(o, r, true, "compared after the call (a memref argument)");
    if (r->exit_code != EXIT_OK) {
        *v = failed_run(p, side);
        return false;
    }
    return true;
}

static Verdict judge(const Options *o, Pair *p) {
    Verdict v;
    if (!run_side(o, p, 0, &v) || !run_side(o, p, 1, &v)) return v;
    return diff_outcomes(&p->run[0], &p->run[1], p->detail, sizeof p->detail) ? V_DIFFERENT : V_SAME;
}

static void release_pair(Pair *p) {
    for (int side = 0; side < 2; side++) {
        outcome_release(&p->run[side]);   /* before its module: the program points into it */
        if (p->module[side]) module_free(p->module[side]);
    }
    diag_free(p->rejected);
}

/* s on one line: newlines and other control bytes escaped. */
static void print_one_line(FILE *out, const char *s) {
    for (; *s; s++) {
        if (*s == '\n') fputs("\\n", out);
        else if ((unsigned char)*s < 0x20) fprintf(out, "\\x%02x", (unsigned char)*s);
        else fputc(*s, out);
    }
}

/* The first line of a diagnostic: "FILE:LINE:COL: error: message". */
static void print_diag_line(FILE *out, const Diag *d) {
    diag_print_head(out, d);
    print_one_line(out, d->message ? d->message : "out of memory");
}

/* --split-input-file: "chunk N: VERDICT[: DETAIL]" on stdout. */
static void report_line(const Pair *p, int number) {
    printf("chunk %d: %s", number, verdicts[p->verdict].name);
    if (p->verdict == V_DIFFERENT) {
        fputs(": ", stdout);
        print_one_line(stdout, p->detail);
    } else if (p->diag) {
        fputs(": ", stdout);
        print_diag_line(stdout, p->diag);
    }
    putchar('\n');
    fflush(stdout);   /* a campaign reading the lines sees each chunk as it is judged */
}

/* The diagnostic or message behind the verdict on stderr, and (human form)
 * "affine-interp: compare: VERDICT: ..." after it. */
static void report(const Pair *p, bool machine, int number) {
    if (p->diag) diag_emit(stderr, p->diag);
    if (machine) report_line(p, number);
    else if (p->verdict == V_DIFFERENT) fprintf(stderr, "affine-interp: compare: different: %s\n", p->detail);
    else if (verdicts[p->verdict].why)
        fprintf(stderr, "affine-interp: compare: %s: %s\n", verdicts[p->verdict].name, verdicts[p->verdict].why);
}

/* Judges one chunk pair, reports it and returns its exit code. */
static int compare_pair(const Options *o, const SourceFile *before, const Chunk *cb, const SourceFile *after,
                        const Chunk *ca, int number) {
    Pair p;
    memset(&p, 0, sizeof p);
    p.src[0] = before;
    p.src[1] = after;
    p.chunk[0] = *cb;
    p.chunk[1] = *ca;
    p.verdict = judge(o, &p);
    for (int side = 0; side < 2; side++)
        if (p.run[side].exit_code == EXIT_INTERRUPTED) {   /* Ctrl-C: no verdict, say where it was */
            diag_emit(stderr, p.run[side].error);
            release_pair(&p);
            return EXIT_INTERRUPTED;
        }
    report(&p, o->split_input_file, number);
    release_pair(&p);
    return verdicts[p.verdict].exit_code;
}

int compare_run(const Options *o, const SourceFile *before, const SourceFile *after) {
    bool split = o->split_input_file;
    int nb = chunk_count(before, split), na = chunk_count(after, split);
    if (nb != na) {
        return diag_emit_free(stderr, diag_usage("affine-interp", "'%s' has %d chunks but '%s' has %d (--split-input-file)",
                                                 before->name, nb, after->name, na));
    }
    Chunk cb, ca;
    chunk_first(before, split, &cb);
    chunk_first(after, split, &ca);
    int worst = EXIT_OK;
    for (int number = 1;; number++) {
        int rc = compare_pair(o, before, &cb, after, &ca, number);
        if (rc == EXIT_INTERRUPTED) return rc;
        if (rc > worst) worst = rc;
        if (!chunk_next(before, &cb) || !chunk_next(after, &ca)) break;
    }
    return worst;
}
