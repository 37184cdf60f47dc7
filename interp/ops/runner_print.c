/* Runner output formats (see runner_print.h).  Observed with
 * mlir-runner-22: the elements of the innermost dimension are separated by
 * ", " and then one space per dimension of the memref; rows by ",\n" and
 * one space per enclosing bracket. */
#include "runner_print.h"
#include "../../parser/decimal.h"
#include <inttypes.h>
#include <string.h>

void print_runner_float(FILE *out, double v) {
    char buf[64];
    format_float(buf, v);
    fputs(buf, out);
}

/* printMemref's text gathered in a buffer and written in pieces (a
 * call of stdio per element cost more than formatting it). */
typedef struct PrintBuf {
    FILE *out;
    size_t n;
    char text[4096];
} PrintBuf;

enum { PRINT_ELEMENT_MAX = 64 };   /* the longest element or separator run written at once */

/* Room for `need` more bytes (need <= PRINT_ELEMENT_MAX). */
static char *pb_room(PrintBuf *b, size_t need) {
    if (b->n + need > sizeof b->text) {
        fwrite(b->text, 1, b->n, b->out);
        b->n = 0;
    }
    return b->text + b->n;
}

static void pb_text(PrintBuf *b, const char *s, size_t len) {
    memcpy(pb_room(b, len), s, len);
    b->n += len;
}

static void pb_spaces(PrintBuf *b, int n) {
    static const char spaces[] = "                                ";
    for (; n > 0; n -= 32) pb_text(b, spaces, n < 32 ? (size_t)n : 32);
}

static void pb_flush(PrintBuf *b) {
    fwrite(b->text, 1, b->n, b->out);
    b->n = 0;
}

static int format_u64(char *buf, uint64_t v) {
    char tmp[24];
    int n = 0;
    do tmp[n++] = (char)('0' + (int)(v % 10)); while ((v /= 10) != 0);
    for (int i = 0; i < n; i++) buf[i] = tmp[n - 1 - i];
    buf[n] = 0;
    return n;
}

static void print_element(PrintBuf *b, const unsigned char *p, ScalarKind k) {
    Slot s = scalar_load(p, k);
    char *at = pb_room(b, PRINT_ELEMENT_MAX);
    if (sk_is_float(k)) b->n += (size_t)format_float(at, slot_to_double(s, k));
    else if (k.is_unsigned_type) b->n += (size_t)format_u64(at, scalar_zext(s.i, k.width));
    else if (k.width == 1) at[0] = s.i & 1 ? '1' : '0', b->n++;
    else if (k.cls == SK_INT && k.width == 8) at[0] = (char)(unsigned char)s.i, b->n++;
    else b->n += (size_t)decimal_i64(at, s.i);
}

static void print_dims(PrintBuf *b, const MemrefView *v, ScalarKind k, int dim, int64_t offset) {
    pb_text(b, "[", 1);
    int64_t n = v->sizes[dim], stride = v->strides[dim];
    if (dim + 1 == v->rank) {
        for (int64_t i = 0; i < n; i++) {
            if (i > 0) {
                pb_text(b, ", ", 2);
                pb_spaces(b, dim + 1);
            }
            print_element(b, v->buf->data + (offset + i * stride) * k.bytes, k);
        }
    } else {
        for (int64_t i = 0; i < n; i++) {
            if (i > 0) {
                pb_text(b, ", \n", 3);
                pb_spaces(b, dim + 1);
            }
            print_dims(b, v, k, dim + 1, offset + i * stride);
        }
    }
    pb_text(b, "]", 1);
}

static void pb_i64_list(PrintBuf *b, const int64_t *v, int n) {
    pb_text(b, "[", 1);
    for (int i = 0; i < n; i++) {
        if (i) pb_text(b, ", ", 2);
        b->n += (size_t)decimal_i64(pb_room(b, PRINT_ELEMENT_MAX), v[i]);
    }
    pb_text(b, "]", 1);
}

static void print_header(PrintBuf *b, const MemrefView *v, bool ranked) {
    char *at = pb_room(b, PRINT_ELEMENT_MAX);
    /* at most 24 + 18 + 8 + 11 bytes */
    b->n += (size_t)snprintf(at, PRINT_ELEMENT_MAX, "%sMemref base@ = %p rank = %d", ranked ? "" : "Unranked ",
                             (void *)v->buf->data, v->rank);
    pb_text(b, " offset = ", 10);
    b->n += (size_t)decimal_i64(pb_room(b, PRINT_ELEMENT_MAX), v->offset);
    pb_text(b, " sizes = ", 9);
    pb_i64_list(b, v->sizes, v->rank);
    pb_text(b, " strides = ", 11);
    pb_i64_list(b, v->strides, v->rank);
}

static void pb_start(PrintBuf *b, FILE *out) {
    b->out = out;
    b->n = 0;
}

void print_memref_shape(FILE *out, const Slot *desc) {
    PrintBuf b;
    pb_start(&b, out);
    MemrefView v = memref_view(desc);
    print_header(&b, &v, false);
    pb_text(&b, "\n", 1);
    pb_flush(&b);
}

void print_memref(FILE *out, const Slot *desc, ScalarKind k, bool ranked) {
    PrintBuf b;
    pb_start(&b, out);
    MemrefView v = memref_view(desc);
    print_header(&b, &v, ranked);
    pb_text(&b, " data = \n", 9);
    if (v.rank == 0) {
        pb_text(&b, "[", 1);
        print_element(&b, v.buf->data + v.offset * k.bytes, k);
        pb_text(&b, "]", 1);
    } else {
        print_dims(&b, &v, k, 0, v.offset);
    }
    pb_text(&b, "\n", 1);
    pb_flush(&b);
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
