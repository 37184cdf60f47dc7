/* Constructors and structural comparison for types, attributes and affine
 * expressions. */
#include "ir.h"
#include <string.h>

/* A big module holds hundreds of thousands of ops, values and blocks (a
 * 20 MB one: ~370k ops, ~360k values), so each byte here is hundreds of KB
 * of the parsed IR: keep them from growing back (issue: parse+print of a
 * 20 MB module within 1/3 of mlir-opt's peak memory). */
_Static_assert(sizeof(Loc) == 8, "Loc is stored in every op, value and block: keep it 8 bytes");
_Static_assert(sizeof(Op) <= 88, "Op is allocated per operation: keep it at most 88 bytes");
_Static_assert(sizeof(Value) <= 40, "Value is allocated per SSA value: keep it at most 40 bytes (frame slots live in the engine's Program)");
_Static_assert(sizeof(Block) <= 48, "Block is allocated per block: keep it at most 48 bytes");

static const struct { const char *name; int width; } float_kinds[FLOAT_KIND_COUNT] = {
    [FLOAT_F16] = {"f16", 16}, [FLOAT_BF16] = {"bf16", 16}, [FLOAT_F32] = {"f32", 32},
    [FLOAT_F64] = {"f64", 64}, [FLOAT_F80] = {"f80", 80}, [FLOAT_F128] = {"f128", 128},
    [FLOAT_TF32] = {"tf32", 19}, [FLOAT_F4E2M1FN] = {"f4E2M1FN", 4},
    [FLOAT_F6E2M3FN] = {"f6E2M3FN", 6}, [FLOAT_F6E3M2FN] = {"f6E3M2FN", 6},
    [FLOAT_F8E5M2] = {"f8E5M2", 8}, [FLOAT_F8E4M3] = {"f8E4M3", 8},
    [FLOAT_F8E4M3FN] = {"f8E4M3FN", 8}, [FLOAT_F8E5M2FNUZ] = {"f8E5M2FNUZ", 8},
    [FLOAT_F8E4M3FNUZ] = {"f8E4M3FNUZ", 8}, [FLOAT_F8E4M3B11FNUZ] = {"f8E4M3B11FNUZ", 8},
    [FLOAT_F8E3M4] = {"f8E3M4", 8}, [FLOAT_F8E8M0FNU] = {"f8E8M0FNU", 8},
};

const char *float_kind_name(FloatKind k) { return float_kinds[k].name; }
int float_kind_width(FloatKind k) { return float_kinds[k].width; }

/* Scalar types are immutable singletons (read-only data, shared by every
 * module); composite types are interned by the parser. */
#define SCALAR(k) {.kind = k}
static const Type index_type = SCALAR(TY_INDEX), none_type = SCALAR(TY_NONE);
static const Type float_types[FLOAT_KIND_COUNT] = {
#define F(k) [k] = {.kind = TY_FLOAT, .fkind = k}
    F(FLOAT_F16), F(FLOAT_BF16), F(FLOAT_F32), F(FLOAT_F64), F(FLOAT_F80), F(FLOAT_F128), F(FLOAT_TF32),
    F(FLOAT_F4E2M1FN), F(FLOAT_F6E2M3FN), F(FLOAT_F6E3M2FN), F(FLOAT_F8E5M2), F(FLOAT_F8E4M3),
    F(FLOAT_F8E4M3FN), F(FLOAT_F8E5M2FNUZ), F(FLOAT_F8E4M3FNUZ), F(FLOAT_F8E4M3B11FNUZ), F(FLOAT_F8E3M4),
    F(FLOAT_F8E8M0FNU),
#undef F
};
#define I(w, s) {.kind = TY_INTEGER, .integer = {w, s}}
static const Type int_types[3][7] = {
    {I(1, SIGNLESS), I(2, SIGNLESS), I(4, SIGNLESS), I(8, SIGNLESS), I(16, SIGNLESS), I(32, SIGNLESS), I(64, SIGNLESS)},
    {I(1, SIGNED), I(2, SIGNED), I(4, SIGNED), I(8, SIGNED), I(16, SIGNED), I(32, SIGNED), I(64, SIGNED)},
    {I(1, UNSIGNED), I(2, UNSIGNED), I(4, UNSIGNED), I(8, UNSIGNED), I(16, UNSIGNED), I(32, UNSIGNED), I(64, UNSIGNED)},
};
#undef I

Type *type_integer(Arena *a, int width, Signedness s) {
    for (int i = 0; i < 7; i++)
        if (int_types[s][i].integer.width == width) return (Type *)&int_types[s][i];
    Type *t = arena_alloc(a, sizeof *t);
    if (!t) return NULL;
    t->kind = TY_INTEGER;
    t->integer.width = width;
    t->integer.sign = s;
    return t;
}

Type *type_index(Arena *a) {
    (void)a;
    return (Type *)&index_type;
}

Type *type_none(Arena *a) {
    (void)a;
    return (Type *)&none_type;
}

Type *type_float(Arena *a, FloatKind k) {
    (void)a;
    return (Type *)&float_types[k];
}

Type *type_function(Arena *a, int nin, Type **in, int nout, Type **out) {
    Type *t = arena_alloc(a, sizeof *t);
    if (!t) return NULL;
    t->kind = TY_FUNCTION;
    t->func.nin = nin;
    t->func.nout = nout;
    t->func.in = nin ? arena_memdup(a, in, sizeof(Type *) * (size_t)nin) : NULL;
    t->func.out = nout ? arena_memdup(a, out, sizeof(Type *) * (size_t)nout) : NULL;
    return t;
}

static bool types_equal(int n, Type *const *x, Type *const *y) {
    for (int i = 0; i < n; i++)
        if (!type_equal(x[i], y[i])) return false;
    return true;
}

bool type_equal(const Type *x, const Type *y) {
    if (x == y) return true;
    if (!x || !y || x->kind != y->kind) return false;
    switch (x->kind) {
    case TY_INTEGER: return x->integer.width == y->integer.width && x->integer.sign == y->integer.sign;
    case TY_INDEX:
    case TY_NONE: return true;
    case TY_FLOAT: return x->fkind == y->fkind;
    case TY_VECTOR:
    case TY_MEMREF:
    case TY_TENSOR:
        if (x->shaped.rank != y->shaped.rank) return false;
        for (int i = 0; i < x->shaped.rank; i++) {
            if (x->shaped.dims[i] != y->shaped.dims[i]) return false;
            bool sx = x->shaped.scalable && x->shaped.scalable[i];
            bool sy = y->shaped.scalable && y->shaped.scalable[i];
            if (sx != sy) return false;
        }
        return type_equal(x->shaped.elem, y->shaped.elem) && attr_equal(x->shaped.layout, y->shaped.layout) &&
               attr_equal(x->shaped.space, y->shaped.space);
    case TY_UNRANKED_MEMREF:
    case TY_UNRANKED_TENSOR:
        return type_equal(x->unranked.elem, y->unranked.elem) && attr_equal(x->unranked.space, y->unranked.space);
    case TY_TUPLE: return x->tuple.n == y->tuple.n && types_equal(x->tuple.n, x->tuple.elems, y->tuple.elems);
    case TY_COMPLEX: return type_equal(x->complex_elem, y->complex_elem);
    case TY_FUNCTION:
        return x->func.nin == y->func.nin && x->func.nout == y->func.nout &&
               types_equal(x->func.nin, x->func.in, y->func.in) && types_equal(x->func.nout, x->func.out, y->func.out);
    case TY_OPAQUE: return strcmp(x->opaque, y->opaque) == 0;
    }
    return false;
}

bool type_is_integer(const Type *t, int width) {
    return t && t->kind == TY_INTEGER && (width == 0 || t->integer.width == width);
}
bool type_is_float(const Type *t) { return t && t->kind == TY_FLOAT; }
bool type_is_shaped(const Type *t) {
    return t && (t->kind == TY_VECTOR || t->kind == TY_MEMREF || t->kind == TY_TENSOR ||
                 t->kind == TY_UNRANKED_MEMREF || t->kind == TY_UNRANKED_TENSOR);
}
bool type_is_memref(const Type *t) { return t && (t->kind == TY_MEMREF || t->kind == TY_UNRANKED_MEMREF); }
Type *type_element(const Type *t) {
    if (!t) return NULL;
    switch (t->kind) {
    case TY_VECTOR:
    case TY_MEMREF:
    case TY_TENSOR: return t->shaped.elem;
    case TY_UNRANKED_MEMREF:
    case TY_UNRANKED_TENSOR: return t->unranked.elem;
    default: return (Type *)t;
    }
}

Attr *attr_new(Arena *a, AttrKind k) {
    Attr *r = arena_alloc(a, sizeof *r);
    if (r) r->kind = k;
    return r;
}

Attr *attr_integer(Arena *a, int64_t v, Type *t) {
    Attr *r = attr_new(a, AT_INTEGER);
    if (!r) return NULL;
    r->integer.value = v;
    r->type = t;
    return r;
}

Attr *attr_string(Arena *a, const char *s) {
    Attr *r = attr_new(a, AT_STRING);
    if (!r) return NULL;
    r->string.len = (int)strlen(s);
    r->string.data = arena_strdup(a, s);
    return r;
}

Attr *attr_affine_map(Arena *a, AffineMap *m) {
    Attr *r = attr_new(a, AT_AFFINE_MAP);
    if (r) r->map = m;
    return r;
}

static Attr *dense_int_array(Arena *a, int n, const int64_t *v, int width) {
    Attr *r = attr_new(a, AT_DENSE_ARRAY);
    if (!r) return NULL;
    r->type = type_integer(a, width, SIGNLESS);
    r->dense_array.n = n;
    r->dense_array.ints = n ? arena_memdup(a, v, sizeof(int64_t) * (size_t)n) : NULL;
    return r;
}
Attr *attr_dense_i64_array(Arena *a, int n, const int64_t *v) { return dense_int_array(a, n, v, 64); }
Attr *attr_dense_i32_array(Arena *a, int n, const int64_t *v) { return dense_int_array(a, n, v, 32); }

static bool affine_equal(const AffineExpr *x, const AffineExpr *y) {
    if (x == y) return true;
    if (!x || !y || x->kind != y->kind) return false;
    if (x->kind <= AFF_SYM) return x->value == y->value;
    return affine_equal(x->lhs, y->lhs) && affine_equal(x->rhs, y->rhs);
}

static bool map_equal(const AffineMap *x, const AffineMap *y) {
    if (x->ndims != y->ndims || x->nsyms != y->nsyms || x->nresults != y->nresults) return false;
    for (int i = 0; i < x->nresults; i++)
        if (!affine_equal(x->results[i], y->results[i])) return false;
    return true;
}

bool attr_equal(const Attr *x, const Attr *y) {
    if (x == y) return true;
    if (!x || !y || x->kind != y->kind) return false;
    if (x->type != y->type && !type_equal(x->type, y->type)) return false;
    switch (x->kind) {
    case AT_UNIT: return true;
    case AT_BOOL: return x->boolean == y->boolean;
    case AT_INTEGER:
        if (x->integer.wide || y->integer.wide)
            return x->integer.wide && y->integer.wide && strcmp(x->integer.wide, y->integer.wide) == 0;
        return x->integer.value == y->integer.value;
    case AT_FLOAT: return x->fp.value == y->fp.value && x->fp.bits == y->fp.bits;
    case AT_STRING:
        return x->string.len == y->string.len && memcmp(x->string.data, y->string.data, (size_t)x->string.len) == 0;
    case AT_TYPE: return true; /* compared through ->type */
    case AT_ARRAY:
        if (x->array.n != y->array.n) return false;
        for (int i = 0; i < x->array.n; i++)
            if (!attr_equal(x->array.elems[i], y->array.elems[i])) return false;
        return true;
    case AT_DICT:
        if (x->dict.n != y->dict.n) return false;
        for (int i = 0; i < x->dict.n; i++)
            if (strcmp(x->dict.entries[i].name, y->dict.entries[i].name) ||
                !attr_equal(x->dict.entries[i].value, y->dict.entries[i].value))
                return false;
        return true;
    case AT_AFFINE_MAP: return map_equal(x->map, y->map);
    case AT_INTEGER_SET:
        if (x->set->ndims != y->set->ndims || x->set->nsyms != y->set->nsyms || x->set->ncons != y->set->ncons)
            return false;
        for (int i = 0; i < x->set->ncons; i++)
            if (x->set->eq[i] != y->set->eq[i] || !affine_equal(x->set->cons[i], y->set->cons[i])) return false;
        return true;
    case AT_STRIDED:
        if (x->strided.n != y->strided.n || x->strided.offset != y->strided.offset) return false;
        return memcmp(x->strided.strides, y->strided.strides, sizeof(int64_t) * (size_t)x->strided.n) == 0;
    case AT_SYMBOL_REF:
        if (x->symref.n != y->symref.n) return false;
        for (int i = 0; i < x->symref.n; i++)
            if (strcmp(x->symref.names[i], y->symref.names[i])) return false;
        return true;
    case AT_DENSE_ARRAY:
        if (x->dense_array.n != y->dense_array.n) return false;
        for (int i = 0; i < x->dense_array.n; i++) {
            if (x->dense_array.ints && x->dense_array.ints[i] != y->dense_array.ints[i]) return false;
            if (x->dense_array.floats && x->dense_array.floats[i] != y->dense_array.floats[i]) return false;
        }
        return true;
    case AT_DENSE:
        if (x->dense.n != y->dense.n || x->dense.splat != y->dense.splat) return false;
        for (int i = 0; i < x->dense.n; i++)
            if (!attr_equal(x->dense.elems[i], y->dense.elems[i])) return false;
        if (!x->dense.hex != !y->dense.hex || (x->dense.hex && strcmp(x->dense.hex, y->dense.hex))) return false;
        if (!x->dense.strings != !y->dense.strings || (x->dense.strings && strcmp(x->dense.strings, y->dense.strings)))
            return false;
        return true;
    case AT_OPAQUE:
    case AT_DENSE_RESOURCE:
    case AT_LOCATION: return x->opaque && y->opaque && strcmp(x->opaque, y->opaque) == 0;
    }
    return false;
}

const Attr *named_attr_find(const NamedAttr *list, int n, const char *name) {
    for (int i = 0; i < n; i++)
        if (strcmp(list[i].name, name) == 0) return list[i].value;
    return NULL;
}

int attr_int_list_len(const Attr *a) {
    if (!a) return -1;
    switch (a->kind) {
    case AT_DENSE_ARRAY: return a->dense_array.n;
    case AT_ARRAY: return a->array.n;
    case AT_DENSE:
        if (a->dense.splat && a->type && type_is_shaped(a->type) && a->type->kind != TY_UNRANKED_TENSOR &&
            a->type->kind != TY_UNRANKED_MEMREF && a->type->shaped.rank == 1)
            return (int)a->type->shaped.dims[0];
        return a->dense.n;
    default: return -1;
    }
}

int64_t attr_int_list_at(const Attr *a, int i) {
    const Attr *e = NULL;
    switch (a->kind) {
    case AT_DENSE_ARRAY: return a->dense_array.ints ? a->dense_array.ints[i] : 0;
    case AT_ARRAY: e = a->array.elems[i]; break;
    case AT_DENSE: e = a->dense.n == 0 ? NULL : a->dense.elems[a->dense.splat ? 0 : i]; break;
    default: break;
    }
    return e && e->kind == AT_INTEGER ? e->integer.value : 0;
}

OpDialect op_dialect(const Op *op) {
    return op->code != OP_UNREGISTERED ? op_code_dialect(op->code) : op_dialect_of_name(op->name, (int)strlen(op->name));
}

const Attr *op_prop(const Op *op, const char *name) {
    const Attr *a = named_attr_find(op->props, op->nprops, name);
    return a ? a : named_attr_find(op->attrs, op->nattrs, name);
}

AffineExpr *affine_const(Arena *a, int64_t v) {
    AffineExpr *e = arena_alloc(a, sizeof *e);
    if (!e) return NULL;
    e->kind = AFF_CONST;
    e->value = v;
    return e;
}

AffineExpr *affine_dim(Arena *a, int pos) {
    AffineExpr *e = affine_const(a, pos);
    if (e) e->kind = AFF_DIM;
    return e;
}

AffineExpr *affine_sym(Arena *a, int pos) {
    AffineExpr *e = affine_const(a, pos);
    if (e) e->kind = AFF_SYM;
    return e;
}

AffineExpr *affine_binary(Arena *a, AffineKind k, AffineExpr *l, AffineExpr *r) {
    AffineExpr *e = arena_alloc(a, sizeof *e);
    if (!e) return NULL;
    e->kind = k;
    e->lhs = l;
    e->rhs = r;
    return e;
}

AffineMap *affine_map_new(Arena *a, int ndims, int nsyms, int nresults, AffineExpr **results) {
    AffineMap *m = arena_alloc(a, sizeof *m);
    if (!m) return NULL;
    m->ndims = ndims;
    m->nsyms = nsyms;
    m->nresults = nresults;
    m->results = nresults ? arena_memdup(a, results, sizeof(AffineExpr *) * (size_t)nresults) : NULL;
    return m;
}
