/* See compare_diff.h.  What legitimately differs between two runs of
 * equivalent programs, and is therefore never a difference: the address
 * printMemref prints after "base@ = ", and the sign and payload of NaNs
 * (LLVM leaves both unspecified, and whether a NaN is folded decides the
 * sign printed: MLIR22-FACTS; SPEC_NOTES "Comparing two programs").  -0.0 against +0.0 is a
 * difference: compared bitwise, as the printed "-0" shows it. */
#include "compare_diff.h"
#include "../../parser/parse.h"
#include "../engine/load.h"
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

/* The part [*from, *to) of a line of n bytes that shows: all of it when
 * it has at most `width` bytes, else `width` bytes starting `lead` bytes
 * before column col (where two lines part). */
static void window(size_t n, size_t col, size_t width, size_t lead, size_t *from, size_t *to) {
    *from = 0;
    *to = n;
    if (n <= width) return;
    *from = col > lead ? col - lead : 0;
    *to = *from + width < n ? *from + width : n;
}

/* A line of output in double quotes, on one line: quotes, backslashes and
 * other bytes than printable ASCII escaped.  A long line shows a window
 * around column `col` (where the two lines part). */
static void put_quoted(Detail *d, const char *s, size_t n, size_t col) {
    size_t from, to;
    window(n, col, 120, 40, &from, &to);
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

/* ------------------------------------------------------- one comparison */
/* What the comparison of two runs has found so far: the first difference
 * (recorded once, in diff and detail) and what all differences say about
 * rounding. */
typedef struct Compare {
    Difference *diff;
    Detail detail;
    bool found;         /* the first difference is recorded */
    double tol;         /* relative tolerance of the rounding fact */
    bool rounding;      /* every difference so far is float rounding within tol */
    double max_rel;     /* the largest relative difference of a float pair (< 0: none yet) */
} Compare;

/* Whether c is still to record its first difference: then it is the one. */
static bool first_difference(Compare *c, DiffWhat what) {
    if (c->found) return false;
    c->found = true;
    c->diff->what = what;
    return true;
}

/* A pair of different floats: whether they are within the tolerance of
 * each other, |a-b| <= tol * max(|a|, |b|).  A NaN or an infinity against
 * something else, and +0 against -0 (a sign, not a rounding), are not. */
static bool floats_within(Compare *c, double a, double b) {
    if (isnan(a) || isnan(b) || isinf(a) || isinf(b)) return false;
    double scale = fmax(fabs(a), fabs(b));
    if (scale == 0) return false;
    double rel = fabs(a - b) / scale;
    if (rel > c->max_rel) c->max_rel = rel;
    return rel <= c->tol;
}

const char *diff_what_name(DiffWhat w) {
    static const char *const names[] = {
        [DIFF_PRINTED] = "printed", [DIFF_RESULT] = "result", [DIFF_ARGUMENT] = "argument", [DIFF_SIGNATURE] = "signature"};
    return names[w];
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

bool diff_signature(const Function *before, const Function *after, Difference *diff, char *detail, size_t len) {
    if (before->nargs == after->nargs && before->nresults == after->nresults &&
        same_types(before->nargs, before->arg_types, after->arg_types) &&
        same_types(before->nresults, before->result_types, after->result_types))
        return false;
    memset(diff, 0, sizeof *diff);
    diff->what = DIFF_SIGNATURE;
    snprintf(diff->where, sizeof diff->where, "the entry signature");
    Detail sb = {diff->before, sizeof diff->before, 0}, sa = {diff->after, sizeof diff->after, 0};
    put_signature(&sb, before);
    put_signature(&sa, after);
    diff->count = 1;
    diff->max_rel_error = -1;
    Detail d = {detail, len, 0};
    put(&d, "the entry signature: BEFORE %s AFTER %s", diff->before, diff->after);
    return true;
}

/* -------------------------------------------------------- printed output */
typedef struct Line {
    const char *s;
    size_t n;
    bool terminated;    /* ends with a newline */
} Line;

/* The lines of a run's output, normalized: v[i] point into text. */
typedef struct Lines {
    Line *v;
    size_t n;
    char *text;
} Lines;

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

/* Splits what r printed into normalized lines; false without memory. */
static bool lines_of(const RunOutcome *r, Lines *ls) {
    const char *t = r->printed ? r->printed : "";
    size_t len = r->printed ? r->printed_len : 0, count = 0;
    for (size_t i = 0; i < len; i++) count += t[i] == '\n';
    ls->n = 0;
    ls->v = malloc((count + 1) * sizeof *ls->v);
    ls->text = malloc(len + 1);
    if (!ls->v || !ls->text) return false;
    size_t o = 0;
    for (size_t at = 0; at < len;) {
        const char *nl = memchr(t + at, '\n', len - at);
        size_t n = nl ? (size_t)(nl - (t + at)) : len - at;
        Line *l = &ls->v[ls->n++];
        l->s = ls->text + o;
        l->n = normalize_line(t + at, n, ls->text + o);
        l->terminated = nl != NULL;
        o += l->n;
        at += n + (nl ? 1 : 0);
    }
    return true;
}

static void free_lines(Lines *ls) {
    free(ls->v);
    free(ls->text);
}

static bool same_line(const Line *x, const Line *y) {
    return x->n == y->n && x->terminated == y->terminated && memcmp(x->s, y->s, x->n) == 0;
}

static size_t common_prefix(const char *a, size_t na, const char *b, size_t nb) {
    size_t i = 0;
    while (i < na && i < nb && a[i] == b[i]) i++;
    return i;
}

/* A line as Difference keeps it: a window of DIFF_TEXT_MAX bytes around
 * column col, "..." where it is cut; "" for no line. */
static void keep_line(char *out, const Line *l, size_t col) {
    size_t from, to;
    if (!l) {
        out[0] = 0;
        return;
    }
    window(l->n, col, DIFF_TEXT_MAX, 200, &from, &to);
    snprintf(out, DIFF_TEXT_MAX + 8, "%s%.*s%s", from ? "..." : "", (int)(to - from), l->s + from, to < l->n ? "..." : "");
}

/* The first differing pair of lines (either may be missing: NULL). */
static void record_line(Compare *c, int number, const Line *b, const Line *a) {
    if (!first_difference(c, DIFF_PRINTED)) return;
    size_t col = b && a ? common_prefix(b->s, b->n, a->s, a->n) : 0;
    snprintf(c->diff->where, sizeof c->diff->where, "printed output line %d", number);
    keep_line(c->diff->before, b, col);
    keep_line(c->diff->after, a, col);
    Detail *d = &c->detail;
    put(d, "printed output line %d: BEFORE ", number);
    if (b) put_quoted(d, b->s, b->n, col);
    else put(d, "nothing (the output ends)");
    put(d, "%s AFTER ", b && !b->terminated ? " (no newline at the end)" : "");
    if (a) put_quoted(d, a->s, a->n, col);
    else put(d, "nothing (the output ends)");
    put(d, "%s", a && !a->terminated ? " (no newline at the end)" : "");
}

/* A token of a printed line: a number ("-1.5e3", "7", "nan", "-inf"), a
 * word, or one other byte. */
typedef struct Token {
    const char *s;
    size_t n;
    bool number;
    bool float_syntax;   /* a fraction, an exponent, "nan" or "inf": only a float prints so */
} Token;

static bool digit(char c) { return c >= '0' && c <= '9'; }

/* The length of the number at s[0..n) (0: none) and whether it is a float's. */
static size_t number_length(const char *s, size_t n, bool *float_syntax) {
    size_t i = s[0] == '-' || s[0] == '+' ? 1 : 0;
    *float_syntax = true;
    if (n - i >= 3 && (memcmp(s + i, "nan", 3) == 0 || memcmp(s + i, "inf", 3) == 0) && (n - i == 3 || !word_char(s[i + 3])))
        return i + 3;
    size_t digits = 0;
    while (i < n && digit(s[i])) i++, digits++;
    bool fraction = i < n && s[i] == '.';
    if (fraction)
        for (i++; i < n && digit(s[i]); i++) digits++;
    if (!digits) return 0;
    bool exponent = i + 1 < n && (s[i] == 'e' || s[i] == 'E') &&
                    (digit(s[i + 1]) || (i + 2 < n && (s[i + 1] == '-' || s[i + 1] == '+') && digit(s[i + 2])));
    if (exponent)
        for (i += 2; i < n && digit(s[i]); i++) {}
    *float_syntax = fraction || exponent;
    return i;
}

/* The token at s[*at..n), *at moved past it; false at the end. */
static bool next_token(const char *s, size_t n, size_t *at, Token *t) {
    if (*at >= n) return false;
    const char *p = s + *at;
    size_t rest = n - *at;
    t->s = p;
    t->n = number_length(p, rest, &t->float_syntax);
    t->number = t->n > 0;
    if (!t->number) {
        t->n = 1;
        while (word_char(p[0]) && t->n < rest && word_char(p[t->n])) t->n++;
    }
    *at += t->n;
    return true;
}

static double token_value(const Token *t) {
    char buf[64];
    snprintf(buf, sizeof buf, "%.*s", (int)(t->n < 63 ? t->n : 63), t->s);
    return strtod(buf, NULL);
}

/* Whether two differing lines are the same tokens but floats within the
 * tolerance (every float pair is noted for max_rel). */
static bool lines_within(Compare *c, const Line *b, const Line *a) {
    if (b->terminated != a->terminated) return false;
    bool within = true;
    size_t ib = 0, ia = 0;
    Token tb, ta;
    for (;;) {
        bool hb = next_token(b->s, b->n, &ib, &tb), ha = next_token(a->s, a->n, &ia, &ta);
        if (!hb || !ha) return within && hb == ha;
        if (tb.n == ta.n && memcmp(tb.s, ta.s, tb.n) == 0) continue;
        if (!tb.number || !ta.number) return false;   /* other words: no longer the same line */
        if (!tb.float_syntax && !ta.float_syntax) within = false;   /* integers */
        else if (!floats_within(c, token_value(&tb), token_value(&ta))) within = false;
    }
}

static int compare_lines(const void *x, const void *y) {
    const Line *a = x, *b = y;
    int r = memcmp(a->s, b->s, a->n < b->n ? a->n : b->n);
    if (r) return r;
    if (a->n != b->n) return a->n < b->n ? -1 : 1;
    return (int)a->terminated - (int)b->terminated;
}

/* Whether two outputs of as many lines have the same lines (the differing
 * ones, the rest being equal) in another order. */
static bool same_multiset(const Lines *lb, const Lines *la) {
    Line *xb = malloc((lb->n + 1) * sizeof *xb), *xa = malloc((la->n + 1) * sizeof *xa);
    bool same = xb && xa;
    size_t k = 0;
    for (size_t i = 0; same && i < lb->n; i++)
        if (!same_line(&lb->v[i], &la->v[i])) xb[k] = lb->v[i], xa[k++] = la->v[i];
    if (same) {
        qsort(xb, k, sizeof *xb, compare_lines);
        qsort(xa, k, sizeof *xa, compare_lines);
        for (size_t i = 0; same && i < k; i++) same = same_line(&xb[i], &xa[i]);
    }
    free(xb);
    free(xa);
    return same;
}

/* How many lines differ (a line one output lacks included); *permutation:
 * the outputs are the same lines in another order. */
static long long diff_printed(const RunOutcome *rb, const RunOutcome *ra, Compare *c, bool *permutation) {
    *permutation = false;
    size_t eb = rb->printed ? rb->printed_len : 0, ea = ra->printed ? ra->printed_len : 0;
    if (eb == ea && (eb == 0 || memcmp(rb->printed, ra->printed, eb) == 0)) return 0;
    Lines lb = {0}, la = {0};
    long long count = 0;
    if (!lines_of(rb, &lb) || !lines_of(ra, &la)) {
        if (first_difference(c, DIFF_PRINTED)) put(&c->detail, "printed output: out of memory comparing it");
        c->rounding = false;
        count = 1;
    } else {
        size_t n = lb.n > la.n ? lb.n : la.n;
        for (size_t i = 0; i < n; i++) {
            const Line *b = i < lb.n ? &lb.v[i] : NULL, *a = i < la.n ? &la.v[i] : NULL;
            if (b && a && same_line(b, a)) continue;
            record_line(c, (int)i + 1, b, a);
            count++;
            if (!b || !a || !lines_within(c, b, a)) c->rounding = false;
        }
        *permutation = count && lb.n == la.n && same_multiset(&lb, &la);
    }
    free_lines(&lb);
    free_lines(&la);
    return count;
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

static void format_scalar(char *buf, size_t len, Slot s, ScalarKind k) {
    if (sk_is_float(k)) format_shortest(buf, len, s, k);
    else if (k.is_unsigned_type || k.width == 1) snprintf(buf, len, "%" PRIu64, scalar_zext(s.i, k.width ? k.width : 64));
    else snprintf(buf, len, "%" PRId64, s.i);
}

/* "[i, j]" for the row-major position pos of a shape; "" for rank 0. */
static void format_index(char *buf, size_t len, int rank, const int64_t *sizes, int64_t pos) {
    buf[0] = 0;
    if (rank == 0) return;
    int64_t idx[MEMREF_MAX_RANK];
    for (int i = rank - 1; i >= 0; i--) {
        idx[i] = sizes[i] ? pos % sizes[i] : 0;
        pos = sizes[i] ? pos / sizes[i] : 0;
    }
    Detail d = {buf, len, 0};
    put(&d, "[");
    for (int i = 0; i < rank; i++) put(&d, "%s%" PRId64, i ? ", " : "", idx[i]);
    put(&d, "]");
}

static void format_shape(char *buf, size_t len, int rank, const int64_t *sizes) {
    Detail d = {buf, len, 0};
    put(&d, "[");
    for (int i = 0; i < rank; i++) put(&d, "%s%" PRId64, i ? ", " : "", sizes[i]);
    put(&d, "]");
}

/* Result #number or argument #number of type t: what, its name, and in the
 * detail "result #0 f32". */
typedef struct Compared {
    DiffWhat what;
    int number;
    const Type *t;
} Compared;

static const char *value_word(const Compared *v) { return v->what == DIFF_RESULT ? "result" : "argument"; }

/* A differing element: the first difference, or another for the facts. */
static void note_element(Compare *c, const Compared *v, int rank, const int64_t *sizes, int64_t pos, Slot xb, Slot xa,
                         ScalarKind k) {
    if (!sk_is_float(k) || !floats_within(c, slot_to_double(xb, k), slot_to_double(xa, k))) c->rounding = false;
    if (!first_difference(c, v->what)) return;
    char index[160];
    format_index(index, sizeof index, rank, sizes, pos);
    Difference *df = c->diff;
    snprintf(df->where, sizeof df->where, "%s %d%s%s", value_word(v), v->number, rank ? " element " : "", index);
    format_scalar(df->before, sizeof df->before, xb, k);
    format_scalar(df->after, sizeof df->after, xa, k);
    put(&c->detail, "%s #%d ", value_word(v), v->number);
    put_type(&c->detail, v->t);
    put(&c->detail, "%s%s: BEFORE %s AFTER %s", rank ? " element " : "", index, df->before, df->after);
}

/* A memref of another shape: one difference, never rounding. */
static void note_shape(Compare *c, const Compared *v, MemrefView vb, MemrefView va) {
    c->rounding = false;
    if (!first_difference(c, v->what)) return;
    Difference *df = c->diff;
    snprintf(df->where, sizeof df->where, "%s %d shape", value_word(v), v->number);
    format_shape(df->before, sizeof df->before, vb.rank, vb.sizes);
    format_shape(df->after, sizeof df->after, va.rank, va.sizes);
    put(&c->detail, "%s #%d ", value_word(v), v->number);
    put_type(&c->detail, v->t);
    put(&c->detail, ": BEFORE shape %s AFTER shape %s", df->before, df->after);
}

/* How many elements of two memrefs differ (a whole memref of another shape: 1). */
static long long diff_memref(Compare *c, const Compared *v, const Slot *sb, const Slot *sa) {
    MemrefView vb = memref_view(sb), va = memref_view(sa);
    ScalarKind k = scalar_kind_of(v->t);
    if (k.cls == SK_UNSUPPORTED) return 0;   /* elements no op computes on: nothing to compare */
    bool same_shape = vb.rank == va.rank;
    for (int i = 0; same_shape && i < vb.rank; i++) same_shape = vb.sizes[i] == va.sizes[i];
    if (!same_shape) {
        note_shape(c, v, vb, va);
        return 1;
    }
    long long count = 0;
    int64_t n = memref_num_elements(vb.rank, vb.sizes);
    for (int64_t pos = 0; pos < n; pos++) {
        Slot xb = scalar_load(vb.buf->data + memref_view_element(vb, pos) * k.bytes, k);
        Slot xa = scalar_load(va.buf->data + memref_view_element(va, pos) * k.bytes, k);
        if (same_scalar(xb, xa, k)) continue;
        note_element(c, v, vb.rank, vb.sizes, pos, xb, xa, k);
        count++;
    }
    return count;
}

/* How many lanes of a scalar or vector value of `width` slots (row-major) differ. */
static long long diff_lanes(Compare *c, const Compared *v, const Slot *sb, const Slot *sa, int width) {
    ScalarKind k = scalar_kind_of(v->t);
    bool vector = v->t->kind == TY_VECTOR;
    long long count = 0;
    for (int i = 0; i < width; i++) {
        if (same_scalar(sb[i], sa[i], k)) continue;
        note_element(c, v, vector ? v->t->shaped.rank : 0, vector ? v->t->shaped.dims : NULL, i, sb[i], sa[i], k);
        count++;
    }
    return count;
}

static bool is_memref(const Type *t) { return t->kind == TY_MEMREF || t->kind == TY_UNRANKED_MEMREF; }

static long long diff_results(const RunOutcome *rb, const RunOutcome *ra, Compare *c) {
    const Function *f = rb->f;
    long long count = 0;
    int at = 0;
    for (int i = 0; i < f->nresults; i++) {
        Compared v = {DIFF_RESULT, i, f->result_types[i]};
        const Slot *sb = rb->res + at, *sa = ra->res + at;
        count += is_memref(v.t) ? diff_memref(c, &v, sb, sa) : diff_lanes(c, &v, sb, sa, f->result_widths[i]);
        at += f->result_widths[i];
    }
    return count;
}

/* Scalar arguments are passed by value: only memrefs can change. */
static long long diff_arguments(const RunOutcome *rb, const RunOutcome *ra, Compare *c) {
    const Function *f = rb->f;
    long long count = 0;
    int at = 0;
    for (int i = 0; i < f->nargs; i++) {
        Compared v = {DIFF_ARGUMENT, i, f->arg_types[i]};
        if (v.t->kind == TY_MEMREF) count += diff_memref(c, &v, rb->args + at, ra->args + at);
        at += value_width(v.t);
    }
    return count;
}

bool diff_outcomes(const RunOutcome *before, const RunOutcome *after, double tol, Difference *diff, char *detail,
                   size_t len) {
    memset(diff, 0, sizeof *diff);
    Compare c = {diff, {detail, len, 0}, false, tol, true, -1};
    if (len) detail[0] = 0;
    bool permutation;
    long long printed = diff_printed(before, after, &c, &permutation);
    long long results = diff_results(before, after, &c);
    long long arguments = diff_arguments(before, after, &c);
    if (!c.found) return false;
    diff->count = printed ? printed : results ? results : arguments;
    diff->permutation = permutation && !results && !arguments;
    diff->rounding = c.rounding;
    diff->max_rel_error = c.max_rel;
    return true;
}
