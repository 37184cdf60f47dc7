/* The data expression builder: arith on f32/f64/i32/i64/index values whose
 * leaves are affine.loads (subscripts from affexpr), constants, induction
 * variables and values in scope.  Every value carries a bound on its
 * magnitude; an op that could pass MAG limits is replaced by one that
 * cannot, so float results stay exact integers and never depend on the
 * order a pass sums them in. */
#ifndef GEN_VALUES_H
#define GEN_VALUES_H
#include "gen.h"

typedef struct {
    int inputs[16];          /* buffers to load from */
    int ninputs;
    const Val *walk[MAX_RANK + 1]; /* the induction variables walking the output's dims */
    int nwalk;
    int lanes;               /* 0, or the vector width of a vector expression */
    bool no_scalars;         /* leaves from loads and constants only */
} LeafCtx;

/* A value of type et (lanes from lc) with |value| <= limit. */
const Val *gen_value(Gen *g, ElemType et, int depth, int64_t limit, LeafCtx *lc);
/* An affine.load of buffer m with subscripts built for the walk. */
const Val *gen_load(Gen *g, int m, LeafCtx *lc);
/* Subscripts of buffer m for the walk, written into out as "a, b". */
void gen_subscripts(Gen *g, int m, LeafCtx *lc, TextBuf *out);
const Val *convert(Gen *g, const Val *v, ElemType to);
/* v op w with one of the ops of the element type. */
const Val *binop(Gen *g, const char *op, const Val *a, const Val *b, int64_t mag);
/* The combination of a reduction kind (an arith op name) on a, b. */
const Val *reduce_op(Gen *g, const char *kind, const Val *a, const Val *b);
void store_value(Gen *g, const Val *v, int m, const char *subs);

#endif
