/* Drives the C API (affine_interp.h) for tests/test_c_api.py; each
 * subcommand prints what the test checks.
 *   run FILE ENTRY [--max-steps N] [--max-memory B] [--max-call-depth N] [--checks MASK]
 *       [--no-observe] [--dma eager|random:S] [--capacity SPACE=BYTES] [--leaks-error]
 *       [--uninit-strict] [--interrupted] [--args ARG...]   one run, as the command prints it
 *   text NAME                                 loads standard input as NAME
 *   typed FILE                                @scale through the typed setters and readers
 *   repeat FILE ENTRY N ARGLINE               N runs of one loaded module agree
 *   threads FILE ENTRY ARGLINE                two modules in two threads agree with one
 *   compare BEFORE AFTER ENTRY ARGLINE        ai_run_compare's verdict and detail */
#include "../../interp/api/affine_interp.h"
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int run_once(int argc, char **argv) {
    static volatile sig_atomic_t raised = 1;   /* as a signal handler would have set it */
    ai_module *m = ai_module_load_file(argv[2]);
    ai_config *c = ai_config_new();
    ai_args *args = ai_args_new();
    for (int i = 4; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : "0";
        if (!strcmp(a, "--max-steps")) ai_config_set_max_steps(c, atoll(v)), i++;
        else if (!strcmp(a, "--max-memory")) ai_config_set_max_memory(c, atoll(v)), i++;
        else if (!strcmp(a, "--max-call-depth")) ai_config_set_max_call_depth(c, atoi(v)), i++;
        else if (!strcmp(a, "--checks")) ai_config_set_checks(c, (unsigned)strtoul(v, NULL, 0)), i++;
        else if (!strcmp(a, "--no-observe")) ai_config_set_observe_args(c, 0);
        else if (!strcmp(a, "--leaks-error")) ai_config_set_leaks_error(c, 1);
        else if (!strcmp(a, "--uninit-strict")) ai_config_set_uninit_strict(c, 1);
        else if (!strcmp(a, "--interrupted")) ai_config_set_interrupt(c, &raised);
        else if (!strcmp(a, "--dma")) {
            ai_config_set_dma(c, v[0] == 'e' ? AI_DMA_EAGER : AI_DMA_RANDOM, strtoull(v + (v[0] == 'r' ? 7 : 0), NULL, 10));
            i++;
        } else if (!strcmp(a, "--capacity")) {
            char space[256];
            snprintf(space, sizeof space, "%.*s", (int)(strrchr(v, '=') - v), v);
            if (ai_config_set_mem_space_capacity(c, space, atoll(strrchr(v, '=') + 1))) puts("capacity refused");
            i++;
        } else if (!strcmp(a, "--args")) {
            while (i + 1 < argc) ai_args_add(args, argv[++i]);
        }
    }
    ai_run *r = ai_run_entry(m, argv[3], args, c);
    size_t len;
    const char *out = ai_run_output(r, &len);
    fwrite(out, 1, len, stdout);
    fputs(ai_run_results_text(r), stdout);
    fputs(ai_run_diagnostics(r), stderr);
    int status = ai_run_status(r);
    ai_run_free(r);
    ai_args_free(args);
    ai_config_free(c);
    ai_module_free(m);
    return status;
}

static int load_text(const char *name) {
    char buf[1 << 16];
    size_t n = fread(buf, 1, sizeof buf, stdin);
    ai_module *m = ai_module_load_text(buf, n, name);
    printf("status %d\n", ai_module_status(m));
    fputs(ai_module_diagnostics(m), stdout);
    ai_run *r = ai_run_entry(m, NULL, NULL, NULL);   /* a failed module's run fails the same way */
    printf("run status %d, same diagnostics %d\n", ai_run_status(r), !strcmp(ai_run_diagnostics(r), ai_module_diagnostics(m)));
    ai_run_free(r);
    ai_module_free(m);
    /* a NULL handle (memory ran out) reads as a failure, never a crash */
    printf("null handles %d %d %d [%s%s%s] %d %d\n", ai_module_status(NULL), ai_run_status(NULL),
           ai_run_entry(NULL, NULL, NULL, NULL) == NULL, ai_run_output(NULL, NULL), ai_run_results_text(NULL),
           ai_run_json(NULL), ai_run_result_count(NULL), ai_run_compare(NULL, NULL, NULL, 0));
    return 0;
}

/* @scale(%A: memref<2x3xf64>, %k: f64, %n: i32) -> (i32, f64) */
static int typed(const char *file) {
    ai_module *m = ai_module_load_file(file);
    ai_args *args = ai_args_new();
    long long shape[2] = {2, 3};
    double data[6] = {1, 2, 3, 4, 5, 0.1};
    ai_args_add_memref_f64(args, 2, shape, data);
    ai_args_add_f64(args, 0.5);
    ai_args_add_i64(args, -3);
    ai_run *r = ai_run_entry(m, "scale", args, NULL);
    printf("status %d results %d\n", ai_run_status(r), ai_run_result_count(r));
    long long i0;
    double f1, out[6];
    int rank;
    long long sizes[4];
    if (!ai_run_result_i64(r, 0, &i0) && !ai_run_result_f64(r, 1, &f1)) printf("result0 %lld result1 %.17g\n", i0, f1);
    if (!ai_run_memref_arg_shape(r, 0, &rank, sizes, 4) && !ai_run_memref_arg_f64(r, 0, out, 6))
        printf("arg0 rank %d sizes %lldx%lld data %g %g %g %g %g %.17g\n", rank, sizes[0], sizes[1], out[0], out[1], out[2], out[3],
               out[4], out[5]);
    long long ints[6];
    printf("refused: %d %d %d %d %d %d %d\n", ai_run_result_f64(r, 0, &f1), ai_run_result_i64(r, 1, &i0),
           ai_run_result_i64(r, 2, &i0), ai_run_memref_arg_f64(r, 1, out, 6), ai_run_memref_arg_f64(r, 0, out, 5),
           ai_run_memref_arg_i64(r, 0, ints, 6), ai_run_memref_arg_shape(r, 0, &rank, sizes, 1));
    printf("output: %s", ai_run_output(r, NULL));
    ai_run_free(r);
    ai_args_free(args);
    ai_module_free(m);
    return 0;
}

/* Everything a run leaves, in one string (the JSON has no addresses). */
static char *run_summary(ai_module *m, const char *entry, const ai_args *args) {
    ai_run *r = ai_run_entry(m, entry, args, NULL);
    const char *json = ai_run_json(r), *diags = ai_run_diagnostics(r);
    size_t n = strlen(json) + strlen(diags) + 32;
    char *s = malloc(n);
    snprintf(s, n, "%d\n%s%s", ai_run_status(r), json, diags);
    ai_run_free(r);
    return s;
}

static int repeat(const char *file, const char *entry, int n, const char *line) {
    ai_module *m = ai_module_load_file(file);
    ai_args *args = ai_args_new();
    ai_args_add_line(args, line);
    char *first = run_summary(m, entry, args);
    int same = 1;
    for (int i = 1; i < n; i++) {
        char *s = run_summary(m, entry, args);
        same += strcmp(s, first) == 0;
        free(s);
    }
    printf("identical %d of %d\n%s", same, n, first);
    free(first);
    ai_args_free(args);
    ai_module_free(m);
    return 0;
}

typedef struct { const char *file, *entry, *line; char *summary; } Job;

static void *thread_job(void *p) {
    Job *j = p;
    ai_module *m = ai_module_load_file(j->file);
    ai_args *args = ai_args_new();
    ai_args_add_line(args, j->line);
    for (int i = 0; i < 200; i++) {
        free(j->summary);
        j->summary = run_summary(m, j->entry, args);
    }
    ai_args_free(args);
    ai_module_free(m);
    return NULL;
}

static int threads(const char *file, const char *entry, const char *line) {
    Job alone = {file, entry, line, NULL}, jobs[2] = {alone, alone};
    thread_job(&alone);
    pthread_t t[2];
    for (int i = 0; i < 2; i++) pthread_create(&t[i], NULL, thread_job, &jobs[i]);
    for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);
    printf("threads agree %d %d\n", !strcmp(jobs[0].summary, alone.summary), !strcmp(jobs[1].summary, alone.summary));
    free(alone.summary);
    free(jobs[0].summary);
    free(jobs[1].summary);
    return 0;
}

static int compare(const char *before, const char *after, const char *entry, const char *line) {
    ai_module *m[2] = {ai_module_load_file(before), ai_module_load_file(after)};
    ai_args *args = ai_args_new();
    ai_args_add_line(args, line);
    ai_run *r[2] = {ai_run_entry(m[0], entry, args, NULL), ai_run_entry(m[1], entry, args, NULL)};
    char detail[512];
    int verdict = ai_run_compare(r[0], r[1], detail, sizeof detail);
    printf("verdict %d: %s\n", verdict, detail);
    for (int i = 0; i < 2; i++) {
        ai_run_free(r[i]);
        ai_module_free(m[i]);
    }
    ai_args_free(args);
    return verdict;
}

int main(int argc, char **argv) {
    const char *cmd = argc > 1 ? argv[1] : "";
    if (!strcmp(cmd, "run") && argc >= 4) return run_once(argc, argv);
    if (!strcmp(cmd, "text") && argc == 3) return load_text(argv[2]);
    if (!strcmp(cmd, "typed") && argc == 3) return typed(argv[2]);
    if (!strcmp(cmd, "repeat") && argc == 6) return repeat(argv[2], argv[3], atoi(argv[4]), argv[5]);
    if (!strcmp(cmd, "threads") && argc == 5) return threads(argv[2], argv[3], argv[4]);
    if (!strcmp(cmd, "compare") && argc == 6) return compare(argv[2], argv[3], argv[4], argv[5]);
    fputs("usage: see the comment at the top of tests/api/check_api.c\n", stderr);
    return 1;
}
