/* The IR: types, attributes, affine expressions/maps/sets, values, ops,
 * blocks and regions.  Everything lives in the module's arena.
 *
 * Ops keep the structure of MLIR's generic form (name, operands, results,
 * successors, properties, attributes, regions) plus the location of the
 * op-name token, where every diagnostic about the op points. */
#ifndef AI_IR_H
#define AI_IR_H
#include <stdint.h>
#include <stdbool.h>
#include <stddef.h>
#include "arena.h"
#include "diag.h"
#include "op_registry.h"

typedef struct Type Type;
typedef struct Attr Attr;
typedef struct AffineExpr AffineExpr;
typedef struct AffineMap AffineMap;
typedef struct IntegerSet IntegerSet;
typedef struct Value Value;
typedef struct Op Op;
typedef struct Block Block;
typedef struct Region Region;

/* A byte range of the source (names are slices, never copied). */
typedef struct Slice {
    const char *ptr;
    int len;
} Slice;

/* ------------------------------------------------------------------ types */
typedef enum {
    TY_INTEGER, TY_INDEX, TY_FLOAT, TY_NONE,
    TY_VECTOR, TY_MEMREF, TY_UNRANKED_MEMREF, TY_TENSOR, TY_UNRANKED_TENSOR,
    TY_TUPLE, TY_COMPLEX, TY_FUNCTION,
    TY_OPAQUE                 /* a dialect type (!llvm.ptr, ...), kept as text */
} TypeKind;

typedef enum { SIGNLESS, SIGNED, UNSIGNED } Signedness;

typedef enum {
    FLOAT_F16, FLOAT_BF16, FLOAT_F32, FLOAT_F64, FLOAT_F80, FLOAT_F128, FLOAT_TF32,
    FLOAT_F4E2M1FN, FLOAT_F6E2M3FN, FLOAT_F6E3M2FN, FLOAT_F8E5M2, FLOAT_F8E4M3,
    FLOAT_F8E4M3FN, FLOAT_F8E5M2FNUZ, FLOAT_F8E4M3FNUZ, FLOAT_F8E4M3B11FNUZ,
    FLOAT_F8E3M4, FLOAT_F8E8M0FNU,
    FLOAT_KIND_COUNT
} FloatKind;

#define DIM_DYNAMIC INT64_MIN     /* ShapedType::kDynamic */

struct Type {
    TypeKind kind;
    union {
        struct { int width; Signedness sign; } integer;
        FloatKind fkind;
        struct {               /* vector, memref, tensor (ranked) */
            int rank;
            int64_t *dims;     /* DIM_DYNAMIC for '?' */
            bool *scalable;    /* vector only; NULL when none */
            Type *elem;
            Attr *layout;      /* memref: NULL for identity */
            Attr *space;       /* memref: NULL for default; tensor: encoding */
        } shaped;
        struct { Type *elem; Attr *space; } unranked;   /* memref<*x..>, tensor<*x..> */
        struct { int n; Type **elems; } tuple;
        Type *complex_elem;
        struct { int nin, nout; Type **in, **out; } func;
        const char *opaque;    /* full text, e.g. "!llvm.ptr<1>" */
    };
};

/* -------------------------------------------------------------- affine */
typedef enum {
    AFF_CONST, AFF_DIM, AFF_SYM,
    AFF_ADD, AFF_MUL, AFF_MOD, AFF_FLOORDIV, AFF_CEILDIV
} AffineKind;

/* Kept as the tree MLIR's parser builds ('a - b' is a + b * -1, '-a' is
 * a * -1), so that printing it fully parenthesised makes MLIR rebuild the
 * very same expression; the engine compiles it to flat code at load time. */
struct AffineExpr {
    AffineKind kind;
    int64_t value;              /* constant value, or dim/symbol position */
    AffineExpr *lhs, *rhs;
};

struct AffineMap {
    int ndims, nsyms, nresults;
    AffineExpr **results;
};

struct IntegerSet {
    int ndims, nsyms, ncons;
    AffineExpr **cons;          /* expr >= 0, or expr == 0 when eq[i] */
    bool *eq;
};

/* ---------------------------------------------------------- attributes */
typedef enum {
    AT_UNIT, AT_BOOL, AT_INTEGER, AT_FLOAT, AT_STRING, AT_TYPE,
    AT_ARRAY, AT_DICT, AT_DENSE, AT_DENSE_ARRAY, AT_AFFINE_MAP, AT_INTEGER_SET,
    AT_SYMBOL_REF, AT_STRIDED, AT_OPAQUE,
    AT_DENSE_RESOURCE, AT_LOCATION
} AttrKind;

typedef struct NamedAttr {
    const char *name;
    Attr *value;
} NamedAttr;

struct Attr {
    AttrKind kind;
    bool uniqued;               /* registered in its module's intern table */
    Type *type;                 /* integer/float/dense/dense-array: value type */
    union {
        bool boolean;
        struct { int64_t value; const char *wide; } integer;  /* wide: decimal text when width > 64 */
        struct { double value; uint64_t bits; bool has_bits; } fp;  /* has_bits: given as hex */
        struct { const char *data; int len; } string;   /* unescaped bytes */
        struct { int n; Attr **elems; } array;
        struct { int n; NamedAttr *entries; } dict;     /* sorted by name */
        struct {                 /* dense<...>: elements in row-major order */
            int n;               /* number of element literals given */
            Attr **elems;        /* each AT_INTEGER / AT_FLOAT / AT_BOOL / complex as AT_ARRAY of 2 */
            bool splat;
            const char *hex;     /* dense<"0x..."> */
            const char *strings; /* non-numeric (string) elements: original text */
        } dense;
        struct { int n; int64_t *ints; double *floats; } dense_array;  /* array<i64: ...> */
        AffineMap *map;
        IntegerSet *set;
        struct { int n; const char **names; } symref;   /* @a::@b */
        struct { int n; int64_t *strides; int64_t offset; } strided;   /* DIM_DYNAMIC for '?' */
        const char *opaque;      /* #dialect.xxx<...> text, or dense_resource text */
    };
};

/* -------------------------------------------------------------- values */
/* Value, Block and Op are laid out without padding (the 4-byte fields and
 * the 8-byte Loc first, then the pointers): a big module has hundreds of
 * thousands of each, and parser/ir.c asserts their sizes. */
struct Value {
    int index;         /* result number or argument number */
    int id;            /* unique in the module; names it when printed */
    Loc loc;           /* where it is defined */
    Type *type;
    Op *def;           /* defining op; NULL for a block argument */
    Block *block;      /* owner block of a block argument */
};

struct Block {
    int nargs;
    int nops;
    int ops_room;      /* slots of ops (>= nops): the parser leaves one for an implicit terminator */
    int id;            /* unique in the module; names it when printed */
    Loc loc;           /* label location (or of the first op) */
    Value **args;
    Op **ops;
    Region *parent;
};

struct Region {
    int nblocks;
    Block **blocks;
    Op *parent;
};

/* The most an op may have of successors, regions, properties or
 * attributes (their counts are 16 bits; the parser rejects more). */
#define OP_MAX_SMALL_COUNT UINT16_MAX

struct Op {
    OpCode code;               /* OP_AFFINE_FOR; OP_UNREGISTERED for others */
    int noperands, nresults;
    uint16_t nsuccessors, nregions;   /* <= OP_MAX_SMALL_COUNT */
    uint16_t nprops, nattrs;          /* <= OP_MAX_SMALL_COUNT */
    Loc loc;                   /* the op-name token */
    const char *name;          /* "affine.for" */
    Value **operands;
    Value **results;
    Region *regions;
    NamedAttr *props;          /* inherent attributes (<{...}> in generic form) */
    NamedAttr *attrs;          /* discardable attributes ({...}) */
    Block *parent;
    /* allocated with the op (few ops have any: no pointer kept for the rest) */
    Block *successors[];
};

typedef struct Module {
    Arena arena;
    SourceFile *source;
    Op *op;                    /* the builtin.module */
    const char *resources;     /* {-# ... #-} text, printed back verbatim */
    bool uses_in_order;        /* set by the parser when the text has no forward reference to a
                                  value and no region of more than one block: every use then
                                  follows a definition that dominates it */
} Module;

/* --------------------------------------------------------- constructors */
Type *type_integer(Arena *a, int width, Signedness s);
Type *type_index(Arena *a);
Type *type_float(Arena *a, FloatKind k);
Type *type_none(Arena *a);
Type *type_function(Arena *a, int nin, Type **in, int nout, Type **out);
bool type_equal(const Type *x, const Type *y);
bool type_is_integer(const Type *t, int width);  /* width 0: any */
bool type_is_float(const Type *t);
bool type_is_shaped(const Type *t);              /* vector, memref, tensor */
bool type_is_memref(const Type *t);
Type *type_element(const Type *t);               /* element of a shaped type or t */
const char *float_kind_name(FloatKind k);
int float_kind_width(FloatKind k);

Attr *attr_new(Arena *a, AttrKind k);
Attr *attr_integer(Arena *a, int64_t v, Type *t);
Attr *attr_string(Arena *a, const char *s);
Attr *attr_affine_map(Arena *a, AffineMap *m);
Attr *attr_dense_i64_array(Arena *a, int n, const int64_t *v);
Attr *attr_dense_i32_array(Arena *a, int n, const int64_t *v);
bool attr_equal(const Attr *x, const Attr *y);
const Attr *named_attr_find(const NamedAttr *list, int n, const char *name);
const Attr *op_prop(const Op *op, const char *name);   /* props then attrs */
/* Integer lists, the one reader: array<i64: ...>, [1, 2], or dense<...> of
 * a shaped type (a splat of a rank-1 type counts its N elements).  Length
 * -1: a is NULL or no list; entries that are not integers read 0. */
int attr_int_list_len(const Attr *a);
int64_t attr_int_list_at(const Attr *a, int i);
/* Whether op (possibly NULL) is the registered op `code`. */
static inline bool op_is(const Op *op, OpCode code) { return op && op->code == code; }
/* The op's dialect: the registry's, or by its name's prefix when unregistered. */
OpDialect op_dialect(const Op *op);
/* The op whose region holds op (NULL for a top-level op or NULL). */
static inline const Op *op_parent_op(const Op *op) {
    return op && op->parent && op->parent->parent ? op->parent->parent->parent : NULL;
}

AffineExpr *affine_const(Arena *a, int64_t v);
AffineExpr *affine_dim(Arena *a, int pos);
AffineExpr *affine_sym(Arena *a, int pos);
AffineExpr *affine_binary(Arena *a, AffineKind k, AffineExpr *l, AffineExpr *r);
AffineMap *affine_map_new(Arena *a, int ndims, int nsyms, int nresults, AffineExpr **results);
#endif
