/* Runner output formats (see runner_print.h).  Observed with
 * mlir-runner-22: the elements of the innermost dimension are separated by
 * ", " and then one space per dimension of the memref; rows by ",\n" and
 * one space per enclosing bracket. */
#include "runner_print.h"
#include "../parser/decimal.h"
#include <inttypes.h>

void print_runner_float(FILE *out, double v) {
    char buf[64];
    format_float(buf, v);
    fputs(buf, out);
}

static void print_element(FILE *out, const unsigned char *p, ScalarKind k) {
    Slot s = scalar_load(p, k);
    if (sk_is_float(k)) print_runner_float(out, slot_to_double(s, k));
    else if (k.is_unsigned_type) fprintf(out, "%" PRIu64, scalar_zext(s.i, k.width));
    else if (k.width == 1) fputc(s.i & 1 ? '1' : '0', out);
    else if (k.cls == SK_INT && k.width == 8) fputc((unsigned char)s.i, out);
    else {
        char buf[24];
        decimal_i64(buf, s.i);
        fputs(buf, out);
    }
}

static void print_dims(FILE *out, MemrefView v, ScalarKind k, int dim, int64_t offset) {
    if (dim == v.rank) {
        print_element(out, v.buf->data + offset * k.bytes, k);
        return;
    }
    fputc('[', out);
    int64_t n = v.sizes[dim];
    for (int64_t i = 0; i < n; i++) {
        if (i > 0) {
            fputs(dim + 1 < v.rank ? ", \n" : ", ", out);
            for (int s = 0; s <= dim; s++) fputc(' ', out);
        }
        print_dims(out, v, k, dim + 1, offset + i * v.strides[dim]);
    }
    fputc(']', out);
}

static void print_header(FILE *out, MemrefView v, bool ranked) {
    fprintf(out, "%sMemref base@ = %p rank = %d offset = %" PRId64 " sizes = [", ranked ? "" : "Unranked ",
            (void *)v.buf->data, v.rank, v.offset);
    for (int i = 0; i < v.rank; i++) fprintf(out, "%s%" PRId64, i ? ", " : "", v.sizes[i]);
    fputs("] strides = [", out);
    for (int i = 0; i < v.rank; i++) fprintf(out, "%s%" PRId64, i ? ", " : "", v.strides[i]);
    fputc(']', out);
}

void print_memref_shape(FILE *out, const Slot *desc) {
    print_header(out, memref_view(desc), false);
    fputc('\n', out);
}

void print_memref(FILE *out, const Slot *desc, ScalarKind k, bool ranked) {
    MemrefView v = memref_view(desc);
    print_header(out, v, ranked);
    fputs(" data = \n", out);
    if (v.rank == 0) {
        fputc('[', out);
        print_element(out, v.buf->data + v.offset * k.bytes, k);
        fputc(']', out);
    } else {
        print_dims(out, v, k, 0, v.offset);
    }
    fputc('\n', out);
}

void print_vector_scalar(FILE *out, Slot s, ScalarKind k) {
    if (sk_is_float(k)) print_runner_float(out, slot_to_double(s, k));
    else if (k.cls == SK_INDEX || k.is_unsigned_type || k.width == 1) fprintf(out, "%" PRIu64, scalar_zext(s.i, k.width));
    else fprintf(out, "%" PRId64, s.i);
}

static void print_vec_dims(FILE *out, const Slot *lanes, int rank, const int64_t *dims, ScalarKind k, int dim,
                           int64_t *at) {
    if (dim == rank) {
        print_vector_scalar(out, lanes[(*at)++], k);
        return;
    }
    fputs("( ", out);
    for (int64_t i = 0; i < dims[dim]; i++) {
        if (i) fputs(", ", out);
        print_vec_dims(out, lanes, rank, dims, k, dim + 1, at);
    }
    fputs(" )", out);
}

void print_vector_value(FILE *out, const Slot *lanes, int rank, const int64_t *dims, ScalarKind k) {
    int64_t at = 0;
    print_vec_dims(out, lanes, rank, dims, k, 0, &at);
}
