/* The LLVM dialect's vector lanes: llvm.extractelement and
 * llvm.insertelement with a dynamic position (LLVM LangRef: the position
 * is unsigned; past the last lane the result is poison).  The rest of the
 * LLVM subset affine-interp runs shares the handlers of arith, cf, func,
 * vector and ub (their tables name the llvm ops). */
#include "op_table.h"
#include "definedness.h"
#include "exec.h"
#include "load.h"
#include <string.h>

/* The lane a position operand names, or -1 past the last (n->aux lanes). */
static int64_t lane_of(const Node *n, const Slot *fr, int operand) {
    uint64_t pos = scalar_zext(fr[n->in[operand]].i, n->k2.width);
    return pos < (uint64_t)n->aux ? (int64_t)pos : -1;
}

static Status lane_poison(Exec *ex, const Node *n, Slot *fr, int slot, int operand) {
    return definedness_poison(ex, n, fr, slot, "position %llu is past the last of the %d lanes",
                              (unsigned long long)scalar_zext(fr[n->in[operand]].i, n->k2.width), n->aux);
}

static Status h_extractelement(Exec *ex, const Node *n, Slot *fr) {
    int64_t lane = lane_of(n, fr, 1);
    if (lane < 0) {
        fr[n->out[0]].u = 0;
        return lane_poison(ex, n, fr, n->out[0], 1);
    }
    fr[n->out[0]] = fr[n->in[0] + lane];
    if (ex->tracking) {   /* the lane's definedness, or the position's */
        unsigned char k = slot_undefined(fr, n->in[1]);
        slot_set_shadow(fr, n->out[0], k ? k : slot_undefined(fr, n->in[0] + lane));
    }
    return ST_OK;
}

static Status h_insertelement(Exec *ex, const Node *n, Slot *fr) {
    int64_t lane = lane_of(n, fr, 2);
    Slot *r = fr + n->out[0];
    if (r != fr + n->in[1]) memmove(r, fr + n->in[1], sizeof(Slot) * (size_t)n->aux);
    if (ex->tracking) {   /* every lane keeps its own definedness but the one written */
        unsigned char k = slot_undefined(fr, n->in[2]);
        for (int l = 0; l < n->aux; l++)
            slot_set_shadow(fr, n->out[0] + l, k ? k : slot_undefined(fr, l == lane ? n->in[0] : n->in[1] + l));
    }
    if (lane < 0) {
        for (int l = 0; l < n->aux; l++)
            if (lane_poison(ex, n, fr, n->out[0] + l, 2)) return ST_ERROR;
        return ST_OK;
    }
    r[lane] = fr[n->in[0]];
    return ST_OK;
}

/* n->aux: the lanes of the vector; n->k2: the position's kind. */
static bool prep_lanes(LoadCtx *lc, Node *n, int vector, int position, Handler h) {
    const Op *op = n->op;
    if (op->noperands != position + 1 || op->nresults != 1 || op->operands[vector]->type->kind != TY_VECTOR ||
        op->operands[vector]->type->shaped.rank != 1 || op->operands[position]->type->kind != TY_INTEGER)
        return load_fail(lc, n, "'%s' op expects a 1-D vector and an integer position", op->name);
    bool ok = true;
    n->aux = type_lanes(op->operands[vector]->type);
    n->k2 = node_kind(lc, n, op->operands[position]->type, &ok);
    n->fn = h;
    return ok;
}
static bool prep_extractelement(LoadCtx *lc, Node *n) { return prep_lanes(lc, n, 0, 1, h_extractelement); }
static bool prep_insertelement(LoadCtx *lc, Node *n) { return prep_lanes(lc, n, 1, 2, h_insertelement); }

static const OpEntry entries[] = {
    {OP_LLVM_EXTRACTELEMENT, prep_extractelement},
    {OP_LLVM_INSERTELEMENT, prep_insertelement},
};
OP_TABLE(llvm_ops, entries);
