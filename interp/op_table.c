/* The op dispatch table: the dialect tables affine-interp runs. */
#include "op_table.h"

static const OpTable *const tables[] = {
    &affine_ops, &dma_ops, &memref_view_ops, &arith_ops, &math_ops, &memref_ops, &func_ops, &scf_cf_ops, &vector_ops, &vector_algebra_ops, &linalg_ops, &llvm_ops,
};

const OpEntry *op_table_lookup(OpCode code) {
    if (code == OP_UNREGISTERED) return NULL;
    for (size_t t = 0; t < sizeof tables / sizeof *tables; t++)
        for (int i = 0; i < tables[t]->count; i++)
            if (tables[t]->entries[i].code == code) return &tables[t]->entries[i];
    return NULL;
}
