/* The handles of the C API (affine_interp.h) as the library sees them,
 * shared by its files: api_module.c (loading), api_config.c (run
 * options), api_args.c (argument lists), api_run.c (running, results),
 * api_compare.c (two runs judged as --compare judges them). */
#ifndef AI_API_H
#define AI_API_H
#include "affine_interp.h"
#include "../run/outcome.h"

struct ai_module {
    int status;            /* AI_OK, AI_USAGE or AI_REJECTED */
    char *diagnostics;     /* "" when it loaded */
    SourceFile src;        /* text and name owned: locations point into it */
    Module *module;
    Program *prog;
};

enum { API_MAX_SPACES = 32 };

struct ai_config {
    RunConfig run;         /* limits, checks, DMA, capacities (entry and args: ai_run_entry's) */
    char *spaces[API_MAX_SPACES];   /* the capacities' space names, owned */
    int observe_args;
};

struct ai_args {
    char **words;          /* one --args word each, owned */
    int n, cap;
};

struct ai_run {
    int status;
    RunOutcome r;          /* the call; borrows the module's Program */
    char *diagnostics;
    char *results_text, *args_text, *json;   /* built when first asked for */
};

/* What print(out, what) writes, as a NUL-terminated string (the caller
 * frees it); NULL when memory runs out. */
typedef void (*ApiPrinter)(FILE *out, const void *what);
char *api_text(ApiPrinter print, const void *what);
#endif
