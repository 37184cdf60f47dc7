/* affine-gen: prints random affine-dialect programs for differential
 * testing of MLIR's affine passes against affine-interp. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "features.h"
#include "gen.h"

static const char usage[] =
    "usage: affine-gen [--seed N] [--count K --out DIR] [--features a,b,...] [--list-features] [--help]\n"
    "\n"
    "Prints one random affine-dialect program (func.func @main, self-contained,\n"
    "printing its results) for seed N (default 1); the same seed gives the same\n"
    "bytes on every machine.\n"
    "\n"
    "  --seed N            the seed (0 .. 2^64-1)\n"
    "  --count K           write K programs DIR/gen-<seed>.mlir for seeds N .. N+K-1\n"
    "  --out DIR           the directory for --count (must exist)\n"
    "  --features a,b,...  build from exactly these features (plus the core)\n"
    "                      instead of a random subset (swarm testing)\n"
    "  --without a,b,...   draw the random subset without these features\n"
    "                      (e.g. --without dma,dma-pipeline: runnable by mlir-runner)\n"
    "  --list-features     print every feature with a one-line description\n"
    "  --help              this text\n"
    "\n"
    "Each program starts with '// affine-gen seed=N features=...'; rebuild it with\n"
    "--seed N --features <that list>.\n";

static int fail(const char *msg, const char *arg) {
    if (arg) fprintf(stderr, "affine-gen: error: %s '%s'\n", msg, arg);
    else fprintf(stderr, "affine-gen: error: %s\n", msg);
    fputs("(try --help)\n", stderr);
    return 1;
}

static bool parse_u64(const char *s, uint64_t *out) {
    if (!s || !*s || *s == '-' || *s == '+') return false;
    for (const char *p = s; *p; p++)
        if (*p < '0' || *p > '9') return false;
    errno = 0;
    char *end;
    unsigned long long v = strtoull(s, &end, 10);
    if (errno || *end) return false;
    *out = (uint64_t)v;
    return true;
}

int main(int argc, char **argv) {
    uint64_t seed = 1, count = 0;
    const char *out_dir = NULL, *features = NULL, *without = NULL;
    bool have_count = false;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            fputs(usage, stdout);
            return 0;
        } else if (!strcmp(a, "--list-features")) {
            for (int f = 0; f < FEAT_COUNT; f++)
                printf("%-18s %s\n", feature_info[f].name, feature_info[f].desc);
            return 0;
        } else if (!strcmp(a, "--seed")) {
            if (i + 1 >= argc) return fail("--seed needs a value", NULL);
            if (!parse_u64(argv[++i], &seed)) return fail("--seed takes a non-negative integer, not", argv[i]);
        } else if (!strcmp(a, "--count")) {
            if (i + 1 >= argc) return fail("--count needs a value", NULL);
            if (!parse_u64(argv[++i], &count) || count == 0) return fail("--count takes a positive integer, not", argv[i]);
            have_count = true;
        } else if (!strcmp(a, "--out")) {
            if (i + 1 >= argc) return fail("--out needs a directory", NULL);
            out_dir = argv[++i];
        } else if (!strcmp(a, "--features")) {
            if (i + 1 >= argc) return fail("--features needs a list", NULL);
            features = argv[++i];
        } else if (!strcmp(a, "--without")) {
            if (i + 1 >= argc) return fail("--without needs a list", NULL);
            without = argv[++i];
        } else return fail("unknown argument", a);
    }
    if (have_count != (out_dir != NULL)) return fail("--count and --out go together", NULL);
    FeatureSet forced, excluded;
    char err[256];
    if (features && features_parse(features, &forced, err, sizeof err) != 0) return fail(err, NULL);
    if (without && features_parse(without, &excluded, err, sizeof err) != 0) return fail(err, NULL);
    if (features && without) return fail("--features and --without exclude each other", NULL);
    if (!have_count) {
        TextBuf t;
        tb_init(&t);
        generate_program(seed, features ? &forced : NULL, without ? &excluded : NULL, &t);
        fputs(tb_str(&t), stdout);
        tb_free(&t);
        return 0;
    }
    if (seed + count - 1 < seed) return fail("--seed + --count overflows", NULL);
    for (uint64_t k = 0; k < count; k++) {
        uint64_t s = seed + k;
        char path[4096];
        snprintf(path, sizeof path, "%s/gen-%llu.mlir", out_dir, (unsigned long long)s);
        FILE *f = fopen(path, "w");
        if (!f) {
            fprintf(stderr, "affine-gen: error: cannot write '%s': %s\n", path, strerror(errno));
            return 1;
        }
        TextBuf t;
        tb_init(&t);
        generate_program(s, features ? &forced : NULL, without ? &excluded : NULL, &t);
        fputs(tb_str(&t), f);
        tb_free(&t);
        if (fclose(f) != 0) {
            fprintf(stderr, "affine-gen: error: cannot write '%s'\n", path);
            return 1;
        }
    }
    return 0;
}
