/* See compare.h.  The order of the questions makes the verdict: BEFORE must
 * be accepted and run cleanly before anything about AFTER means anything
 * (before-rejected, usage, before-ub, before-limit); then AFTER must be
 * accepted, have the same entry signature and run cleanly (after-rejected,
 * different, after-ub, after-limit); then the two runs are compared
 * (compare_diff.h). */
#include "compare.h"
#include "../run/compare_diff.h"
#include "../run/chunk.h"
#include "../run/outcome.h"
#include "../run/json_out.h"
#include "../../parser/parse.h"
#include <stdio.h>
#include <stdlib.h>
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
    int side;                /* the program diag is about: 0 BEFORE, 1 AFTER, -1 none */
    bool differs;            /* diff holds a difference (V_DIFFERENT, or V_SAME within --fp-tolerance) */
    Difference diff;
    char detail[2048];       /* V_DIFFERENT: the first difference */
} Pair;

static Verdict with_diag(Pair *p, Verdict v, const Diag *d, int side) {
    p->diag = d;
    p->side = side;
    return v;
}

/* A run that did not return: the verdict its exit class gives. */
static Verdict failed_run(Pair *p, int side) {
    const RunOutcome *r = &p->run[side];
    static const Verdict ub[2] = {V_BEFORE_UB, V_AFTER_UB}, limit[2] = {V_BEFORE_LIMIT, V_AFTER_LIMIT},
                         rejected[2] = {V_BEFORE_REJECTED, V_AFTER_REJECTED};
    if (r->exit_code == EXIT_USAGE)   /* BEFORE runs with these options: AFTER should */
        return with_diag(p, side ? V_AFTER_REJECTED : V_USAGE, r->error, side);
    Verdict v = r->exit_code == EXIT_UB ? ub[side] : r->exit_code == EXIT_LIMIT ? limit[side] : rejected[side];
    return with_diag(p, v, outcome_diag(r), side);
}

/* Parses, loads and (ok) runs one side; false when it did not return. */
static bool run_side(const Options *o, Pair *p, int side, Verdict *v) {
    p->module[side] = chunk_parse(p->src[side], &p->chunk[side], o->legacy_syntax, &p->rejected);
    if (!p->module[side]) {
        *v = with_diag(p, side ? V_AFTER_REJECTED : V_BEFORE_REJECTED, p->rejected, side);
        return false;
    }
    RunOutcome *r = &p->run[side];
    if (!outcome_load(&o->run, p->src[side], p->module[side], r)) {
        *v = failed_run(p, side);
        return false;
    }
    /* AFTER runs only with BEFORE's signature: the same --args mean the same */
    if (side == 1 && diff_signature(p->run[0].f, r->f, &p->diff, p->detail, sizeof p->detail)) {
        p->differs = true;
        *v = V_DIFFERENT;
        return false;
    }
    outcome_call(&o->run, r, true, "compared after the call (a memref argument)");
    if (r->exit_code != EXIT_OK) {
        *v = failed_run(p, side);
        return false;
    }
    return true;
}

/* Both returned: the difference, which --fp-tolerance forgives when it is
 * only float rounding within its tolerance. */
static Verdict judge(const Options *o, Pair *p) {
    Verdict v;
    if (!run_side(o, p, 0, &v) || !run_side(o, p, 1, &v)) return v;
    double tol = o->fp_tolerance_given ? o->fp_tolerance : DIFF_DEFAULT_TOLERANCE;
    p->differs = diff_outcomes(&p->run[0], &p->run[1], tol, &p->diff, p->detail, sizeof p->detail);
    if (!p->differs || (o->fp_tolerance_given && p->diff.rounding)) return V_SAME;
    return V_DIFFERENT;
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

/* The detail of a verdict on one line: the difference, or the first line
 * of the diagnostic behind it; nothing for same. */
static void print_detail(FILE *out, const Pair *p) {
    if (p->verdict == V_DIFFERENT) print_one_line(out, p->detail);
    else if (p->diag) print_diag_line(out, p->diag);
}

/* --split-input-file: "chunk N: VERDICT[: DETAIL]" on stdout. */
static void report_line(const Pair *p, int number) {
    printf("chunk %d: %s", number, verdicts[p->verdict].name);
    if (p->verdict == V_DIFFERENT || p->diag) fputs(": ", stdout);
    print_detail(stdout, p);
    putchar('\n');
    fflush(stdout);   /* a campaign reading the lines sees each chunk as it is judged */
}

static void json_difference(FILE *out, const Difference *d) {
    fputs("{\"what\": ", out);
    json_cstring(out, diff_what_name(d->what));
    fputs(", \"where\": ", out);
    json_cstring(out, d->where);
    fputs(", \"before\": ", out);
    json_cstring(out, d->before);
    fputs(", \"after\": ", out);
    json_cstring(out, d->after);
    fprintf(out, ", \"count\": %lld, \"permutation\": %s, \"rounding\": %s, \"max_rel_error\": ", d->count,
            d->permutation ? "true" : "false", d->rounding ? "true" : "false");
    if (d->max_rel_error < 0) fputs("null", out);
    else json_double(out, d->max_rel_error);
    fputc('}', out);
}

/* The detail (print_detail) as a JSON string. */
static void json_detail(FILE *out, const Pair *p) {
    char *text = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&text, &len);
    if (mem) {
        print_detail(mem, p);
        fclose(mem);
    }
    json_string(out, text ? text : "", text ? len : 0);
    free(text);
}

/* --json: the verdict as one JSON object on one line of stdout (README,
 * "--compare --json"); number 0: not a chunk pair's. */
static void report_json(const Pair *p, int number) {
    static const char *const sides[] = {"before", "after"};
    int side = p->side;
    if (number) printf("{\"chunk\": %d", number);
    else fputs("{\"chunk\": null", stdout);
    printf(", \"verdict\": \"%s\", \"exit\": %d, \"side\": ", verdicts[p->verdict].name, verdicts[p->verdict].exit_code);
    json_cstring(stdout, side >= 0 ? sides[side] : NULL);
    fputs(", \"diagnostic\": ", stdout);
    json_diag(stdout, p->diag, side >= 0 ? p->module[side] : NULL, side >= 0 && p->src[side] ? p->src[side]->name : NULL);
    fputs(", \"difference\": ", stdout);
    if (p->differs) json_difference(stdout, &p->diff);
    else fputs("null", stdout);
    fputs(", \"detail\": ", stdout);
    json_detail(stdout, p);
    fputs("}\n", stdout);
    fflush(stdout);
}

/* The diagnostic or message behind the verdict on stderr; on stdout the
 * JSON object (--json) or the chunk line (--split-input-file); else on
 * stderr "affine-interp: compare: VERDICT: ..." after the diagnostic. */
static void report(const Options *o, const Pair *p, int number) {
    if (p->diag) diag_emit(stderr, p->diag);
    if (o->json) report_json(p, number);
    else if (o->split_input_file) report_line(p, number);
    if (o->split_input_file) return;
    if (p->verdict == V_DIFFERENT) fprintf(stderr, "affine-interp: compare: different: %s\n", p->detail);
    else if (verdicts[p->verdict].why)
        fprintf(stderr, "affine-interp: compare: %s: %s\n", verdicts[p->verdict].name, verdicts[p->verdict].why);
}

/* Judges one chunk pair, reports it and returns its exit code. */
static int compare_pair(const Options *o, const SourceFile *before, const Chunk *cb, const SourceFile *after,
                        const Chunk *ca, int number) {
    Pair p;
    memset(&p, 0, sizeof p);
    p.side = -1;
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
    report(o, &p, number);
    release_pair(&p);
    return verdicts[p.verdict].exit_code;
}

int compare_run(const Options *o, const SourceFile *before, const SourceFile *after) {
    bool split = o->split_input_file;
    int nb = chunk_count(before, split), na = chunk_count(after, split);
    if (nb != na)
        return compare_usage_error(o, diag_usage("affine-interp", "'%s' has %d chunks but '%s' has %d (--split-input-file)",
                                                 before->name, nb, after->name, na));
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

int compare_usage_error(const Options *o, Diag *d) {
    Pair p;
    memset(&p, 0, sizeof p);
    p.verdict = V_USAGE;
    p.diag = d;
    p.side = -1;
    diag_emit(stderr, d);
    if (o->json) report_json(&p, 0);
    diag_free(d);
    return EXIT_USAGE;
}
