/* Element access through a memref descriptor, with the checks that stay on:
 * the buffer is live, and each index lies within its dimension (seed 001:
 * an access out of bounds is undefined behaviour). */
#ifndef AI_ACCESS_H
#define AI_ACCESS_H
#include "../core/engine.h"
#include "definedness.h"
#include "dma_transfers.h"
#include "races.h"
#include "dependences.h"

Status access_out_of_bounds(Exec *ex, const Node *n, MemrefView v, const int64_t *idx, int dim);
Status access_dead_buffer(Exec *ex, const Node *n, const Buffer *b);
/* The notes of a dead buffer: where it was allocated and where its lifetime ended. */
void access_note_lifetime(Exec *ex, const Buffer *b);
/* The second of them alone: where its lifetime ended (nothing while it lives). */
void access_note_end_of_life(Exec *ex, const Buffer *b);
/* Whether every element of view v lies in its buffer (a cast view, or a
 * layout whose offsets go below 0, may leave it). */
bool access_view_within_buffer(MemrefView v);

/* Address of element idx[] of the memref at desc, or ST_ERROR. */
static inline Status access_element(Exec *ex, const Node *n, const Slot *desc, const int64_t *idx, unsigned char **out) {
    MemrefView v = memref_view(desc);
    int64_t lin = v.offset;
    *out = NULL;
    for (int d = 0; d < v.rank; d++) {
        if ((uint64_t)idx[d] >= (uint64_t)v.sizes[d]) return access_out_of_bounds(ex, n, v, idx, d);
        lin += idx[d] * v.strides[d];
    }
    if ((uint64_t)lin >= (uint64_t)v.buf->live_nelems) return access_dead_buffer(ex, n, v.buf);
    *out = v.buf->data + lin * v.buf->elem.bytes;
    return ST_OK;
}

/* DMA hazards (dma_transfers.h): an access to element lin of b while a transfer
 * in flight writes it (any access) or reads it (a write).  The test costs
 * one pointer compare while no transfer in flight touches b. */
static inline Status access_dma_read(Exec *ex, const Node *n, const Buffer *b, int64_t lin) {
    if (__builtin_expect(b->dma_marks != NULL, 0) && (b->dma_marks[lin] & DMA_MARK_WRITE))
        return dma_hazard(ex, n, b, lin, false);
    return ST_OK;
}
static inline Status access_dma_write(Exec *ex, const Node *n, const Buffer *b, int64_t lin) {
    if (__builtin_expect(b->dma_marks != NULL, 0) && b->dma_marks[lin]) return dma_hazard(ex, n, b, lin, true);
    return ST_OK;
}

/* ---------------------------------------------------- the access hook
 * Every access of one element of memory, whatever the op (scalar, vector
 * lane, masked, gather/scatter, transfer, atomic, copy, DMA), after
 * bounds and lifetime (access_element above), runs these checks in this
 * one order:
 *
 *   1. DMA hazards (dma_transfers.h): a transfer in flight writes the element
 *      (any access), or reads it (a write);
 *   2. races (races.h): another iteration of the running parallel band
 *      accessed the element and one of the two writes;
 *   3. the dependence profile (--dependences, dependences.h) records it.
 *
 * Definedness comes after, in the callers: a read takes the element's, a
 * write gives it the stored value's (lane_read, lane_writing below).  The
 * test while nothing watches the buffer and no band runs: two loads and
 * a branch.  The scalar affine/memref load and store keep a faster split
 * of the same order: races in their tracked handlers (a band makes the
 * run track), the rest when the buffer is watched. */
typedef enum { ACCESS_READ = RACE_READ, ACCESS_WRITE = RACE_WRITE, ACCESS_ATOMIC = RACE_ATOMIC } AccessKind;

Status access_checks_slow(Exec *ex, const Node *n, Buffer *b, int64_t lin, AccessKind kind);
static inline Status access_checks(Exec *ex, const Node *n, Buffer *b, int64_t lin, AccessKind kind) {
    if (__builtin_expect(!b->watched && !ex->race.active, 1)) return ST_OK;
    return access_checks_slow(ex, n, b, lin, kind);
}

/* A lane of a vector access read the element at p of b into out_slot. */
static inline Status lane_read(Exec *ex, const Node *n, Slot *fr, Buffer *b, const unsigned char *p, int out_slot) {
    if (__builtin_expect(!b->watched && !ex->race.active, 1)) return ST_OK;
    int64_t e = (int64_t)(p - b->data) / b->elem.bytes;
    if (access_checks_slow(ex, n, b, e, ACCESS_READ)) return ST_ERROR;
    return buffer_is_undefined(b, e) ? definedness_undefined_load(ex, n, fr, b, e, out_slot) : ST_OK;
}
/* A lane of a vector access is about to write the value in slot `value`
 * at p of b (after the access checks): the element takes the value's
 * definedness (a poison lane stored stays poison in memory). */
static inline Status lane_writing(Exec *ex, const Node *n, const Slot *fr, int value, Buffer *b, const unsigned char *p) {
    if (__builtin_expect(!b->watched && !ex->tracking, 1)) return ST_OK;
    int64_t e = (int64_t)(p - b->data) / b->elem.bytes;
    if (access_checks_slow(ex, n, b, e, ACCESS_WRITE)) return ST_ERROR;
    unsigned char k = ex->tracking ? slot_undefined(fr, value) : 0;
    if (k || b->shadow) buffer_set_shadow(b, e, k);
    return ST_OK;
}

/* Race checks (races.h) alone: the scalar tracked handlers' part of the
 * hook, while a band runs. */
static inline Status race_check(Exec *ex, const Node *n, Buffer *b, int64_t lin, AccessKind kind) {
    return ex->race.active ? race_access(ex, n, b, lin, (RaceKind)kind) : ST_OK;
}

/* --dependences (dependences.h): records the access of element lin of b
 * by n; one test of a pointer while the profile is off. */
static inline Status dep_check(Exec *ex, const Node *n, const Buffer *b, int64_t lin, bool is_write) {
    return __builtin_expect(ex->deps != NULL, 0) ? dep_access(ex, n, b, lin, is_write) : ST_OK;
}

/* An integer list attribute (attr_int_list_len in parser/ir.h), with no
 * list counting as empty. */
static inline int attr_int_count(const Attr *a) {
    int n = attr_int_list_len(a);
    return n < 0 ? 0 : n;
}
static inline int64_t attr_int_at(const Attr *a, int i) { return attr_int_list_at(a, i); }
#endif
