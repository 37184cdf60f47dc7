/* NumPy .npy reading and writing (see npy.h). */
#include "npy.h"
#include "message.h"
#include <stdlib.h>
#include <string.h>
#include <inttypes.h>

static const char magic[] = "\x93NUMPY";

const char *npy_descr(ScalarKind k) {
    switch (k.cls) {
    case SK_F32: return "<f4";
    case SK_F64: return "<f8";
    case SK_F16: return "<f2";
    case SK_BF16: return "<u2";
    case SK_INDEX: return "<i8";
    default: break;
    }
    if (k.width == 1) return "|b1";
    static const char *const s[2][4] = {{"|i1", "<i2", "<i4", "<i8"}, {"|u1", "<u2", "<u4", "<u8"}};
    int sz = k.bytes == 1 ? 0 : k.bytes == 2 ? 1 : k.bytes == 4 ? 2 : 3;
    return s[k.is_unsigned_type][sz];
}

/* The value of key in the header dict, as the text after "'key':". */
static const char *dict_value(const char *hdr, const char *key) {
    char pat[32];
    snprintf(pat, sizeof pat, "'%s'", key);
    const char *p = strstr(hdr, pat);
    if (!p) return NULL;
    p += strlen(pat);
    while (*p == ' ') p++;
    if (*p != ':') return NULL;
    p++;
    while (*p == ' ') p++;
    return p;
}

static size_t descr_bytes(const char *d) { return (size_t)atoi(d + 2); }

bool npy_read(const char *path, NpyArray *out, char *err, size_t len) {
    memset(out, 0, sizeof *out);
    FILE *f = fopen(path, "rb");
    if (!f) return message_fail(err, len, "cannot open '%s'", path);
    unsigned char pre[12];
    char *hdr = NULL;
    bool ok = false;
    if (fread(pre, 1, 8, f) != 8 || memcmp(pre, magic, 6) != 0) {
        message_fail(err, len, "'%s' is not a .npy file", path);
        goto done;
    }
    size_t hlen;
    if (pre[6] == 1) {
        if (fread(pre + 8, 1, 2, f) != 2) goto truncated;
        hlen = pre[8] | (size_t)pre[9] << 8;
    } else if (pre[6] == 2 || pre[6] == 3) {
        if (fread(pre + 8, 1, 4, f) != 4) goto truncated;
        hlen = pre[8] | (size_t)pre[9] << 8 | (size_t)pre[10] << 16 | (size_t)pre[11] << 24;
    } else {
        message_fail(err, len, "'%s': unsupported .npy version %d", path, pre[6]);
        goto done;
    }
    if (hlen > (1 << 20)) goto truncated;
    hdr = malloc(hlen + 1);
    if (!hdr || fread(hdr, 1, hlen, f) != hlen) goto truncated;
    hdr[hlen] = 0;
    const char *d = dict_value(hdr, "descr"), *fo = dict_value(hdr, "fortran_order"), *sh = dict_value(hdr, "shape");
    if (!d || !fo || !sh || *d != '\'') {
        message_fail(err, len, "'%s': malformed .npy header", path);
        goto done;
    }
    size_t dl = strcspn(d + 1, "'");
    if (dl >= sizeof out->descr || dl < 3) {
        message_fail(err, len, "'%s': unsupported dtype", path);
        goto done;
    }
    memcpy(out->descr, d + 1, dl);
    if (out->descr[0] == '>' && out->descr[2] != '1') {
        message_fail(err, len, "'%s': big-endian data is not supported", path);
        goto done;
    }
    if (strncmp(fo, "False", 5) != 0) {
        message_fail(err, len, "'%s': Fortran-order data is not supported (save it in C order)", path);
        goto done;
    }
    if (*sh != '(') goto malformed;
    const char *p = sh + 1;
    out->nelems = 1;
    for (;;) {
        while (*p == ' ' || *p == ',') p++;
        if (*p == ')') break;
        char *end;
        long long v = strtoll(p, &end, 10);
        if (end == p || v < 0 || out->rank == MEMREF_MAX_RANK) goto malformed;
        out->shape[out->rank++] = v;
        out->nelems *= v;
        p = end;
    }
    out->elem_bytes = descr_bytes(out->descr);
    if (out->elem_bytes == 0 || out->elem_bytes > 8) {
        message_fail(err, len, "'%s': unsupported dtype '%s'", path, out->descr);
        goto done;
    }
    size_t bytes = (size_t)out->nelems * out->elem_bytes;
    out->data = malloc(bytes ? bytes : 1);
    if (!out->data || fread(out->data, 1, bytes, f) != bytes) goto truncated;
    ok = true;
    goto done;
malformed:
    message_fail(err, len, "'%s': malformed shape in the .npy header", path);
    goto done;
truncated:
    message_fail(err, len, "'%s': truncated .npy file", path);
done:
    free(hdr);
    fclose(f);
    if (!ok) npy_free(out);
    return ok;
}

void npy_free(NpyArray *a) {
    free(a->data);
    a->data = NULL;
}

/* The dtypes each kind reads: its own, and for a signed integer type the
 * same-size unsigned one (and the reverse), 'u1'/'i1' for i1. */
static bool dtype_fits(const char *descr, ScalarKind k) {
    const char *own = npy_descr(k);
    if (strcmp(descr + 1, own + 1) == 0) return true;
    if (k.cls != SK_INT) return false;
    if (k.width == 1) return strcmp(descr + 1, "u1") == 0 || strcmp(descr + 1, "i1") == 0;
    return (descr[1] == 'i' || descr[1] == 'u') && strcmp(descr + 2, own + 2) == 0;
}

bool npy_to_buffer(const NpyArray *a, ScalarKind k, unsigned char *buf, char *err, size_t len) {
    if (!dtype_fits(a->descr, k)) {
        snprintf(err, len, "the .npy dtype '%s' does not match the element type (expected '%s')", a->descr,
                 npy_descr(k));
        return false;
    }
    bool is_unsigned = a->descr[1] == 'u' || a->descr[1] == 'b';
    for (int64_t i = 0; i < a->nelems; i++) {
        const unsigned char *src = a->data + (size_t)i * a->elem_bytes;
        Slot s;
        s.u = 0;
        if (sk_is_float(k)) {
            uint64_t bits = 0;
            memcpy(&bits, src, a->elem_bytes);
            s = slot_from_float_bits(bits, k);
        } else {
            uint64_t u = 0;
            memcpy(&u, src, a->elem_bytes);
            int w = (int)a->elem_bytes * 8;
            int64_t v = is_unsigned ? (int64_t)u : scalar_sext(u, w);
            /* the value must fit the type's width, read as signed or unsigned */
            if (k.width < 64 && k.width < w && (v < -(1LL << (k.width - 1)) || v >= (1LL << k.width)) &&
                !(k.width == 1 && (v == 0 || v == 1))) {
                snprintf(err, len, "element %lld (%lld) does not fit i%d", (long long)i, (long long)v, k.width);
                return false;
            }
            s.i = scalar_sext((uint64_t)v, k.width);
        }
        scalar_store(buf + (size_t)i * k.bytes, k, s);
    }
    return true;
}

/* ------------------------------------------------------------- writing */
static bool write_header(FILE *f, ScalarKind k, int rank, const int64_t *shape) {
    char dict[512];
    int n = snprintf(dict, sizeof dict, "{'descr': '%s', 'fortran_order': False, 'shape': (", npy_descr(k));
    for (int i = 0; i < rank && n < 400; i++) n += snprintf(dict + n, sizeof dict - (size_t)n, "%" PRId64 "%s", shape[i], rank == 1 || i + 1 < rank ? ", " : "");
    if (rank == 1) n -= 1;   /* "(4,)" */
    n += snprintf(dict + n, sizeof dict - (size_t)n, "), }");
    /* pad with spaces and a newline so the data starts on a 64-byte boundary */
    int total = 10 + n + 1;
    int pad = (64 - total % 64) % 64;
    unsigned char pre[10];
    memcpy(pre, magic, 6);
    pre[6] = 1, pre[7] = 0;
    int hlen = n + pad + 1;
    pre[8] = (unsigned char)(hlen & 0xff), pre[9] = (unsigned char)(hlen >> 8);
    if (fwrite(pre, 1, 10, f) != 10 || fwrite(dict, 1, (size_t)n, f) != (size_t)n) return false;
    for (int i = 0; i < pad; i++) fputc(' ', f);
    fputc('\n', f);
    return true;
}

static void write_element(FILE *f, Slot s, ScalarKind k) {
    unsigned char out[8];
    if (sk_is_float(k)) {
        uint64_t bits = slot_float_bits(s, k);
        memcpy(out, &bits, 8);
    } else {
        uint64_t u = k.width == 1 ? (uint64_t)(s.i & 1) : (uint64_t)s.i;
        memcpy(out, &u, 8);
    }
    fwrite(out, 1, (size_t)k.bytes, f);
}

bool npy_write_slots(const char *path, const Slot *lanes, int rank, const int64_t *shape, ScalarKind k) {
    FILE *f = fopen(path, "wb");
    if (!f) return false;
    bool ok = write_header(f, k, rank, shape);
    int64_t n = memref_num_elements(rank, shape);
    for (int64_t i = 0; ok && i < n; i++) write_element(f, lanes[i], k);
    ok = !ferror(f) && ok;
    return fclose(f) == 0 && ok;
}

bool npy_write_view(const char *path, MemrefView v, ScalarKind k) {
    FILE *f = fopen(path, "wb");
    if (!f) return false;
    bool ok = write_header(f, k, v.rank, v.sizes);
    int64_t n = memref_num_elements(v.rank, v.sizes);
    for (int64_t i = 0; ok && i < n; i++)
        write_element(f, scalar_load(v.buf->data + memref_view_element(v, i) * k.bytes, k), k);
    ok = !ferror(f) && ok;
    return fclose(f) == 0 && ok;
}
