/* The C library and runner functions that lowered programs call with
 * llvm.call (see llvm_runtime.h): malloc, aligned_alloc and free on the
 * flat memory, and printMemref* reading a memref descriptor from memory
 * as the runner library does (MLIR's "Calling Convention" doc: an
 * unranked memref is passed as its rank and a pointer to its ranked
 * descriptor { allocated, aligned, offset, sizes[rank], strides[rank] }; the
 * _mlir_ciface_ wrappers take a pointer to that pair, or to the ranked
 * descriptor itself). */
#include "llvm_runtime.h"
#include "llvm_memory.h"
#include "runner_print.h"
#include "../checks/definedness.h"
#include "../checks/pointer_access.h"
#include "../core/report.h"
#include "../engine/exec.h"
#include <string.h>

/* ------------------------------------------------ malloc, free */
static Status h_malloc(Exec *ex, const Node *n, Slot *fr) {
    int64_t size = fr[n->in[n->nin - 1]].i, align = n->nin == 2 ? fr[n->in[0]].i : 16;
    if (size < 0)   /* a size_t past INT64_MAX: no allocation can succeed */
        return exec_fail(ex, n, DIAG_CLASS_LIMIT, "memory limit reached: allocating %llu bytes", (unsigned long long)size);
    if (align <= 0 || (align & (align - 1)))   /* C11 7.22.3.1: an alignment the implementation does not support */
        return exec_ub(ex, n, UB_IMMEDIATE, "'aligned_alloc' of alignment %lld, which is not a power of two", (long long)align);
    return llvm_allocate(ex, n, size, align, BUF_HEAP, &fr[n->out[0]].u);
}

static Status h_free(Exec *ex, const Node *n, Slot *fr) {
    uint64_t p = fr[n->in[0]].u;
    if (p == 0) return ST_OK;   /* free(NULL) does nothing */
    if (llvm_memory_ready(ex, n)) return ST_ERROR;
    Buffer *b = address_map_find(&ex->addresses, p);
    if (b && b->address == p && b->kind == BUF_HEAP && b->freed) {
        exec_ub(ex, n, UB_LIFETIME, "'free' of memory that was already freed");
        if (loc_known(b->alloc_loc)) exec_note(ex, b->alloc_loc, "the memory was allocated here");
        if (loc_known(b->free_loc)) exec_note(ex, b->free_loc, "it was freed here");
        return ST_ERROR;
    }
    if (!b || b->address != p || b->kind != BUF_HEAP)
        return exec_ub(ex, n, UB_LIFETIME, "'free' of address 0x%llx, which no 'malloc' or 'aligned_alloc' returned",
                       (unsigned long long)p);
    if (ex->dma.inflight && dma_check_none_inflight(ex, n, b, 0)) return ST_ERROR;
    exec_free_buffer(ex, b, n->op->loc);
    return ST_OK;
}

/* ------------------------------------------------ printMemref */
typedef enum { DESC_RANK_AND_POINTER, DESC_UNRANKED_POINTER, DESC_RANKED_POINTER } DescriptorForm;

typedef struct PrintData {
    ScalarKind k;
    DescriptorForm form;
    int rank;              /* DESC_RANKED_POINTER: the rank the name gives */
    bool shape_only;
} PrintData;

/* Every element the runner prints: read (the access hook) and defined. */
static Status check_printed(Exec *ex, const Node *n, Buffer *b, int64_t first_byte, MemrefView v, int bytes) {
    int64_t total = memref_num_elements(v.rank, v.sizes);
    if (!b->watched && !ex->race.active && !b->shadow) return ST_OK;
    for (int64_t pos = 0; pos < total; pos++) {
        int64_t at = first_byte + memref_view_element(v, pos) * bytes;
        for (int64_t e = at / b->elem.bytes; e <= (at + bytes - 1) / b->elem.bytes; e++) {
            if (access_checks(ex, n, b, e, ACCESS_READ)) return ST_ERROR;
            unsigned char k = buffer_undefined(b, e);
            if (k && definedness_element_observed(ex, n, b, k, pos, "printed")) return ST_ERROR;
        }
    }
    return ST_OK;
}

static Status print_descriptor(Exec *ex, const Node *n, const PrintData *d, uint64_t desc, int64_t rank) {
    if (rank < 0 || rank > MEMREF_MAX_RANK)
        return exec_ub(ex, n, UB_BOUNDS, "printing a memref of rank %lld", (long long)rank);
    Slot slots[3 + 2 * MEMREF_MAX_RANK];
    uint64_t aligned, word;
    if (llvm_read_word(ex, n, desc + 8, &aligned) || llvm_read_word(ex, n, desc + 16, &word)) return ST_ERROR;
    slots[1].i = (int64_t)word;
    slots[2].i = rank;
    for (int64_t i = 0; i < 2 * rank; i++) {
        if (llvm_read_word(ex, n, desc + 24 + 8 * (uint64_t)i, &word)) return ST_ERROR;
        slots[3 + i].i = (int64_t)word;
    }
    Buffer *b = pointer_allocation(ex, aligned);
    if (!b) return exec_ub(ex, n, UB_BOUNDS, "printing a memref whose aligned pointer 0x%llx is in no allocation",
                           (unsigned long long)aligned);
    if (b->freed) {
        exec_ub(ex, n, UB_LIFETIME, "printing a memref after its memory was freed");
        if (loc_known(b->free_loc)) exec_note(ex, b->free_loc, "it was freed here");
        return ST_ERROR;
    }
    /* the elements as the runner sees them: a view of the bytes from the aligned pointer on */
    int64_t first = (int64_t)(aligned - b->address);
    Buffer elements = {0};
    elements.data = b->data + first;
    elements.nelems = elements.live_nelems = (buffer_bytes(b) - first) / d->k.bytes;
    elements.elem = d->k;
    slots[0].p = &elements;
    MemrefView v = memref_view(slots);
    if (d->shape_only) {
        print_memref_shape(ex->out, slots);
        return ST_OK;
    }
    for (int i = 0; i < v.rank; i++)
        if (v.sizes[i] == 0)
            return exec_ub(ex, n, UB_BOUNDS,
                           "printing an empty memref: the runner's printMemref reads its first element, which is "
                           "outside the memref");
    if (!access_view_within_buffer(v))
        return exec_ub(ex, n, UB_BOUNDS, "printing a memref whose elements reach outside its allocation");
    if (check_printed(ex, n, b, first, v, d->k.bytes)) return ST_ERROR;
    print_memref(ex->out, slots, d->k, d->form == DESC_RANKED_POINTER);
    return ST_OK;
}

static Status h_print_memref(Exec *ex, const Node *n, Slot *fr) {
    const PrintData *d = n->data;
    if (llvm_memory_ready(ex, n)) return ST_ERROR;
    if (d->form == DESC_RANK_AND_POINTER) return print_descriptor(ex, n, d, fr[n->in[1]].u, fr[n->in[0]].i);
    if (d->form == DESC_RANKED_POINTER) return print_descriptor(ex, n, d, fr[n->in[0]].u, d->rank);
    uint64_t rank, desc;
    if (llvm_read_word(ex, n, fr[n->in[0]].u, &rank) || llvm_read_word(ex, n, fr[n->in[0]].u + 8, &desc)) return ST_ERROR;
    return print_descriptor(ex, n, d, desc, (int64_t)rank);
}

/* ------------------------------------------------ memrefCopy */
/* The runner's memrefCopy(elemSize, src, dst): src and dst point to
 * unranked descriptors { rank, pointer to the ranked descriptor }; every
 * element of src is copied to the same position of dst (the shapes are
 * the caller's to make equal; a mismatch is UB in the runner, here the
 * first element outside either memref stops the run). */
typedef struct Strided {
    int64_t rank, offset, sizes[MEMREF_MAX_RANK], strides[MEMREF_MAX_RANK];
    uint64_t aligned;
} Strided;

/* want: the rank the source had (-1 for the source itself) */
static Status read_unranked(Exec *ex, const Node *n, uint64_t pair, int64_t want, Strided *m) {
    uint64_t rank, desc, word;
    if (llvm_read_word(ex, n, pair, &rank)) return ST_ERROR;
    if (rank > MEMREF_MAX_RANK) return exec_ub(ex, n, UB_BOUNDS, "'memrefCopy' of a memref of rank %lld", (long long)rank);
    if (want >= 0 && (int64_t)rank != want)
        return exec_ub(ex, n, UB_BOUNDS, "'memrefCopy' between memrefs of ranks %lld and %lld", (long long)want, (long long)rank);
    if (llvm_read_word(ex, n, pair + 8, &desc)) return ST_ERROR;
    m->rank = (int64_t)rank;
    if (llvm_read_word(ex, n, desc + 8, &m->aligned) || llvm_read_word(ex, n, desc + 16, &word)) return ST_ERROR;
    m->offset = (int64_t)word;
    for (int64_t i = 0; i < 2 * m->rank; i++) {
        if (llvm_read_word(ex, n, desc + 24 + 8 * (uint64_t)i, &word)) return ST_ERROR;
        (i < m->rank ? m->sizes : m->strides)[i % m->rank] = (int64_t)word;
    }
    return ST_OK;
}

static Status h_memref_copy(Exec *ex, const Node *n, Slot *fr) {
    int64_t size = fr[n->in[0]].i;
    Strided src, dst;
    if (llvm_memory_ready(ex, n) || read_unranked(ex, n, fr[n->in[1]].u, -1, &src) ||
        read_unranked(ex, n, fr[n->in[2]].u, src.rank, &dst))
        return ST_ERROR;
    int64_t total = memref_num_elements((int)src.rank, src.sizes);
    for (int64_t pos = 0; pos < total; pos++) {
        int64_t s = src.offset, d = dst.offset, rest = pos;
        for (int64_t i = src.rank - 1; i >= 0; i--) {
            int64_t idx = rest % src.sizes[i];
            rest /= src.sizes[i];
            s += idx * src.strides[i];
            d += idx * dst.strides[i];
        }
        if (llvm_move_bytes(ex, n, dst.aligned + (uint64_t)(d * size), src.aligned + (uint64_t)(s * size), size, true))
            return ST_ERROR;
    }
    return ST_OK;
}

/* The element kind a print function's name ends with (printMemrefF32,
 * _mlir_ciface_printMemref2dI64, ...). */
static bool element_kind_of_name(const char *suffix, ScalarKind *k) {
    static const struct { const char *name; ScalarKind k; } kinds[] = {
        {"F32", {SK_F32, 32, 4, 0}}, {"F64", {SK_F64, 64, 8, 0}}, {"F16", {SK_F16, 16, 2, 0}},
        {"BF16", {SK_BF16, 16, 2, 0}}, {"I8", {SK_INT, 8, 1, 0}}, {"I16", {SK_INT, 16, 2, 0}},
        {"I32", {SK_INT, 32, 4, 0}}, {"I64", {SK_INT, 64, 8, 0}}, {"Ind", {SK_INDEX, 64, 8, 0}}};
    for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++)
        if (strcmp(suffix, kinds[i].name) == 0) {
            *k = kinds[i].k;
            return true;
        }
    return false;
}

static bool prep_print_memref(LoadCtx *lc, Node *n, const Function *f) {
    PrintData *d = arena_alloc(lc->arena, sizeof *d);
    const char *at = strstr(f->name, "printMemref");
    const char *suffix = at ? at + strlen("printMemref") : "";
    d->shape_only = strncmp(suffix, "Shape", 5) == 0;
    if (d->shape_only) suffix += 5;
    bool ciface = strncmp(f->name, "_mlir_ciface_", 13) == 0;
    d->form = ciface ? DESC_UNRANKED_POINTER : DESC_RANK_AND_POINTER;
    if (suffix[0] >= '0' && suffix[0] <= '9' && suffix[1] == 'd') {
        d->form = DESC_RANKED_POINTER;
        d->rank = suffix[0] - '0';
        suffix += 2;
    }
    int want = d->form == DESC_RANK_AND_POINTER ? 2 : 1;
    if (!element_kind_of_name(suffix, &d->k) || n->nin != want)
        return load_fail(lc, n, "'%s' called with %d operands: affine-interp expects %s", f->name, n->nin,
                         want == 2 ? "a rank and a descriptor pointer" : "a descriptor pointer");
    n->data = d;
    n->fn = h_print_memref;
    return true;
}

bool prep_llvm_runtime_call(LoadCtx *lc, Node *n, const Function *f) {
    switch (f->runtime) {
    case RT_MALLOC: case RT_ALIGNED_ALLOC:
        if (n->nin != (f->runtime == RT_MALLOC ? 1 : 2) || n->nout != 1)
            return load_fail(lc, n, "'%s' takes %s and returns a pointer", f->name,
                             f->runtime == RT_MALLOC ? "a size" : "an alignment and a size");
        n->track = TRACK_ALLOCATION;
        n->fn = h_malloc;
        return true;
    case RT_FREE:
        if (n->nin != 1 || n->nout != 0) return load_fail(lc, n, "'free' takes one pointer");
        n->track = TRACK_OBSERVE;
        n->fn = h_free;
        return true;
    case RT_PRINT_MEMREF: case RT_PRINT_MEMREF_RANKED: case RT_PRINT_MEMREF_SHAPE:
        return prep_print_memref(lc, n, f);
    case RT_MEMREF_COPY:
        if (n->nin != 3 || n->nout != 0) return load_fail(lc, n, "'memrefCopy' takes an element size and two descriptor pointers");
        n->track = TRACK_OBSERVE;
        n->fn = h_memref_copy;
        return true;
    default:
        return load_fail(lc, n, "call of the external function '%s', which affine-interp does not provide", f->name);
    }
}
