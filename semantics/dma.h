/* The DMA model of affine.dma_start / affine.dma_wait (seeds 000 and 001,
 * "affine.dma_start"): a transfer moves `count` elements from a source
 * memref to a destination memref, starting at a subscript of each and
 * walking each memref's index space in row-major order from there, through
 * each memref's layout.  With a stride, the side in the slower memory space
 * (memspace_is_slower_or_same) is read or written in chunks of `per_stride`
 * consecutive positions, `stride` positions apart.  A transfer is started
 * by dma_start and is complete only after the dma_wait on its tag element;
 * when its data moves in between is the completion policy's choice.
 *
 * While a transfer is in flight its elements carry marks on their buffers
 * (Buffer.dma_marks): a read mark on each source element, a write mark on
 * each destination element.  An access meets the marks whatever the
 * policy, so a hazard is found at the same op under every policy.
 *
 * This file knows only memory: which element of each side the k-th element
 * of a transfer is, the marks, and how to move data.  The in-flight list,
 * the policies and the messages are the engine's (interp/ops/ops_dma.c). */
#ifndef AI_DMA_H
#define AI_DMA_H
#include "memref.h"

/* One side of a transfer: a copy of the memref's descriptor (the view may
 * go out of scope before the wait) and the row-major position of the
 * start subscript. */
typedef struct DmaSide {
    Buffer *buf;
    int64_t offset;
    int rank;
    int64_t sizes[MEMREF_MAX_RANK], strides[MEMREF_MAX_RANK];
    int64_t start;          /* row-major position of the start subscript */
    int64_t numel;          /* elements of the view */
    bool strided;           /* this side takes the stride */
} DmaSide;

typedef struct DmaTransfer {
    DmaSide src, dst;
    int64_t count;          /* elements to move */
    int64_t stride, per_stride;   /* 0, 0 when unstrided */
    Buffer *tag_buf;
    int64_t tag_elem;       /* element of tag_buf naming the transfer */
    const void *started_by; /* the dma_start node, for notes */
    int64_t moved;          /* elements already moved (0..count), in order */
    bool marked;            /* its marks are on the buffers */
    int call_depth;         /* call depth of the function that started it */
    struct DmaTransfer *next;
} DmaTransfer;

/* Element marks: bit 7 a transfer in flight writes the element, bits 0-6
 * how many transfers in flight read it. */
#define DMA_MARK_WRITE 0x80u
#define DMA_MARK_READS 0x7fu

/* Fills a side from a descriptor and its start subscript. */
void dma_side_init(DmaSide *s, MemrefView v, const int64_t *start_idx);

/* Row-major position, on side s, of element k of transfer t. */
static inline int64_t dma_position(const DmaTransfer *t, const DmaSide *s, int64_t k) {
    if (s->strided && t->per_stride > 0) return s->start + (k / t->per_stride) * t->stride + k % t->per_stride;
    return s->start + k;
}

/* Subscripts of row-major position pos on side s. */
void dma_position_indices(const DmaSide *s, int64_t pos, int64_t *idx);

/* Element index in s->buf of position pos (which must be in [0, numel)). */
int64_t dma_buffer_index(const DmaSide *s, int64_t pos);
static inline int64_t dma_element(const DmaTransfer *t, const DmaSide *s, int64_t k) {
    return dma_buffer_index(s, dma_position(t, s, k));
}

/* The first element k of t whose position on side s lies outside the
 * memref, or -1 when all count elements are inside (every element is
 * checked: chunks after a stride gap too). */
int64_t dma_first_out_of_bounds(const DmaTransfer *t, const DmaSide *s);

/* Why a transfer about to start conflicts with the marks already on its
 * buffers (or with itself), and at which of its elements. */
typedef enum {
    DMA_NO_CONFLICT,
    DMA_READS_INFLIGHT_DESTINATION,   /* a source element another transfer in flight writes */
    DMA_WRITES_INFLIGHT_SOURCE,       /* a destination element another transfer in flight reads */
    DMA_WRITES_INFLIGHT_DESTINATION,  /* a destination element another transfer in flight writes */
    DMA_OVERLAPS_ITSELF,              /* a destination element is also one of its own source elements */
} DmaConflict;
/* Checks t against the marks and, when there is no conflict, puts its own
 * marks on (allocating the buffers' mark arrays as needed).  *at is the
 * element k of t where the conflict is.  Returns DMA_NO_CONFLICT, or the
 * conflict with t's marks not put on; false in *oom when memory ran out. */
DmaConflict dma_mark(DmaTransfer *t, int64_t *at, bool *oom);
/* Takes t's marks off (at its wait), freeing a buffer's marks when no
 * transfer in flight touches it any more. */
void dma_unmark(DmaTransfer *t);
/* Whether element lin of b is element k of t's source (or destination). */
int64_t dma_find_element(const DmaTransfer *t, const DmaSide *s, const Buffer *b, int64_t lin);

/* Moves elements [t->moved, to) of t, with their definedness. */
void dma_move(DmaTransfer *t, int64_t to);
#endif
