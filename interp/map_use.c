/* Affine maps bound to operands (see map_use.h). */
#include "map_use.h"
#include "options.h"
#include "exec.h"
#include "load.h"

bool map_use(LoadCtx *lc, const Node *n, const char *attr, int first, int nops, MapUse *u) {
    u->map = load_map(lc, n, attr);
    if (!u->map) return false;
    if (nops > MAX_MAP_OPERANDS) return load_fail(lc, n, "more than %d map operands", MAX_MAP_OPERANDS);
    if (u->map->ndims + u->map->nsyms != nops)
        return load_fail(lc, n, "'%s' op expects as many operands as the map's dims and symbols (%d), got %d",
                         n->op->name, u->map->ndims + u->map->nsyms, nops);
    u->nops = nops;
    u->slots = n->in + first;
    return true;
}

Status map_fault(Exec *ex, const Node *n, const AffineFault *f) {
    exec_ub(ex, n, UB_IMMEDIATE, "semi-affine %s by a non-positive value (%lld %s %lld) is undefined",
              affine_opcode_name(f->op), (long long)f->lhs, affine_opcode_name(f->op), (long long)f->rhs);
    return ST_ERROR;
}
