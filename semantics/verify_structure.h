/* Structural rules every in-scope region obeys (MLIR's region and
 * terminator verification), checked right after parsing, in the
 * verifier's walk (verify.c): the first violation in the walk's order is
 * reported when no op breaks its own rules. */
#ifndef AI_VERIFY_STRUCTURE_H
#define AI_VERIFY_STRUCTURE_H
#include "../parser/ir.h"

/* The rules of block blk of a region of owner, before its ops are walked:
 * NULL when it keeps them, else the violation. */
Diag *verify_structure_block(const Op *owner, const Block *blk);
/* The rule of the i-th op of blk, before that op is walked. */
Diag *verify_structure_op_at(const Block *blk, int i);
#endif
