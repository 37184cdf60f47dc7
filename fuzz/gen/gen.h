/* The generator's context: one Gen per program, passed to every builder
 * (no global mutable state).  A Gen holds the random stream, the feature
 * set, the function being written (an Fn: its text, the values in scope and
 * the buffers it can see) and the finished callees. */
#ifndef GEN_GEN_H
#define GEN_GEN_H
#include <stdbool.h>
#include <stdint.h>
#include "features.h"
#include "rng.h"
#include "textbuf.h"

#define NAME_LEN 40
#define MAX_RANK 3
#define MAX_VALS 768
#define MAX_MEMS 64
#define MAX_AEXPR 1024

/* Magnitude bounds that keep float arithmetic exact (integers below 2^24
 * are exact in f32), whatever order a pass sums them in. */
#define MAG_EXPR ((int64_t)1 << 14)
#define MAG_REDUCE ((int64_t)1 << 22)

/* The narrow types after ET_I1 are written by the narrow-types kernel
 * alone (never among a program's types). */
typedef enum { ET_F32, ET_F64, ET_I32, ET_I64, ET_INDEX, ET_I1, ET_F16, ET_BF16, ET_I8, ET_I16, ET_COUNT } ElemType;

const char *et_name(ElemType t);
bool et_is_float(ElemType t); /* f16, bf16, f32, f64 */
bool et_is_int(ElemType t); /* i8, i16, i32, i64 (not index, not i1) */
int et_bits(ElemType t);    /* the width (index: 64) */

/* An SSA value in scope. */
typedef struct {
    char name[NAME_LEN];
    ElemType et;
    int lanes;        /* 0: a scalar; else vector<lanes x et> */
    int64_t mag;      /* bound on |value| for data values */
    int64_t lo, hi;   /* index values: range over every execution */
    bool is_sym;      /* a valid affine symbol */
    bool is_dim;      /* a valid affine dim (symbols are dims too) */
    bool is_iv;       /* an affine.for / affine.parallel induction variable */
    bool is_const;
    int64_t cval;
    int region;       /* the region that defines it */
} Val;

typedef enum { MEM_ALLOC, MEM_ALLOCA, MEM_PARAM, MEM_VIEW } MemKind;

/* A memref the current function can use. */
typedef struct {
    char name[NAME_LEN];
    ElemType et;
    int rank;
    int64_t size[MAX_RANK];          /* actual sizes */
    bool dyn[MAX_RANK];              /* written '?' in the type */
    char sizesym[MAX_RANK][NAME_LEN];/* a valid symbol holding each dynamic size */
    int space;                       /* memory space, 0 the default */
    char layout[160];                /* "" for the identity, else the layout attribute */
    int64_t strides[MAX_RANK], offset; /* actual layout, in elements of the root */
    int64_t mag;                     /* bound on |element| */
    MemKind kind;
    bool filled;                     /* every element written */
    bool printed;                    /* printed at the end of its function */
    int root;                        /* the buffer it aliases (itself for a root) */
    int id;                          /* program-wide identity of the root storage */
    bool no_views;                   /* not to be viewed (DMA buffers, tags) */
    bool hidden;                     /* private to one kernel: never picked */
    bool written;                    /* stored to since it came in */
    bool temp;                       /* a temporary: printed only if chosen */
} Mem;

typedef struct {
    char name[NAME_LEN];
    TextBuf body;
    TextBuf params;     /* "%a0: memref<4xf32>, %a1: index" */
    TextBuf results;    /* "f32, i32" */
    int indent;
    Val vals[MAX_VALS];
    int nvals;
    Mem mems[MAX_MEMS];
    int nmems;
    int region, next_region, top_region;
    int scope_start;    /* first value of the current region */
    int loop_depth;
    int nparams;
    bool in_parallel;
    int rstack[64], sstack[64], sdepth; /* enclosing regions and their scope starts */
} Fn;

typedef struct AExpr AExpr;

typedef struct {
    uint64_t seed;
    Rng rng;
    FeatureSet fs;
    Fn *fn;             /* the function being written */
    Fn *main_fn;
    TextBuf callees;    /* finished callees */
    int ncallees;
    bool print_decl[ET_COUNT];
    int next_id;
    int next_mem_id;
    AExpr *apool;
    int napool;
    int64_t dims[3];    /* the problem's sizes */
    ElemType types[ET_COUNT];
    int ntypes;
    int used[FEAT_COUNT]; /* how often each feature's ops were written */
    int force;          /* a feature whose modifiers fire for sure (-1: none) */
    int call_depth;
    bool first_nest;    /* the next nest's outer loop runs its full range */
} Gen;

/* ---- gen.c: names, text, scopes */
void gen_init(Gen *g, uint64_t seed, const FeatureSet *fs);
void gen_free(Gen *g);
bool feat(const Gen *g, FeatureId f);
/* Feature f is on and fires this time: with the chance, or for sure while
 * ensure() forces it. */
bool want(Gen *g, FeatureId f, int percent);
void mark(Gen *g, FeatureId f);
void fresh_name(Gen *g, const char *prefix, char out[NAME_LEN]);
/* dst = a then b, cut to NAME_LEN - 1 characters. */
void name_join(char dst[NAME_LEN], const char *a, const char *b);
void emit(Gen *g, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void emit_raw(Gen *g, const char *text); /* one line, indented */
Fn *fn_new(const char *name);
void fn_free(Fn *f);
Val *val_add(Gen *g, const Val *v);
int scope_open(Gen *g);       /* enters a region; returns the mark to close */
void scope_close(Gen *g, int mark);
bool at_top_level(const Gen *g);
/* Constants (materialized in the current region, found again there). */
const Val *const_index(Gen *g, int64_t v);
const Val *const_of(Gen *g, ElemType t, int64_t v);
const Val *const_vec(Gen *g, ElemType t, int lanes, int64_t v);
void format_float_literal(int64_t v, char *out, size_t n); /* "3.0" (locale-free) */
const char *type_text(ElemType t, int lanes, char *buf, size_t n);
ElemType pick_type(Gen *g);

/* ---- program.c */
/* The program of a seed: from the drawn features, or exactly 'forced'
 * (plus the core), or the drawn ones less those of 'excluded' (not core). */
void generate_program(uint64_t seed, const FeatureSet *forced, const FeatureSet *excluded, TextBuf *out);

#endif
