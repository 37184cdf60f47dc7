/* Terminator rules: a block of a region of an in-scope op ends with a
 * terminator (builtin.module's body, a NoTerminator region, excepted); an
 * empty block is an error; a terminator is the last op of its block.  Ops of other dialects may be terminators for
 * all we know (MLIR treats unregistered ops alike). */
#include "verify_structure.h"
#include "../parser/parser.h"
#include <string.h>

typedef struct Walk {
    Diag *error;
    int depth;
} Walk;

static bool in_scope(const Op *op) { return op_dialect_in_scope(op_dialect(op)); }

static void verify_op(Walk *w, const Op *op);

static void verify_region(Walk *w, const Op *owner, const Region *r) {
    bool needs_terminator = in_scope(owner) && owner->code != OP_BUILTIN_MODULE;
    for (int b = 0; b < r->nblocks && !w->error; b++) {
        const Block *blk = r->blocks[b];
        if (needs_terminator) {
            if (blk->nops == 0) {
                w->error = diag_new(DIAG_ERROR, owner->loc, "empty block: expect at least a terminator");
                return;
            }
            const Op *last = blk->ops[blk->nops - 1];
            if (in_scope(last) && !op_code_is_terminator(last->code)) {
                w->error = diag_new(DIAG_ERROR, last->loc, "block with no terminator, has '%s'", last->name);
                return;
            }
        }
        for (int i = 0; i < blk->nops && !w->error; i++) {
            /* MLIR's IsTerminator trait: nothing may follow a terminator */
            if (i + 1 < blk->nops && op_code_is_terminator(blk->ops[i]->code)) {
                w->error = diag_new(DIAG_ERROR, blk->ops[i]->loc, "'%s' op must be the last operation in the parent block",
                                    blk->ops[i]->name);
                return;
            }
            verify_op(w, blk->ops[i]);
        }
    }
}

static void verify_op(Walk *w, const Op *op) {
    for (int i = 0; i < op->nregions && !w->error; i++) verify_region(w, op, &op->regions[i]);
}

Diag *verify_structure(const Module *m) {
    Walk w = {NULL, 0};
    verify_op(&w, m->op);
    return w.error;
}
