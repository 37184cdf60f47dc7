/* affine_interp.h: affine-interp as a C library (build/libaffine-interp.a,
 * link with -laffine-interp -lm).
 *
 * Load a module once, run an entry function of it many times with
 * arguments, read what each run printed, returned and left in its memref
 * arguments, and how it ended: the exit class of the command line (0 ok,
 * 1 usage or I/O, 2 program rejected, 3 undefined behaviour, 4 resource
 * limit, 130 interrupted) and the diagnostic text, `FILE:LINE:COL: error:
 * ...` with the source line and a caret, as affine-interp prints it.
 *
 * Ownership: every handle a function returns is the caller's, freed by its
 * ai_*_free; a string a handle returns lives as long as the handle.  A run
 * borrows its module: free the runs before the module.  Functions that
 * return a handle return NULL only when memory runs out; the status and
 * text readers take that NULL (AI_USAGE, "out of memory", "") so a caller
 * need not check each handle.
 *
 * Threads: there is no global state.  Distinct modules (and their runs,
 * configs, argument lists) may be used in distinct threads at once; one
 * module is used by one thread at a time. */
#ifndef AFFINE_INTERP_H
#define AFFINE_INTERP_H
#include <signal.h>
#include <stddef.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

/* How a load or a run ended: the exit codes of the command line. */
enum {
    AI_OK = 0,
    AI_USAGE = 1,          /* bad arguments, no such entry function, a file that cannot be read */
    AI_REJECTED = 2,       /* parse or verification error */
    AI_UB = 3,             /* undefined behaviour at run time */
    AI_LIMIT = 4,          /* a resource limit (steps, memory, call depth, memory-space capacity) */
    AI_DIFFERENT = 5,      /* ai_run_compare: the runs differ, or AFTER alone has undefined behaviour */
    AI_INTERRUPTED = 130,  /* the interrupt flag (ai_config_set_interrupt) was raised */
};

/* --------------------------------------------------------------- modules */
typedef struct ai_module ai_module;

/* Reads, parses, verifies and prepares the module in a file ("-": standard
 * input).  Check ai_module_status: the handle also carries a failure. */
ai_module *ai_module_load_file(const char *path);
/* The same from text (len bytes, need not be NUL-terminated); name is the
 * file name diagnostics give. */
ai_module *ai_module_load_text(const char *text, size_t len, const char *name);
/* AI_OK, AI_USAGE (cannot read the file) or AI_REJECTED. */
int ai_module_status(const ai_module *m);
/* The load's diagnostics ("" when it loaded). */
const char *ai_module_diagnostics(const ai_module *m);
/* Prints the module in MLIR's generic form (--print-generic); nothing
 * when it did not load. */
void ai_module_print_generic(const ai_module *m, FILE *out);
void ai_module_free(ai_module *m);

/* ---------------------------------------------------------- run options */
typedef struct ai_config ai_config;

/* The undefined-behaviour check families of --check (default: all). */
enum {
    AI_CHECK_BOUNDS = 1u << 0,
    AI_CHECK_UNINIT = 1u << 1,
    AI_CHECK_POISON = 1u << 2,
    AI_CHECK_IMMEDIATE = 1u << 3,
    AI_CHECK_LIFETIME = 1u << 4,
    AI_CHECK_RACE = 1u << 5,
    AI_CHECK_DIMS = 1u << 6,
    AI_CHECK_DMA = 1u << 7,
    AI_CHECK_ALL = 0xffu,
};

/* --dma: when the data of an affine.dma_start moves. */
typedef enum { AI_DMA_AT_WAIT, AI_DMA_EAGER, AI_DMA_RANDOM } ai_dma_policy;

/* The defaults of the command line: no step or memory limit, call depth
 * 10000, every check, lazy uninit, leaks as warnings, DMA at the wait,
 * memref arguments observed after the call. */
ai_config *ai_config_new(void);
void ai_config_free(ai_config *c);
void ai_config_set_max_steps(ai_config *c, long long steps);      /* --max-steps; 0: unlimited */
void ai_config_set_max_memory(ai_config *c, long long bytes);     /* --max-memory; 0: unlimited */
void ai_config_set_max_call_depth(ai_config *c, int depth);       /* --max-call-depth; 0: 10000 */
void ai_config_set_checks(ai_config *c, unsigned checks);         /* --check: AI_CHECK_* bits */
void ai_config_set_uninit_strict(ai_config *c, int strict);       /* --uninit=strict */
void ai_config_set_leaks_error(ai_config *c, int error);          /* --leaks=error */
void ai_config_set_dma(ai_config *c, ai_dma_policy policy, unsigned long long seed);   /* --dma */
/* --mem-space-capacity SPACE=BYTES (SPACE as the types name it: "2",
 * "#gpu.address_space<workgroup>"); AI_USAGE past 32 spaces. */
int ai_config_set_mem_space_capacity(ai_config *c, const char *space, long long bytes);
/* Whether the memref arguments are read after the call (default 1): an
 * undefined element or a deallocated memref there is then the error, as
 * with --print-args. */
void ai_config_set_observe_args(ai_config *c, int observe);
/* A flag the run polls (a signal handler's): once nonzero the run stops
 * with AI_INTERRUPTED and says where it was.  NULL: none. */
void ai_config_set_interrupt(ai_config *c, const volatile sig_atomic_t *flag);

/* ------------------------------------------------------------ arguments */
typedef struct ai_args ai_args;

/* An argument list in the syntax of --args, one word per argument:
 * scalars (7, -1.5, inf, 0x7fc00000, true), memrefs [SHAPE:]INIT with INIT
 * zeros, ones, fill:V, iota, random:SEED, a nested list [[1,2],[3,4]] or
 * a .npy file.  Each add returns AI_OK, or AI_USAGE when memory runs out
 * (a bad argument is the run's error, naming it). */
ai_args *ai_args_new(void);
void ai_args_free(ai_args *a);
void ai_args_clear(ai_args *a);
int ai_args_add(ai_args *a, const char *word);
/* Several words separated by blanks ("iota ones zeros 4"); a blank inside
 * [...] belongs to its list. */
int ai_args_add_line(ai_args *a, const char *line);
int ai_args_add_i64(ai_args *a, long long v);
int ai_args_add_f64(ai_args *a, double v);   /* exact for f64 and f32 arguments */
/* A memref of the given shape (row-major data), as a nested list. */
int ai_args_add_memref_i64(ai_args *a, int rank, const long long *shape, const long long *data);
int ai_args_add_memref_f64(ai_args *a, int rank, const long long *shape, const double *data);

/* ----------------------------------------------------------------- runs */
typedef struct ai_run ai_run;

/* Runs function `entry` (NULL: "main") of m with args (NULL: none) under
 * config (NULL: the defaults).  What the program prints is captured, never
 * written to stdout.  Check ai_run_status. */
ai_run *ai_run_entry(ai_module *m, const char *entry, const ai_args *args, const ai_config *config);
/* AI_OK or the class of the error (the module's status when it did not load). */
int ai_run_status(const ai_run *r);
/* The error with its notes, and the warnings (memory never deallocated);
 * "" when there are none. */
const char *ai_run_diagnostics(const ai_run *r);
/* What the program printed (vector.print, printMemref, ...), up to the
 * error if any; *len (if not NULL) gets its length. */
const char *ai_run_output(const ai_run *r, size_t *len);
/* The results as the command prints them (one per line, printMemref for
 * memrefs); "" when the call did not return. */
const char *ai_run_results_text(ai_run *r);
/* The memref arguments as --print-args prints them, after the call. */
const char *ai_run_memref_args_text(ai_run *r);
/* Everything --json prints: output, results and arguments with their
 * types, shapes and data. */
const char *ai_run_json(ai_run *r);
/* Typed access, once the call returned (AI_USAGE otherwise, or when the
 * index or the type does not fit): the number of results, a scalar result
 * (integer or index: *v sign-extended; float: as a double). */
int ai_run_result_count(const ai_run *r);
int ai_run_result_i64(const ai_run *r, int index, long long *v);
int ai_run_result_f64(const ai_run *r, int index, double *v);
/* A memref argument after the call: its rank and sizes (sizes holds up to
 * max_rank entries), then its elements row-major into data (at most n). */
int ai_run_memref_arg_shape(const ai_run *r, int arg, int *rank, long long *sizes, int max_rank);
int ai_run_memref_arg_i64(const ai_run *r, int arg, long long *data, size_t n);
int ai_run_memref_arg_f64(const ai_run *r, int arg, double *data, size_t n);
void ai_run_free(ai_run *r);

/* Two runs with the same arguments, of a program before and after a pass,
 * judged as --compare judges them: AI_OK when both returned and agree on
 * everything observable (printed output up to printMemref addresses and
 * NaN signs, results, memref arguments); AI_DIFFERENT when they differ or
 * AFTER alone has undefined behaviour; else BEFORE's failure (AI_UB,
 * AI_LIMIT, AI_REJECTED, AI_USAGE: nothing can be concluded) or AFTER's
 * (AI_LIMIT, AI_REJECTED).  detail (len bytes, may be NULL) gets one
 * line: the first difference, or the diagnostic behind the verdict. */
int ai_run_compare(const ai_run *before, const ai_run *after, char *detail, size_t len);

#ifdef __cplusplus
}
#endif
#endif
