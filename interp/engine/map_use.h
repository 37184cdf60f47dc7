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

/* Evaluates all results of u into out. */
static inline Status eval_map(Exec *ex, const Node *n, const MapUse *u, const Slot *fr, int64_t *out) {
    int64_t ops[MAX_MAP_OPERANDS];
    for (int i = 0; i < u->nops; i++) ops[i] = fr[u->slots[i]].i;
    AffineFault f;
    if (!affine_eval_map(u->map, ops, out, &f)) return map_fault(ex, n, &f, ops, u->map->ndims, u->map->nsyms, false);
    return ST_OK;
}
#endif
