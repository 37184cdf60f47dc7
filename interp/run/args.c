/* --args parsing and result printing (see args.h). */
#include "args.h"
#include "../ops/runner_print.h"
#include "npy.h"
#include "message.h"
#include "../engine/exec.h"
#include "../engine/load.h"
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <math.h>

static bool parse_scalar(const char *s, ScalarKind k, Slot *out) {
    char *end;
    out->u = 0;
    if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
        errno = 0;
        uint64_t bits = strtoull(s, &end, 16);
        if (errno || *end || end == s + 2) return false;
        *out = sk_is_float(k) ? slot_from_float_bits(bits, k) : (Slot){.i = scalar_sext(bits, k.width)};
        return true;
    }
    if (sk_is_float(k)) {
        errno = 0;
        double d = strtod(s, &end);
        if (*end || end == s) return false;
        *out = slot_from_double(d, k);
        return true;
    }
    if (strcmp(s, "true") == 0 || strcmp(s, "false") == 0) {
        out->i = s[0] == 't' ? -1 : 0;
        return k.width == 1;
    }
    errno = 0;
    long long v = strtoll(s, &end, 10);
    if (errno || *end || end == s) return false;
    /* the literal must fit the width, read as signed or as unsigned */
    if (k.width < 64 && (v < -(1LL << (k.width - 1)) || v >= (1LL << k.width))) return false;
    out->i = scalar_sext((uint64_t)v, k.width);
    return true;
}

static uint64_t splitmix64(uint64_t *state) {
    uint64_t z = (*state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

/* Nested list literal: numbers in row-major order, checked against the shape. */
static bool parse_list(const char **p, int depth, int rank, const int64_t *sizes, ScalarKind k, Buffer *b,
                       int64_t *at, char *err, size_t len) {
    while (**p == ' ') (*p)++;
    if (depth == rank) {
        char tok[64];
        int n = 0;
        while (**p && **p != ',' && **p != ']' && **p != ' ' && n < 63) tok[n++] = *(*p)++;
        tok[n] = 0;
        Slot s;
        if (!parse_scalar(tok, k, &s)) return message_fail(err, len, "'%s' is not a valid element", tok);
        if (*at >= b->nelems) return message_fail(err, len, "more elements than the shape holds");
        scalar_store(b->data + *at * k.bytes, k, s);
        (*at)++;
        return true;
    }
    if (**p != '[') return message_fail(err, len, "expected '[' at nesting level %d", depth);
    (*p)++;
    int64_t count = 0;
    for (;;) {
        while (**p == ' ') (*p)++;
        if (**p == ']') break;
        if (!parse_list(p, depth + 1, rank, sizes, k, b, at, err, len)) return false;
        count++;
        while (**p == ' ') (*p)++;
        if (**p == ',') (*p)++;
        else if (**p != ']') return message_fail(err, len, "expected ',' or ']'");
    }
    (*p)++;
    if (count != sizes[depth])
        return message_fail(err, len, "dimension %d has %lld elements in the list but %lld in the shape", depth,
                    (long long)count, (long long)sizes[depth]);
    return true;
}

static bool ends_with(const char *s, const char *suffix) {
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && strcmp(s + n - m, suffix) == 0;
}

/* A memref argument read from a .npy file: the file gives the shape. */
static bool build_memref_from_npy(Exec *ex, const Type *t, int space, const char *path, Slot *d, char *err, size_t len) {
    int rank = t->shaped.rank;
    ScalarKind k = scalar_kind_of(t);
    if (k.cls == SK_UNSUPPORTED) return message_fail(err, len, "unsupported element type");
    if (t->shaped.layout) return message_fail(err, len, "memref arguments with a layout are not supported");
    NpyArray a;
    if (!npy_read(path, &a, err, len)) return false;
    bool ok = a.rank == rank || message_fail(err, len, "'%s' has rank %d but the memref has rank %d", path, a.rank, rank);
    for (int i = 0; ok && i < rank; i++)
        if (t->shaped.dims[i] != DIM_DYNAMIC && t->shaped.dims[i] != a.shape[i])
            ok = message_fail(err, len, "dimension %d is %lld in the type but %lld in '%s'", i, (long long)t->shaped.dims[i],
                      (long long)a.shape[i], path);
    Buffer *b = ok ? exec_new_buffer(ex, NULL, k, a.nelems, BUF_ARGUMENT, space) : NULL;
    if (ok && !b) ok = message_fail(err, len, "cannot allocate %lld elements", (long long)a.nelems);
    if (ok) ok = npy_to_buffer(&a, k, b->data, err, len);
    if (ok) memref_set_identity(d, b, rank, a.shape);
    npy_free(&a);
    return ok;
}

static bool build_memref(Exec *ex, const Type *t, int space, const char *spec, Slot *d, char *err, size_t len) {
    if (ends_with(spec, ".npy")) return build_memref_from_npy(ex, t, space, spec, d, err, len);
    int rank = t->shaped.rank;
    int64_t sizes[MEMREF_MAX_RANK];
    bool dynamic = false;
    for (int i = 0; i < rank; i++) {
        sizes[i] = t->shaped.dims[i];
        dynamic |= sizes[i] == DIM_DYNAMIC;
    }
    const char *colon = strchr(spec, ':');
    const char *init = spec;
    /* SHAPE: prefix, e.g. "4x8:iota" (not "fill:V" or "random:S") */
    if (colon && strncmp(spec, "fill:", 5) != 0 && strncmp(spec, "random:", 7) != 0 && spec[0] != '[') {
        const char *p = spec;
        for (int i = 0; i < rank; i++) {
            char *end;
            long long v = strtoll(p, &end, 10);
            if (end == p || v < 0) return message_fail(err, len, "bad shape '%.*s'", (int)(colon - spec), spec);
            if (sizes[i] != DIM_DYNAMIC && sizes[i] != v)
                return message_fail(err, len, "dimension %d is %lld in the type but %lld in the shape", i, (long long)sizes[i], v);
            sizes[i] = v;
            p = end;
            if (i + 1 < rank && *p++ != 'x') return message_fail(err, len, "bad shape '%.*s'", (int)(colon - spec), spec);
        }
        if (p != colon) return message_fail(err, len, "the shape must have %d dimensions", rank);
        init = colon + 1;
    } else if (dynamic) {
        return message_fail(err, len, "the type has dynamic dimensions: give the shape, as in 4x8:zeros");
    }
    if (t->shaped.layout) return message_fail(err, len, "memref arguments with a layout are not supported");
    ScalarKind k = scalar_kind_of(t);
    if (k.cls == SK_UNSUPPORTED) return message_fail(err, len, "unsupported element type");
    int64_t n = memref_num_elements(rank, sizes);
    Buffer *b = exec_new_buffer(ex, NULL, k, n, BUF_ARGUMENT, space);
    if (!b) return message_fail(err, len, "cannot allocate %lld elements", (long long)n);
    if (strcmp(init, "zeros") == 0) {
        for (int64_t i = 0; i < n; i++) scalar_store(b->data + i * k.bytes, k, sk_is_float(k) ? slot_from_double(0, k) : (Slot){.i = 0});
    } else if (strcmp(init, "ones") == 0 || strncmp(init, "fill:", 5) == 0 || strcmp(init, "iota") == 0) {
        Slot v;
        if (init[0] == 'o') v = sk_is_float(k) ? slot_from_double(1, k) : (Slot){.i = 1};
        else if (init[0] == 'f' && !parse_scalar(init + 5, k, &v)) return message_fail(err, len, "bad fill value '%s'", init + 5);
        for (int64_t i = 0; i < n; i++) {
            if (init[0] == 'i') v = sk_is_float(k) ? slot_from_double((double)i, k) : (Slot){.i = scalar_sext((uint64_t)i, k.width)};
            scalar_store(b->data + i * k.bytes, k, v);
        }
    } else if (strncmp(init, "random:", 7) == 0) {
        char *end;
        uint64_t state = strtoull(init + 7, &end, 10);
        if (*end || end == init + 7) return message_fail(err, len, "bad seed '%s'", init + 7);
        for (int64_t i = 0; i < n; i++) {
            uint64_t x = splitmix64(&state);
            Slot v = sk_is_float(k) ? slot_from_double(ldexp((double)(x >> 40), -24), k)
                                    : (Slot){.i = scalar_sext(x % 100, k.width)};
            scalar_store(b->data + i * k.bytes, k, v);
        }
    } else if (init[0] == '[') {
        const char *p = init;
        int64_t at = 0;
        if (rank == 0) {   /* [v]: the one element in brackets */
            p++;
            if (!parse_list(&p, 0, 0, sizes, k, b, &at, err, len)) return false;
            while (*p == ' ') p++;
            if (*p != ']') return message_fail(err, len, "a 0-d memref takes one element");
        } else if (!parse_list(&p, 0, rank, sizes, k, b, &at, err, len)) {
            return false;
        }
    } else {
        return message_fail(err, len, "unknown initializer '%s' (zeros, ones, fill:V, iota, random:SEED, a list or a .npy file)",
                    init);
    }
    memref_set_identity(d, b, rank, sizes);
    return true;
}

bool args_build(Exec *ex, Function *f, char **args, int nargs, Slot **out, char *err, size_t len) {
    if (nargs != f->nargs)
        return message_fail(err, len, "@%s takes %d argument%s but --args gives %d", f->name, f->nargs, f->nargs == 1 ? "" : "s",
                    nargs);
    int total = 0;
    for (int i = 0; i < f->nargs; i++) total += value_width(f->arg_types[i]);
    Slot *slots = calloc((size_t)(total + 1), sizeof(Slot));
    int at = 0;
    for (int i = 0; i < f->nargs; i++) {
        const Type *t = f->arg_types[i];
        char sub[400];
        bool ok;
        if (t->kind == TY_MEMREF) {
            ok = build_memref(ex, t, f->arg_spaces[i], args[i], slots + at, sub, sizeof sub);
        } else if (t->kind == TY_INTEGER || t->kind == TY_INDEX || t->kind == TY_FLOAT) {
            ScalarKind k = scalar_kind_of(t);
            ok = k.cls != SK_UNSUPPORTED && parse_scalar(args[i], k, slots + at);
            if (!ok) snprintf(sub, sizeof sub, "'%s' is not a valid literal of this type", args[i]);
        } else {
            ok = false;
            snprintf(sub, sizeof sub, "arguments of this type are not supported");
        }
        if (!ok) {
            free(slots);
            return message_fail(err, len, "argument %d of @%s: %s", i, f->name, sub);
        }
        at += value_width(t);
    }
    *out = slots;
    return true;
}

static void print_value(Exec *ex, const Type *t, const Slot *s) {
    ScalarKind k = scalar_kind_of(t);
    if (t->kind == TY_MEMREF || t->kind == TY_UNRANKED_MEMREF) {
        print_memref(ex->out, s, k, false);
    } else if (t->kind == TY_VECTOR) {
        print_vector_value(ex->out, s, t->shaped.rank, t->shaped.dims, k);
        fputc('\n', ex->out);
    } else {
        print_vector_scalar(ex->out, s[0], k);
        fputc('\n', ex->out);
    }
}

void args_print_results(Exec *ex, Function *f, const Slot *res) {
    int at = 0;
    for (int i = 0; i < f->nresults; i++) {
        print_value(ex, f->result_types[i], res + at);
        at += f->result_widths[i];
    }
}

void args_print_memrefs(Exec *ex, Function *f, const Slot *args) {
    int at = 0;
    for (int i = 0; i < f->nargs; i++) {
        if (f->arg_types[i]->kind == TY_MEMREF) print_value(ex, f->arg_types[i], args + at);
        at += value_width(f->arg_types[i]);
    }
}
