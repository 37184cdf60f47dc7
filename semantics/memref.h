/* Simulated memory: buffers (what alloc, alloca, globals and --args
 * create) and memref descriptors (a view of a buffer: offset, sizes and
 * strides, as MLIR's strided memref descriptor).
 *
 * A descriptor lives in consecutive frame slots:
 *   [0] Buffer*   [1] offset   [2] rank   [3 .. 3+rank) sizes   [3+rank .. 3+2*rank) strides
 * A ranked memref value takes 3 + 2*rank slots; an unranked one
 * 3 + 2*MEMREF_MAX_RANK.  Copying a memref value copies its slots. */
#ifndef AI_MEMREF_H
#define AI_MEMREF_H
#include "scalar.h"

#define MEMREF_MAX_RANK 16

typedef enum { BUF_HEAP, BUF_STACK, BUF_GLOBAL, BUF_ARGUMENT } BufferKind;

typedef struct Buffer {
    unsigned char *data;
    int64_t nelems;
    int64_t live_nelems;    /* nelems while live, 0 once freed: one compare checks both */
    ScalarKind elem;
    BufferKind kind;
    bool freed;
    int64_t space;          /* memory space number (0 default) */
    Loc alloc_loc;          /* where it was allocated */
    struct Buffer *owner;   /* memref.view: the i8 buffer this one reinterprets (its data lies inside the owner's) */
    int nviews;             /* buffers whose owner this is */
    struct Buffer *next;    /* all buffers of a run, for cleanup and leak reports */
    /* Definedness of each element (interp/definedness.c): NULL when every
     * element is defined; else one byte per element, 0 defined, k > 0
     * undefined with origin k (1: never written since the allocation). */
    unsigned char *shadow;
    /* affine.parallel race records (interp/races.c), allocated when a band first touches the buffer */
    int64_t *race_writer, *race_reader;
    const void **race_writer_node;
} Buffer;

/* A store of a defined value at element lin. */
static inline void buffer_define(Buffer *b, int64_t lin) {
    if (b->shadow) b->shadow[lin] = 0;
}
/* The origin of element lin when it is undefined, else 0. */
static inline unsigned char buffer_undefined(const Buffer *b, int64_t lin) { return b->shadow ? b->shadow[lin] : 0; }

static inline int memref_slots_for_rank(int rank) { return 3 + 2 * rank; }
int memref_slots_for_type(const Type *t);   /* ranked or unranked */

typedef struct MemrefView {
    Buffer *buf;
    int64_t offset;
    int rank;
    const int64_t *sizes, *strides;
} MemrefView;

static inline MemrefView memref_view(const Slot *d) {
    MemrefView v;
    v.buf = (Buffer *)d[0].p;
    v.offset = d[1].i;
    v.rank = (int)d[2].i;
    v.sizes = &d[3].i;
    v.strides = &d[3 + v.rank].i;
    return v;
}

/* Writes a descriptor for buf with identity (row-major) strides. */
void memref_set_identity(Slot *d, Buffer *buf, int rank, const int64_t *sizes);
int64_t memref_num_elements(int rank, const int64_t *sizes);
/* Buffer element index of the logical element `pos` (row-major over the
 * view's sizes) of a view. */
int64_t memref_view_element(MemrefView v, int64_t pos);
/* Strides of the row-major layout of sizes. */
void memref_row_major_strides(int rank, const int64_t *sizes, int64_t *strides);
#endif
