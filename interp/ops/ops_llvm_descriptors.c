/* builtin.unrealized_conversion_cast, as the passes lowering to LLVM leave
 * it between their steps: a memref and the LLVM struct of its descriptor
 * (MLIR's "LLVM IR Target" doc: { allocated ptr, aligned ptr, offset,
 * sizes[rank], strides[rank] }), and a scalar and its LLVM twin (index and
 * i64).  A memref buffer gets an address in the flat memory the first time
 * a descriptor names it; a descriptor whose pointer lies in memory
 * allocated through LLVM (malloc, alloca) becomes a memref over a view of
 * those bytes, so each level reads the same memory. */
#include "../engine/op_table.h"
#include "../checks/pointer_access.h"
#include "../core/report.h"
#include "../engine/exec.h"
#include "../engine/load.h"
#include "llvm_memory.h"
#include "../../parser/llvm_type.h"
#include <string.h>

typedef enum { CAST_SAME_SLOTS, CAST_MEMREF_TO_STRUCT, CAST_STRUCT_TO_MEMREF } CastKind;

typedef struct CastData {
    int rank;
    ScalarKind k;          /* the memref's element kind */
    /* the last view made over LLVM-allocated bytes (a cast in a loop makes one) */
    Buffer *view_owner, *view;
    int64_t view_byte_offset;
} CastData;

static Status h_same_slots(Exec *ex, const Node *n, Slot *fr) {
    (void)ex;
    memmove(fr + n->out[0], fr + n->in[0], sizeof(Slot) * (size_t)n->aux);
    return ST_OK;
}

/* The address of a memref buffer's first byte (a view's: inside its owner's). */
static Status buffer_address(Exec *ex, const Node *n, Buffer *b, uint64_t *address) {
    Buffer *mem = b->owner ? b->owner : b;
    if (!mem->address) {
        if (llvm_memory_ready(ex, n)) return ST_ERROR;
        mem->address = address_map_reserve(&ex->addresses, buffer_bytes(mem), 64);
        if (!address_map_add(&ex->addresses, mem)) return exec_fail(ex, n, DIAG_CLASS_LIMIT, "out of memory");
    }
    *address = mem->address + (uint64_t)(b->data && mem->data ? b->data - mem->data : 0);
    return ST_OK;
}

static Status h_memref_to_struct(Exec *ex, const Node *n, Slot *fr) {
    const CastData *d = n->data;
    MemrefView v = memref_view(fr + n->in[0]);
    uint64_t address = 0;
    if (buffer_address(ex, n, v.buf, &address)) return ST_ERROR;
    Slot *s = fr + n->out[0];
    int64_t sizes[MEMREF_MAX_RANK], strides[MEMREF_MAX_RANK], offset = v.offset;
    memcpy(sizes, v.sizes, sizeof(int64_t) * (size_t)d->rank);
    memcpy(strides, v.strides, sizeof(int64_t) * (size_t)d->rank);
    s[0].u = s[1].u = address;
    s[2].i = offset;
    for (int i = 0; i < d->rank; i++) s[3 + i].i = sizes[i], s[3 + d->rank + i].i = strides[i];
    return ST_OK;
}

/* The memref slots r of a descriptor whose aligned pointer, offset, sizes
 * and strides are given (words: sizes then strides, 2 * rank of them). */
static Status memref_from_descriptor(Exec *ex, const Node *n, CastData *d, uint64_t aligned, int64_t offset, int rank,
                                     const int64_t *words, Slot *r) {
    if (llvm_memory_ready(ex, n)) return ST_ERROR;
    Buffer *b = pointer_allocation(ex, aligned);
    if (!b) return exec_ub(ex, n, UB_BOUNDS, "a memref descriptor whose aligned pointer 0x%llx is in no allocation",
                           (unsigned long long)aligned);
    int64_t byte_offset = (int64_t)(aligned - b->address);
    Buffer *view = b;
    if (b->elem.bytes == d->k.bytes && b->elem.cls == d->k.cls && byte_offset % d->k.bytes == 0) {
        offset += byte_offset / d->k.bytes;   /* the memref's own buffer: no view needed */
    } else if (d->view_owner == b && d->view_byte_offset == byte_offset && !d->view->freed) {
        view = d->view;
    } else {
        view = exec_new_view_buffer(ex, n, b, byte_offset, d->k);
        if (!view) return ST_ERROR;
        d->view_owner = b, d->view = view, d->view_byte_offset = byte_offset;
    }
    Slot tmp[3 + 2 * MEMREF_MAX_RANK];   /* r may share the operand's slots */
    tmp[0].p = view;
    tmp[1].i = offset;
    tmp[2].i = rank;
    for (int i = 0; i < 2 * rank; i++) tmp[3 + i].i = words[i];
    memcpy(r, tmp, sizeof(Slot) * (size_t)(3 + 2 * rank));
    return ST_OK;
}

static Status h_struct_to_memref(Exec *ex, const Node *n, Slot *fr) {
    CastData *d = n->data;
    const Slot *s = fr + n->in[0];
    int64_t words[2 * MEMREF_MAX_RANK];
    for (int i = 0; i < 2 * d->rank; i++) words[i] = s[3 + i].i;
    return memref_from_descriptor(ex, n, d, s[1].u, s[2].i, d->rank, words, fr + n->out[0]);
}

/* An unranked memref's LLVM form is { rank, pointer to the ranked
 * descriptor } (MLIR's "LLVM IR Target" doc); the descriptor is read from
 * memory. */
static Status h_unranked_struct_to_memref(Exec *ex, const Node *n, Slot *fr) {
    CastData *d = n->data;
    int64_t rank = fr[n->in[0]].i;
    uint64_t desc = fr[n->in[0] + 1].u, aligned, offset, word;
    int64_t words[2 * MEMREF_MAX_RANK];
    if (rank < 0 || rank > MEMREF_MAX_RANK)
        return exec_ub(ex, n, UB_BOUNDS, "an unranked memref descriptor of rank %lld", (long long)rank);
    if (llvm_memory_ready(ex, n) || llvm_read_word(ex, n, desc + 8, &aligned) || llvm_read_word(ex, n, desc + 16, &offset))
        return ST_ERROR;
    for (int i = 0; i < 2 * rank; i++) {
        if (llvm_read_word(ex, n, desc + 24 + 8 * (uint64_t)i, &word)) return ST_ERROR;
        words[i] = (int64_t)word;
    }
    return memref_from_descriptor(ex, n, d, aligned, (int64_t)offset, (int)rank, words, fr + n->out[0]);
}

/* The other way: the ranked descriptor is written to a new stack
 * allocation of the running function, as memref.cast's lowering does. */
static Status h_memref_to_unranked_struct(Exec *ex, const Node *n, Slot *fr) {
    MemrefView v = memref_view(fr + n->in[0]);
    uint64_t address = 0, desc;
    int64_t bytes = 8 * (3 + 2 * (int64_t)v.rank);
    PointerTarget t;
    if (buffer_address(ex, n, v.buf, &address) || llvm_allocate(ex, n, bytes, 8, BUF_STACK, &desc) ||
        pointer_access(ex, n, desc, bytes, 8, ACCESS_WRITE, &t))
        return ST_ERROR;
    uint64_t words[3 + 2 * MEMREF_MAX_RANK] = {address, address, (uint64_t)v.offset};
    for (int i = 0; i < v.rank; i++) words[3 + i] = (uint64_t)v.sizes[i], words[3 + v.rank + i] = (uint64_t)v.strides[i];
    for (int i = 0; i < 3 + 2 * v.rank; i++) scalar_store_bytes(t.p + 8 * i, words[i], 8);
    buffer_drop_shadow(t.buf);
    fr[n->out[0]].i = v.rank;
    fr[n->out[0] + 1].u = desc;
    return ST_OK;
}

/* Whether member i of struct t is a pointer (of any address space: a
 * memref in memory space N has ptr<N> members) or the integer `i64`. */
static bool member_is(LlvmTypeText t, int i, bool pointer) {
    LlvmTypeText m;
    if (llvm_type_aggregate_member(t, i, &m) != 1) return false;
    return pointer ? llvm_type_is_pointer(m) : (m.len == 3 && strncmp(m.text, "i64", 3) == 0);
}

/* Whether t is the LLVM struct of a rank-`rank` descriptor. */
static bool is_descriptor_struct(const Type *t, int rank) {
    if (t->kind != TY_OPAQUE) return false;
    LlvmTypeText s = llvm_type_text(t->opaque);
    return member_is(s, 0, true) && member_is(s, 1, true) && member_is(s, 2, false) &&
           value_width(t) == memref_slots_for_rank(rank);
}

/* Whether t is the LLVM struct of an unranked descriptor: { i64, ptr }. */
static bool is_unranked_struct(const Type *t) {
    if (t->kind != TY_OPAQUE) return false;
    LlvmTypeText s = llvm_type_text(t->opaque);
    return member_is(s, 0, false) && member_is(s, 1, true) && value_width(t) == 2;
}

static bool prep_cast(LoadCtx *lc, Node *n) {
    if (n->nin != 1 || n->nout != 1)
        return load_fail(lc, n, "'builtin.unrealized_conversion_cast' of %d values to %d is not supported by affine-interp",
                         n->nin, n->nout);
    const Type *from = n->op->operands[0]->type, *to = n->op->results[0]->type;
    CastData *d = arena_alloc(lc->arena, sizeof *d);
    n->data = d;
    if (from->kind == TY_MEMREF && to->kind == TY_MEMREF && from->shaped.rank == to->shaped.rank &&
        scalar_kind_of(from).bytes == scalar_kind_of(to).bytes) {   /* static and dynamic sizes: one descriptor */
        n->aux = value_width(from);
        n->fn = h_same_slots;
        return true;
    }
    const Type *memref = from->kind == TY_MEMREF ? from : to->kind == TY_MEMREF ? to : NULL;
    if (memref && is_descriptor_struct(memref == from ? to : from, memref->shaped.rank)) {
        bool ok = true;
        d->rank = memref->shaped.rank;
        d->k = node_kind(lc, n, memref, &ok);
        n->fn = memref == from ? h_memref_to_struct : h_struct_to_memref;
        return ok;
    }
    const Type *unranked = from->kind == TY_UNRANKED_MEMREF ? from : to->kind == TY_UNRANKED_MEMREF ? to : NULL;
    const Type *other = unranked == from ? to : from;
    if (unranked && is_unranked_struct(other)) {
        bool ok = true;
        d->k = node_kind(lc, n, unranked, &ok);
        n->fn = unranked == from ? h_memref_to_unranked_struct : h_unranked_struct_to_memref;
        return ok;
    }
    bool scalars = from->kind != TY_MEMREF && from->kind != TY_UNRANKED_MEMREF && to->kind != TY_MEMREF &&
                   to->kind != TY_UNRANKED_MEMREF && value_width(from) == value_width(to) &&
                   (from->kind != TY_OPAQUE || llvm_type_slots(llvm_type_text(from->opaque)) > 0) &&
                   (to->kind != TY_OPAQUE || llvm_type_slots(llvm_type_text(to->opaque)) > 0);
    if (!scalars)
        return load_fail(lc, n, "'builtin.unrealized_conversion_cast' between these types is not supported by affine-interp");
    n->aux = value_width(from);
    n->fn = h_same_slots;
    return true;
}

static const OpEntry entries[] = {
    {OP_BUILTIN_UNREALIZED_CONVERSION_CAST, prep_cast},
};
OP_TABLE(llvm_descriptor_ops, entries);
