/* Memref descriptors (see memref.h). */
#include "memref.h"

#include <stdlib.h>
#include <string.h>

int memref_slots_for_type(const Type *t) {
    if (t->kind == TY_MEMREF) return memref_slots_for_rank(t->shaped.rank);
    return memref_slots_for_rank(MEMREF_MAX_RANK);
}

int64_t memref_num_elements(int rank, const int64_t *sizes) {
    int64_t n = 1;
    for (int i = 0; i < rank; i++) n *= sizes[i];
    return n;
}

int64_t memref_view_element(MemrefView v, int64_t pos) {
    int64_t at = v.offset;
    for (int d = v.rank - 1; d >= 0; d--) {
        if (v.sizes[d] == 0) return v.offset;
        at += (pos % v.sizes[d]) * v.strides[d];
        pos /= v.sizes[d];
    }
    return at;
}

void memref_row_major_strides(int rank, const int64_t *sizes, int64_t *strides) {
    int64_t s = 1;
    for (int i = rank - 1; i >= 0; i--) {
        strides[i] = s;
        s *= sizes[i];
    }
}

void memref_set_identity(Slot *d, Buffer *buf, int rank, const int64_t *sizes) {
    d[0].p = buf;
    d[1].i = 0;
    d[2].i = rank;
    for (int i = 0; i < rank; i++) d[3 + i].i = sizes[i];
    memref_row_major_strides(rank, sizes, &d[3 + rank].i);
}

void buffer_drop_shadow(Buffer *b) {
    free(b->shadow), free(b->shadow_origin);
    b->shadow = b->shadow_origin = NULL;
    b->nundefined = 0;
    buffer_rewatch(b);
}

void buffer_set_shadow(Buffer *b, int64_t lin, unsigned char origin) {
    if (!b->shadow) {
        if (!origin || b->owner) return;
        b->shadow = calloc((size_t)b->nelems / 8 + 1, 1);
        if (!b->shadow) return;    /* out of memory: the element counts as defined */
        b->nundefined = 0;
        buffer_rewatch(b);
    }
    if (origin > 1 && !b->shadow_origin && !(b->shadow_origin = calloc((size_t)b->nelems + 1, 1))) origin = 1;
    unsigned char mask = (unsigned char)(1u << (lin & 7));
    bool was = b->shadow[lin >> 3] & mask;
    if (origin) b->shadow[lin >> 3] |= mask;
    else b->shadow[lin >> 3] &= (unsigned char)~mask;
    if (b->shadow_origin) b->shadow_origin[lin] = origin;
    b->nundefined += (origin != 0) - was;
    if (b->nundefined == 0) buffer_drop_shadow(b);
}

void buffer_start_undefined(Buffer *b) {
    if (b->nelems <= 0 || b->owner) return;
    buffer_drop_shadow(b);
    b->shadow = malloc((size_t)b->nelems / 8 + 1);
    if (!b->shadow) return;
    memset(b->shadow, 0xff, (size_t)b->nelems / 8 + 1);
    b->nundefined = b->nelems;
    buffer_rewatch(b);
}
