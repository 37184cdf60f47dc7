/* The DMA model's memory side (see dma.h). */
#include "dma.h"
#include <string.h>
#include <stdlib.h>

void dma_side_init(DmaSide *s, MemrefView v, const int64_t *start_idx) {
    s->buf = v.buf;
    s->offset = v.offset;
    s->rank = v.rank;
    s->start = 0;
    s->numel = 1;
    for (int d = 0; d < v.rank; d++) {
        s->sizes[d] = v.sizes[d];
        s->strides[d] = v.strides[d];
        s->start = s->start * v.sizes[d] + start_idx[d];
        s->numel *= v.sizes[d];
    }
    s->strided = false;
}

void dma_position_indices(const DmaSide *s, int64_t pos, int64_t *idx) {
    for (int d = s->rank - 1; d >= 0; d--) {
        idx[d] = s->sizes[d] ? pos % s->sizes[d] : 0;
        pos = s->sizes[d] ? pos / s->sizes[d] : 0;
    }
}

int64_t dma_buffer_index(const DmaSide *s, int64_t pos) {
    int64_t lin = s->offset;
    for (int d = s->rank - 1; d >= 0; d--) {
        lin += (pos % s->sizes[d]) * s->strides[d];
        pos /= s->sizes[d];
    }
    return lin;
}

int64_t dma_first_out_of_bounds(const DmaTransfer *t, const DmaSide *s) {
    if (t->count <= 0) return -1;
    /* Positions grow with k, so only chunk ends need checking when the
     * stride is positive; check every element otherwise (cheap next to
     * moving them). */
    for (int64_t k = 0; k < t->count; k++) {
        int64_t pos = dma_position(t, s, k);
        if (pos < 0 || pos >= s->numel) return k;
        int64_t lin = dma_buffer_index(s, pos);
        if (lin < 0 || lin >= s->buf->nelems) return k;
    }
    return -1;
}

void dma_move(DmaTransfer *t, int64_t from, int64_t to) {
    size_t bytes = (size_t)t->src.buf->elem.bytes;
    for (int64_t k = from; k < to; k++) {
        int64_t s = dma_buffer_index(&t->src, dma_position(t, &t->src, k));
        int64_t d = dma_buffer_index(&t->dst, dma_position(t, &t->dst, k));
        memmove(t->dst.buf->data + d * (int64_t)bytes, t->src.buf->data + s * (int64_t)bytes, bytes);
        /* definedness moves with the data */
        unsigned char k = buffer_undefined(t->src.buf, s);
        if (k || t->dst.buf->shadow) buffer_set_shadow(t->dst.buf, d, k);
    }
    if (to > t->moved) t->moved = to;
}
