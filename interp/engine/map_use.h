/* An affine map applied to SSA operands: the compiled map (load time) and
 * the frame slots of its dims and symbols.  Every affine op that takes a
 * map (apply, min, max, for bounds, if, load, store, parallel, DMA) holds
 * one and evaluates it with eval_map. */
#ifndef AI_MAP_USE_H
#define AI_MAP_USE_H
#include "load.h"

#define MAX_MAP_OPERANDS 64

typedef struct MapUse {
    CompiledMap *map;
    int nops;
    const int *slots;
} MapUse;

/* Compiles attribute `attr` of n and binds it to operands [first, first+nops). */
bool map_use(LoadCtx *lc, const Node *n, const char *attr, int first, int nops, MapUse *u);

/* The error for fault f of an affine map (is_set: of an integer set)
 * evaluated on ops, its ndims dims then nsyms symbols: a semi-affine
 * division by a non-positive value or an overflow of index. */
Status map_fault(Exec *ex, const Node *n, const AffineFault *f, const int64_t *ops, int ndims, int nsyms, bool is_set);

/* A linear expression over operands bound to frame slots (operand i in
 * slot slots[i]), when nothing on the way overflows: true with *out;
 * false for a non-linear expression or an overflow, which the caller
 * leaves to affine_eval_expr (exact, with its faults). */
static inline bool eval_linear_slots(const CompiledExpr *e, const int *slots, const Slot *fr, int64_t *out) {
    if (!e->linear) return false;
    int64_t v = e->c0;
    for (int t = 0; t < e->nterms; t++) {
        int64_t p;
        if (__builtin_mul_overflow(e->term_coef[t], fr[slots[e->term_pos[t]]].i, &p) || __builtin_add_overflow(v, p, &v))
            return false;
    }
    *out = v;
    return true;
}

/* Evaluates all results of u into out. */
static inline Status eval_map(Exec *ex, const Node *n, const MapUse *u, const Slot *fr, int64_t *out) {
    if (u->map->nresults == 1 && eval_linear_slots(&u->map->results[0], u->slots, fr, out)) return ST_OK;
    int64_t ops[MAX_MAP_OPERANDS];
    for (int i = 0; i < u->nops; i++) ops[i] = fr[u->slots[i]].i;
    AffineFault f;
    if (!affine_eval_map(u->map, ops, out, &f)) return map_fault(ex, n, &f, ops, u->map->ndims, u->map->nsyms, false);
    return ST_OK;
}
#endif
