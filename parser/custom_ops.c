/* Finds the custom-form parser of an op name across the dialect tables. */
#include "custom_ops.h"
#include <string.h>

static const CustomOpTable *const tables[] = {
    &builtin_func_custom_ops, &arith_custom_ops, &math_ub_custom_ops, &memref_custom_ops,
    &affine_custom_ops, &scf_cf_custom_ops, &vector_custom_ops,
};

CustomOpParser custom_op_lookup(const char *name, int len) {
    for (size_t t = 0; t < sizeof tables / sizeof *tables; t++)
        for (int i = 0; i < tables[t]->count; i++) {
            const CustomOpEntry *e = &tables[t]->entries[i];
            if ((int)strlen(e->name) == len && memcmp(e->name, name, (size_t)len) == 0) return e->parse;
        }
    return NULL;
}
