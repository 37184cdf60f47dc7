/* The dependence profile of a run (--dependences, issue 20; seed 002).
 *
 * Every affine memory access of the module gets a number: affine.load and
 * affine.store first, in the order MLIR's -test-memref-dependence-check
 * walks them (0..N-1), then affine.vector_load, affine.vector_store and
 * each affine.dma_start (its source read, then its destination write).
 * While the entry function runs, every element an access touches is
 * recorded with the access's iteration vector (the induction variables of
 * its enclosing affine.for and affine.parallel loops, outermost first),
 * and each pair of accesses (A, B), at least one a write, collects for each
 * depth d of their common loops (1..common+1) whether an iteration of A and
 * an iteration of B touched one element with A's iteration before B's as
 * the dependence analysis orders them (loops 1..d-1 equal, loop d smaller
 * in A; at common+1 all equal and A before B in the block holding both),
 * and the minimum and maximum of B's induction variables minus A's for
 * each common loop (SPEC_NOTES "Dependence profile").
 *
 * Per element, each access keeps one record of its last iteration vector
 * and, per loop level L, the componentwise minimum and maximum of its
 * earlier iterations that agree with the last on loops 1..L and not on
 * L+1: exact minima and maxima in O(depth^2) words per element and access.
 * Records live in a pool of int64 words counted against --max-memory. */
#ifndef AI_DEPENDENCES_H
#define AI_DEPENDENCES_H
#include <stdbool.h>
#include <stdint.h>
#include "../core/status.h"
#include "../../parser/ir.h"
#include "../../semantics/memref.h"
#include "../../semantics/dma.h"

typedef struct DepProfile DepProfile;

/* One affine memory access of the module. */
typedef struct DepAccess {
    const Op *op;
    const Value *memref;    /* the memref operand the analysis compares */
    bool is_write;
    bool analyzed;          /* affine.load/store: MLIR's test pass numbers it */
    int nloops;
    const Value **ivs;      /* the enclosing loops' induction variables, outermost first */
    int *iv_slots;
} DepAccess;

/* The profile of the module's accesses, or NULL when out of memory. */
DepProfile *dep_profile_new(const Module *m);
void dep_profile_free(DepProfile *p);

/* A function activation begins (exec_call, at the new call depth): the
 * analysis relates accesses of one activation only. */
void dep_enter_call(Exec *ex);

/* A buffer of the run: its elements get record lists (views share their
 * owner's).  ST_ERROR (a limit) when the profile would exceed --max-memory. */
Status dep_watch_buffer(Exec *ex, const Node *n, Buffer *b);

/* Element lin of b was read (or written) by node n: relate it to the
 * recorded accesses of the element, then record it. */
Status dep_access(Exec *ex, const Node *n, const Buffer *b, int64_t lin, bool is_write);

/* An affine.dma_start's transfer: its reads of the source, its writes of
 * the destination (recorded when it starts). */
Status dep_dma(Exec *ex, const Node *n, const DmaTransfer *t);

/* Reading a profile. */
int dep_count(const DepProfile *p);
int dep_analyzed_count(const DepProfile *p);
const DepAccess *dep_access_info(const DepProfile *p, int i);
int dep_common_loops(const DepProfile *p, int a, int b);
/* Whether a dependence from access a to access b at depth d (1..common+1)
 * was observed; when d <= common, lo[j]/hi[j] get the distance range of
 * each common loop j. */
bool dep_observed(const DepProfile *p, int a, int b, int d, int64_t *lo, int64_t *hi);
#endif
