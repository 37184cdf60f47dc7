/* Affine maps bound to operands (see map_use.h). */
#include "map_use.h"
#include "exec.h"
#include "load.h"
#include <stdio.h>

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

/* "d0 = 3, s0 = 7", cut short to fit the message. */
static void operand_list(char *buf, size_t cap, const int64_t *ops, int ndims, int nsyms) {
    size_t len = 0;
    buf[0] = 0;
    for (int i = 0; i < ndims + nsyms && len + 40 < cap; i++)
        len += (size_t)snprintf(buf + len, cap - len, "%s%c%d = %lld", i ? ", " : "", i < ndims ? 'd' : 's',
                                i < ndims ? i : i - ndims, (long long)ops[i]);
    if (len + 40 >= cap) snprintf(buf + len, cap - len, ", ...");
}

Status map_fault(Exec *ex, const Node *n, const AffineFault *f, const int64_t *ops, int ndims, int nsyms, bool is_set) {
    if (f->kind == AFFINE_FAULT_DIVISOR)
        return exec_ub(ex, n, UB_IMMEDIATE, "semi-affine %s by a non-positive value (%lld %s %lld) is undefined",
                       affine_opcode_name(f->op), (long long)f->lhs, affine_opcode_name(f->op), (long long)f->rhs);
    if (f->kind == AFFINE_FAULT_STACK)
        return exec_fail(ex, n, DIAG_CLASS_LIMIT, "affine expression too deep for affine-interp (more than %d pending values)",
                         AFFINE_STACK_MAX);
    char operands[560], value[48], where[64];
    operand_list(operands, sizeof operands, ops, ndims, nsyms);
    snprintf(where, sizeof where, "%s #%d of the %s", is_set ? "constraint" : "result", f->result,
             is_set ? "integer set" : "affine map");
    if (f->kind == AFFINE_FAULT_WIDE)
        return exec_ub(ex, n, UB_IMMEDIATE, "index overflow: a sum or product in %s is beyond 128 bits (%s)", where, operands);
    affine_format_wide(value, f->value);
    if (f->op == AOP_ADD)
        return exec_ub(ex, n, UB_IMMEDIATE, "index overflow: %s is %s, outside the 64 bits of index (%s)", where, value,
                       operands);
    return exec_ub(ex, n, UB_IMMEDIATE, "index overflow: the %s of '%s' in %s is %s, outside the 64 bits of index (%s)",
                   f->is_divisor ? "divisor" : "dividend", affine_opcode_name(f->op), where, value, operands);
}
