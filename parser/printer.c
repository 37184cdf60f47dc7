/* The generic printer: types, attributes, affine structures and ops in
 * MLIR's generic form.  Affine expressions print fully parenthesised, in
 * the shape the parser built, so MLIR re-simplifies them exactly as it did
 * when it read the original text. */
#include "parse.h"
#include "decimal.h"
#include <string.h>
#include <stdlib.h>
#include <inttypes.h>
#include <math.h>
#include <ctype.h>

/* The text of a type or attribute already printed, by its address (the
 * IR is immutable and types and attributes are uniqued, so the same few
 * recur on every op): a direct-mapped cache, its text in one buffer. */
enum { TEXT_CACHE_SLOTS = 1024, TEXT_CACHE_ITEM_MAX = 256, TEXT_CACHE_BYTES = 1 << 20 };
typedef struct TextCacheSlot {
    const void *key;
    uint32_t off, len;
} TextCacheSlot;

typedef struct TextCache {
    TextCacheSlot *slots;      /* NULL: no cache (printing to a string) */
    char *text;
    size_t len;
} TextCache;

typedef struct Out {
    char *buf;
    size_t len, cap;
    FILE *file;          /* flushed here when set; else grows in memory */
    unsigned flushes;    /* bumped by each flush: cached text must not span one */
    TextCache cache;
} Out;

static void out_flush(Out *o) {
    if (o->file && o->len) {
        fwrite(o->buf, 1, o->len, o->file);
        o->len = 0;
        o->flushes++;
    }
}

static void __attribute__((noinline)) out_grow(Out *o, size_t n) {
    if (o->file) {
        out_flush(o);
        if (n <= o->cap) return;
    }
    size_t nc = o->cap ? o->cap : 1 << 16;
    while (nc < o->len + n) nc *= 2;
    char *nb = realloc(o->buf, nc);
    if (!nb) abort();
    o->buf = nb;
    o->cap = nc;
}

static inline void out_reserve(Out *o, size_t n) {
    if (o->cap - o->len < n) out_grow(o, n);
}

static inline void out_mem(Out *o, const char *s, size_t n) {
    out_reserve(o, n);
    memcpy(o->buf + o->len, s, n);
    o->len += n;
}

/* inline: strlen of a literal folds to a constant */
static inline void out_str(Out *o, const char *s) { out_mem(o, s, strlen(s)); }
static inline void out_ch(Out *o, char c) {
    out_reserve(o, 1);
    o->buf[o->len++] = c;
}

static TextCacheSlot *cache_slot(Out *o, const void *key) {
    uintptr_t h = (uintptr_t)key >> 3;
    h ^= h >> 10;
    return &o->cache.slots[h & (TEXT_CACHE_SLOTS - 1)];
}

/* Where an item's text starts in the output, and the flush count then. */
typedef struct CacheMark {
    size_t start;
    unsigned flushes;
} CacheMark;

/* Copies the text cached for key to the output and returns true; else
 * marks where the caller's printing of it starts (first making room, so
 * that a short item is never split by a flush) and returns false. */
static bool cache_lookup(Out *o, const void *key, CacheMark *m) {
    if (o->cache.slots) {
        TextCacheSlot *s = cache_slot(o, key);
        if (s->key == key) {
            out_mem(o, o->cache.text + s->off, s->len);
            return true;
        }
        out_reserve(o, TEXT_CACHE_ITEM_MAX);
    }
    m->start = o->len;
    m->flushes = o->flushes;
    return false;
}

/* Records the text printed since m for key. */
static void cache_store(Out *o, const void *key, CacheMark m) {
    if (!o->cache.slots || o->flushes != m.flushes) return;
    size_t n = o->len - m.start;
    if (n > TEXT_CACHE_ITEM_MAX) return;
    if (o->cache.len + n > TEXT_CACHE_BYTES) {   /* full: start over */
        memset(o->cache.slots, 0, sizeof(TextCacheSlot) * TEXT_CACHE_SLOTS);
        o->cache.len = 0;
    }
    memcpy(o->cache.text + o->cache.len, o->buf + m.start, n);
    TextCacheSlot *s = cache_slot(o, key);
    s->key = key;
    s->off = (uint32_t)o->cache.len;
    s->len = (uint32_t)n;
    o->cache.len += n;
}

/* Numbers are written straight into the output (20 digits, a sign, a NUL). */
static void out_i64(Out *o, int64_t v) {
    out_reserve(o, 22);
    o->len += (size_t)decimal_i64(o->buf + o->len, v);
}

static void out_u64(Out *o, uint64_t v) {
    out_reserve(o, 22);
    o->len += (size_t)decimal_u64(o->buf + o->len, v);
}

static void print_type(Out *o, const Type *t);
static void print_attr(Out *o, const Attr *a);
static void print_type_text(Out *o, const Type *t);
static void print_attr_text(Out *o, const Attr *a);

/* --------------------------------------------------------------- types */
static void print_dims(Out *o, const Type *t) {
    for (int i = 0; i < t->shaped.rank; i++) {
        bool sc = t->shaped.scalable && t->shaped.scalable[i];
        if (sc) out_ch(o, '[');
        if (t->shaped.dims[i] == DIM_DYNAMIC) out_ch(o, '?');
        else out_i64(o, t->shaped.dims[i]);
        if (sc) out_ch(o, ']');
        out_ch(o, 'x');
    }
}

/* A memory space: a plain i64 integer prints without its type. */
static void print_space(Out *o, const Attr *a) {
    if (a->kind == AT_INTEGER && a->type && a->type->kind == TY_INTEGER && a->type->integer.width == 64 &&
        a->type->integer.sign == SIGNLESS && !a->integer.wide) {
        out_i64(o, a->integer.value);
        return;
    }
    print_attr(o, a);
}

static void print_type_list(Out *o, int n, Type *const *ts) {
    for (int i = 0; i < n; i++) {
        if (i) out_str(o, ", ");
        print_type(o, ts[i]);
    }
}

static void print_function_results(Out *o, int n, Type *const *ts) {
    if (n == 1 && ts[0]->kind != TY_FUNCTION) {
        print_type(o, ts[0]);
        return;
    }
    out_ch(o, '(');
    print_type_list(o, n, ts);
    out_ch(o, ')');
}

static void print_type_text(Out *o, const Type *t) {
    switch (t->kind) {
    case TY_INTEGER:
        out_str(o, t->integer.sign == SIGNED ? "si" : t->integer.sign == UNSIGNED ? "ui" : "i");
        out_i64(o, t->integer.width);
        return;
    case TY_INDEX: out_str(o, "index"); return;
    case TY_FLOAT: out_str(o, float_kind_name(t->fkind)); return;
    case TY_NONE: out_str(o, "none"); return;
    case TY_VECTOR:
        out_str(o, "vector<");
        print_dims(o, t);
        print_type(o, t->shaped.elem);
        out_ch(o, '>');
        return;
    case TY_MEMREF:
    case TY_TENSOR:
        out_str(o, t->kind == TY_MEMREF ? "memref<" : "tensor<");
        print_dims(o, t);
        print_type(o, t->shaped.elem);
        if (t->shaped.layout) {
            out_str(o, ", ");
            print_attr(o, t->shaped.layout);
        }
        if (t->shaped.space) {
            out_str(o, ", ");
            print_space(o, t->shaped.space);
        }
        out_ch(o, '>');
        return;
    case TY_UNRANKED_MEMREF:
    case TY_UNRANKED_TENSOR:
        out_str(o, t->kind == TY_UNRANKED_MEMREF ? "memref<*x" : "tensor<*x");
        print_type(o, t->unranked.elem);
        if (t->unranked.space) {
            out_str(o, ", ");
            print_space(o, t->unranked.space);
        }
        out_ch(o, '>');
        return;
    case TY_TUPLE:
        out_str(o, "tuple<");
        print_type_list(o, t->tuple.n, t->tuple.elems);
        out_ch(o, '>');
        return;
    case TY_COMPLEX:
        out_str(o, "complex<");
        print_type(o, t->complex_elem);
        out_ch(o, '>');
        return;
    case TY_FUNCTION:
        out_ch(o, '(');
        print_type_list(o, t->func.nin, t->func.in);
        out_str(o, ") -> ");
        print_function_results(o, t->func.nout, t->func.out);
        return;
    case TY_OPAQUE: out_str(o, t->opaque); return;
    }
}

/* -------------------------------------------------------------- affine */
static void print_affine_expr(Out *o, const AffineExpr *e) {
    static const char *ops[] = {"", "", "", " + ", " * ", " mod ", " floordiv ", " ceildiv "};
    switch (e->kind) {
    case AFF_CONST: out_i64(o, e->value); return;
    case AFF_DIM: out_ch(o, 'd'); out_i64(o, e->value); return;
    case AFF_SYM: out_ch(o, 's'); out_i64(o, e->value); return;
    default:
        out_ch(o, '(');
        print_affine_expr(o, e->lhs);
        out_str(o, ops[e->kind]);
        print_affine_expr(o, e->rhs);
        out_ch(o, ')');
        return;
    }
}

static void print_dim_sym_lists(Out *o, int nd, int ns) {
    out_ch(o, '(');
    for (int i = 0; i < nd; i++) {
        if (i) out_str(o, ", ");
        out_ch(o, 'd');
        out_i64(o, i);
    }
    out_ch(o, ')');
    if (ns) {
        out_ch(o, '[');
        for (int i = 0; i < ns; i++) {
            if (i) out_str(o, ", ");
            out_ch(o, 's');
            out_i64(o, i);
        }
        out_ch(o, ']');
    }
}

static void print_affine_map(Out *o, const AffineMap *m) {
    out_str(o, "affine_map<");
    print_dim_sym_lists(o, m->ndims, m->nsyms);
    out_str(o, " -> (");
    for (int i = 0; i < m->nresults; i++) {
        if (i) out_str(o, ", ");
        print_affine_expr(o, m->results[i]);
    }
    out_str(o, ")>");
}

static void print_integer_set(Out *o, const IntegerSet *s) {
    out_str(o, "affine_set<");
    print_dim_sym_lists(o, s->ndims, s->nsyms);
    out_str(o, " : (");
    for (int i = 0; i < s->ncons; i++) {
        if (i) out_str(o, ", ");
        print_affine_expr(o, s->cons[i]);
        out_str(o, s->eq[i] ? " == 0" : " >= 0");
    }
    out_str(o, ")>");
}

/* ---------------------------------------------------------- attributes */
static void print_string_literal(Out *o, const char *s, int n) {
    out_ch(o, '"');
    for (int i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '"' || c == '\\') {
            out_ch(o, '\\');
            out_ch(o, (char)c);
        } else if (c >= 0x20 && c < 0x7f) {
            out_ch(o, (char)c);
        } else {
            char b[4];
            snprintf(b, sizeof b, "\\%02X", c);
            out_str(o, b);
        }
    }
    out_ch(o, '"');
}

/* Bit pattern of an infinite or NaN value in a float type, for the hex form. */
static uint64_t special_float_bits(FloatKind k, double v) {
    bool neg = signbit(v);
    bool nan = isnan(v);
    switch (k) {
    case FLOAT_F16: return (neg ? 0x8000u : 0) | (nan ? 0x7E00u : 0x7C00u);
    case FLOAT_BF16: return (neg ? 0x8000u : 0) | (nan ? 0x7FC0u : 0x7F80u);
    case FLOAT_F32: return (neg ? 0x80000000u : 0) | (nan ? 0x7FC00000u : 0x7F800000u);
    default: {
        uint64_t b;
        memcpy(&b, &v, sizeof b);
        return b;
    }
    }
}

static void print_float_value(Out *o, const Attr *a) {
    char b[64];
    if (a->fp.has_bits || !isfinite(a->fp.value)) {
        uint64_t bits = a->fp.has_bits ? a->fp.bits : special_float_bits(a->type ? a->type->fkind : FLOAT_F64, a->fp.value);
        snprintf(b, sizeof b, "0x%" PRIX64, bits);
    } else {
        snprintf(b, sizeof b, "%.17e", a->fp.value);
    }
    out_str(o, b);
}

static void print_int_value(Out *o, const Attr *a) {
    if (a->integer.wide) {
        out_str(o, a->integer.wide);
        return;
    }
    const Type *t = a->type;
    if (t && t->kind == TY_INTEGER && t->integer.width == 1) {
        out_str(o, a->integer.value & 1 ? "true" : "false");
        return;
    }
    if (t && t->kind == TY_INTEGER && t->integer.sign == UNSIGNED) out_u64(o, (uint64_t)a->integer.value);
    else out_i64(o, a->integer.value);
}

static void print_dense_element(Out *o, const Attr *e) {
    switch (e->kind) {
    case AT_INTEGER: print_int_value(o, e); return;
    case AT_FLOAT: print_float_value(o, e); return;
    case AT_BOOL: out_str(o, e->boolean ? "true" : "false"); return;
    case AT_ARRAY: /* complex */
        out_ch(o, '(');
        print_dense_element(o, e->array.elems[0]);
        out_str(o, ", ");
        print_dense_element(o, e->array.elems[1]);
        out_ch(o, ')');
        return;
    default: print_attr(o, e); return;
    }
}

/* Nested brackets following the shape of the type. */
static void print_dense_nested(Out *o, const Attr *a, int dim, int64_t *index) {
    const Type *t = a->type;
    if (dim == t->shaped.rank) {
        if (*index < a->dense.n) print_dense_element(o, a->dense.elems[*index]);
        (*index)++;
        return;
    }
    out_ch(o, '[');
    for (int64_t i = 0; i < t->shaped.dims[dim]; i++) {
        if (i) out_str(o, ", ");
        print_dense_nested(o, a, dim + 1, index);
    }
    out_ch(o, ']');
}

static bool is_bare_id(const char *s) {
    if (!(isalpha((unsigned char)s[0]) || s[0] == '_')) return false;
    for (const char *c = s; *c; c++)
        if (!(isalnum((unsigned char)*c) || *c == '_' || *c == '$' || *c == '.')) return false;
    return true;
}

static void print_attr_name(Out *o, const char *name) {
    CacheMark m;
    if (cache_lookup(o, name, &m)) return;   /* names are interned: the same few recur */
    if (is_bare_id(name)) out_str(o, name);
    else print_string_literal(o, name, (int)strlen(name));
    cache_store(o, name, m);
}

static void print_named_attrs(Out *o, const NamedAttr *list, int n) {
    for (int i = 0; i < n; i++) {
        if (i) out_str(o, ", ");
        print_attr_name(o, list[i].name);
        if (list[i].value->kind != AT_UNIT) {
            out_str(o, " = ");
            print_attr(o, list[i].value);
        }
    }
}

/* An llvm.func's signature, which the parser keeps as a builtin function
 * type (the interpreter calls it like a func.func), as MLIR names it:
 * !llvm.func<result (inputs)>, `void` for no result. */
static void print_llvm_function_type(Out *o, const Type *t) {
    out_str(o, "!llvm.func<");
    if (t->func.nout == 0) out_str(o, "void");
    else print_type(o, t->func.out[0]);
    out_str(o, " (");
    print_type_list(o, t->func.nin, t->func.in);
    out_str(o, ")>");
}

static void print_props(Out *o, const Op *op) {
    if (op->code != OP_LLVM_FUNC) {
        print_named_attrs(o, op->props, op->nprops);
        return;
    }
    for (int i = 0; i < op->nprops; i++) {
        const NamedAttr *na = &op->props[i];
        if (strcmp(na->name, "function_type") != 0 || na->value->kind != AT_TYPE || na->value->type->kind != TY_FUNCTION) {
            print_named_attrs(o, na, 1);
        } else {
            print_attr_name(o, na->name);
            out_str(o, " = ");
            print_llvm_function_type(o, na->value->type);
        }
        if (i + 1 < op->nprops) out_str(o, ", ");
    }
}

static void print_symbol_name(Out *o, const char *name) {
    out_ch(o, '@');
    if (is_bare_id(name) && !strchr(name, '$')) out_str(o, name);
    else print_string_literal(o, name, (int)strlen(name));
}

static void print_attr_text(Out *o, const Attr *a) {
    switch (a->kind) {
    case AT_UNIT: out_str(o, "unit"); return;
    case AT_BOOL: out_str(o, a->boolean ? "true" : "false"); return;
    case AT_INTEGER:
        if (a->type && a->type->kind == TY_INTEGER && a->type->integer.width == 1 && a->type->integer.sign == SIGNLESS) {
            out_str(o, a->integer.value & 1 ? "true" : "false");
            return;
        }
        print_int_value(o, a);
        out_str(o, " : ");
        print_type(o, a->type);
        return;
    case AT_FLOAT:
        print_float_value(o, a);
        out_str(o, " : ");
        print_type(o, a->type);
        return;
    case AT_STRING:
        print_string_literal(o, a->string.data, a->string.len);
        if (a->type) {
            out_str(o, " : ");
            print_type(o, a->type);
        }
        return;
    case AT_TYPE: print_type(o, a->type); return;
    case AT_ARRAY:
        out_ch(o, '[');
        for (int i = 0; i < a->array.n; i++) {
            if (i) out_str(o, ", ");
            print_attr(o, a->array.elems[i]);
        }
        out_ch(o, ']');
        return;
    case AT_DICT:
        out_ch(o, '{');
        print_named_attrs(o, a->dict.entries, a->dict.n);
        out_ch(o, '}');
        return;
    case AT_DENSE:
        out_str(o, "dense<");
        if (a->dense.hex) out_str(o, a->dense.hex);
        else if (a->dense.strings) out_str(o, a->dense.strings);
        else if (a->dense.splat) print_dense_element(o, a->dense.elems[0]);
        else if (a->dense.n > 0 || a->type->shaped.rank > 0) {
            int64_t idx = 0;
            bool empty = false;
            for (int i = 0; i < a->type->shaped.rank; i++) empty |= a->type->shaped.dims[i] == 0;
            if (!empty) print_dense_nested(o, a, 0, &idx);
        }
        out_str(o, "> : ");
        print_type(o, a->type);
        return;
    case AT_DENSE_ARRAY:
        out_str(o, "array<");
        print_type(o, a->type);
        if (a->dense_array.n) out_str(o, ": ");
        for (int i = 0; i < a->dense_array.n; i++) {
            if (i) out_str(o, ", ");
            if (a->type->kind == TY_FLOAT) {
                Attr f = {.kind = AT_FLOAT, .type = a->type};
                f.fp.value = a->dense_array.floats[i];
                print_float_value(o, &f);
            } else if (type_is_integer(a->type, 1)) {
                out_str(o, a->dense_array.ints[i] ? "true" : "false");
            } else {
                out_i64(o, a->dense_array.ints[i]);
            }
        }
        out_ch(o, '>');
        return;
    case AT_AFFINE_MAP: print_affine_map(o, a->map); return;
    case AT_INTEGER_SET: print_integer_set(o, a->set); return;
    case AT_SYMBOL_REF:
        for (int i = 0; i < a->symref.n; i++) {
            if (i) out_str(o, "::");
            print_symbol_name(o, a->symref.names[i]);
        }
        return;
    case AT_STRIDED:
        out_str(o, "strided<[");
        for (int i = 0; i < a->strided.n; i++) {
            if (i) out_str(o, ", ");
            if (a->strided.strides[i] == DIM_DYNAMIC) out_ch(o, '?');
            else out_i64(o, a->strided.strides[i]);
        }
        out_ch(o, ']');
        if (a->strided.offset != 0) {   /* MLIR omits a zero offset */
            out_str(o, ", offset: ");
            if (a->strided.offset == DIM_DYNAMIC) out_ch(o, '?');
            else out_i64(o, a->strided.offset);
        }
        out_ch(o, '>');
        return;
    case AT_OPAQUE:
    case AT_DENSE_RESOURCE:
    case AT_LOCATION:
        out_str(o, a->opaque);
        if (a->type) {
            out_str(o, " : ");
            print_type(o, a->type);
        }
        return;
    }
}

/* print_type and print_attr go through the text cache; the scalar types
 * and unit attributes are quicker to print than to look up. */
static void print_type(Out *o, const Type *t) {
    CacheMark m;
    bool scalar = t->kind <= TY_NONE || t->kind == TY_OPAQUE;
    if (!scalar && cache_lookup(o, t, &m)) return;
    print_type_text(o, t);
    if (!scalar) cache_store(o, t, m);
}

static void print_attr(Out *o, const Attr *a) {
    CacheMark m;
    bool unit = a->kind == AT_UNIT || a->kind == AT_BOOL;
    if (!unit && cache_lookup(o, a, &m)) return;
    print_attr_text(o, a);
    if (!unit) cache_store(o, a, m);
}

/* ----------------------------------------------------------------- ops */
static void print_value(Out *o, const Value *v) {
    out_str(o, "%v");
    out_i64(o, v->id);
}

static void print_block_name(Out *o, const Block *b) {
    out_str(o, "^bb");
    out_i64(o, b->id);
}

static void indent(Out *o, int n) {
    out_reserve(o, (size_t)n * 2);
    memset(o->buf + o->len, ' ', (size_t)n * 2);
    o->len += (size_t)n * 2;
}

static void print_op(Out *o, const Op *op, int depth);

static void print_region(Out *o, const Region *r, int depth) {
    out_str(o, "{\n");
    for (int i = 0; i < r->nblocks; i++) {
        const Block *b = r->blocks[i];
        if (i > 0 || b->nargs > 0 || b->nops == 0) {
            indent(o, depth);
            print_block_name(o, b);
            if (b->nargs) {
                out_ch(o, '(');
                for (int k = 0; k < b->nargs; k++) {
                    if (k) out_str(o, ", ");
                    print_value(o, b->args[k]);
                    out_str(o, ": ");
                    print_type(o, b->args[k]->type);
                }
                out_ch(o, ')');
            }
            out_str(o, ":\n");
        }
        for (int k = 0; k < b->nops; k++) print_op(o, b->ops[k], depth + 1);
    }
    indent(o, depth);
    out_ch(o, '}');
}

static void print_op(Out *o, const Op *op, int depth) {
    indent(o, depth);
    for (int i = 0; i < op->nresults; i++) {
        if (i) out_str(o, ", ");
        print_value(o, op->results[i]);
    }
    if (op->nresults) out_str(o, " = ");
    out_ch(o, '"');
    out_str(o, op->name);
    out_str(o, "\"(");
    for (int i = 0; i < op->noperands; i++) {
        if (i) out_str(o, ", ");
        print_value(o, op->operands[i]);
    }
    out_ch(o, ')');
    if (op->nsuccessors) {
        out_ch(o, '[');
        for (int i = 0; i < op->nsuccessors; i++) {
            if (i) out_str(o, ", ");
            print_block_name(o, op->successors[i]);
        }
        out_ch(o, ']');
    }
    if (op->nprops) {
        out_str(o, " <{");
        print_props(o, op);
        out_str(o, "}>");
    }
    if (op->nregions) {
        out_str(o, " (");
        for (int i = 0; i < op->nregions; i++) {
            if (i) out_str(o, ", ");
            print_region(o, &op->regions[i], depth);
        }
        out_ch(o, ')');
    }
    if (op->nattrs) {
        out_str(o, " {");
        print_named_attrs(o, op->attrs, op->nattrs);
        out_ch(o, '}');
    }
    out_str(o, " : (");
    for (int i = 0; i < op->noperands; i++) {
        if (i) out_str(o, ", ");
        print_type(o, op->operands[i]->type);
    }
    out_str(o, ") -> ");
    if (op->nresults == 1 && op->results[0]->type->kind != TY_FUNCTION) {
        print_type(o, op->results[0]->type);
    } else {
        out_ch(o, '(');
        for (int i = 0; i < op->nresults; i++) {
            if (i) out_str(o, ", ");
            print_type(o, op->results[i]->type);
        }
        out_ch(o, ')');
    }
    out_ch(o, '\n');
}

void print_module_generic(FILE *f, const Module *m) {
    Out o = {NULL, 0, 0, f, 0, {NULL, NULL, 0}};
    o.cache.slots = calloc(TEXT_CACHE_SLOTS, sizeof(TextCacheSlot));
    o.cache.text = malloc(TEXT_CACHE_BYTES);
    if (!o.cache.slots || !o.cache.text) {   /* no cache: slower, same text */
        free(o.cache.slots);
        free(o.cache.text);
        o.cache.slots = NULL;
        o.cache.text = NULL;
    }
    out_reserve(&o, 1 << 16);
    print_op(&o, m->op, 0);
    if (m->resources) {
        out_ch(&o, '\n');
        out_str(&o, m->resources);
        out_ch(&o, '\n');
    }
    out_flush(&o);
    free(o.buf);
    free(o.cache.slots);
    free(o.cache.text);
}

static char *to_string(Arena *a, Out *o) {
    out_ch(o, 0);
    char *r = arena_strdup(a, o->buf);
    free(o->buf);
    return r;
}

char *print_type_to_string(Arena *a, const Type *t) {
    Out o = {NULL, 0, 0, NULL, 0, {NULL, NULL, 0}};
    print_type(&o, t);
    return to_string(a, &o);
}

char *print_attr_to_string(Arena *a, const Attr *attr) {
    Out o = {NULL, 0, 0, NULL, 0, {NULL, NULL, 0}};
    print_attr(&o, attr);
    return to_string(a, &o);
}
