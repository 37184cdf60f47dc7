/* affine-api-bench FILE.mlir [--entry NAME] [--runs N] [--args ARG...]:
 * the cost of the C API's load-once, run-many path (affine_interp.h), as
 * a fuzz driver pays it.  Loads FILE (5 times, keeping the last), runs the
 * entry N times (default 100) and prints "load-us: X per-run-us: Y
 * wall-per-run-us: Z": X the median CPU time of a load, Y of a run, Z the
 * median wall time of a run, in microseconds (CPU time, since a shared
 * machine's wall clock counts the other processes too); exit status: the
 * runs' (they must agree). */
#include "../../interp/api/affine_interp.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_us(clockid_t clock) {
    struct timespec t;
    clock_gettime(clock, &t);
    return (double)t.tv_sec * 1e6 + (double)t.tv_nsec / 1e3;
}

enum { LOADS = 5 };

static int by_value(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static int usage(void) {
    fputs("usage: affine-api-bench FILE.mlir [--entry NAME] [--runs N] [--args ARG...]\n", stderr);
    return 1;
}

int main(int argc, char **argv) {
    const char *file = NULL, *entry = "main";
    long runs = 100;
    ai_args *args = ai_args_new();
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--entry") == 0 && i + 1 < argc) entry = argv[++i];
        else if (strcmp(argv[i], "--runs") == 0 && i + 1 < argc) runs = strtol(argv[++i], NULL, 10);
        else if (strcmp(argv[i], "--args") == 0)
            while (i + 1 < argc && strncmp(argv[i + 1], "--", 2) != 0) ai_args_add(args, argv[++i]);
        else if (!file && argv[i][0] != '-') file = argv[i];
        else return ai_args_free(args), usage();
    }
    if (!file || runs < 1) return ai_args_free(args), usage();
    ai_module *m = NULL;
    double loads[LOADS];
    for (int i = 0; i < LOADS; i++) {
        ai_module_free(m);
        double t0 = now_us(CLOCK_PROCESS_CPUTIME_ID);
        m = ai_module_load_file(file);
        loads[i] = now_us(CLOCK_PROCESS_CPUTIME_ID) - t0;
        if (!m) return ai_args_free(args), fputs("affine-api-bench: out of memory\n", stderr), 1;
    }
    qsort(loads, LOADS, sizeof *loads, by_value);
    int status = ai_module_status(m);
    if (status) fputs(ai_module_diagnostics(m), stderr);
    double *times = status ? NULL : malloc(2 * (size_t)runs * sizeof *times), *walls = times ? times + runs : NULL;
    for (long i = 0; times && i < runs; i++) {
        double t0 = now_us(CLOCK_PROCESS_CPUTIME_ID), w0 = now_us(CLOCK_MONOTONIC);
        ai_run *r = ai_run_entry(m, entry, args, NULL);
        times[i] = now_us(CLOCK_PROCESS_CPUTIME_ID) - t0;
        walls[i] = now_us(CLOCK_MONOTONIC) - w0;
        int s = ai_run_status(r);
        if (i == 0 && s) fputs(ai_run_diagnostics(r), stderr);
        if (i == 0) status = s;
        else if (s != status) fprintf(stderr, "affine-api-bench: run %ld ended with %d, run 0 with %d\n", i, s, status);
        ai_run_free(r);
    }
    if (times) {
        qsort(times, (size_t)runs, sizeof *times, by_value);
        qsort(walls, (size_t)runs, sizeof *walls, by_value);
        printf("load-us: %.1f per-run-us: %.1f wall-per-run-us: %.1f\n", loads[LOADS / 2], times[runs / 2], walls[runs / 2]);
    }
    free(times);
    ai_args_free(args);
    ai_module_free(m);
    return status;
}
