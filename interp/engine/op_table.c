/* The op dispatch table: the dialect tables affine-interp runs. */
#include "op_table.h"

static const OpTable *const tables[] = {
    &affine_ops, &dma_ops, &memref_view_ops, &arith_ops, &math_ops, &memref_ops, &func_ops, &scf_cf_ops, &vector_ops, &vector_algebra_ops, &linalg_ops, &llvm_ops, &llvm_memory_ops, &llvm_vector_ops, &llvm_descriptor_ops,
};

void op_table_index(const OpEntry *by_code[OP_COUNT]) {
    for (int c = 0; c < OP_COUNT; c++) by_code[c] = NULL;
    for (size_t t = 0; t < sizeof tables / sizeof *tables; t++)
        for (int i = 0; i < tables[t]->count; i++) {
            OpCode code = tables[t]->entries[i].code;
            if (code != OP_UNREGISTERED && code < OP_COUNT && !by_code[code]) by_code[code] = &tables[t]->entries[i];
        }
}
