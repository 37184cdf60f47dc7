/* The op dispatch: every op affine-interp runs, with the function that
 * prepares its node at load time (checks, precompiled data, handler).
 * The tables themselves are in the ops_<dialect>.c files; op_table.c
 * lists them. */
#ifndef AI_OP_TABLE_H
#define AI_OP_TABLE_H
#include "engine.h"

typedef struct LoadCtx {
    Program *prog;
    Arena *arena;
    Diag *error;
    Function *fn;            /* function being loaded */
} LoadCtx;

typedef bool (*Prepare)(LoadCtx *lc, Node *n);

typedef struct OpEntry {
    const char *name;
    Prepare prepare;
} OpEntry;

typedef struct OpTable {
    const OpEntry *entries;
    int count;
} OpTable;

#define OP_TABLE(var, array) const OpTable var = {array, (int)(sizeof array / sizeof *array)}

extern const OpTable arith_ops, math_ops, affine_ops, dma_ops, memref_ops, memref_view_ops, vector_algebra_ops, func_ops, scf_cf_ops, vector_ops;

const OpEntry *op_table_lookup(const char *name);

/* Load-time helpers for prepare functions */
bool load_terminator(LoadCtx *lc, Node *n);   /* yields, returns: exec_terminator */
bool load_fail(LoadCtx *lc, const Node *n, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
const Attr *node_attr(const Node *n, const char *name);   /* property, then attribute */
CompiledMap *load_map(LoadCtx *lc, const Node *n, const char *name);
Moves load_moves(LoadCtx *lc, int n, Value **src, Value **dst);
/* Moves from values src[] to the slots of dst block arguments / op results */
Moves load_moves_to_slots(LoadCtx *lc, int n, Value **src, const int *dst_slots);
ScalarKind node_kind(LoadCtx *lc, const Node *n, const Type *t, bool *ok);
int type_lanes(const Type *t);
#endif
