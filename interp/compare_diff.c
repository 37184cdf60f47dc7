/* See compare_diff.h.  What legitimately differs between two runs of
 * equivalent programs, and is therefore never a difference: the address
 * printMemref prints after "base@ = ", and the sign and payload of NaNs
 * (LLVM leaves both unspecified, and whether a NaN is folded decides the
 * sign printed: MLIR22-FACTS; SPEC_NOTES "Comparing two programs").  -0.0 against +0.0 is a
 * difference: compared bitwise, as the printed "-0" shows it. */
#include "compare_diff.h"
#include "../parser/parse.h"
#include "load.h"
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------- detail builder */
typedef struct Detail {
    char *buf;
    size_t len, at;
} Detail;

static void put(Detail *d, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(Detail *d, const char *fmt, ...) {
    if (d->at + 1 >= d->len) return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(d->buf + d->at, d->len - d->at, fmt, ap);
    va_end(ap);
    if (n > 0) d->at = d->at + (size_t)n < d->len ? d->at + (size_t)n : d->len - 1;
}

/* A line of output in double quotes, on one line: quotes, backslashes and
 * other bytes than printable ASCII escaped.  A long line shows a window
 * around column `col` (where the two lines part). */
static void put_quoted(Detail *d, const char *s, size_t n, size_t col) {
    enum { WINDOW = 120, BEFORE_COL = 40 };
    size_t from = 0, to = n;
    if (n > WINDOW) {
        from = col > BEFORE_COL ? col - BEFORE_COL : 0;
        to = from + WINDOW < n ? from + WINDOW : n;
    }
    put(d, "\"%s", from ? "..." : "");
    for (size_t i = from; i < to; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '"' || c == '\\') put(d, "\\%c", c);
        else if (c == '\n') put(d, "\\n");
        else if (c == '\t') put(d, "\\t");
        else if (c < 0x20 || c >= 0x7f) put(d, "\\x%02x", c);
        else put(d, "%c", c);
    }
    put(d, "%s\"", to < n ? "..." : "");
}

static void put_type(Detail *d, const Type *t) {
    Arena a;
    arena_init(&a);
    put(d, "%s", print_type_to_string(&a, t));
    arena_free(&a);
}

/* ------------------------------------------------------------- signature */
static void put_signature(Detail *d, const Function *f) {
    put(d, "(");
    for (int i = 0; i < f->nargs; i++) {
        if (i) put(d, ", ");
        put_type(d, f->arg_types[i]);
    }
    put(d, ") -> (");
    for (int i = 0; i < f->nresults; i++) {
        if (i) put(d, ", ");
        put_type(d, f->result_types[i]);
    }
    put(d, ")");
}

/* Types of two modules are never the same objects: compared as printed. */
static bool same_types(int n, Type *const *x, Type *const *y) {
    Arena a;
    arena_init(&a);
    bool same = true;
    for (int i = 0; same && i < n; i++) same = strcmp(print_type_to_string(&a, x[i]), print_type_to_string(&a, y[i])) == 0;
    arena_free(&a);
    return same;
}

bool diff_signature(const Function *before, const Function *after, char *detail, size_t len) {
    if (before->nargs == after->nargs && before->nresults == after->nresults &&
        same_types(before->nargs, before->arg_types, after->arg_types) &&
        same_types(before->nresults, before->result_types, after->result_types))
        return false;
    Detail d = {detail, len, 0};
    put(&d, "the entry signature: BEFORE ");
    put_signature(&d, before);
    put(&d, " AFTER ");
    put_signature(&d, after);
    return true;
}

/* -------------------------------------------------------- printed output */
typedef struct Line {
    const char *s;
    size_t n;
    bool terminated;    /* ends with a newline */
} Line;

/* The next line of text[*at, end); false at the end. */
static bool next_line(const char *text, size_t end, size_t *at, Line *l) {
    if (*at >= end) return false;
    const char *nl = memchr(text + *at, '\n', end - *at);
    l->s = text + *at;
    l->n = nl ? (size_t)(nl - l->s) : end - *at;
    l->terminated = nl != NULL;
    *at += l->n + (nl ? 1 : 0);
    return true;
}

static bool word_char(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

/* Writes the line with the printMemref address as 0x0 and "-nan" as
 * "nan" into out (never longer than the line); returns its length. */
static size_t normalize_line(const char *s, size_t n, char *out) {
    static const char base[] = "base@ = ";
    size_t o = 0;
    for (size_t i = 0; i < n;) {
        if (n - i >= sizeof base - 1 && memcmp(s + i, base, sizeof base - 1) == 0) {
            size_t j = i + sizeof base - 1;
            while (j < n && s[j] != ' ') j++;
            if (j - i >= sizeof base - 1 + 3) {   /* "0x0" fits where the address was */
                memcpy(out + o, "base@ = 0x0", sizeof base - 1 + 3);
                o += sizeof base - 1 + 3;
                i = j;
                continue;
            }
        }
        if (s[i] == '-' && n - i >= 4 && memcmp(s + i + 1, "nan", 3) == 0 && (n - i == 4 || !word_char(s[i + 4]))) {
            i++;   /* the sign of a NaN */
            continue;
        }
        out[o++] = s[i++];
    }
    return o;
}

static size_t common_prefix(const char *a, size_t na, const char *b, size_t nb) {
    size_t i = 0;
    while (i < na && i < nb && a[i] == b[i]) i++;
    return i;
}

/* Compares one pair of lines (either may be missing: NULL) as normalized;
 * without memory to normalize them, as they are. */
static bool diff_line(int number, const Line *b, const Line *a, Detail *d) {
    char *nb = malloc(b ? b->n + 1 : 1), *na = malloc(a ? a->n + 1 : 1);
    Line lb = b ? *b : (Line){"", 0, false}, la = a ? *a : (Line){"", 0, false};
    if (nb && na) {
        lb.n = normalize_line(lb.s, lb.n, nb), lb.s = nb;
        la.n = normalize_line(la.s, la.n, na), la.s = na;
    }
    bool differ = !b || !a || lb.n != la.n || memcmp(lb.s, la.s, lb.n) != 0 || lb.terminated != la.terminated;
    if (differ) {
        size_t col = common_prefix(lb.s, lb.n, la.s, la.n);
        put(d, "printed output line %d: BEFORE ", number);
        if (b) put_quoted(d, lb.s, lb.n, col);
        else put(d, "nothing (the output ends)");
        put(d, "%s AFTER ", b && !b->terminated ? " (no newline at the end)" : "");
        if (a) put_quoted(d, la.s, la.n, col);
        else put(d, "nothing (the output ends)");
        put(d, "%s", a && !a->terminated ? " (no newline at the end)" : "");
    }
    free(nb);
    free(na);
    return differ;
}

static bool diff_printed(const RunOutcome *rb, const RunOutcome *ra, Detail *d) {
    const char *tb = rb->printed ? rb->printed : "", *ta = ra->printed ? ra->printed : "";
    size_t eb = rb->printed ? rb->printed_len : 0, ea = ra->printed ? ra->printed_len : 0;
    if (eb == ea && memcmp(tb, ta, eb) == 0) return false;
    size_t ab = 0, aa = 0;
    for (int number = 1;; number++) {
        Line lb, la;
        bool hb = next_line(tb, eb, &ab, &lb), ha = next_line(ta, ea, &aa, &la);
        if (!hb && !ha) return false;
        /* identical bytes need no normalizing: the common case is cheap */
        if (hb && ha && lb.n == la.n && lb.terminated == la.terminated && memcmp(lb.s, la.s, lb.n) == 0) continue;
        if (diff_line(number, hb ? &lb : NULL, ha ? &la : NULL, d)) return true;
    }
}

/* ---------------------------------------------------------------- values */
static bool same_scalar(Slot x, Slot y, ScalarKind k) {
    if (sk_is_float(k)) {
        if (isnan(slot_to_double(x, k)) && isnan(slot_to_double(y, k))) return true;
        return slot_float_bits(x, k) == slot_float_bits(y, k);
    }
    if (k.width == 0) return x.u == y.u;
    return scalar_zext(x.i, k.width) == scalar_zext(y.i, k.width);
}

/* A float in the fewest digits that read back as the same value, so two
 * different values never print alike; NaN as "nan" (its sign and payload
 * never matter). */
static void format_shortest(char *buf, size_t len, Slot s, ScalarKind k) {
    double v = slot_to_double(s, k);
    if (isnan(v) || isinf(v)) {
        snprintf(buf, len, "%s", isnan(v) ? "nan" : v > 0 ? "inf" : "-inf");
        return;
    }
    for (int digits = 1; digits <= 17; digits++) {
        snprintf(buf, len, "%.*g", digits, v);
        if (k.cls == SK_F64 ? strtod(buf, NULL) == v : strtof(buf, NULL) == s.f) return;
    }
}

static void put_scalar(Detail *d, Slot s, ScalarKind k) {
    char buf[64];
    if (sk_is_float(k)) format_shortest(buf, sizeof buf, s, k);
    else if (k.is_unsigned_type || k.width == 1) snprintf(buf, sizeof buf, "%" PRIu64, scalar_zext(s.i, k.width ? k.width : 64));
    else snprintf(buf, sizeof buf, "%" PRId64, s.i);
    put(d, "%s", buf);
}

/* " element [i, j]" for the row-major position pos of a shape. */
static void put_index(Detail *d, int rank, const int64_t *sizes, int64_t pos) {
    if (rank == 0) return;
    int64_t idx[MEMREF_MAX_RANK];
    for (int i = rank - 1; i >= 0; i--) {
        idx[i] = sizes[i] ? pos % sizes[i] : 0;
        pos = sizes[i] ? pos / sizes[i] : 0;
    }
    put(d, " element [");
    for (int i = 0; i < rank; i++) put(d, "%s%" PRId64, i ? ", " : "", idx[i]);
    put(d, "]");
}

/* "WHAT TYPE": "result #0 f32", "argument #1 memref<4xf32>". */
static void put_what(Detail *d, const char *what, int number, const Type *t) {
    put(d, "%s #%d ", what, number);
    put_type(d, t);
}

static void put_shape(Detail *d, MemrefView v) {
    put(d, "[");
    for (int i = 0; i < v.rank; i++) put(d, "%s%" PRId64, i ? ", " : "", v.sizes[i]);
    put(d, "]");
}

static bool diff_memref(const char *what, int number, const Type *t, const Slot *sb, const Slot *sa, Detail *d) {
    MemrefView vb = memref_view(sb), va = memref_view(sa);
    ScalarKind k = scalar_kind_of(t);
    if (k.cls == SK_UNSUPPORTED) return false;   /* elements no op computes on: nothing to compare */
    bool same_shape = vb.rank == va.rank;
    for (int i = 0; same_shape && i < vb.rank; i++) same_shape = vb.sizes[i] == va.sizes[i];
    if (!same_shape) {
        put_what(d, what, number, t);
        put(d, ": BEFORE shape ");
        put_shape(d, vb);
        put(d, " AFTER shape ");
        put_shape(d, va);
        return true;
    }
    int64_t n = memref_num_elements(vb.rank, vb.sizes);
    for (int64_t pos = 0; pos < n; pos++) {
        Slot xb = scalar_load(vb.buf->data + memref_view_element(vb, pos) * k.bytes, k);
        Slot xa = scalar_load(va.buf->data + memref_view_element(va, pos) * k.bytes, k);
        if (same_scalar(xb, xa, k)) continue;
        put_what(d, what, number, t);
        put_index(d, vb.rank, vb.sizes, pos);
        put(d, ": BEFORE ");
        put_scalar(d, xb, k);
        put(d, " AFTER ");
        put_scalar(d, xa, k);
        return true;
    }
    return false;
}

/* A scalar or vector value of `width` slots (lanes in row-major order). */
static bool diff_lanes(const char *what, int number, const Type *t, const Slot *sb, const Slot *sa, int width, Detail *d) {
    ScalarKind k = scalar_kind_of(t);
    for (int i = 0; i < width; i++) {
        if (same_scalar(sb[i], sa[i], k)) continue;
        put_what(d, what, number, t);
        if (t->kind == TY_VECTOR) put_index(d, t->shaped.rank, t->shaped.dims, i);
        put(d, ": BEFORE ");
        put_scalar(d, sb[i], k);
        put(d, " AFTER ");
        put_scalar(d, sa[i], k);
        return true;
    }
    return false;
}

static bool is_memref(const Type *t) { return t->kind == TY_MEMREF || t->kind == TY_UNRANKED_MEMREF; }

static bool diff_results(const RunOutcome *rb, const RunOutcome *ra, Detail *d) {
    const Function *f = rb->f;
    int at = 0;
    for (int i = 0; i < f->nresults; i++) {
        const Type *t = f->result_types[i];
        const Slot *sb = rb->res + at, *sa = ra->res + at;
        if (is_memref(t) ? diff_memref("result", i, t, sb, sa, d) : diff_lanes("result", i, t, sb, sa, f->result_widths[i], d))
            return true;
        at += f->result_widths[i];
    }
    return false;
}

/* Scalar arguments are passed by value: only memrefs can change. */
static bool diff_arguments(const RunOutcome *rb, const RunOutcome *ra, Detail *d) {
    const Function *f = rb->f;
    int at = 0;
    for (int i = 0; i < f->nargs; i++) {
        const Type *t = f->arg_types[i];
        if (t->kind == TY_MEMREF && diff_memref("argument", i, t, rb->args + at, ra->args + at, d)) return true;
        at += value_width(t);
    }
    return false;
}

bool diff_outcomes(const RunOutcome *before, const RunOutcome *after, char *detail, size_t len) {
    Detail d = {detail, len, 0};
    detail[0] = 0;
    return diff_printed(before, after, &d) || diff_results(before, after, &d) || diff_arguments(before, after, &d);
}
