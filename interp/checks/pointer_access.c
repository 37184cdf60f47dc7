/* See pointer_access.h. */
#include "pointer_access.h"
#include "../core/report.h"

Buffer *pointer_allocation(Exec *ex, uint64_t address) {
    Buffer *b = address_map_find(&ex->addresses, address);
    return b && address - b->address <= (uint64_t)buffer_bytes(b) ? b : NULL;
}

static const char *verb(AccessKind kind) { return kind == ACCESS_READ ? "reads" : "writes"; }

static void note_allocation(Exec *ex, const Buffer *b) {
    if (loc_known(b->alloc_loc)) exec_note(ex, b->alloc_loc, "the memory was allocated here");
}

static Status outside(Exec *ex, const Node *n, uint64_t address, int64_t size, AccessKind kind) {
    if (address == 0)
        return exec_ub(ex, n, UB_BOUNDS, "'%s' %s %lld bytes through a null pointer", n->op->name, verb(kind),
                       (long long)size);
    Buffer *b = address_map_find(&ex->addresses, address);
    if (!b || address - b->address > (uint64_t)buffer_bytes(b) + ADDRESS_GAP / 2)
        return exec_ub(ex, n, UB_BOUNDS, "'%s' %s %lld bytes at address 0x%llx, which no allocation holds",
                       n->op->name, verb(kind), (long long)size, (unsigned long long)address);
    exec_ub(ex, n, UB_BOUNDS, "'%s' %s %lld bytes at offset %lld of a %lld-byte allocation: past its end",
            n->op->name, verb(kind), (long long)size, (long long)(address - b->address), (long long)buffer_bytes(b));
    note_allocation(ex, b);
    return ST_ERROR;
}

static Status dead(Exec *ex, const Node *n, const Buffer *b, AccessKind kind) {
    if (b->kind == BUF_STACK)
        exec_ub(ex, n, UB_LIFETIME, "'%s' %s memory of an 'llvm.alloca' whose function has returned (or whose stack was restored)",
                n->op->name, verb(kind));
    else
        exec_ub(ex, n, UB_LIFETIME, "'%s' %s memory after it was freed", n->op->name, verb(kind));
    note_allocation(ex, b);
    if (loc_known(b->free_loc))
        exec_note(ex, b->free_loc, b->kind == BUF_STACK ? "its stack ended here" : "it was freed here");
    return ST_ERROR;
}

Status pointer_access(Exec *ex, const Node *n, uint64_t address, int64_t size, int64_t align, AccessKind kind,
                      PointerTarget *t) {
    Buffer *b = address_map_find(&ex->addresses, address);
    uint64_t off = b ? address - b->address : 0;
    if (!b || off > (uint64_t)buffer_bytes(b) || (uint64_t)size > (uint64_t)buffer_bytes(b) - off) {
        if (b && b->freed && off <= (uint64_t)buffer_bytes(b)) return dead(ex, n, b, kind);
        return outside(ex, n, address, size, kind);
    }
    if (b->freed) return dead(ex, n, b, kind);
    if (align > 1 && (address & (uint64_t)(align - 1)))
        return exec_ub(ex, n, UB_IMMEDIATE, "'%s' at address 0x%llx, which is not aligned to the %lld bytes it promises",
                       n->op->name, (unsigned long long)address, (long long)align);
    if (kind != ACCESS_READ && b->read_only) {
        exec_ub(ex, n, UB_IMMEDIATE, "'%s' writes to a constant global", n->op->name);
        note_allocation(ex, b);
        return ST_ERROR;
    }
    t->buf = b;
    t->offset = (int64_t)off;
    t->p = b->data + off;
    if (__builtin_expect(!b->watched && !ex->race.active, 1) || size == 0) return ST_OK;
    for (int64_t e = t->offset / b->elem.bytes, last = (t->offset + size - 1) / b->elem.bytes; e <= last; e++)
        if (access_checks_slow(ex, n, b, e, kind)) return ST_ERROR;
    return ST_OK;
}

Status pointer_read_definedness(Exec *ex, const Node *n, Slot *fr, const PointerTarget *t, int64_t size, int out_slot) {
    const Buffer *b = t->buf;
    if (__builtin_expect(b->shadow == NULL, 1) || size == 0) return ST_OK;
    for (int64_t e = t->offset / b->elem.bytes, last = (t->offset + size - 1) / b->elem.bytes; e <= last; e++)
        if (buffer_is_undefined(b, e)) return definedness_undefined_load(ex, n, fr, b, e, out_slot);
    return ST_OK;
}

void pointer_write_definedness(Exec *ex, const Slot *fr, int value, const PointerTarget *t, int64_t size) {
    Buffer *b = t->buf;
    unsigned char k = ex->tracking ? slot_undefined(fr, value) : 0;
    if ((!k && !b->shadow) || size == 0) return;
    for (int64_t e = t->offset / b->elem.bytes, last = (t->offset + size - 1) / b->elem.bytes; e <= last; e++)
        buffer_set_shadow(b, e, k);
}
