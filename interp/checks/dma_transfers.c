/* Transfers in flight (dma_transfers.h): their hazards to the accesses of
 * other ops, their completion and the end-of-scope checks. */
#include "dma_transfers.h"
#include "../core/report.h"
#include <stdio.h>
#include <stdlib.h>

const char *dma_side_name(const DmaTransfer *t, const DmaSide *s) { return s == &t->src ? "source" : "destination"; }
static Loc started_at(const DmaTransfer *t) { return ((const Node *)t->started_by)->op->loc; }

/* "[i, j]": the subscripts of element k of t on side s. */
const char *dma_subscripts_text(const DmaTransfer *t, const DmaSide *s, int64_t k, char *buf, size_t len) {
    int64_t idx[MEMREF_MAX_RANK];
    dma_position_indices(s, dma_position(t, s, k), idx);
    size_t at = 0;
    buf[at++] = '[';
    for (int d = 0; d < s->rank && at + 24 < len; d++)
        at += (size_t)snprintf(buf + at, len - at, "%s%lld", d ? ", " : "", (long long)idx[d]);
    snprintf(buf + at, len - at, "]");
    return buf;
}

void dma_note_transfer(Exec *ex, const DmaTransfer *t, const char *what) {
    exec_note(ex, started_at(t), "%s: %lld elements%s, tag element %lld", what, (long long)t->count,
              t->per_stride ? " in strided chunks" : "", (long long)t->tag_elem);
}

DmaTransfer **dma_find_inflight(Exec *ex, const Buffer *tag, int64_t elem) {
    for (DmaTransfer **p = &ex->dma.inflight; *p; p = &(*p)->next)
        if ((*p)->tag_buf == tag && (*p)->tag_elem == elem) return p;
    return NULL;
}

/* The transfer in flight whose source (or destination) holds element lin of b. */
const DmaTransfer *dma_inflight_holding(const Exec *ex, const Buffer *b, int64_t lin, bool as_destination,
                                           int64_t *k) {
    for (const DmaTransfer *t = ex->dma.inflight; t; t = t->next) {
        if (!t->marked) continue;
        *k = dma_find_element(t, as_destination ? &t->dst : &t->src, b, lin);
        if (*k >= 0) return t;
    }
    return NULL;
}

Status dma_hazard(Exec *ex, const Node *n, const Buffer *b, int64_t lin, bool is_write) {
    if (!exec_checks(ex, UB_DMA)) return ST_OK;
    int64_t k = -1;
    const DmaTransfer *t = dma_inflight_holding(ex, b, lin, true, &k);
    bool of_destination = t != NULL;
    if (!t) t = dma_inflight_holding(ex, b, lin, false, &k);
    exec_ub(ex, n, UB_DMA, "%s of an element that a DMA transfer in flight %s (before its dma_wait)",
            is_write ? "write" : "read", of_destination ? "writes" : "reads");
    if (t) {
        char sub[200];
        exec_note(ex, n->op->loc, "the element is element %lld of the transfer, at %s of its %s", (long long)k,
                  dma_subscripts_text(t, of_destination ? &t->dst : &t->src, k, sub, sizeof sub),
                  of_destination ? "destination" : "source");
        dma_note_transfer(ex, t, "the transfer was started here");
    }
    exec_help(ex, "wait for the transfer ('affine.dma_wait' on its tag element) before this %s, or %s other elements",
              is_write ? "write" : "read", is_write ? "write" : "read");
    return ST_ERROR;
}

void dma_complete(Exec *ex, DmaTransfer **link) {
    DmaTransfer *t = *link;
    ex->dma.elements += t->count - t->moved;
    dma_move(t, t->count);
    dma_unmark(t);
    *link = t->next;
    free(t);
}

Status dma_check_none_inflight(Exec *ex, const Node *at, const Buffer *buf, int call_depth) {
    for (DmaTransfer **link = &ex->dma.inflight; *link;) {
        DmaTransfer *t = *link;
        bool hit = buf ? (t->src.buf == buf || t->dst.buf == buf || t->tag_buf == buf) : t->call_depth >= call_depth;
        if (!hit) {
            link = &t->next;
            continue;
        }
        if (!exec_checks(ex, UB_DMA)) {   /* unchecked: the transfer completes now */
            dma_complete(ex, link);
            continue;
        }
        const char *role = !buf ? NULL : t->src.buf == buf ? "source" : t->dst.buf == buf ? "destination" : "tag";
        if (buf && buf->kind == BUF_STACK)
            exec_ub(ex, at, UB_DMA, "the scope of a 'memref.alloca' that a DMA transfer in flight uses as its %s ends "
                                    "(before its dma_wait)", role);
        else if (buf)
            exec_ub(ex, at, UB_DMA, "deallocation of a memref that a DMA transfer in flight uses as its %s (before its "
                                    "dma_wait)", role);
        else
            exec_ub(ex, at, UB_DMA, "function returns with a DMA transfer in flight (never waited for)");
        dma_note_transfer(ex, t, "the transfer was started here");
        if (buf && loc_known(buf->alloc_loc)) exec_note(ex, buf->alloc_loc, "the %s was allocated here", role);
        exec_help(ex, "wait for the transfer ('affine.dma_wait' on its tag element) before %s",
                  buf && buf->kind == BUF_STACK ? "the scope ends" : buf ? "the deallocation" : "the function returns");
        return ST_ERROR;
    }
    return ST_OK;
}

void dma_release_all(Exec *ex) {
    while (ex->dma.inflight) {
        DmaTransfer *t = ex->dma.inflight;
        ex->dma.inflight = t->next;
        free(t);
    }
}

