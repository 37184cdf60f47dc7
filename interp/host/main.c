/* The affine-interp command: reads a module, prints it in generic form or
 * runs a function of it, or (--compare) runs two programs and compares
 * them.  Exit codes (README, --help): 0 success, 1 usage or I/O error,
 * 2 program rejected, 3 undefined behaviour at run time, 4 resource limit
 * reached, 5 the compared programs behave differently. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <signal.h>
#include "../../parser/parse.h"
#include "options.h"
#include "driver.h"
#include "compare.h"
#include "../run/source_read.h"
#include "../core/progress.h"

#define AFFINE_INTERP_VERSION "0.1.0"

static void print_help(FILE *out) {
    fputs("usage: affine-interp [FILE|-] [options] [--args ARG...]\n"
          "       affine-interp --compare BEFORE AFTER [options] [--args ARG...]\n"
          "       mlir-opt-22 FILE.mlir PASSES | affine-interp -e main -entry-point-result=void\n"
          "\n"
          "Reads an MLIR module (generic or custom form of the builtin, func, arith, math,\n"
          "memref, affine, scf, cf, vector and ub dialects, linalg.fill, and of the LLVM\n"
          "dialect what lowering a program without memrefs gives) and runs a function of it.\n"
          "With no FILE, or FILE '-', it reads standard input (unless that is a terminal).\n"
          "\n"
          "Every option with a value takes it as '--opt VALUE' or '--opt=VALUE'; a single\n"
          "dash works too ('-entry-point-result=void'), as in MLIR's tools.\n"
          "\n"
          "running:\n"
          "  --entry NAME, -e NAME function to run (default: main)\n"
          "  --args ARG...         arguments of the entry function, each a separate word, up to\n"
          "                        the next option ('-1.5', '-inf' and '-nan' are arguments; '-e'\n"
          "                        is an option; -args is the same):\n"
          "                          scalar: 3, -1.5, inf, nan, true, or a bit pattern 0x7fc00000\n"
          "                          memref: [SHAPE:]INIT, SHAPE (4x8) when the type has dynamic\n"
          "                          sizes, INIT one of zeros, ones, fill:V, iota, random:SEED, a\n"
          "                          nested list [[1,2],[3,4]] or a NumPy file a.npy\n"
          "  --print-args          after the call, print every memref argument as printMemref does\n"
          "  --out DIR             write each memref argument (argN.npy) and result (resultN.npy)\n"
          "                        to DIR after the call\n"
          "  --json                print one JSON document instead: what the program printed,\n"
          "                        then every result and argument with type, shape and data; a run\n"
          "                        that stops with an error prints {\"error\": {file, line, col,\n"
          "                        message, ub_kind, op, exit}, \"printed\": what it printed before}\n"
          "  --dma POLICY          when DMA data moves: at-wait (default: at the dma_wait), eager\n"
          "                        (at the dma_start) or random:SEED (at random moments between,\n"
          "                        reproducibly); well-defined programs print the same under all\n"
          "  --stats               after the run, print each memory space's peak use and the DMA\n"
          "                        traffic to stderr\n"
          "\n"
          "checks and limits:\n"
          "  --check LIST          undefined-behaviour checks to run, comma-separated: the\n"
          "                        families below, all or none (default all):\n",
          out);
    static const struct { const char *name, *what; } families[] = {
#define UB_FAMILY(ID, NAME, WHAT) {#NAME, WHAT},
#include "../core/ub_families.def"
    };
    for (size_t f = 0; f < sizeof families / sizeof *families; f++)
        fprintf(out, "%26s%-10s %s\n", "", families[f].name, families[f].what);
    fputs(
          "  --uninit strict|lazy  strict: a load of uninitialized memory is the error; lazy\n"
          "                        (default): the error is where an uninitialized value is observed\n"
          "  --leaks error|warn    memory never deallocated: an error at exit, or (default) a warning\n"
          "  --max-steps N         stop with exit code 4 after N executed operations\n"
          "  --max-memory BYTES    stop with exit code 4 when allocations exceed BYTES\n"
          "  --max-call-depth N    stop with exit code 4 beyond N nested calls (default 10000)\n"
          "  --mem-space-capacity SPACE=BYTES\n"
          "                        an allocation beyond BYTES in memory space SPACE (as the type\n"
          "                        names it: 0, 2, #gpu.address_space<workgroup>) stops with exit 4;\n"
          "                        repeatable\n"
          "\n"
          "other modes:\n"
          "  --print-generic       print the module in MLIR's generic form and exit\n"
          "  --legacy-syntax       also read MLIR's earlier syntax (bare affine maps and sets,\n"
          "                        alloc, constant, addf, func @f, affine.terminator, ...)\n"
          "  --upgrade             read it and print the module in today's syntax (generic form)\n"
          "  --dependences         run the entry function and print, for every pair of affine accesses\n"
          "                        and depth, the dependences observed, as mlir-opt's\n"
          "                        -test-memref-dependence-check remarks (with --json: as JSON); the\n"
          "                        program's own output is not printed\n"
          "  --verify-diagnostics  check the diagnostics against the expected-error/warning/note/remark\n"
          "                        comments (as mlir-opt: '// expected-error @+1 {{text}}', @-N, @above,\n"
          "                        @below, @unknown, expected-error-re with {{regex}} parts); a chunk\n"
          "                        that verifies and defines the entry function also runs (with\n"
          "                        --args), and its run-time error, notes and leak warnings count;\n"
          "                        exit 0 when all agree (an expected run-time error included), 1 when not\n"
          "  --split-input-file    treat '// -----' as a separator between independent modules\n"
          "  --compare BEFORE AFTER\n"
          "                        run the entry function of both programs with the same --args (and\n"
          "                        limits, --dma, --check) and compare what they print (up to the\n"
          "                        printMemref address and the sign of NaNs), return and leave in\n"
          "                        their memref arguments; nothing goes to stdout, the first\n"
          "                        difference is named on stderr.  With --split-input-file, chunk I of\n"
          "                        BEFORE against chunk I of AFTER, one line per pair on stdout:\n"
          "                        'chunk I: VERDICT[: DETAIL]', VERDICT one of same, different,\n"
          "                        after-ub, before-ub, before-rejected, after-rejected, before-limit,\n"
          "                        after-limit, usage; the exit code is the worst pair's.  With\n"
          "                        --json, one JSON object per pair on stdout instead (chunk, verdict,\n"
          "                        exit, side, diagnostic, difference with count, permutation,\n"
          "                        rounding and max_rel_error, detail; README \"--compare --json\")\n"
          "  --fp-tolerance REL    --compare: a difference whose every differing float (printed\n"
          "                        token, result or argument element) is within REL relative of\n"
          "                        BEFORE's (|a-b| <= REL*max(|a|,|b|)) counts as the same (exit 0):\n"
          "                        for programs whose float ops permit reassociation (fastmath\n"
          "                        reassoc or fast).  Without it, 1e-5 only decides --json's rounding\n"
          "\n"
          "mlir-runner-22's flags, accepted so that affine-interp can take its place in a RUN line:\n"
          "  --entry-point-result=void|i32|i64|f32, -entry-point-result=...\n"
          "                        results are printed whatever the type\n"
          "  --shared-libs=LIB,..., -shared-libs=...\n"
          "                        the runner utility libraries (mlir_c_runner_utils,\n"
          "                        mlir_runner_utils, mlir_async_runtime) are built in; another\n"
          "                        library is an error naming it; repeatable\n"
          "  -O0, -O1, -O2, -O3    accepted; optimization levels change nothing\n"
          "\n"
          "  --help, -h            this text\n"
          "  --version             the version\n"
          "\n"
          "On a terminal, a run longer than 2 s shows its progress on stderr (steps, the op\n"
          "at, line:col), erased when it ends.\n"
          "\n"
          "exit codes:\n"
          "  0  success (--verify-diagnostics: every expectation met)\n"
          "  1  usage or I/O error (--verify-diagnostics: a mismatch)\n"
          "  2  program rejected (parse or verification error)\n"
          "  3  undefined behaviour at run time\n"
          "  4  a resource limit reached (--compare: in BEFORE, or in AFTER only)\n"
          "  5  --compare: the programs behave differently, or AFTER alone has undefined\n"
          "     behaviour (3: BEFORE has some, nothing can be concluded; 2: either is rejected)\n"
          "  130  interrupted (Ctrl-C): the message says where the run was (function, op,\n"
          "     line:col, enclosing loop iterations, calls) and after how many steps\n",
          out);
}

/* --compare runs two programs and prints verdicts: the options that print
 * or write a single run's output have no meaning there. */
static int check_compare_options(const Options *o) {
    const struct { bool on; const char *name; } single[] = {
        {o->print_generic, "--print-generic"}, {o->upgrade, "--upgrade"}, {o->verify_diagnostics, "--verify-diagnostics"},
        {o->out_dir != NULL, "--out"}, {o->print_args, "--print-args"}, {o->stats, "--stats"},
        {o->run.dependences, "--dependences"},
    };
    for (size_t i = 0; i < sizeof single / sizeof *single; i++)
        if (single[i].on) return options_error("%s cannot be combined with --compare", single[i].name);
    if (o->input) return options_error("'%s': --compare takes the two files to compare after it, and no other", o->input);
    if (strcmp(o->compare[0], "-") == 0 && strcmp(o->compare[1], "-") == 0)
        return options_error("%s", "only one of the compared files can be standard input");
    return EXIT_OK;
}

/* Reads a whole file (or standard input for "-"), or says why it cannot. */
static int read_source(const char *path, SourceFile *src) {
    Diag *err = source_read(path, src);
    return err ? diag_emit_free(stderr, err) : EXIT_OK;
}

/* --compare BEFORE AFTER */
static int compare_files(const Options *o) {
    int rc = check_compare_options(o);
    if (rc) return rc;
    SourceFile src[2];
    Diag *err = source_read(o->compare[0], &src[0]);
    if (err) return compare_usage_error(o, err);
    err = source_read(o->compare[1], &src[1]);
    if (err) rc = compare_usage_error(o, err);
    else {
        rc = compare_run(o, &src[0], &src[1]);
        source_release(&src[1]);
    }
    source_release(&src[0]);
    return rc;
}

/* The one piece of global state: a signal handler can reach nothing else.
 * The engine polls it (RunLimits.interrupt) every RUN_POLL_STEPS steps and
 * stops with the place it was at and exit code 130. */
static volatile sig_atomic_t interrupted;

static void on_interrupt(int sig) {
    (void)sig;
    if (interrupted) _exit(EXIT_INTERRUPTED);   /* a second Ctrl-C: now */
    interrupted = 1;
}

int main(int argc, char **argv) {
    Options o;
    int rc = options_parse(argc, argv, &o);
    if (rc) return rc;
    o.run.interrupt = &interrupted;
    /* the progress line, on a terminal only; AFFINE_INTERP_PROGRESS_DELAY_MS
     * (hidden, for tests: README) shortens the wait before it shows */
    o.run.progress = isatty(STDERR_FILENO);
    const char *delay = getenv("AFFINE_INTERP_PROGRESS_DELAY_MS");
    o.run.progress_delay_ms = delay && *delay ? atoi(delay) : PROGRESS_DEFAULT_DELAY_MS;
    if (o.run.progress_delay_ms < 0) o.run.progress_delay_ms = 0;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_interrupt;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);
    if (o.help) {
        print_help(stdout);
        return EXIT_OK;
    }
    if (o.version) {
        puts("affine-interp " AFFINE_INTERP_VERSION);
        return EXIT_OK;
    }
    if (o.compare[0]) return compare_files(&o);
    if (o.fp_tolerance_given) return options_error("%s only applies to --compare", "--fp-tolerance");
    /* as mlir-runner-22: no file, the program comes on standard input
     * (unless that is a terminal: then nobody is about to type a module) */
    if (!o.input && isatty(STDIN_FILENO)) return options_error("%s", "no input file (use '-' for standard input)");
    if (!o.input) o.input = "-";
    SourceFile src;
    rc = read_source(o.input, &src);
    if (rc) return rc;
    rc = driver_run(&o, &src);
    source_release(&src);
    return rc;
}
