/* --dependences (see dependence_report.h).  One line per pair of accesses
 * and depth, as MLIR's test pass prints them: first the pairs of
 * affine.load/store in its order (so the two outputs can be diffed line by
 * line), then every pair involving a vector or DMA access, which the pass
 * does not number.  A dependence observed between two accesses whose
 * memref operands are different values (views of one buffer) is marked
 * "(alias)": the analysis never relates those. */
#include "dependence_report.h"
#include "../checks/dependences.h"
#include "../run/outcome.h"
#include "../run/json_out.h"
#include <stdio.h>
#include <string.h>

enum { MAX_SHOWN_LOOPS = 32 };

static bool is_alias(const DepProfile *p, int a, int b) {
    return dep_access_info(p, a)->memref != dep_access_info(p, b)->memref;
}

/* "false", "true" or "[lo, hi]" per common loop, as getDirectionVectorStr. */
static void result_text(const DepProfile *p, int a, int b, int d, char *buf, size_t cap) {
    int64_t lo[MAX_SHOWN_LOOPS + 1], hi[MAX_SHOWN_LOOPS + 1];
    int c = dep_common_loops(p, a, b);
    if (!dep_observed(p, a, b, d, lo, hi)) {
        snprintf(buf, cap, "false");
        return;
    }
    size_t at = 0;
    if (c == 0 || d > c) at += (size_t)snprintf(buf, cap, "true");
    for (int j = 0; d <= c && j < c && at < cap; j++)
        at += (size_t)snprintf(buf + at, cap - at, "[%lld, %lld]", (long long)lo[j], (long long)hi[j]);
    if (at < cap && is_alias(p, a, b)) snprintf(buf + at, cap - at, " (alias)");
}

/* file: the module's source (an op's Loc holds no file) */
static void print_loc(FILE *out, const SourceFile *file, Loc loc) {
    if (file && loc_known(loc)) fprintf(out, "%s:%d:%d", file->name, loc.line, loc.col);
    else fputs("<unknown>", out);
}

static void print_pair_text(FILE *out, const SourceFile *file, const DepProfile *p, int a, int b) {
    char res[64 * MAX_SHOWN_LOOPS];
    for (int d = 1; d <= dep_common_loops(p, a, b) + 1; d++) {
        result_text(p, a, b, d, res, sizeof res);
        print_loc(out, file, dep_access_info(p, a)->op->loc);
        fprintf(out, ": remark: dependence from %d to %d at depth %d = %s\n", a, b, d, res);
    }
}

static void print_pair_json(FILE *out, const DepProfile *p, int a, int b, bool *first) {
    int64_t lo[MAX_SHOWN_LOOPS + 1], hi[MAX_SHOWN_LOOPS + 1];
    int c = dep_common_loops(p, a, b);
    for (int d = 1; d <= c + 1; d++) {
        bool seen = dep_observed(p, a, b, d, lo, hi);
        fprintf(out, "%s\n    {\"from\": %d, \"to\": %d, \"depth\": %d, \"common_loops\": %d, \"observed\": %s, "
                     "\"alias\": %s, \"components\": ",
                *first ? "" : ",", a, b, d, c, seen ? "true" : "false", seen && is_alias(p, a, b) ? "true" : "false");
        *first = false;
        if (!seen || d > c) {
            fputs("null}", out);
            continue;
        }
        fputc('[', out);
        for (int j = 0; j < c && j < MAX_SHOWN_LOOPS; j++)
            fprintf(out, "%s[%lld, %lld]", j ? ", " : "", (long long)lo[j], (long long)hi[j]);
        fputs("]}", out);
    }
}

/* Every pair: first those of the accesses MLIR's pass numbers, in its order. */
static void print_pairs(FILE *out, const SourceFile *file, const DepProfile *p, bool json) {
    int n = dep_count(p), na = dep_analyzed_count(p);
    bool first = true;
    for (int pass = 0; pass < 2; pass++)
        for (int a = 0; a < n; a++)
            for (int b = 0; b < n; b++) {
                bool analyzed = a < na && b < na;
                if (analyzed != (pass == 0)) continue;
                if (json) print_pair_json(out, p, a, b, &first);
                else print_pair_text(out, file, p, a, b);
            }
}

static void print_json(FILE *out, const SourceFile *file, const DepProfile *p) {
    fputs("{\"accesses\": [", out);
    for (int i = 0; i < dep_count(p); i++) {
        const DepAccess *a = dep_access_info(p, i);
        fprintf(out, "%s\n    {\"id\": %d, \"op\": \"%s\", \"loc\": ", i ? "," : "", i, a->op->name);
        char loc[512] = "<unknown>";
        if (file && loc_known(a->op->loc))
            snprintf(loc, sizeof loc, "%s:%d:%d", file->name, a->op->loc.line, a->op->loc.col);
        json_string(out, loc, strlen(loc));
        fprintf(out, ", \"kind\": \"%s\", \"memref\": %d, \"loops\": %d, \"analyzed\": %s}", a->is_write ? "write" : "read",
                a->memref ? a->memref->id : -1, a->nloops, a->analyzed ? "true" : "false");
    }
    fputs("\n  ],\n  \"dependences\": [", out);
    print_pairs(out, file, p, true);
    fputs("\n  ]\n}\n", out);
}

int dependence_report_run(const Options *o, const SourceFile *src, Module *m) {
    RunOutcome r;
    /* the program's own output is captured and dropped: stdout is the profile's */
    if (outcome_load(&o->run, src, m, &r)) outcome_call(&o->run, &r, true, NULL);
    int rc = r.exit_code;
    fflush(stdout);
    if (r.error) {
        diag_emit(stderr, r.error);
    } else if (!r.ex || !r.ex->deps) {
        rc = diag_emit_free(stderr, diag_usage("affine-interp", "out of memory for the dependence profile"));
    } else {
        for (int i = 0; i < r.nleaks && i < OUTCOME_MAX_LEAKS; i++) diag_print(stderr, r.leaks[i]);
        if (r.returned && o->json) print_json(stdout, m->source, r.ex->deps);
        else if (r.returned) print_pairs(stdout, m->source, r.ex->deps, false);
    }
    fflush(stdout);
    outcome_release(&r);
    return rc;
}
