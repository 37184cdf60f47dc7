/* Terminator rules: a block of a region of an in-scope op ends with a
 * terminator (builtin.module's body, a NoTerminator region, excepted); an
 * empty block is an error; a terminator is the last op of its block.  Ops of other dialects may be terminators for
 * all we know (MLIR treats unregistered ops alike). */
#include "verify_structure.h"
#include "../parser/parser.h"
#include <string.h>

static bool in_scope(const Op *op) { return op_dialect_in_scope(op_dialect(op)); }

Diag *verify_structure_block(const Op *owner, const Block *blk) {
    if (!in_scope(owner) || owner->code == OP_BUILTIN_MODULE) return NULL;
    if (blk->nops == 0) return diag_new(DIAG_ERROR, owner->loc, "empty block: expect at least a terminator");
    const Op *last = blk->ops[blk->nops - 1];
    if (in_scope(last) && !op_code_is_terminator(last->code))
        return diag_new(DIAG_ERROR, last->loc, "block with no terminator, has '%s'", last->name);
    return NULL;
}

Diag *verify_structure_op_at(const Block *blk, int i) {
    /* MLIR's IsTerminator trait: nothing may follow a terminator */
    if (i + 1 < blk->nops && op_code_is_terminator(blk->ops[i]->code))
        return diag_new(DIAG_ERROR, blk->ops[i]->loc, "'%s' op must be the last operation in the parent block",
                        blk->ops[i]->name);
    return NULL;
}
