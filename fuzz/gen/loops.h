/* The loop-nest builder: affine.for (bounds as constants, symbols or
 * max/min maps; steps; iter_args), affine.parallel (bands, steps,
 * reductions) and affine.if (sets, else, results).  Each *_begin writes the
 * opening line and enters the region with its induction variables in
 * scope; each *_end writes the yield and closes it, leaving the results in
 * the enclosing scope. */
#ifndef GEN_LOOPS_H
#define GEN_LOOPS_H
#include "affexpr.h"
#include "gen.h"

#define MAX_ITER 6

typedef struct {
    AExpr *lb[4];
    int nlb;
    AExpr *ub[4];
    int nub;
    int64_t step;
    int niter;
    const Val *init[MAX_ITER];
} LoopSpec;

typedef struct {
    Val *iv;
    Val *iter[MAX_ITER];
    int niter;
    ElemType iter_et[MAX_ITER];
    int iter_lanes[MAX_ITER];
    int64_t iter_mag[MAX_ITER];
    char res[NAME_LEN];
    int mark;
    int64_t trips;      /* the most iterations it may run */
} LoopH;

/* A loop 'lo to hi' with constant bounds. */
void loop_spec_const(Gen *g, LoopSpec *s, int64_t lo, int64_t hi, int64_t step);
void loop_begin(Gen *g, const LoopSpec *s, LoopH *h);
/* Yields (niter values) and closes; results (may be NULL) get the values. */
void loop_end(Gen *g, LoopH *h, const Val *const *yields, Val **results);

typedef struct {
    int ndims;
    AExpr *lb[3][3];
    int nlb[3];
    AExpr *ub[3][3];
    int nub[3];
    int64_t step[3];
    int nred;
    const char *kind[4];
    ElemType red_et[4];
} ParSpec;

typedef struct {
    Val *iv[3];
    int ndims;
    int nred;
    ElemType red_et[4];
    char res[NAME_LEN];
    int mark;
    int64_t trips;
} ParH;

void par_begin(Gen *g, const ParSpec *s, ParH *h);
void par_end(Gen *g, ParH *h, const Val *const *yields, Val **results);

typedef struct {
    int nres;
    ElemType res_et[4];
    char res[NAME_LEN];
    int mark;
    bool has_else;
    int64_t mag[4];
} IfH;

void if_begin(Gen *g, AExpr *const *cons, const bool *is_eq, int ncons, int nres, const ElemType *res_et, IfH *h);
/* Ends the then-region with its yields and opens the else-region. */
void if_else(Gen *g, IfH *h, const Val *const *yields);
void if_end(Gen *g, IfH *h, const Val *const *yields, Val **results);

/* A bound for 'size' elements: the constant, or a symbol of that value. */
AExpr *size_bound(Gen *g, int64_t size);

#endif
