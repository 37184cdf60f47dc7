/* Kernels: the shapes a program is made of, each a few loop nests over the
 * buffers in scope (elementwise maps, reductions, contractions,
 * producer/consumer pairs, tiled nests, parallel bands, vector loops,
 * index ops, DMA, calls).  Each returns false when nothing fit. */
#ifndef GEN_KERNELS_H
#define GEN_KERNELS_H
#include "gen.h"
#include "loops.h"
#include "values.h"

/* A perfect nest over the dimensions of a buffer. */
typedef struct {
    bool permute;  /* loops in another order than the dimensions */
    bool vary;     /* shifted, strided, offset or small-trip bounds */
    int vec_lanes; /* innermost loop steps by this (vector kernels) */
} NestOpts;

typedef struct {
    int rank;
    LoopH h[MAX_RANK];
    int order[MAX_RANK];
    const Val *walk[MAX_RANK]; /* by dimension */
    bool full;                 /* every element exactly once */
    int64_t trips;             /* iterations of the innermost body, at most */
} Nest;

void nest_open(Gen *g, int m, const NestOpts *o, Nest *n);
void nest_close(Gen *g, Nest *n);
void nest_subs(const Nest *n, char *buf, size_t len);
void leafctx_for(Gen *g, LeafCtx *lc, const Nest *n, int exclude_id);

void pick_shape(Gen *g, int rank, int64_t *size);
int choose_rank(Gen *g);
/* Buffers that may be read (filled, visible), not of storage exclude_id. */
int pick_inputs(Gen *g, int *out, int max, int exclude_id);
/* An output of that rank: an existing buffer, or a new one (filled first
 * unless the kernel writes every element). */
int pick_output(Gen *g, int rank, bool will_cover, bool allow_existing);
int new_output(Gen *g, ElemType et, int rank, const int64_t *size, bool will_cover);
/* An output of that shape: most often an existing buffer (of type et with
 * OUT_EXACT, not of index type with OUT_NO_INDEX), else a new one of type et. */
enum { OUT_ANY, OUT_EXACT, OUT_NO_INDEX };
int output_like(Gen *g, ElemType et, int rank, const int64_t *size, int how);
void print_scalar(Gen *g, const Val *v);
/* x = affine.load m[subs], in scope. */
const Val *load_elem(Gen *g, int m, const char *subs);
/* "%c0, %c0" for a buffer of that rank (its first element). */
void first_elem_subs(Gen *g, int rank, char *buf, size_t len);
AExpr *const_expr(Gen *g, int64_t v);
/* Constraints of an affine.if over the given variables. */
int gen_set(Gen *g, const Val *const *vars, int nvars, AExpr **cons, bool *is_eq, int max);

/* A nest over out that reads buffer t at least once. */
void consume_into(Gen *g, int t, int out);
const Val *mix_in_place(Gen *g, int out, const LeafCtx *lc, const Val *v);
/* An elementwise nest writing out (-1: a new or existing buffer). */
bool map_into(Gen *g, int out, bool force_if);
/* A factor of magnitude at most 2 for multiplicative reductions. */
const Val *mul_term(Gen *g, ElemType et, LeafCtx *lc);
/* A non-index element type for reductions. */
ElemType data_type(Gen *g);
/* The reduction kinds MLIR 22 verifies on affine.parallel for et. */
const char *parallel_kind(Gen *g, ElemType et, int64_t trips);

bool k_map(Gen *g);
bool k_reduce(Gen *g);
bool k_contract(Gen *g);
bool k_prodcons(Gen *g);
bool k_tiled(Gen *g);
bool k_if(Gen *g);
bool k_scalar(Gen *g);
bool k_small_trips(Gen *g);
bool k_parallel(Gen *g);
bool k_vector(Gen *g);
bool k_index_ops(Gen *g);
bool k_indirect(Gen *g);
bool k_views(Gen *g);
bool k_dma(Gen *g);
bool k_dma_pipeline(Gen *g);
bool k_call(Gen *g);
bool k_nested(Gen *g);
bool k_odd_loops(Gen *g);
bool k_carried(Gen *g);
bool k_narrow(Gen *g);
bool k_math(Gen *g);
bool k_loop_calls(Gen *g);
bool k_mixed(Gen *g);

#endif
