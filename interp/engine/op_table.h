/* The op dispatch: every op affine-interp runs, with the function that
 * prepares its node at load time (checks, precompiled data, handler).
 * The tables themselves are in the ops_<dialect>.c files; op_table.c
 * lists them. */
#ifndef AI_OP_TABLE_H
#define AI_OP_TABLE_H
#include "../core/engine.h"

/* Binds node n of op code OpEntry.code at load time: checks, precompiled
 * data, handler (load.h gives the LoadCtx and the helpers). */
struct LoadCtx;
typedef bool (*Prepare)(struct LoadCtx *lc, Node *n);

typedef struct OpEntry {
    OpCode code;
    Prepare prepare;
} OpEntry;

typedef struct OpTable {
    const OpEntry *entries;
    int count;
} OpTable;

#define OP_TABLE(var, array) const OpTable var = {array, (int)(sizeof array / sizeof *array)}

extern const OpTable arith_ops, math_ops, affine_ops, dma_ops, memref_ops, memref_view_ops, vector_algebra_ops, func_ops, scf_cf_ops, vector_ops, linalg_ops, llvm_ops, llvm_memory_ops, llvm_vector_ops, llvm_descriptor_ops;

/* Every op's entry by its code (NULL: not run by affine-interp), filled
 * once per load: finding an op's entry is then one index. */
void op_table_index(const OpEntry *by_code[OP_COUNT]);

#endif
