/* See outcome.h: running an entry function into a RunOutcome. */
#include "outcome.h"
#include "../checks/access.h"
#include "args.h"
#include "../checks/definedness.h"
#include "../engine/exec.h"
#include "../engine/load.h"
#include "../checks/dependences.h"
#include <stdlib.h>
#include <string.h>

/* --mem-space-capacity: each space as the program's types name it; a
 * space no type names never holds an allocation. */
static void set_capacities(const RunConfig *o, Exec *ex) {
    for (int i = 0; i < o->ncapacities; i++) {
        char name[256];
        snprintf(name, sizeof name, "%.*s", o->capacities[i].space_len, o->capacities[i].space);
        int s = memspace_find(&ex->prog->spaces, name);
        if (s >= 0) ex->used.space_use[s].capacity = o->capacities[i].bytes;
        else fprintf(stderr, "affine-interp: warning: no memref type of the program is in memory space '%s' "
                             "(--mem-space-capacity)\n", name);
    }
}

/* The run options: limits, DMA policy, checks. */
static void configure(const RunConfig *o, Exec *ex) {
    if (o->max_steps > 0) ex->limits.max_steps = o->max_steps;
    ex->limits.interrupt = o->interrupt;
    if (o->max_memory > 0) ex->limits.max_memory = o->max_memory;
    if (o->max_call_depth > 0) ex->limits.max_call_depth = o->max_call_depth;
    ex->dma.policy = o->dma_policy == 2 ? DMA_RANDOM : o->dma_policy == 1 ? DMA_EAGER : DMA_AT_WAIT;
    ex->dma.random = o->dma_seed * 0x9E3779B97F4A7C15ULL + 0x2545F4914F6CDD1DULL;   /* never 0 (xorshift) */
    if (!ex->dma.random) ex->dma.random = 1;
    set_capacities(o, ex);
    if (o->checks_given) ex->checks = o->checks & ((1u << UB_FAMILY_COUNT) - 1);
    ex->def.uninit_strict = o->uninit_strict;
    ex->leaks_are_errors = o->leaks_error;
    if (o->dependences) ex->deps = dep_profile_new(ex->prog->module);   /* NULL: dependence_report_run says so */
    if (o->progress) {
        progress_start(&ex->progress, stderr, o->progress_delay_ms);
        ex->limits.progress = &ex->progress;
    }
    exec_set_step_stop(ex);
}

/* An observed memref: its memory must still be allocated (reading it
 * would be a use after free), hold the whole view, and every element must
 * be defined. */
static Status check_observed(Exec *ex, const Node *at, const Slot *desc, const char *use) {
    MemrefView v = memref_view(desc);
    const Buffer *mem = v.buf->owner ? v.buf->owner : v.buf;
    if (v.buf->freed || !access_view_within_buffer(v)) {
        if (v.buf->freed) exec_ub(ex, at, UB_LIFETIME, "the memory of a memref %s has been deallocated", use);
        else exec_ub(ex, at, UB_BOUNDS, "a memref %s reaches outside its allocation", use);
        if (loc_known(mem->alloc_loc)) exec_note(ex, mem->alloc_loc, "the memory was allocated here");   /* not an --args one */
        if (v.buf->freed) access_note_end_of_life(ex, v.buf);
        return ST_ERROR;
    }
    return definedness_check_buffer_range(ex, at, desc, use);
}

/* What the command prints, writes or compares of the memrefs the entry
 * function returns, and (args_use) of its memref arguments, is observed:
 * an undefined element there is the error (at the function). */
static Status check_output_defined(Exec *ex, const Function *f, const Slot *args, const Slot *res, const char *args_use) {
    Node at;
    memset(&at, 0, sizeof at);
    at.op = f->op;
    int pos = 0;
    for (int i = 0; i < f->nresults; i++) {
        TypeKind kind = f->result_types[i]->kind;
        if ((kind == TY_MEMREF || kind == TY_UNRANKED_MEMREF) &&
            check_observed(ex, &at, res + pos, "returned by the entry function"))
            return ST_ERROR;
        pos += f->result_widths[i];
    }
    pos = 0;
    for (int i = 0; args_use && i < f->nargs; i++) {
        if (f->arg_types[i]->kind == TY_MEMREF && check_observed(ex, &at, args + pos, args_use)) return ST_ERROR;
        pos += value_width(f->arg_types[i]);
    }
    return ST_OK;
}

/* Heap memory never deallocated when the entry function returns: a
 * warning each (the first few kept), or with --leaks=error the error. */
static void collect_leaks(RunOutcome *r) {
    Exec *ex = r->ex;
    for (const Buffer *b = ex->buffers; b; b = b->next) {
        if (b->kind != BUF_HEAP || b->freed || b->owner) continue;
        if (r->nleaks >= OUTCOME_MAX_LEAKS) {
            r->nleaks++;
            continue;
        }
        r->leaks[r->nleaks++] = diag_new(ex->leaks_are_errors ? DIAG_ERROR : DIAG_WARNING, b->alloc_loc,
                         "%smemory allocated here (%lld bytes) is never deallocated",
                         ex->leaks_are_errors ? "undefined behaviour [lifetime]: " : "",
                         (long long)(b->nelems * b->elem.bytes));
        diag_set_file(r->leaks[r->nleaks - 1], ex->prog->module->source);
    }
}

bool outcome_load(const RunConfig *o, const SourceFile *src, Module *m, RunOutcome *r) {
    memset(r, 0, sizeof *r);
    Program *prog = program_load(m, &r->error);
    if (!prog) {
        r->exit_code = r->error ? (int)r->error->cls : EXIT_REJECTED;
        return false;
    }
    bool found = outcome_bind(o, src->name, prog, r);
    r->owns_prog = true;
    return found;
}

bool outcome_bind(const RunConfig *o, const char *src_name, Program *prog, RunOutcome *r) {
    memset(r, 0, sizeof *r);
    r->prog = prog;
    r->f = program_find_function(r->prog, o->entry);
    if (!r->f || r->f->is_declaration) {
        /* name the functions there are: the likely typo is among them */
        char names[400];
        int at = 0, shown = 0, defined = 0;
        for (int i = 0; i < r->prog->nfuncs; i++) {
            if (r->prog->funcs[i].is_declaration) continue;
            defined++;
            if (at < (int)sizeof names - 80)
                at += snprintf(names + at, sizeof names - (size_t)at, "%s@%s", shown++ ? ", " : "", r->prog->funcs[i].name);
        }
        if (defined > shown) snprintf(names + at, sizeof names - (size_t)at, ", and %d more", defined - shown);
        r->error = diag_usage(src_name, "no function named '%s' to run%s (%s%s)", o->entry,
                              r->f ? ", it is only declared" : "", defined ? "the module defines " : "the module defines no function",
                              defined ? names : "");
        r->exit_code = (int)r->error->cls;
        return false;
    }
    return true;
}

/* The output stream of the run: stdout, or a memory stream. */
static FILE *open_output(RunOutcome *r, bool capture) {
    return capture ? open_memstream(&r->printed, &r->printed_len) : stdout;
}

void outcome_call(const RunConfig *o, RunOutcome *r, bool capture, const char *args_use) {
    /* on the heap: an outcome is small to clear, an Exec is not */
    Exec *ex = r->ex = malloc(sizeof *ex);
    FILE *out = ex ? open_output(r, capture) : NULL;
    if (!out) {
        r->error = diag_usage("affine-interp", "%s", ex ? "cannot capture the program's output" : "out of memory");
        r->exit_code = (int)r->error->cls;
        free(ex);
        r->ex = NULL;
        return;
    }
    exec_init(ex, r->prog, out);
    configure(o, ex);
    int nres = 0;
    for (int i = 0; i < r->f->nresults; i++) nres += r->f->result_widths[i];
    r->res = calloc((size_t)nres + 1, sizeof(Slot));
    char msg[512];
    if (!r->res || !args_build(ex, r->f, o->args, o->nargs, &r->args, msg, sizeof msg)) {
        r->error = diag_usage("affine-interp", "%s", r->res ? msg : "out of memory");
        r->exit_code = (int)r->error->cls;
    } else {
        Status st = exec_call(ex, r->f, r->args, r->res);
        progress_end(&ex->progress);   /* before any diagnostic or result is printed */
        if (st != ST_ERROR) st = check_output_defined(ex, r->f, r->args, r->res, args_use);
        if (st == ST_ERROR) {
            r->error = ex->error;   /* the outcome owns it from now on */
            ex->error = NULL;
            r->exit_code = r->error && r->error->cls != DIAG_CLASS_REJECTED ? (int)r->error->cls : EXIT_UB;
        } else {
            collect_leaks(r);
            if (r->nleaks && ex->leaks_are_errors) r->exit_code = EXIT_UB;
            else r->returned = true;
        }
    }
    /* printing results (the plain command) goes to stdout from here on */
    if (capture) fclose(out);
    else fflush(stdout);
    ex->out = stdout;
}

void outcome_print_leaks(FILE *out, const RunOutcome *r) {
    for (int i = 0; i < r->nleaks && i < OUTCOME_MAX_LEAKS; i++) diag_print(out, r->leaks[i]);
    if (r->nleaks > OUTCOME_MAX_LEAKS)
        fprintf(out, "affine-interp: %d more allocations are never deallocated\n", r->nleaks - OUTCOME_MAX_LEAKS);
}

const Diag *outcome_diag(const RunOutcome *r) {
    return r->error ? r->error : r->nleaks ? r->leaks[0] : NULL;
}

void outcome_release(RunOutcome *r) {
    free(r->printed);
    free(r->args);
    free(r->res);
    if (r->ex) exec_release(r->ex);
    free(r->ex);
    if (r->prog && r->owns_prog) program_free(r->prog);
    diag_free(r->error);
    for (int i = 0; i < r->nleaks && i < OUTCOME_MAX_LEAKS; i++) diag_free(r->leaks[i]);
    memset(r, 0, sizeof *r);
}
