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
    for (int64_t k = 0; k < t->count; k++) {
        int64_t pos = dma_position(t, s, k);
        if (pos < 0 || pos >= s->numel) return k;
        int64_t lin = dma_buffer_index(s, pos);
        if (lin < 0 || lin >= s->buf->nelems) return k;
    }
    return -1;
}

static bool ensure_marks(Buffer *b) {
    if (!b->dma_marks) b->dma_marks = calloc((size_t)(b->nelems ? b->nelems : 1), 1);
    buffer_rewatch(b);
    return b->dma_marks != NULL;
}

DmaConflict dma_mark(DmaTransfer *t, int64_t *at, bool *oom) {
    *oom = false;
    Buffer *sb = t->src.buf, *db = t->dst.buf;
    /* against the transfers already in flight */
    for (int64_t k = 0; sb->dma_marks && k < t->count; k++)
        if (sb->dma_marks[dma_element(t, &t->src, k)] & DMA_MARK_WRITE) return *at = k, DMA_READS_INFLIGHT_DESTINATION;
    for (int64_t k = 0; db->dma_marks && k < t->count; k++) {
        unsigned char m = db->dma_marks[dma_element(t, &t->dst, k)];
        if (m & DMA_MARK_WRITE) return *at = k, DMA_WRITES_INFLIGHT_DESTINATION;
        if (m & DMA_MARK_READS) return *at = k, DMA_WRITES_INFLIGHT_SOURCE;
    }
    if (!ensure_marks(sb) || !ensure_marks(db)) return *oom = true, DMA_NO_CONFLICT;
    /* read marks first: a destination element that then carries one is
     * one of the transfer's own source elements */
    for (int64_t k = 0; k < t->count; k++) {
        unsigned char *m = &sb->dma_marks[dma_element(t, &t->src, k)];
        if ((*m & DMA_MARK_READS) == DMA_MARK_READS) {   /* 127 readers: out of marks */
            for (int64_t j = 0; j < k; j++) sb->dma_marks[dma_element(t, &t->src, j)]--;
            return *oom = true, DMA_NO_CONFLICT;
        }
        (*m)++;
    }
    for (int64_t k = 0; k < t->count; k++) {
        unsigned char *m = &db->dma_marks[dma_element(t, &t->dst, k)];
        if (*m) {
            for (int64_t j = 0; j < k; j++) db->dma_marks[dma_element(t, &t->dst, j)] &= ~DMA_MARK_WRITE;
            for (int64_t j = 0; j < t->count; j++) sb->dma_marks[dma_element(t, &t->src, j)]--;
            *at = k;
            return DMA_OVERLAPS_ITSELF;
        }
        *m |= DMA_MARK_WRITE;
    }
    sb->dma_transfers++;
    db->dma_transfers++;
    t->marked = true;
    return DMA_NO_CONFLICT;
}

static void release_marks(Buffer *b) {
    if (--b->dma_transfers == 0) {
        free(b->dma_marks);
        b->dma_marks = NULL;
        buffer_rewatch(b);
    }
}

void dma_unmark(DmaTransfer *t) {
    if (!t->marked) return;
    t->marked = false;
    for (int64_t k = 0; k < t->count; k++) t->src.buf->dma_marks[dma_element(t, &t->src, k)]--;
    for (int64_t k = 0; k < t->count; k++) t->dst.buf->dma_marks[dma_element(t, &t->dst, k)] &= ~DMA_MARK_WRITE;
    release_marks(t->src.buf);
    release_marks(t->dst.buf);
}

int64_t dma_find_element(const DmaTransfer *t, const DmaSide *s, const Buffer *b, int64_t lin) {
    if (s->buf != b) return -1;
    for (int64_t k = 0; k < t->count; k++)
        if (dma_element(t, s, k) == lin) return k;
    return -1;
}

void dma_move(DmaTransfer *t, int64_t to) {
    size_t bytes = (size_t)t->src.buf->elem.bytes;
    for (int64_t k = t->moved; k < to; k++) {
        int64_t s = dma_element(t, &t->src, k), d = dma_element(t, &t->dst, k);
        memcpy(t->dst.buf->data + d * (int64_t)bytes, t->src.buf->data + s * (int64_t)bytes, bytes);
        /* definedness moves with the data */
        unsigned char origin = buffer_undefined(t->src.buf, s);
        if (origin || t->dst.buf->shadow) buffer_set_shadow(t->dst.buf, d, origin);
    }
    if (to > t->moved) t->moved = to;
}
