/* The buffer builder: memref types, allocation (static and dynamic sizes,
 * alloc and alloca, memory spaces), the deterministic fill that makes a
 * wrong subscript visible, aliasing views, and the printing and
 * deallocation at the end of a function. */
#ifndef GEN_MEMREF_H
#define GEN_MEMREF_H
#include "affexpr.h"
#include "gen.h"

void mem_type(const Mem *m, char *buf, size_t n);
/* Allocates at the top level of the current function; dynamic sizes only
 * when allow_dyn and the feature is on.  Returns the buffer's index. */
int mem_create(Gen *g, ElemType et, int rank, const int64_t *size, MemKind kind, int space, bool allow_dyn);
/* Fills every element with ((sum of coefficient * index + c) mod p) - off. */
void mem_fill(Gen *g, int m);
/* A filled buffer, ready to read. */
int mem_new_input(Gen *g, ElemType et, int rank, const int64_t *size);
Mem *mem_at(Gen *g, int m);
/* Takes in a buffer a kernel made itself (a memref.view, say): its
 * identity and root are set here.  Returns its index or -1. */
int mem_adopt(Gen *g, const Mem *m);
Mem *mem_root(Gen *g, int m);
int64_t mem_mag(Gen *g, int m);
void mem_note_store(Gen *g, int m, int64_t mag);
/* The upper bound of a loop over dimension d: a constant or a symbol. */
AExpr *mem_dim_bound(Gen *g, int m, int d);
/* A random aliasing view of m (subview, reinterpret_cast, collapse or
 * expand); -1 when none fits. */
int mem_view(Gen *g, int m);
/* Prints m (index buffers through an i64 copy). */
void mem_print(Gen *g, int m);
/* Prints the buffers marked printed and deallocates the owned ones. */
void mem_finish(Gen *g);
int64_t mem_elems(const Mem *m);

#endif
