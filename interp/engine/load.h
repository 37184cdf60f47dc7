/* Loading a module into a Program (load.c): frame slots, nodes bound to
 * their handlers by the prepare function of their op (op_table.h), and the
 * helpers those prepare functions share. */
#ifndef AI_LOAD_H
#define AI_LOAD_H
#include "../core/engine.h"
#include "../core/value_slots.h"
#include "op_table.h"

Program *program_load(Module *m, Diag **err);
void program_free(Program *p);
Function *program_find_function(Program *p, const char *name);
/* The llvm.mlir.global named name, or NULL. */
LlvmGlobal *program_find_llvm_global(Program *p, const char *name);
/* The llvm.mlir.global whose bytes hold address (*offset: where in them), or NULL. */
const LlvmGlobal *program_llvm_global_at(const Program *p, uint64_t address, int64_t *offset);

/* The maps compiled so far, by the parser's uniqued AffineMap (one
 * CompiledMap per distinct map of the module: most ops share a few). */
typedef struct MapCache {
    const AffineMap **keys;
    CompiledMap **maps;
    int cap, n;              /* cap: a power of two, or 0 */
} MapCache;

typedef struct LoadCtx {
    Program *prog;
    Arena *arena;
    Diag *error;
    Function *fn;            /* function being loaded */
    const struct OpEntry *const *op_by_code;   /* op_table_index */
    MapCache maps;
} LoadCtx;

/* Load-time helpers for prepare functions */
bool load_terminator(LoadCtx *lc, Node *n);   /* yields, returns: exec_terminator */
bool load_fail(LoadCtx *lc, const Node *n, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
const Attr *node_attr(const Node *n, const char *name);   /* property, then attribute */
CompiledMap *load_map(LoadCtx *lc, const Node *n, const char *name);
Moves load_moves(LoadCtx *lc, int n, Value **src, Value **dst);
/* Moves from values src[] to the slots of dst block arguments / op results */
Moves load_moves_to_slots(LoadCtx *lc, int n, Value **src, const int *dst_slots);
ScalarKind node_kind(LoadCtx *lc, const Node *n, const Type *t, bool *ok);
#endif
