/* The LLVM dialect's flat memory: where each allocation a pointer can name
 * sits in one 64-bit address space (LLVM LangRef, "Memory Model").  A
 * pointer value is its address (Slot.u; ptrtoint is the identity); the
 * map finds the buffer an address falls in.  Allocations get increasing
 * addresses that are never reused, with a gap after each, so a pointer
 * one past the end of one allocation is never inside the next one and an
 * address of freed memory still names the freed buffer (a use after free
 * is told apart from a wild access).
 *
 *   0                       null
 *   LLVM_GLOBALS_BASE ..    the program's llvm.mlir.global (engine.h)
 *   ADDRESS_RUN_BASE ..     alloca, malloc and aligned_alloc of a run
 *
 * The run's state (Exec.addresses); kept apart from the checker that reads
 * it (checks/pointer_access.h) so engine.h embeds it. */
#ifndef AI_ADDRESS_MAP_H
#define AI_ADDRESS_MAP_H
#include <stdbool.h>
#include <stdint.h>
#include "../../semantics/memref.h"

#define ADDRESS_RUN_BASE ((uint64_t)1 << 32)
/* bytes left free after every allocation */
#define ADDRESS_GAP 64

typedef struct AddressMap {
    Buffer **by_address;   /* buffers with an address, in increasing address order */
    int n, cap;
    uint64_t next;         /* the lowest address a new allocation may take (0: ADDRESS_RUN_BASE) */
    int last;              /* the index address_map_find returned last: most lookups hit it again */
    bool globals_placed;   /* the program's llvm.mlir.global have their run buffers */
} AddressMap;

/* The bytes of buffer b. */
static inline int64_t buffer_bytes(const Buffer *b) { return b->nelems * (int64_t)b->elem.bytes; }

/* An address for an allocation of `bytes` aligned to `align` (a power of
 * two); the map's next free address moves past it and its gap. */
uint64_t address_map_reserve(AddressMap *m, int64_t bytes, int64_t align);
/* Enters b (b->address set) in the map; false when out of memory. */
bool address_map_add(AddressMap *m, Buffer *b);
/* The buffer with the highest address <= a (NULL: none); whether a lies
 * within it is the caller's test. */
Buffer *address_map_search(AddressMap *m, uint64_t a);
static inline Buffer *address_map_find(AddressMap *m, uint64_t a) {
    if (m->last < m->n) {
        Buffer *b = m->by_address[m->last];
        if (a >= b->address && (m->last + 1 == m->n || a < m->by_address[m->last + 1]->address)) return b;
    }
    return address_map_search(m, a);
}
void address_map_release(AddressMap *m);
#endif
