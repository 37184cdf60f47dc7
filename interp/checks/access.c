/* Diagnostics of element accesses (see access.h). */
#include "access.h"
#include "../core/report.h"
#include <stdio.h>
#include <string.h>

static void format_indices(char *buf, size_t cap, const int64_t *v, int n) {
    size_t at = 0;
    buf[0] = 0;
    at += (size_t)snprintf(buf + at, cap - at, "[");
    for (int i = 0; i < n && at < cap; i++)
        at += (size_t)snprintf(buf + at, cap - at, "%s%lld", i ? ", " : "", (long long)v[i]);
    if (at < cap) snprintf(buf + at, cap - at, "]");
}

Status access_out_of_bounds(Exec *ex, const Node *n, MemrefView v, const int64_t *idx, int dim) {
    char ib[256], sb[256];
    format_indices(ib, sizeof ib, idx, v.rank);
    format_indices(sb, sizeof sb, v.sizes, v.rank);
    exec_ub(ex, n, UB_BOUNDS, "out-of-bounds access: index %lld of dimension %d is outside [0, %lld)",
              (long long)idx[dim], dim, (long long)v.sizes[dim]);
    exec_note(ex, n->op->loc, "indices %s, memref sizes %s", ib, sb);
    if (loc_known(v.buf->alloc_loc)) exec_note(ex, v.buf->alloc_loc, "the memref was allocated here");
    return ST_ERROR;
}

void access_note_end_of_life(Exec *ex, const Buffer *b) {
    const Buffer *mem = b->owner ? b->owner : b;
    if (loc_known(mem->free_loc))
        exec_note(ex, mem->free_loc, mem->kind == BUF_STACK ? "its scope ended here" : "it was deallocated here");
}

void access_note_lifetime(Exec *ex, const Buffer *b) {
    if (loc_known(b->alloc_loc)) exec_note(ex, b->alloc_loc, "the memref was allocated here");
    access_note_end_of_life(ex, b);
}

Status access_dead_buffer(Exec *ex, const Node *n, const Buffer *b) {
    if (b->freed) {
        const Buffer *mem = b->owner ? b->owner : b;
        if (mem->kind == BUF_STACK)
            exec_ub(ex, n, UB_LIFETIME,
                    "use of a 'memref.alloca' after its scope ended (the function or 'memref.alloca_scope' that "
                    "allocated it has returned)");
        else
            exec_ub(ex, n, UB_LIFETIME, "use of memory after it was deallocated");
        access_note_lifetime(ex, b);
        exec_help(ex, mem->kind == BUF_STACK ? "allocate it in a scope that lasts until its last use"
                                             : "deallocate it after its last use");
        return ST_ERROR;
    }
    exec_ub(ex, n, UB_BOUNDS, "access outside the underlying allocation (the view's offset and strides leave it)");
    if (loc_known(b->alloc_loc)) exec_note(ex, b->alloc_loc, "the memref was allocated here");
    return ST_ERROR;
}

/* Whether every element of a view lies in its buffer (a cast view may
 * leave it; nothing is read until the view is observed). */
bool access_view_within_buffer(MemrefView v) {
    int64_t lo = v.offset, hi = v.offset;
    for (int d = 0; d < v.rank; d++) {
        if (v.sizes[d] == 0) return true;   /* no elements */
        int64_t reach;
        if (__builtin_mul_overflow(v.sizes[d] - 1, v.strides[d], &reach) ||
            __builtin_add_overflow(reach < 0 ? lo : hi, reach, reach < 0 ? &lo : &hi))
            return false;   /* beyond any allocation */
    }
    return lo >= 0 && hi < v.buf->live_nelems;
}

Status access_checks_slow(Exec *ex, const Node *n, Buffer *b, int64_t lin, AccessKind kind) {
    if (kind == ACCESS_READ ? access_dma_read(ex, n, b, lin) : access_dma_write(ex, n, b, lin)) return ST_ERROR;
    if (ex->race.active && race_access(ex, n, b, lin, (RaceKind)kind)) return ST_ERROR;
    return dep_check(ex, n, b, lin, kind != ACCESS_READ);
}
