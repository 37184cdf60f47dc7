/* The command line: one table of options, one syntax.  Every option that
 * takes a value accepts `--opt VALUE` and `--opt=VALUE`; the single-dash
 * long forms MLIR's tools use (`-entry-point-result=void`, `-shared-libs=`)
 * are the same options; mlir-runner-22's flags are accepted so that
 * affine-interp can replace it in a RUN line. */
#include "options.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int (*Apply)(Options *o, const char *value, const char *spelled);

typedef struct OptionSpec {
    const char *name;      /* "--entry" */
    const char *alias;     /* a short form ("-e") or NULL */
    bool takes_value;
    const char *metavar;   /* for "needs ..." messages */
    Apply apply;
} OptionSpec;

/* A usage error: the message, then the pointer to --help (exit 1). */
int options_error(const char *fmt, const char *arg) {
    char msg[1024];
    snprintf(msg, sizeof msg, fmt, arg);
    return diag_emit_free(stderr, diag_usage("affine-interp", "%s\n(see 'affine-interp --help')", msg));
}

static int set_flag(bool *flag, bool value) {
    *flag = value;
    return EXIT_OK;
}

static int opt_help(Options *o, const char *v, const char *s) { return set_flag(&o->help, true); }
static int opt_version(Options *o, const char *v, const char *s) { return set_flag(&o->version, true); }
static int opt_print_generic(Options *o, const char *v, const char *s) { return set_flag(&o->print_generic, true); }
static int opt_legacy_syntax(Options *o, const char *v, const char *s) { return set_flag(&o->legacy_syntax, true); }
static int opt_upgrade(Options *o, const char *v, const char *s) {
    o->legacy_syntax = true;
    return set_flag(&o->upgrade, true);
}
static int opt_verify_diagnostics(Options *o, const char *v, const char *s) { return set_flag(&o->verify_diagnostics, true); }
static int opt_split_input_file(Options *o, const char *v, const char *s) { return set_flag(&o->split_input_file, true); }
static int opt_print_args(Options *o, const char *v, const char *s) { return set_flag(&o->print_args, true); }
static int opt_json(Options *o, const char *v, const char *s) { return set_flag(&o->json, true); }
static int opt_stats(Options *o, const char *v, const char *s) { return set_flag(&o->stats, true); }
static int opt_dependences(Options *o, const char *v, const char *s) { return set_flag(&o->run.dependences, true); }

static int opt_entry(Options *o, const char *v, const char *s) {
    o->run.entry = v;
    o->entry_given = true;
    return EXIT_OK;
}

static int opt_out(Options *o, const char *v, const char *s) {
    o->out_dir = v;
    return EXIT_OK;
}

static int opt_check(Options *o, const char *v, const char *s) {
    static const char *const families[] = {
#define UB_FAMILY(ID, NAME, WHAT) #NAME,
#include "../core/ub_families.def"
    };
    static const char unknown[] = "unknown check in '%s' ("
#define UB_FAMILY(ID, NAME, WHAT) #NAME ", "
#include "../core/ub_families.def"
                                  "all, none)";
    o->run.checks_given = true;
    o->run.checks = 0;
    for (const char *p = v; *p;) {
        size_t len = strcspn(p, ",");
        bool found = false;
        for (unsigned f = 0; f < sizeof families / sizeof *families; f++)
            if (strlen(families[f]) == len && strncmp(p, families[f], len) == 0) o->run.checks |= 1u << f, found = true;
        if (len == 3 && strncmp(p, "all", 3) == 0) o->run.checks = ~0u, found = true;
        if (len == 4 && strncmp(p, "none", 4) == 0) found = true;
        if (!found)
            return options_error(unknown, v);
        p += len;
        if (*p == ',') p++;
    }
    return EXIT_OK;
}

static int opt_uninit(Options *o, const char *v, const char *s) {
    if (strcmp(v, "strict") == 0) return set_flag(&o->run.uninit_strict, true);
    if (strcmp(v, "lazy") == 0) return set_flag(&o->run.uninit_strict, false);
    return options_error("unknown --uninit mode '%s' (strict or lazy)", v);
}

static int opt_leaks(Options *o, const char *v, const char *s) {
    if (strcmp(v, "error") == 0) return set_flag(&o->run.leaks_error, true);
    if (strcmp(v, "warn") == 0) return set_flag(&o->run.leaks_error, false);
    return options_error("unknown --leaks mode '%s' (error or warn)", v);
}

static int opt_limit(Options *o, const char *v, const char *s) {
    char *end;
    long long n = strtoll(v, &end, 10);
    if (!*v || *end || n <= 0) return options_error("'%s' is not a positive number", v);
    if (strstr(s, "steps")) o->run.max_steps = n;
    else if (strstr(s, "memory")) o->run.max_memory = n;
    else o->run.max_call_depth = n > 1000000 ? 1000000 : (int)n;
    return EXIT_OK;
}

/* --fp-tolerance REL: a relative tolerance, a finite number >= 0. */
static int opt_fp_tolerance(Options *o, const char *v, const char *s) {
    char *end;
    double rel = strtod(v, &end);
    if (!*v || *end || !(rel >= 0) || rel > 1e308) return options_error("'%s' is not a relative tolerance (a number >= 0, e.g. 1e-5)", v);
    o->fp_tolerance = rel;
    o->fp_tolerance_given = true;
    return EXIT_OK;
}

static int opt_dma(Options *o, const char *v, const char *s) {
    char *end;
    if (strcmp(v, "at-wait") == 0) o->run.dma_policy = 0;
    else if (strcmp(v, "eager") == 0) o->run.dma_policy = 1;
    else if (strncmp(v, "random:", 7) == 0 && v[7] >= '0' && v[7] <= '9' &&
             (o->run.dma_seed = strtoull(v + 7, &end, 10), *end == 0))
        o->run.dma_policy = 2;
    else return options_error("unknown DMA policy '%s' (at-wait, eager or random:SEED)", v);
    return EXIT_OK;
}

static int opt_capacity(Options *o, const char *spec, const char *s) {
    const char *eq = strrchr(spec, '=');
    char *end;
    long long bytes = eq ? strtoll(eq + 1, &end, 10) : -1;
    if (!eq || eq == spec || eq[1] == 0 || *end || bytes < 0)
        return options_error("'%s' is not SPACE=BYTES (e.g. 2=65536)", spec);
    if (o->run.ncapacities == (int)(sizeof o->run.capacities / sizeof *o->run.capacities))
        return options_error("too many --mem-space-capacity options (at most 32), at '%s'", spec);
    o->run.capacities[o->run.ncapacities].space = spec;
    o->run.capacities[o->run.ncapacities].space_len = (int)(eq - spec);
    o->run.capacities[o->run.ncapacities++].bytes = bytes;
    return EXIT_OK;
}

/* mlir-runner-22's -entry-point-result: the runner prints what a non-void
 * entry returns, as affine-interp always does; the type must be one it
 * accepts. */
static int opt_entry_point_result(Options *o, const char *v, const char *s) {
    static const char *const kinds[] = {"void", "i32", "i64", "f32"};
    for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++)
        if (strcmp(v, kinds[i]) == 0) return EXIT_OK;
    return options_error("unknown -entry-point-result '%s' (void, i32, i64 or f32)", v);
}

/* mlir-runner-22's -shared-libs: the runner utility libraries are built in;
 * another library cannot be loaded. */
static int opt_shared_libs(Options *o, const char *v, const char *s) {
    for (const char *p = v; *p;) {
        size_t len = strcspn(p, ",");
        const char *slash = memchr(p, '/', len) ? p + len : p;
        while (slash > p && slash[-1] != '/') slash--;
        size_t base = len - (size_t)(slash - p);
        if (!((base >= 22 && strncmp(slash, "libmlir_c_runner_utils", 22) == 0) ||
              (base >= 20 && strncmp(slash, "libmlir_runner_utils", 20) == 0) ||
              (base >= 19 && strncmp(slash, "libmlir_async_runtime", 19) == 0))) {
            char lib[256];
            snprintf(lib, sizeof lib, "%.*s", (int)len, p);
            return options_error("-shared-libs: '%s' cannot be loaded: affine-interp has the runner utilities "
                                 "(printMemref*, print*, rtclock) built in and runs no other library", lib);
        }
        p += len;
        if (*p == ',') p++;
    }
    return EXIT_OK;
}

static int opt_optimization(Options *o, const char *v, const char *s) { return EXIT_OK; }

static const OptionSpec specs[] = {
    {"--help", "-h", false, NULL, opt_help},
    {"--version", NULL, false, NULL, opt_version},
    {"--print-generic", NULL, false, NULL, opt_print_generic},
    {"--legacy-syntax", NULL, false, NULL, opt_legacy_syntax},
    {"--upgrade", NULL, false, NULL, opt_upgrade},
    {"--verify-diagnostics", NULL, false, NULL, opt_verify_diagnostics},
    {"--split-input-file", NULL, false, NULL, opt_split_input_file},
    {"--print-args", NULL, false, NULL, opt_print_args},
    {"--json", NULL, false, NULL, opt_json},
    {"--stats", NULL, false, NULL, opt_stats},
    {"--dependences", NULL, false, NULL, opt_dependences},
    {"--entry", "-e", true, "a function name", opt_entry},
    {"--out", NULL, true, "a directory", opt_out},
    {"--check", NULL, true, "a list of checks", opt_check},
    {"--uninit", NULL, true, "a mode (strict or lazy)", opt_uninit},
    {"--leaks", NULL, true, "a mode (error or warn)", opt_leaks},
    {"--max-steps", NULL, true, "a number", opt_limit},
    {"--max-memory", NULL, true, "a number", opt_limit},
    {"--max-call-depth", NULL, true, "a number", opt_limit},
    {"--fp-tolerance", NULL, true, "a relative tolerance", opt_fp_tolerance},
    {"--dma", NULL, true, "a policy (at-wait, eager or random:SEED)", opt_dma},
    {"--mem-space-capacity", NULL, true, "SPACE=BYTES", opt_capacity},
    {"--entry-point-result", NULL, true, "a type (void, i32, i64 or f32)", opt_entry_point_result},
    {"--shared-libs", NULL, true, "a list of libraries", opt_shared_libs},
    {"-O0", NULL, false, NULL, opt_optimization},
    {"-O1", NULL, false, NULL, opt_optimization},
    {"-O2", NULL, false, NULL, opt_optimization},
    {"-O3", NULL, false, NULL, opt_optimization},
};

/* "-entry-point-result=void" is "--entry-point-result=void": a single dash
 * before a long name (two letters or more) means the same option. */
static const OptionSpec *find_spec(const char *a, size_t name_len) {
    for (size_t i = 0; i < sizeof specs / sizeof *specs; i++) {
        const OptionSpec *sp = &specs[i];
        size_t n = strlen(sp->name);
        if (n == name_len && strncmp(a, sp->name, n) == 0) return sp;
        if (sp->alias && strlen(sp->alias) == name_len && strncmp(a, sp->alias, name_len) == 0) return sp;
        if (a[0] == '-' && a[1] != '-' && sp->name[1] == '-' && n == name_len + 1 && strncmp(a + 1, sp->name + 2, name_len - 1) == 0 &&
            name_len > 2)
            return sp;
    }
    return NULL;
}

/* An argument of --args that starts with '-' is a value when a number
 * or an infinity/NaN follows ("-1.5", "-inf", "-nan"), else an option. */
static bool looks_like_option(const char *a) {
    if (a[0] != '-' || a[1] == 0) return false;
    if ((a[1] >= '0' && a[1] <= '9') || a[1] == '.') return false;
    if (strcmp(a + 1, "inf") == 0 || strcmp(a + 1, "nan") == 0) return false;
    return true;
}

int options_parse(int argc, char **argv, Options *o) {
    memset(o, 0, sizeof *o);
    o->run.entry = "main";
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--compare") == 0 || strcmp(a, "-compare") == 0) {
            if (i + 2 >= argc || looks_like_option(argv[i + 1]) || looks_like_option(argv[i + 2]))
                return options_error("%s needs two files, BEFORE and AFTER", "--compare");
            o->compare[0] = argv[++i];
            o->compare[1] = argv[++i];
            continue;
        }
        if (strcmp(a, "--args") == 0 || strcmp(a, "-args") == 0) {
            o->run.args = argv + i + 1;
            /* up to the next option: "-1.5" and "-inf" are arguments, "-e" is not */
            while (i + 1 < argc && !looks_like_option(argv[i + 1])) {
                i++;
                o->run.nargs++;
            }
            continue;
        }
        if (!looks_like_option(a)) {
            if (o->input) return options_error("more than one input file: '%s'", a);
            o->input = a;
            continue;
        }
        const char *eq = strchr(a, '=');
        size_t name_len = eq ? (size_t)(eq - a) : strlen(a);
        const OptionSpec *sp = find_spec(a, name_len);
        if (!sp) return options_error("unknown option '%s'", a);
        const char *value = NULL;
        if (sp->takes_value) {
            if (eq) value = eq + 1;
            else if (i + 1 < argc) value = argv[++i];
            else {
                char msg[128];
                snprintf(msg, sizeof msg, "%%s needs %s", sp->metavar);
                return options_error(msg, a);
            }
        } else if (eq) {
            return options_error("'%s': this option takes no value", a);
        }
        int rc = sp->apply(o, value, sp->name);
        if (rc) return rc;
    }
    return EXIT_OK;
}
