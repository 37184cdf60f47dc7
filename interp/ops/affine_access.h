/* The precompiled form of affine.load, store, vector_load and vector_store
 * (ops_affine.c builds it at load time; hoist.c reads it to prove a loop's
 * accesses in bounds once per loop entry). */
#ifndef AI_AFFINE_ACCESS_H
#define AI_AFFINE_ACCESS_H
#include "../engine/map_use.h"

/* A subscript whose map result is linear, bound to frame slots at load
 * time: c0 + sum(coef * fr[slot]).  Loads and stores whose subscripts are
 * all linear (nearly all of them) compute the address in one pass with no
 * operand gathering; the others go through the general map evaluation. */
typedef struct LinearTerm {
    int slot;
    int64_t coef;
} LinearTerm;

typedef struct LinearIndex {
    int64_t c0;
    int nterms;
    const LinearTerm *terms;
} LinearIndex;

typedef struct Access {
    MapUse idx;
    const LinearIndex *linear;   /* one per memref dim, or NULL */
    /* when each subscript is one operand + a constant (rank <= SIMPLE_MAX_RANK) */
    int simple_slot[4];
    int64_t simple_c0[4];
    int rank;
    int memref_slot;
    int value_slot;         /* store: the stored value */
    ScalarKind k;
    int vec_rank;           /* vector_load/store: the vector's shape */
    int64_t vec_dims[8];
} Access;

/* How an element of kind k is moved between memory and a slot: 1 four-byte
 * float, 2 eight bytes as they are (f64, i64, index), 0 the general
 * conversion of scalar_load/scalar_store. */
enum { ACCESS_REP_GENERAL, ACCESS_REP_F32, ACCESS_REP_8 };
static inline int access_rep(ScalarKind k) {
    if (k.cls == SK_F32) return ACCESS_REP_F32;
    if (k.cls == SK_F64 || ((k.cls == SK_INT || k.cls == SK_INDEX) && k.width == 64)) return ACCESS_REP_8;
    return ACCESS_REP_GENERAL;
}
#endif
