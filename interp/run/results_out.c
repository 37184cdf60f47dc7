/* --out and --json (see results_out.h).  JSON numbers: integers in
 * decimal (signed, as --args reads them; unsigned types and i1 as
 * unsigned), floats with enough digits to read back the same value
 * (%.9g for f32/f16/bf16, %.17g for f64); "nan", "inf" and "-inf" as
 * strings, since JSON has no such numbers. */
#include "results_out.h"
#include "npy.h"
#include "json_out.h"
#include "../engine/load.h"
#include <inttypes.h>
#include <math.h>
#include <string.h>
#include <sys/stat.h>
#include <errno.h>

static bool is_memref(const Type *t) { return t->kind == TY_MEMREF || t->kind == TY_UNRANKED_MEMREF; }

static bool write_value(const char *path, const Type *t, const Slot *s) {
    ScalarKind k = scalar_kind_of(t);
    if (k.cls == SK_UNSUPPORTED) return false;
    if (is_memref(t)) return npy_write_view(path, memref_view(s), k);
    if (t->kind == TY_VECTOR) return npy_write_slots(path, s, t->shaped.rank, t->shaped.dims, k);
    return npy_write_slots(path, s, 0, NULL, k);
}

bool results_write_npy(Function *f, const Slot *args, const Slot *res, const char *dir, char *err, size_t len) {
    if (mkdir(dir, 0777) != 0 && errno != EEXIST) {
        snprintf(err, len, "cannot create directory '%s': %s", dir, strerror(errno));
        return false;
    }
    char path[4096];
    int at = 0;
    for (int i = 0; i < f->nargs; i++) {
        if (is_memref(f->arg_types[i])) {
            snprintf(path, sizeof path, "%s/arg%d.npy", dir, i);
            if (!write_value(path, f->arg_types[i], args + at)) goto failed;
        }
        at += value_width(f->arg_types[i]);
    }
    at = 0;
    for (int i = 0; i < f->nresults; i++) {
        snprintf(path, sizeof path, "%s/result%d.npy", dir, i);
        if (!write_value(path, f->result_types[i], res + at)) goto failed;
        at += f->result_widths[i];
    }
    return true;
failed:
    snprintf(err, len, "cannot write '%s'", path);
    return false;
}

/* ------------------------------------------------------------------ JSON */
static void json_scalar(FILE *out, Slot s, ScalarKind k) {
    if (sk_is_float(k)) {
        double d = slot_to_double(s, k);
        if (isnan(d)) fputs("\"nan\"", out);
        else if (isinf(d)) fputs(d > 0 ? "\"inf\"" : "\"-inf\"", out);
        else fprintf(out, k.cls == SK_F64 ? "%.17g" : "%.9g", d);
    } else if (k.is_unsigned_type || k.width == 1) {
        fprintf(out, "%" PRIu64, scalar_zext(s.i, k.width));
    } else {
        fprintf(out, "%" PRId64, s.i);
    }
}

/* Nested lists of a row-major sequence of elements. */
typedef Slot (*ElementAt)(const void *src, int64_t i, ScalarKind k);

static Slot lane_at(const void *src, int64_t i, ScalarKind k) {
    (void)k;
    return ((const Slot *)src)[i];
}
static Slot view_at(const void *src, int64_t i, ScalarKind k) {
    const MemrefView *v = src;
    return scalar_load(v->buf->data + memref_view_element(*v, i) * k.bytes, k);
}

static void json_nested(FILE *out, int rank, const int64_t *shape, ScalarKind k, ElementAt at, const void *src,
                        int dim, int64_t *next) {
    if (dim == rank) {
        json_scalar(out, at(src, (*next)++, k), k);
        return;
    }
    fputc('[', out);
    for (int64_t i = 0; i < shape[dim]; i++) {
        if (i) fputs(", ", out);
        json_nested(out, rank, shape, k, at, src, dim + 1, next);
    }
    fputc(']', out);
}

static void json_value(FILE *out, const Type *t, const Slot *s, const char *key, int index) {
    Arena a;
    arena_init(&a);
    fprintf(out, "{\"%s\": %d, \"type\": ", key, index);
    const char *ts = print_type_to_string(&a, t);
    json_string(out, ts, strlen(ts));
    arena_free(&a);
    ScalarKind k = scalar_kind_of(t);
    int64_t next = 0;
    if (is_memref(t)) {
        MemrefView v = memref_view(s);
        fputs(", \"shape\": [", out);
        for (int i = 0; i < v.rank; i++) fprintf(out, "%s%" PRId64, i ? ", " : "", v.sizes[i]);
        fputs("], \"data\": ", out);
        if (v.buf->freed) fputs("null", out);
        else json_nested(out, v.rank, v.sizes, k, view_at, &v, 0, &next);
    } else if (t->kind == TY_VECTOR) {
        fputs(", \"shape\": [", out);
        for (int i = 0; i < t->shaped.rank; i++) fprintf(out, "%s%" PRId64, i ? ", " : "", t->shaped.dims[i]);
        fputs("], \"data\": ", out);
        json_nested(out, t->shaped.rank, t->shaped.dims, k, lane_at, s, 0, &next);
    } else {
        fputs(", \"value\": ", out);
        json_scalar(out, s[0], k);
    }
    fputc('}', out);
}

void results_print_json(FILE *out, Function *f, const Slot *args, const Slot *res, const char *printed,
                        size_t printed_len) {
    fputs("{\"entry\": ", out);
    json_string(out, f->name, strlen(f->name));
    fputs(",\n \"stdout\": ", out);
    json_string(out, printed ? printed : "", printed ? printed_len : 0);
    fputs(",\n \"results\": [", out);
    int at = 0;
    for (int i = 0; i < f->nresults; i++) {
        fputs(i ? ",\n   " : "\n   ", out);
        json_value(out, f->result_types[i], res + at, "result", i);
        at += f->result_widths[i];
    }
    fputs("],\n \"args\": [", out);
    at = 0;
    for (int i = 0; i < f->nargs; i++) {
        fputs(i ? ",\n   " : "\n   ", out);
        json_value(out, f->arg_types[i], args + at, "arg", i);
        at += value_width(f->arg_types[i]);
    }
    fputs("]}\n", out);
}
