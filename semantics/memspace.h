/* Memory spaces (seed 001: a memref type's memory space; seeds 000 and 001,
 * affine.dma_start: "the slower memory space, the one with the lower memory
 * space id").  A space is named by the text of its attribute as MLIR prints
 * it ("0" for the default, "2", "#gpu.address_space<workgroup>"); an
 * integer space also has a number.  The program interns every space its
 * types name once, at load time (MemSpaceTable); each run keeps its own
 * use, peak and capacity per space (MemSpaceUse), indexed the same way, so
 * an allocation only adds to an array element. */
#ifndef AI_MEMSPACE_H
#define AI_MEMSPACE_H
#include "../parser/ir.h"
#include "../parser/arena.h"

#define MAX_MEM_SPACES 32
#define MEM_SPACE_UNLIMITED INT64_MAX

typedef struct MemSpace {
    const char *name;       /* "0", "2", or the attribute's text */
    bool is_integer;
    int64_t number;         /* the integer (is_integer) */
} MemSpace;

typedef struct MemSpaceTable {
    int n;
    MemSpace spaces[MAX_MEM_SPACES];   /* [0] is the default space "0" */
} MemSpaceTable;

typedef struct MemSpaceUse {
    int64_t used, peak, capacity;   /* bytes; capacity MEM_SPACE_UNLIMITED unless given */
    int64_t allocations;            /* allocations made in the space */
} MemSpaceUse;

void memspace_table_init(MemSpaceTable *t);
/* The index of the space a memref type names (its memory-space attribute,
 * NULL for the default), interned into t; -1 when t is full. */
int memspace_intern(MemSpaceTable *t, Arena *a, const Attr *space);
/* The index of an interned space, or -1 (read-only: for run-time lookups). */
int memspace_find(const MemSpaceTable *t, const char *name);

/* Whether the side in space a is the slower one of a transfer between a
 * and b (the lower integer id; the source side, a, on a tie or when either
 * space is not an integer). */
bool memspace_is_slower_or_same(const MemSpace *a, const MemSpace *b);

/* Accounting: false (nothing changed) when bytes do not fit the capacity. */
bool memspace_reserve(MemSpaceUse *u, int64_t bytes);
void memspace_release(MemSpaceUse *u, int64_t bytes);
#endif
