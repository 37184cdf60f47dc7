/* Memref descriptors (see memref.h). */
#include "memref.h"

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
