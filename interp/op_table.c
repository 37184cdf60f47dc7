/* The op dispatch table: the dialect tables affine-interp runs. */
#include "op_table.h"
#include <string.h>

static const OpTable *const tables[] = {
    &affine_ops, &dma_ops, &memref_view_ops, &arith_ops, &math_ops, &memref_ops, &func_ops, &scf_cf_ops, &vector_ops, &vector_algebra_ops,
};

const OpEntry *op_table_lookup(const char *name) {
    for (size_t t = 0; t < sizeof tables / sizeof *tables; t++)
        for (int i = 0; i < tables[t]->count; i++)
            if (strcmp(tables[t]->entries[i].name, name) == 0) return &tables[t]->entries[i];
    return NULL;
}
