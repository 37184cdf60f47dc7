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
    /* shadow or dma_marks is set: the one flag an access tests before it
     * takes the slow path (kept by buffer_rewatch); beside data and
     * live_nelems, so an access reads one cache line of the Buffer */
    bool watched;
    ScalarKind elem;
    BufferKind kind;
    bool freed;
    int space;              /* memory space: an index into the program's MemSpaceTable (0 default) */
    Loc alloc_loc;          /* where it was allocated */
    Loc free_loc;           /* where its lifetime ended (the memref.dealloc, the return or the end of the
                               alloca_scope); unknown while live */
    struct Buffer *owner;   /* memref.view: the i8 buffer this one reinterprets (its data lies inside the owner's) */
    int nviews;             /* buffers whose owner this is */
    struct Buffer *next;    /* all buffers of a run, for cleanup and leak reports */
    /* Its address in the LLVM dialect's flat memory (interp/core/address_map.h):
     * 0 while it has none (a memref buffer no pointer names) */
    uint64_t address;
    bool read_only;         /* a constant llvm.mlir.global: a store to it is undefined behaviour */
    /* Definedness of each element (interp/checks/definedness.c): NULL when every
     * element is defined; else one bit per element, set when undefined.
     * shadow_origin, when allocated, gives an undefined element's origin
     * k > 1 (an index into Exec.origins); without it, or where it holds 0,
     * the origin is 1: never written since the allocation. */
    unsigned char *shadow, *shadow_origin;
    int64_t nundefined;     /* set bits: at 0 the shadow is freed, so a buffer
                               once fully written costs its accesses nothing */
    /* parallel-band race records (interp/checks/races.h), allocated when a band
     * first touches the buffer */
    struct BufferRaces *races;
    /* DMA transfers in flight (dma.h): NULL while none touches the buffer;
     * else a mark byte per element, and how many transfers put marks on */
    unsigned char *dma_marks;
    int dma_transfers;
    /* --dependences (interp/checks/dependences.h): the first record of each
     * element (a view shares its owner's); NULL when not profiled */
    int64_t *dep_heads;
} Buffer;

static inline void buffer_rewatch(Buffer *b) {
    b->watched = b->shadow != NULL || b->dma_marks != NULL || b->dep_heads != NULL;
}

/* Element lin takes definedness `origin` (0 defined, k > 0 undefined with
 * origin k).  Allocates the shadow on the first undefined element and frees
 * it when the last one is defined again; views (owner set) keep none. */
void buffer_set_shadow(Buffer *b, int64_t lin, unsigned char origin);
/* Every element of b starts undefined with origin 1 (alloc, alloca). */
void buffer_start_undefined(Buffer *b);
/* A store of a defined value at element lin. */
static inline bool shadow_bit(const unsigned char *bits, int64_t lin) { return (bits[lin >> 3] >> (lin & 7)) & 1; }
static inline void buffer_define(Buffer *b, int64_t lin) {
    if (__builtin_expect(b->shadow != NULL, 0) && shadow_bit(b->shadow, lin)) {
        if (b->nundefined > 1 && !b->shadow_origin) {   /* not the last undefined element: the bit, in place */
            b->shadow[lin >> 3] &= (unsigned char)~(1u << (lin & 7));
            b->nundefined--;
        } else {
            buffer_set_shadow(b, lin, 0);
        }
    }
}
/* Whether element lin is undefined (the fast test), and its origin (0: defined). */
static inline bool buffer_is_undefined(const Buffer *b, int64_t lin) {
    return __builtin_expect(b->shadow != NULL, 0) && shadow_bit(b->shadow, lin);
}
static inline unsigned char buffer_undefined(const Buffer *b, int64_t lin) {
    if (!buffer_is_undefined(b, lin)) return 0;
    return b->shadow_origin && b->shadow_origin[lin] ? b->shadow_origin[lin] : 1;
}
/* Frees the shadow (the buffer is freed, or taken as defined from now on). */
void buffer_drop_shadow(Buffer *b);

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
