/* linalg.fill on a memref: every element of the view takes the value (the
 * one linalg op affine-interp runs; see parser/custom_linalg.c). */
#include "../engine/op_table.h"
#include "../checks/access.h"
#include "../engine/exec.h"
#include "../engine/load.h"

static Status h_fill(Exec *ex, const Node *n, Slot *fr) {
    MemrefView v = memref_view(fr + n->in[1]);
    Slot value = fr[n->in[0]];
    int64_t total = memref_num_elements(v.rank, v.sizes);
    int64_t idx[MEMREF_MAX_RANK] = {0};
    for (int64_t e = 0; e < total; e++) {
        unsigned char *p;
        if (access_element(ex, n, fr + n->in[1], idx, &p) || lane_writing(ex, n, fr, n->in[0], v.buf, p)) return ST_ERROR;
        scalar_store(p, n->k, value);
        for (int d = v.rank - 1; d >= 0; d--) {
            if (++idx[d] < v.sizes[d]) break;
            idx[d] = 0;
        }
    }
    return ST_OK;
}

static bool prep_fill(LoadCtx *lc, Node *n) {
    const Op *op = n->op;
    if (op->noperands != 2 || op->nresults != 0 || op->operands[1]->type->kind != TY_MEMREF)
        return load_fail(lc, n, "'linalg.fill' is supported by affine-interp on a memref only");
    if (!type_equal(op->operands[0]->type, op->operands[1]->type->shaped.elem))
        return load_fail(lc, n, "'linalg.fill' of a value whose type is not the memref's element type");
    bool ok = true;
    n->k = node_kind(lc, n, op->operands[1]->type, &ok);
    n->fn = h_fill;
    return ok;
}

static const OpEntry entries[] = {
    {OP_LINALG_FILL, prep_fill},
};
OP_TABLE(linalg_ops, entries);
