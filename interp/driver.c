/* Splits the input into chunks (--split-input-file, on "// -----" as
 * mlir-opt does), parses each, then prints it or runs it. */
#include "driver.h"
#include "../parser/parse.h"
#include "../semantics/verify_structure.h"
#include "../semantics/verify.h"
#include "verify_diagnostics.h"
#include "engine.h"
#include "args.h"
#include "results_out.h"
#include "definedness.h"
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

static const char split_marker[] = "// -----";

static int line_of(const SourceFile *src, const char *p) {
    int line = 1;
    for (const char *c = src->text; c < p; c++)
        if (*c == '\n') line++;
    return line;
}

/* Heap memory never deallocated when the entry function returns: a
 * warning each (the first 5), or with --leaks=error the error.  Returns
 * how many allocations leaked. */
static int report_leaks(Exec *ex) {
    int leaks = 0;
    for (const Buffer *b = ex->buffers; b; b = b->next) {
        if (b->kind != BUF_HEAP || b->freed || b->owner) continue;
        if (leaks++ >= 5) continue;
        Diag *d = diag_new(ex->leaks_are_errors ? DIAG_ERROR : DIAG_WARNING, b->alloc_loc,
                           "%smemory allocated here (%lld bytes) is never deallocated",
                           ex->leaks_are_errors ? "undefined behaviour [lifetime]: " : "",
                           (long long)(b->nelems * b->elem.bytes));
        diag_print(stderr, d);
        diag_free(d);
    }
    if (leaks > 5) fprintf(stderr, "affine-interp: %d more allocations are never deallocated\n", leaks - 5);
    return leaks;
}

/* --mem-space-capacity: each space as the program's types name it; a
 * space no type names never holds an allocation. */
static void set_capacities(const Options *o, Exec *ex) {
    for (int i = 0; i < o->ncapacities; i++) {
        char name[256];
        snprintf(name, sizeof name, "%.*s", o->capacities[i].space_len, o->capacities[i].space);
        int s = memspace_find(&ex->prog->spaces, name);
        if (s >= 0) ex->space_use[s].capacity = o->capacities[i].bytes;
        else fprintf(stderr, "affine-interp: warning: no memref type of the program is in memory space '%s' "
                             "(--mem-space-capacity)\n", name);
    }
}

/* --stats: the peak use of each memory space the run allocated in, and the
 * DMA traffic, on stderr. */
static void print_stats(const Exec *ex) {
    const MemSpaceTable *t = &ex->prog->spaces;
    for (int i = 0; i < t->n; i++) {
        const MemSpaceUse *u = &ex->space_use[i];
        if (!u->allocations && u->capacity == MEM_SPACE_UNLIMITED) continue;
        fprintf(stderr, "affine-interp: stats: memory space %s: peak %lld bytes in %lld allocations", t->spaces[i].name,
                (long long)u->peak, (long long)u->allocations);
        if (u->capacity != MEM_SPACE_UNLIMITED) fprintf(stderr, " (capacity %lld bytes)", (long long)u->capacity);
        fputc('\n', stderr);
    }
    fprintf(stderr, "affine-interp: stats: DMA: %lld transfers, %lld elements moved, %lld of them before their wait\n",
            (long long)ex->dma_transfers, (long long)ex->dma_elements, (long long)ex->dma_early);
}

/* What the command prints or writes of the memrefs the entry function
 * returns, and with --print-args, --json or --out of its memref arguments,
 * is observed: an undefined element there is the error (at the function). */
static Status check_output_defined(Exec *ex, const Function *f, const Slot *args, const Slot *res, bool with_args) {
    Node at;
    memset(&at, 0, sizeof at);
    at.op = f->op;
    int pos = 0;
    for (int i = 0; i < f->nresults; i++) {
        if (f->result_types[i]->kind == TY_MEMREF &&
            definedness_check_buffer_range(ex, &at, res + pos, "returned by the entry function"))
            return ST_ERROR;
        pos += f->result_widths[i];
    }
    pos = 0;
    for (int i = 0; with_args && i < f->nargs; i++) {
        if (f->arg_types[i]->kind == TY_MEMREF &&
            definedness_check_buffer_range(ex, &at, args + pos, "printed after the call (a memref argument)"))
            return ST_ERROR;
        pos += value_width(f->arg_types[i]);
    }
    return ST_OK;
}

/* Loads the module and runs the entry function with --args. */
static int run_entry(const Options *o, const SourceFile *src, Module *m) {
    Diag *err = NULL;
    Program *prog = program_load(m, &err);
    if (!prog) {
        diag_print(stderr, err);
        diag_free(err);
        return EXIT_REJECTED;
    }
    Function *f = program_find_function(prog, o->entry);
    if (!f || f->is_declaration) {
        fprintf(stderr, "%s: error: no function named '%s' to run%s\n", src->name, o->entry,
                f ? " (it is only declared)" : "");
        program_free(prog);
        return EXIT_USAGE;
    }
    Exec ex;
    /* --json: the program's own output goes into the document */
    char *printed = NULL;
    size_t printed_len = 0;
    FILE *capture = o->json ? open_memstream(&printed, &printed_len) : NULL;
    exec_init(&ex, prog, capture ? capture : stdout);
    if (o->max_steps > 0) ex.max_steps = o->max_steps;
    if (o->max_memory > 0) ex.max_memory = o->max_memory;
    if (o->max_call_depth > 0) ex.max_call_depth = o->max_call_depth;
    ex.dma_policy = o->dma_policy == 2 ? DMA_RANDOM : o->dma_policy == 1 ? DMA_EAGER : DMA_AT_WAIT;
    ex.dma_random = o->dma_seed * 0x9E3779B97F4A7C15ULL + 0x2545F4914F6CDD1DULL;   /* never 0 (xorshift) */
    if (!ex.dma_random) ex.dma_random = 1;
    set_capacities(o, &ex);
    if (o->checks_given) ex.checks = o->checks & ((1u << UB_FAMILY_COUNT) - 1);
    ex.uninit_strict = o->uninit_strict;
    ex.leaks_are_errors = o->leaks_error;
    Slot *args = NULL;
    char msg[512];
    int rc = EXIT_OK;
    if (!args_build(&ex, f, o->args, o->nargs, &args, msg, sizeof msg)) {
        fprintf(stderr, "affine-interp: error: %s\n", msg);
        rc = EXIT_USAGE;
    } else {
        int nres = 0;
        for (int i = 0; i < f->nresults; i++) nres += f->result_widths[i];
        Slot *res = calloc((size_t)nres + 1, sizeof(Slot));
        Status st = exec_call(&ex, f, args, res);
        if (st != ST_ERROR) st = check_output_defined(&ex, f, args, res, o->print_args || o->json || o->out_dir);
        if (capture) fclose(capture);
        ex.out = stdout;
        fflush(stdout);
        if (st == ST_ERROR) {
            if (printed) fwrite(printed, 1, printed_len, stdout);
            fflush(stdout);
            diag_print(stderr, ex.error);
            rc = ex.exit_code ? ex.exit_code : EXIT_UB;
        } else if (report_leaks(&ex) && ex.leaks_are_errors) {
            rc = EXIT_UB;
        } else {
            if (o->json) {
                results_print_json(stdout, f, args, res, printed, printed_len);
            } else {
                args_print_results(&ex, f, res);
                if (o->print_args) args_print_memrefs(&ex, f, args);
            }
            if (o->out_dir && !results_write_npy(f, args, res, o->out_dir, msg, sizeof msg)) {
                fprintf(stderr, "affine-interp: error: %s\n", msg);
                rc = EXIT_USAGE;
            }
        }
        free(res);
    }
    if (o->stats) print_stats(&ex);
    if (capture && ex.out != stdout) fclose(capture);
    free(printed);
    fflush(stdout);
    free(args);
    exec_release(&ex);
    program_free(prog);
    return rc;
}

/* Parses and verifies a chunk: NULL with *err set when it is rejected. */
static Module *parse_and_verify(const SourceFile *src, const char *begin, const char *end, int line, Diag **err) {
    Module *m = parse_module(src, begin, end, line, err);
    if (!m) return NULL;
    /* as MLIR's verifier: an op's own rules are met before the enclosing
     * block's terminator is checked */
    *err = verify_module(m);
    if (!*err) *err = verify_structure(m);
    if (*err) {
        module_free(m);
        return NULL;
    }
    return m;
}

/* --verify-diagnostics: the chunk's diagnostics against its expected-*
 * comments; exit 0 when they agree, 1 (as mlir-opt) when not. */
static int verify_chunk_diagnostics(const SourceFile *src, const char *begin, const char *end, int line) {
    Diag *err = NULL;
    Module *m = parse_and_verify(src, begin, end, line, &err);
    if (m) module_free(m);
    bool ok = verify_diagnostics(stderr, src, begin, end, line, err);
    diag_free(err);
    return ok ? EXIT_OK : EXIT_USAGE;
}

static int process_chunk(const Options *o, const SourceFile *src, const char *begin, const char *end, int line) {
    if (o->verify_diagnostics) return verify_chunk_diagnostics(src, begin, end, line);
    Diag *err = NULL;
    Module *m = parse_and_verify(src, begin, end, line, &err);
    if (!m) {
        diag_print(stderr, err);
        diag_free(err);
        return EXIT_REJECTED;
    }
    int rc = EXIT_OK;
    if (err) {
        diag_print(stderr, err);
        diag_free(err);
        module_free(m);
        return EXIT_REJECTED;
    }
    if (o->print_generic) {
        print_module_generic(stdout, m);
    } else {
        rc = run_entry(o, src, m);
    }
    module_free(m);
    return rc;
}

int driver_run(const Options *o, const SourceFile *src) {
    const char *text = src->text, *end = src->text + src->len;
    if (!o->split_input_file) return process_chunk(o, src, text, end, 1);
    int worst = EXIT_OK;
    const char *begin = text;
    int line = 1;
    bool first = true;
    for (;;) {
        const char *sep = NULL;
        for (const char *c = begin; c + sizeof split_marker - 1 <= end; c++)
            if (memcmp(c, split_marker, sizeof split_marker - 1) == 0) {
                sep = c;
                break;
            }
        const char *chunk_end = sep ? sep : end;
        if (!first && o->print_generic) fputs("// -----\n", stdout);
        first = false;
        fflush(stdout);
        int rc = process_chunk(o, src, begin, chunk_end, line);
        fflush(stdout);
        if (rc > worst) worst = rc;
        if (!sep) break;
        begin = sep + sizeof split_marker - 1;
        line = line_of(src, begin);
    }
    return worst;
}
