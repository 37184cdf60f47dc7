/* Loads a module once and runs an entry N times, the argument "%i" being
 * the run's number: run_many FILE ENTRY N [ARG...]  (see affine_interp.h)
 * e.g. run_many examples/matmul.mlir matmul 3 iota ones zeros %i */
#include <affine_interp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
    if (argc < 4) return fprintf(stderr, "usage: run_many FILE ENTRY N [ARG...]\n"), 1;
    ai_module *m = ai_module_load_file(argv[1]);
    int worst = ai_module_status(m);
    fputs(ai_module_diagnostics(m), stderr);
    ai_args *args = ai_args_new();
    for (int i = 0; !worst && i < atoi(argv[3]); i++) {
        ai_args_clear(args);
        for (int a = 4; a < argc; a++) strcmp(argv[a], "%i") ? ai_args_add(args, argv[a]) : ai_args_add_i64(args, i);
        ai_run *r = ai_run_entry(m, argv[2], args, NULL);
        printf("run %d: exit %d\n%s%s%s", i, ai_run_status(r), ai_run_output(r, NULL), ai_run_results_text(r),
               ai_run_memref_args_text(r));
        fputs(ai_run_diagnostics(r), stderr);
        if (ai_run_status(r) > worst) worst = ai_run_status(r);
        ai_run_free(r);
    }
    ai_args_free(args);
    ai_module_free(m);
    return worst;
}
