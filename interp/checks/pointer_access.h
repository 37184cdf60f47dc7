/* Accesses through an LLVM pointer (llvm.load, llvm.store, the masked and
 * gathered intrinsics, memcpy, memset, the runner reading a descriptor):
 * the address is resolved in the run's flat memory (core/address_map.h)
 * to a buffer and a byte offset, and the access is checked as LLVM's
 * LangRef states it ("load", "store": undefined behaviour when the pointer
 * does not point into a live allocation large enough, or is not aligned
 * as the op says):
 *
 *   1. null, or an address no allocation holds;
 *   2. an allocation that was freed (or whose function returned);
 *   3. bytes past its end;
 *   4. the address not a multiple of the op's alignment;
 *   5. a store to a constant global;
 *
 * then every element the bytes touch goes through the access hook
 * (access.h: DMA hazards, races, the dependence profile), so an LLVM
 * access is checked as a memref access is.  Definedness follows the bytes:
 * a read takes the definedness of what it reads, a write gives its bytes
 * that of the value written. */
#ifndef AI_POINTER_ACCESS_H
#define AI_POINTER_ACCESS_H
#include "access.h"

typedef struct PointerTarget {
    Buffer *buf;
    int64_t offset;        /* bytes from the buffer's start */
    unsigned char *p;      /* buf->data + offset */
} PointerTarget;

/* Checks 1 to 5 and the hook for an access of `size` bytes at `address`
 * (align: the alignment the op promises, 1 for none). */
Status pointer_access(Exec *ex, const Node *n, uint64_t address, int64_t size, int64_t align, AccessKind kind,
                      PointerTarget *t);

/* The allocation holding address (one past its end counts, as LLVM's
 * inbounds does), live or freed; NULL for none. */
Buffer *pointer_allocation(Exec *ex, uint64_t address);

/* A read of `size` bytes at t into the value slot out_slot: when one of
 * them is undefined, out_slot takes its origin (definedness.h). */
Status pointer_read_definedness(Exec *ex, const Node *n, Slot *fr, const PointerTarget *t, int64_t size, int out_slot);
/* A write of `size` bytes at t of the value in slot `value`: the bytes
 * take its definedness. */
void pointer_write_definedness(Exec *ex, const Slot *fr, int value, const PointerTarget *t, int64_t size);
#endif
