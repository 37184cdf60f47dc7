/* What the plain command does with each chunk of the input (chunk.h):
 * prints it in generic form, checks its diagnostics, or runs its entry
 * function (outcome.h) and prints what the run left. */
#include "driver.h"
#include "../../parser/parse.h"
#include "../run/verify_diagnostics.h"
#include "../run/chunk.h"
#include "../run/outcome.h"
#include "../run/args.h"
#include "../run/results_out.h"
#include "../run/json_out.h"
#include "dependence_report.h"
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

/* --stats: the peak use of each memory space the run allocated in, and the
 * DMA traffic, on stderr. */
static void print_stats(const Exec *ex) {
    const MemSpaceTable *t = &ex->prog->spaces;
    for (int i = 0; i < t->n; i++) {
        const MemSpaceUse *u = &ex->used.space_use[i];
        if (!u->allocations && u->capacity == MEM_SPACE_UNLIMITED) continue;
        fprintf(stderr, "affine-interp: stats: memory space %s: peak %lld bytes in %lld allocations", t->spaces[i].name,
                (long long)u->peak, (long long)u->allocations);
        if (u->capacity != MEM_SPACE_UNLIMITED) fprintf(stderr, " (capacity %lld bytes)", (long long)u->capacity);
        fputc('\n', stderr);
    }
    fprintf(stderr, "affine-interp: stats: DMA: %lld transfers, %lld elements moved, %lld of them before their wait\n",
            (long long)ex->dma.transfers, (long long)ex->dma.elements, (long long)ex->dma.early);
}

/* What a call that returned leaves: results (as the runner prints them,
 * or --json), memref arguments (--print-args), .npy files (--out). */
static int print_returned(const Options *o, RunOutcome *r) {
    if (o->json) {
        results_print_json(stdout, r->f, r->args, r->res, r->printed, r->printed_len);
    } else {
        args_print_results(r->ex, r->f, r->res);
        if (o->print_args) args_print_memrefs(r->ex, r->f, r->args);
    }
    char msg[512];
    if (o->out_dir && !results_write_npy(r->f, r->args, r->res, o->out_dir, msg, sizeof msg)) {
        return diag_emit_free(stderr, diag_usage("affine-interp", "%s", msg));
    }
    return EXIT_OK;
}

/* Prints a run's outcome (of module m, read from src) as the command
 * always has; with --json, a run that stopped with an error (leaks with
 * --leaks=error included) prints the error and what the program printed
 * before it as one JSON document.  Returns the exit code. */
static int print_outcome(const Options *o, const SourceFile *src, const Module *m, RunOutcome *r) {
    int rc = r->exit_code;
    if (o->json && rc != EXIT_OK)
        json_run_error(stdout, outcome_diag(r), m, src->name, rc, r->printed, r->printed ? r->printed_len : 0);
    fflush(stdout);
    if (r->error) {
        diag_emit(stderr, r->error);
    } else {
        outcome_print_leaks(stderr, r);
        if (r->returned) rc = print_returned(o, r);
    }
    if (o->stats && r->ex) print_stats(r->ex);
    fflush(stdout);
    return rc;
}

/* Loads the module and runs the entry function with --args. */
static int run_entry(const Options *o, const SourceFile *src, Module *m) {
    RunOutcome r;
    bool args_observed = o->print_args || o->json || o->out_dir;
    if (outcome_load(&o->run, src, m, &r))
        outcome_call(&o->run, &r, o->json, args_observed ? "printed after the call (a memref argument)" : NULL);
    int rc = print_outcome(o, src, m, &r);
    outcome_release(&r);
    return rc;
}

/* --verify-diagnostics, at run time: when the chunk verifies and defines
 * the entry function (main, or the one --entry names, which must exist),
 * it runs with --args, and the run's error and leak warnings join the
 * diagnostics to check.  A chunk without the default entry (a static test)
 * does not run.  False when the run was interrupted (Ctrl-C). */
static bool run_for_diagnostics(const Options *o, const SourceFile *src, Module *m, RunOutcome *r) {
    if (outcome_load(&o->run, src, m, r)) {
        outcome_call(&o->run, r, false, NULL);
        if (r->returned) print_returned(o, r);
    } else if (r->prog && !o->entry_given) {
        diag_free(r->error);   /* no entry function to run: nothing happens at run time */
        r->error = NULL;
    }
    fflush(stdout);
    return r->exit_code != EXIT_INTERRUPTED;
}

/* --verify-diagnostics: the chunk's diagnostics, static and (see above) of
 * its run, against its expected-* comments; exit 0 when they agree (a
 * run-time error that is expected included), 1 (as mlir-opt) when not. */
static int verify_chunk_diagnostics(const Options *o, const SourceFile *src, const Chunk *c) {
    Diag *err = NULL;
    Module *m = chunk_parse(src, c, o->legacy_syntax, &err);
    RunOutcome r;
    memset(&r, 0, sizeof r);
    if (m && !run_for_diagnostics(o, src, m, &r)) {
        int rc = diag_emit(stderr, r.error);
        outcome_release(&r);
        module_free(m);
        return rc;
    }
    const Diag *lists[2 + OUTCOME_MAX_LEAKS] = {err, r.error};
    int n = 2;
    for (int i = 0; i < r.nleaks && i < OUTCOME_MAX_LEAKS; i++) lists[n++] = r.leaks[i];
    bool ok = verify_diagnostics(stderr, src, c->begin, c->end, c->line, lists, n);
    if (r.nleaks > OUTCOME_MAX_LEAKS) {
        fprintf(stderr, "affine-interp: error: %d more allocations are never deallocated (unexpected warnings)\n",
                r.nleaks - OUTCOME_MAX_LEAKS);
        ok = false;
    }
    outcome_release(&r);
    if (m) module_free(m);
    diag_free(err);
    return ok ? EXIT_OK : EXIT_USAGE;
}

static int process_chunk(const Options *o, const SourceFile *src, const Chunk *c) {
    if (o->verify_diagnostics) return verify_chunk_diagnostics(o, src, c);
    Diag *err = NULL;
    Module *m = chunk_parse(src, c, o->legacy_syntax, &err);
    if (!m) {
        int rc = diag_emit(stderr, err);
        if (o->json && !o->print_generic && !o->upgrade && !o->run.dependences)   /* --json of a run: the run's error */
            json_run_error(stdout, err, NULL, src->name, rc, NULL, 0);
        diag_free(err);
        return rc;
    }
    if (o->run.interrupt && *o->run.interrupt) {   /* Ctrl-C while reading: no run */
        module_free(m);
        Diag *d = diag_usage("affine-interp", "interrupted (Ctrl-C) while reading '%s'", src->name);
        diag_set_class(d, DIAG_CLASS_INTERRUPTED);
        return diag_emit_free(stderr, d);
    }
    int rc = EXIT_OK;
    if (o->print_generic || o->upgrade) print_module_generic(stdout, m);
    else if (o->run.dependences) rc = dependence_report_run(o, src, m);
    else rc = run_entry(o, src, m);
    module_free(m);
    return rc;
}

int driver_run(const Options *o, const SourceFile *src) {
    Chunk c;
    chunk_first(src, o->split_input_file, &c);
    int worst = EXIT_OK;
    for (bool first = true;; first = false) {
        if (!first && (o->print_generic || o->upgrade)) fputs("// -----\n", stdout);
        fflush(stdout);
        int rc = process_chunk(o, src, &c);
        fflush(stdout);
        if (rc == EXIT_INTERRUPTED) return rc;   /* Ctrl-C: the chunks after it do not run */
        if (rc > worst) worst = rc;
        if (!chunk_next(src, &c)) break;
    }
    return worst;
}
