/* One run of an entry function as a value: what it printed, how it ended
 * (the exit class and the error), its results and the final contents of
 * its memref arguments.  The plain command prints an outcome (driver.c);
 * --compare compares the outcomes of two programs (compare.c). */
#ifndef AI_OUTCOME_H
#define AI_OUTCOME_H
#include "../core/engine.h"
#include "exit_codes.h"
#include "run_config.h"

enum { OUTCOME_MAX_LEAKS = 5 };

typedef struct RunOutcome {
    /* EXIT_OK, or the class of `error` (the module does not load, no such
     * entry function, bad --args, UB, a limit), or EXIT_UB for leaks with
     * --leaks=error */
    int exit_code;
    Diag *error;                /* the diagnostic of the run (owned) */
    Diag *leaks[OUTCOME_MAX_LEAKS];   /* the first allocations never deallocated (owned) */
    int nleaks;                 /* how many there are (may exceed OUTCOME_MAX_LEAKS) */
    char *printed;              /* captured output (NULL when it went to stdout) */
    size_t printed_len;
    bool returned;              /* the call returned cleanly: res and args hold what it left */
    Program *prog;
    bool owns_prog;             /* outcome_load loaded it (outcome_bind borrows one) */
    Function *f;                /* the entry function */
    Slot *args, *res;           /* packed as f's arguments and results */
    Exec *ex;                   /* the run (NULL before the call), kept alive: the buffers behind args and res */
} RunOutcome;

/* Loads m (which must outlive the outcome) and finds o->entry in it: false
 * with exit_code and error set when it cannot be run. */
bool outcome_load(const RunConfig *o, const SourceFile *src, Module *m, RunOutcome *r);
/* Finds o->entry in prog, loaded from src_name, which the outcome borrows
 * (load once, run many: the C API): false with exit_code and error set
 * when it cannot be run. */
bool outcome_bind(const RunConfig *o, const char *src_name, Program *prog, RunOutcome *r);
/* Calls the entry function with o->args.  capture: keep what the program
 * prints in r->printed (else it goes to stdout as it runs).  args_use: how
 * the memref arguments are read after the call ("printed after the call
 * (a memref argument)"; NULL: they are not), so that an undefined element
 * or a deallocated memref there is the error, as it is in a result. */
void outcome_call(const RunConfig *o, RunOutcome *r, bool capture, const char *args_use);
/* The warnings (or with --leaks=error, errors) for memory never
 * deallocated: the first few, then how many more. */
void outcome_print_leaks(FILE *out, const RunOutcome *r);
/* The first diagnostic of a failed run (the error, or a leak as error). */
const Diag *outcome_diag(const RunOutcome *r);
void outcome_release(RunOutcome *r);
#endif
