/* How a value of an LLVM-dialect type lies in memory, worked out once when
 * the program is loaded: each scalar of the value (a slot of its frame
 * layout, parser/llvm_type.h) with its kind and its byte offset, by LLVM's
 * default x86-64 data layout (the layout mlir-runner-22's code uses).
 * llvm.load and llvm.store move a value leaf by leaf. */
#ifndef AI_LLVM_LAYOUT_H
#define AI_LLVM_LAYOUT_H
#include "../engine/load.h"

typedef struct MemLeaf {
    int slot;              /* the scalar's slot within the value */
    ScalarKind k;          /* its kind (a pointer: a 64-bit integer) */
    int64_t offset;        /* its bytes from the value's start */
} MemLeaf;

typedef struct MemLayout {
    int nleaves;
    MemLeaf *leaves;
    int64_t size, align;   /* LLVM's alloc size and ABI alignment */
} MemLayout;

/* The layout of a value of type t; false for a type without one here
 * (a named struct, vectors of i1, an aggregate of more than 65536 scalars). */
bool llvm_layout_of(Arena *a, const Type *t, MemLayout *out);
/* The alloc size and alignment of t alone (no leaves). */
bool llvm_layout_size(const Type *t, int64_t *size, int64_t *align);
#endif
