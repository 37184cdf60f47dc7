/* Structural rules every in-scope region obeys (MLIR's region and
 * terminator verification): checked right after parsing. */
#ifndef AI_VERIFY_STRUCTURE_H
#define AI_VERIFY_STRUCTURE_H
#include "../parser/ir.h"

/* NULL when the module is well formed; else the first violation. */
Diag *verify_structure(const Module *m);
#endif
