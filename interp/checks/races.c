/* Race detection in parallel bands (see races.h). */
#include "races.h"
#include "../core/report.h"
#include <stdlib.h>
#include <string.h>

/* The state of element lin is nibble lin % 2 of byte lin / 2. */
enum { RUNNING = 1, WRITTEN = 2, EARLIER = 4, PLAIN = 8 };
#define BOTH(bits) ((unsigned char)((bits) | (bits) << 4))

void race_release_buffer(Buffer *b) {
    if (!b->races) return;
    free(b->races->writer);
    for (int l = 0; l < MAX_RACE_DEPTH; l++) free(b->races->level[l].state);
    free(b->races);
    b->races = NULL;
}

void race_release(Exec *ex) {
    for (int l = 0; l < MAX_RACE_DEPTH; l++) {
        RaceLevel *lv = &ex->race.levels[l];
        free(lv->log);
        free(lv->touched);
        *lv = (RaceLevel){0};
    }
    ex->race.depth = 0;
}

bool race_can_begin(const RaceState *r) { return r->depth < MAX_RACE_DEPTH; }

void race_band_begin(Exec *ex, const Node *band) {
    RaceLevel *lv = &ex->race.levels[ex->race.depth++];
    lv->band = band;
    lv->log_len = lv->ntouched = 0;
    ex->race.active = ex->tracking = true;
}

/* Every state byte the iteration touched at the innermost level: RUNNING
 * becomes EARLIER in both nibbles (RUNNING is only ever set by the
 * running iteration). */
void race_next_iteration(Exec *ex) {
    RaceLevel *lv = &ex->race.levels[ex->race.depth - 1];
    for (size_t i = 0; i < lv->log_len; i++) {
        unsigned char s = *lv->log[i];
        unsigned char running = s & BOTH(RUNNING);
        *lv->log[i] = (unsigned char)((s & ~BOTH(RUNNING)) | (running << 2));
    }
    lv->log_len = 0;
}

void race_band_end(Exec *ex) {
    int l = --ex->race.depth;
    RaceLevel *lv = &ex->race.levels[l];
    for (size_t i = 0; i < lv->ntouched; i++) {
        BufferRaces *r = lv->touched[i]->races;
        if (r->level[l].state && r->level[l].hi >= r->level[l].lo)
            memset(r->level[l].state + r->level[l].lo / 2, 0, (size_t)(r->level[l].hi / 2 - r->level[l].lo / 2 + 1));
        r->level[l].lo = INT64_MAX, r->level[l].hi = -1;
    }
    lv->log_len = lv->ntouched = 0;
    lv->band = NULL;
    if (ex->race.depth == 0) {
        ex->race.active = false;
        ex->tracking = ex->def.undefined_seen;
    }
}

/* The race at element lin of b (a buffer that owns its memory), seen at
 * `level`: the access, the other iteration's write (when one wrote), the
 * element and the band. */
static Status race(Exec *ex, const Node *n, int level, const Buffer *b, int64_t lin, const char *what,
                   const Node *writer) {
    const Node *band = ex->race.levels[level].band;
    exec_ub(ex, n, UB_RACE, "%s: two iterations of one '%s' band access this element and one writes it", what,
            band ? band->op->name : "affine.parallel");
    if (writer) exec_note(ex, writer->op->loc, "the other iteration wrote it here");
    if (loc_known(b->alloc_loc))
        exec_note(ex, b->alloc_loc, "on %s %lld (row-major, from 0) of the memory allocated here",
                  b->nviews && b->elem.bytes == 1 ? "byte" : "element", (long long)lin);
    if (band) exec_note(ex, band->op->loc, "the band whose iterations race");
    exec_help(ex, "give each iteration elements of its own, combine the values with the band's reductions or "
                  "'memref.atomic_rmw', or run the loop in order ('affine.for', 'scf.for')");
    return ST_ERROR;
}

/* Index of a writing op in Exec.race.writers (0: too many to name). */
static unsigned char writer_index(Exec *ex, const Node *n) {
    if (ex->race.nwriters && ex->race.writers[ex->race.nwriters] == n) return (unsigned char)ex->race.nwriters;
    for (int i = 1; i <= ex->race.nwriters; i++)
        if (ex->race.writers[i] == n) return (unsigned char)i;
    if (ex->race.nwriters >= MAX_RACE_WRITERS) return 0;
    ex->race.writers[++ex->race.nwriters] = n;
    return (unsigned char)ex->race.nwriters;
}

static bool grow(void **items, size_t *cap, size_t need, size_t size) {
    if (need <= *cap) return true;
    size_t c = *cap ? 2 * *cap : 256;
    void *p = realloc(*items, c * size);
    if (!p) return false;
    *items = p, *cap = c;
    return true;
}

/* The buffer's records at level l exist and it is on that band's list of
 * buffers to clear. */
static __attribute__((noinline)) bool records_for_slow(Exec *ex, Buffer *b, int l, bool is_write) {
    if (!b->races) {
        if (!(b->races = calloc(1, sizeof *b->races))) return false;
        for (int k = 0; k < MAX_RACE_DEPTH; k++) b->races->level[k].lo = INT64_MAX, b->races->level[k].hi = -1;
    }
    BufferRaces *r = b->races;
    if (!r->level[l].state && !(r->level[l].state = calloc((size_t)b->nelems / 2 + 1, 1))) return false;
    if (is_write && !r->writer && !(r->writer = calloc((size_t)b->nelems, 1))) return false;
    if (r->level[l].hi < r->level[l].lo) {      /* first touch in this band */
        RaceLevel *lv = &ex->race.levels[l];
        if (!grow((void **)&lv->touched, &lv->touched_cap, lv->ntouched + 1, sizeof(Buffer *))) return false;
        lv->touched[lv->ntouched++] = b;
    }
    return true;
}

static inline bool records_for(Exec *ex, Buffer *b, int l, bool is_write) {
    const BufferRaces *r = b->races;
    if (__builtin_expect(r && r->level[l].state && (!is_write || r->writer) && r->level[l].hi >= r->level[l].lo, 1))
        return true;
    return records_for_slow(ex, b, l, is_write);
}

/* The access of element lin of b (a buffer that owns its memory) at level l. */
static inline __attribute__((always_inline)) Status access_at_level(Exec *ex, const Node *n, Buffer *b, int64_t lin,
                                                                    RaceKind kind, int l) {
    bool is_write = kind != RACE_READ;
    if (!records_for(ex, b, l, is_write)) return exec_fail(ex, n, DIAG_CLASS_LIMIT, "out of memory recording races");
    BufferRaces *r = b->races;
    unsigned char *byte = &r->level[l].state[lin / 2];
    int shift = (int)(lin & 1) * 4;
    unsigned s = (*byte >> shift) & 0xf;
    if (__builtin_expect(s & EARLIER, 0)) {
        const Node *writer = r->writer && (s & WRITTEN) ? ex->race.writers[r->writer[lin]] : NULL;
        if (kind == RACE_ATOMIC) {
            if (s & PLAIN)
                return race(ex, n, l, b, lin, "atomic update of an element another iteration accessed without an atomic", writer);
        } else if (s & WRITTEN) {
            return race(ex, n, l, b, lin,
                        is_write ? "write after a write of another iteration" : "read of an element another iteration wrote", writer);
        } else if (is_write) {
            return race(ex, n, l, b, lin, "write of an element another iteration read", NULL);
        }
    }
    if (!(s & RUNNING)) {
        RaceLevel *lv = &ex->race.levels[l];
        if (!grow((void **)&lv->log, &lv->log_cap, lv->log_len + 1, sizeof(unsigned char *)))
            return exec_fail(ex, n, DIAG_CLASS_LIMIT, "out of memory recording races");
        lv->log[lv->log_len++] = byte;
        s |= RUNNING;
    }
    if (kind != RACE_ATOMIC) s |= PLAIN;
    if (is_write) s |= WRITTEN;
    *byte = (unsigned char)((*byte & ~(0xf << shift)) | s << shift);
    if (lin < r->level[l].lo) r->level[l].lo = lin;
    if (lin > r->level[l].hi) r->level[l].hi = lin;
    return ST_OK;
}

/* An access through a memref.view: the elements of its owner (i8: bytes)
 * its element covers. */
static __attribute__((noinline, cold)) Status view_access(Exec *ex, const Node *n, Buffer *b, int64_t lin, RaceKind kind) {
    Buffer *o = b->owner;
    int64_t first = (int64_t)(b->data - o->data) + lin * b->elem.bytes, last = first + b->elem.bytes - 1;
    for (int64_t e = first / o->elem.bytes; e <= last / o->elem.bytes; e++)
        if (race_access(ex, n, o, e, kind)) return ST_ERROR;
    return ST_OK;
}

/* Element lin, at every running level, the outermost first. */
Status race_access(Exec *ex, const Node *n, Buffer *b, int64_t lin, RaceKind kind) {
    if (__builtin_expect(b->owner != NULL, 0)) return view_access(ex, n, b, lin, kind);
    if ((uint64_t)lin >= (uint64_t)b->nelems) return ST_OK;   /* callers call only while a band runs (depth > 0) */
    if (__builtin_expect(ex->race.depth == 1, 1)) {   /* one band: level 0 alone */
        if (access_at_level(ex, n, b, lin, kind, 0)) return ST_ERROR;
    } else {
        for (int l = 0; l < ex->race.depth; l++)
            if (access_at_level(ex, n, b, lin, kind, l)) return ST_ERROR;
    }
    if (kind != RACE_READ) b->races->writer[lin] = writer_index(ex, n);
    return ST_OK;
}
