/* What the handlers of the LLVM dialect's memory share
 * (ops_llvm_memory.c, ops_llvm_masked.c, llvm_runtime.c). */
#ifndef AI_LLVM_MEMORY_H
#define AI_LLVM_MEMORY_H
#include "../core/engine.h"

/* Gives the program's llvm.mlir.global their run buffers at their
 * addresses (the first time a run touches the flat memory). */
Status llvm_place_globals(Exec *ex, const Node *n);
static inline Status llvm_memory_ready(Exec *ex, const Node *n) {
    return __builtin_expect(ex->addresses.globals_placed, 1) ? ST_OK : llvm_place_globals(ex, n);
}
/* A new allocation of `bytes` (uninitialized unless kind is BUF_GLOBAL)
 * aligned to align: its address in *address. */
Status llvm_allocate(Exec *ex, const Node *n, int64_t bytes, int64_t align, BufferKind kind, uint64_t *address);
/* An undefined pointer operand is observed (its dereference is undefined
 * behaviour): the error while tracking. */
Status llvm_observe_pointer(Exec *ex, const Node *n, const Slot *fr, int operand);
/* The same for lane l of a vector of pointers. */
Status llvm_observe_pointer_lane(Exec *ex, const Node *n, const Slot *fr, int operand, int lane);
/* An i64 or a pointer of a memref descriptor in memory (8 bytes at
 * address): checked as a read, and it must be defined. */
Status llvm_read_word(Exec *ex, const Node *n, uint64_t address, uint64_t *out);
/* Moves len bytes from s to d with their definedness (both ranges checked
 * as a read and a write); overlapping ranges are UB unless may_overlap. */
Status llvm_move_bytes(Exec *ex, const Node *n, uint64_t d, uint64_t s, int64_t len, bool may_overlap);
#endif
