/* The C API's runs (affine_interp.h): one call of an entry function as
 * the command makes it (outcome.h), with the output captured, and its
 * results read as text (as the command prints them) or typed. */
#include "api.h"
#include "../run/args.h"
#include "../engine/load.h"
#include "../run/results_out.h"
#include <stdlib.h>
#include <string.h>

static void print_diagnostics(FILE *out, const void *what) {
    const RunOutcome *r = what;
    if (r->error) diag_print(out, r->error);
    outcome_print_leaks(out, r);
}

ai_run *ai_run_entry(ai_module *m, const char *entry, const ai_args *args, const ai_config *config) {
    ai_run *run = m ? calloc(1, sizeof *run) : NULL;
    if (!run) return NULL;
    if (m->status) {   /* the module's failure is every run's */
        run->status = m->status;
        run->diagnostics = strdup(m->diagnostics);
        if (!run->diagnostics) {
            free(run);
            return NULL;
        }
        return run;
    }
    RunConfig o;
    if (config) o = config->run;
    else memset(&o, 0, sizeof o);
    o.entry = entry ? entry : "main";
    o.args = args ? args->words : NULL;
    o.nargs = args ? args->n : 0;
    bool observe = config ? config->observe_args : true;
    if (outcome_bind(&o, m->src.name, m->prog, &run->r))
        outcome_call(&o, &run->r, true, observe ? "read after the call (a memref argument)" : NULL);
    run->status = run->r.exit_code;
    run->diagnostics = api_text(print_diagnostics, &run->r);
    if (!run->diagnostics) {
        ai_run_free(run);
        return NULL;
    }
    return run;
}

int ai_run_status(const ai_run *r) { return r ? r->status : AI_USAGE; }

const char *ai_run_diagnostics(const ai_run *r) { return r ? r->diagnostics : "affine-interp: error: out of memory\n"; }

const char *ai_run_output(const ai_run *r, size_t *len) {
    bool printed = r && r->r.printed;
    if (len) *len = printed ? r->r.printed_len : 0;
    return printed ? r->r.printed : "";
}

/* The command prints results and arguments to the run's output stream. */
static void print_results(FILE *out, const void *what) {
    const RunOutcome *r = what;
    r->ex->out = out;
    args_print_results(r->ex, r->f, r->res);
    r->ex->out = stdout;
}

static void print_memref_args(FILE *out, const void *what) {
    const RunOutcome *r = what;
    r->ex->out = out;
    args_print_memrefs(r->ex, r->f, r->args);
    r->ex->out = stdout;
}

static void print_json(FILE *out, const void *what) {
    const RunOutcome *r = what;
    results_print_json(out, r->f, r->args, r->res, r->printed, r->printed_len);
}

/* *cache, built by print the first time; "" when the call did not return. */
static const char *run_text(ai_run *r, char **cache, ApiPrinter print) {
    if (!r->r.returned) return "";
    if (!*cache) *cache = api_text(print, &r->r);
    return *cache ? *cache : "";
}

const char *ai_run_results_text(ai_run *r) { return r ? run_text(r, &r->results_text, print_results) : ""; }
const char *ai_run_memref_args_text(ai_run *r) { return r ? run_text(r, &r->args_text, print_memref_args) : ""; }
const char *ai_run_json(ai_run *r) { return r ? run_text(r, &r->json, print_json) : ""; }

int ai_run_result_count(const ai_run *r) { return r && r->r.returned ? r->r.f->nresults : 0; }

/* The slots of scalar result `index`, with its kind; NULL when there is
 * no such scalar result. */
static const Slot *scalar_result(const ai_run *r, int index, ScalarKind *k) {
    if (!r || !r->r.returned || index < 0 || index >= r->r.f->nresults) return NULL;
    const Type *t = r->r.f->result_types[index];
    if (t->kind != TY_INTEGER && t->kind != TY_INDEX && t->kind != TY_FLOAT) return NULL;
    int at = 0;
    for (int i = 0; i < index; i++) at += r->r.f->result_widths[i];
    *k = scalar_kind_of(t);
    return k->cls == SK_UNSUPPORTED ? NULL : r->r.res + at;
}

/* i1 and unsigned types zero-extended, as the command prints them. */
static long long integer_value(Slot s, ScalarKind k) {
    return k.width == 1 || k.is_unsigned_type ? (long long)scalar_zext(s.i, k.width) : (long long)scalar_sext(s.u, k.width);
}

int ai_run_result_i64(const ai_run *r, int index, long long *v) {
    ScalarKind k;
    const Slot *s = scalar_result(r, index, &k);
    if (!s || sk_is_float(k)) return AI_USAGE;
    *v = integer_value(*s, k);
    return AI_OK;
}

int ai_run_result_f64(const ai_run *r, int index, double *v) {
    ScalarKind k;
    const Slot *s = scalar_result(r, index, &k);
    if (!s || !sk_is_float(k)) return AI_USAGE;
    *v = slot_to_double(*s, k);
    return AI_OK;
}

/* The view of memref argument `arg` after the call, with its kind;
 * false when there is none (or its memory is gone). */
static bool memref_arg(const ai_run *r, int arg, MemrefView *v, ScalarKind *k) {
    if (!r || !r->r.returned || arg < 0 || arg >= r->r.f->nargs || r->r.f->arg_types[arg]->kind != TY_MEMREF) return false;
    int at = 0;
    for (int i = 0; i < arg; i++) at += value_width(r->r.f->arg_types[i]);
    *v = memref_view(r->r.args + at);
    *k = scalar_kind_of(r->r.f->arg_types[arg]);
    return k->cls != SK_UNSUPPORTED && !v->buf->freed;
}

int ai_run_memref_arg_shape(const ai_run *r, int arg, int *rank, long long *sizes, int max_rank) {
    MemrefView v;
    ScalarKind k;
    if (!memref_arg(r, arg, &v, &k) || v.rank > max_rank) return AI_USAGE;
    *rank = v.rank;
    for (int d = 0; d < v.rank; d++) sizes[d] = v.sizes[d];
    return AI_OK;
}

/* The elements of memref argument `arg`, row-major, each as a Slot to
 * store; AI_USAGE when there are more than n. */
static int read_memref_arg(const ai_run *r, int arg, size_t n, long long *ints, double *floats) {
    MemrefView v;
    ScalarKind k;
    if (!memref_arg(r, arg, &v, &k) || sk_is_float(k) != (floats != NULL)) return AI_USAGE;
    int64_t count = memref_num_elements(v.rank, v.sizes);
    if ((uint64_t)count > n) return AI_USAGE;
    for (int64_t pos = 0; pos < count; pos++) {
        Slot s = scalar_load(v.buf->data + memref_view_element(v, pos) * k.bytes, k);
        if (floats) floats[pos] = slot_to_double(s, k);
        else ints[pos] = integer_value(s, k);
    }
    return AI_OK;
}

int ai_run_memref_arg_i64(const ai_run *r, int arg, long long *data, size_t n) { return read_memref_arg(r, arg, n, data, NULL); }
int ai_run_memref_arg_f64(const ai_run *r, int arg, double *data, size_t n) { return read_memref_arg(r, arg, n, NULL, data); }

void ai_run_free(ai_run *r) {
    if (!r) return;
    outcome_release(&r->r);
    free(r->diagnostics);
    free(r->results_text);
    free(r->args_text);
    free(r->json);
    free(r);
}
