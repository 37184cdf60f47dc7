/* The C API's argument lists (affine_interp.h): words in the syntax of
 * --args, which the run hands to args_build as the command does; the
 * typed adders write such words. */
#include "api.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

ai_args *ai_args_new(void) { return calloc(1, sizeof(ai_args)); }

void ai_args_clear(ai_args *a) {
    for (int i = 0; i < a->n; i++) free(a->words[i]);
    a->n = 0;
}

void ai_args_free(ai_args *a) {
    if (!a) return;
    ai_args_clear(a);
    free(a->words);
    free(a);
}

/* Takes word (malloc'd; NULL: memory ran out). */
static int args_take(ai_args *a, char *word) {
    if (!word) return AI_USAGE;
    if (a->n == a->cap) {
        int cap = a->cap ? 2 * a->cap : 8;
        char **words = realloc(a->words, (size_t)cap * sizeof *words);
        if (!words) {
            free(word);
            return AI_USAGE;
        }
        a->words = words;
        a->cap = cap;
    }
    a->words[a->n++] = word;
    return AI_OK;
}

int ai_args_add(ai_args *a, const char *word) { return args_take(a, strdup(word)); }

int ai_args_add_line(ai_args *a, const char *line) {
    for (const char *p = line;;) {
        while (*p == ' ' || *p == '\t' || *p == '\n') p++;
        if (!*p) return AI_OK;
        const char *start = p;
        for (int depth = 0; *p && (depth > 0 || (*p != ' ' && *p != '\t' && *p != '\n')); p++)
            depth += *p == '[' ? 1 : *p == ']' && depth > 0 ? -1 : 0;
        if (args_take(a, strndup(start, (size_t)(p - start)))) return AI_USAGE;
    }
}

/* A double as --args reads it back exactly: %.17g, or inf/-inf/nan. */
static int format_f64(char *buf, size_t len, double v) {
    if (isnan(v)) return snprintf(buf, len, "nan");
    if (isinf(v)) return snprintf(buf, len, v < 0 ? "-inf" : "inf");
    return snprintf(buf, len, "%.17g", v);
}

int ai_args_add_i64(ai_args *a, long long v) {
    char buf[32];
    snprintf(buf, sizeof buf, "%lld", v);
    return ai_args_add(a, buf);
}

int ai_args_add_f64(ai_args *a, double v) {
    char buf[40];
    format_f64(buf, sizeof buf, v);
    return ai_args_add(a, buf);
}

/* One element, as --args reads it back exactly. */
static void print_element(FILE *out, const long long *ints, const double *floats, long long i) {
    char buf[40];
    if (floats) format_f64(buf, sizeof buf, floats[i]);
    else snprintf(buf, sizeof buf, "%lld", ints[i]);
    fputs(buf, out);
}

/* The elements of dimension d on as a nested list, from element *at on. */
static void print_list(FILE *out, int rank, const long long *shape, int d, const long long *ints, const double *floats,
                       long long *at) {
    fputc('[', out);
    for (long long j = 0; j < shape[d]; j++) {
        if (j) fputc(',', out);
        if (d + 1 < rank) print_list(out, rank, shape, d + 1, ints, floats, at);
        else print_element(out, ints, floats, (*at)++);
    }
    fputc(']', out);
}

/* "SHAPE:[[...],[...]]"; a 0-d memref is "fill:V" (a list has a
 * dimension), one with no elements "SHAPE:zeros". */
static int add_memref(ai_args *a, int rank, const long long *shape, const long long *ints, const double *floats) {
    long long count = 1;
    for (int d = 0; d < rank; d++) count = shape[d] < 0 ? -1 : count * shape[d];
    if (rank < 0 || count < 0) return AI_USAGE;
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    if (!out) return AI_USAGE;
    for (int d = 0; d < rank; d++) fprintf(out, "%s%lld", d ? "x" : "", shape[d]);
    long long at = 0;
    if (rank == 0) {
        fputs("fill:", out);
        print_element(out, ints, floats, 0);
    } else if (count == 0) {
        fputs(":zeros", out);
    } else {
        fputc(':', out);
        print_list(out, rank, shape, 0, ints, floats, &at);
    }
    if (fclose(out) != 0) {
        free(text);
        return AI_USAGE;
    }
    return args_take(a, text);
}

int ai_args_add_memref_i64(ai_args *a, int rank, const long long *shape, const long long *data) {
    return add_memref(a, rank, shape, data, NULL);
}

int ai_args_add_memref_f64(ai_args *a, int rank, const long long *shape, const double *data) {
    return add_memref(a, rank, shape, NULL, data);
}
