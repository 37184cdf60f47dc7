/* Race detection in parallel bands (see races.h). */
#include "races.h"
#include "exec.h"
#include <stdlib.h>
#include <string.h>

/* The state of element lin is nibble lin % 2 of byte lin / 2. */
enum { RUNNING = 1, WRITTEN = 2, EARLIER = 4, PLAIN = 8 };
#define BOTH(bits) ((unsigned char)((bits) | (bits) << 4))

void race_release_buffer(Buffer *b) {
    free(b->race_state), free(b->race_writer);
    b->race_state = b->race_writer = NULL;
}

void race_release(Exec *ex) {
    free(ex->race.log);
    free(ex->race.touched);
    ex->race.log = NULL;
    ex->race.touched = NULL;
    ex->race.log_len = ex->race.log_cap = ex->race.ntouched = ex->race.touched_cap = 0;
}

void race_band_begin(Exec *ex, const Node *band) {
    ex->race.band = band;
    ex->race.log_len = ex->race.ntouched = 0;
    ex->race.active = ex->tracking = true;
}

/* Every state byte the iteration touched: RUNNING becomes EARLIER in both
 * nibbles (RUNNING is only ever set by the running iteration). */
void race_next_iteration(Exec *ex) {
    for (size_t i = 0; i < ex->race.log_len; i++) {
        unsigned char s = *ex->race.log[i];
        unsigned char running = s & BOTH(RUNNING);
        *ex->race.log[i] = (unsigned char)((s & ~BOTH(RUNNING)) | (running << 2));
    }
    ex->race.log_len = 0;
}

void race_band_end(Exec *ex) {
    for (size_t i = 0; i < ex->race.ntouched; i++) {
        Buffer *b = ex->race.touched[i];
        if (b->race_state && b->race_hi >= b->race_lo)
            memset(b->race_state + b->race_lo / 2, 0, (size_t)(b->race_hi / 2 - b->race_lo / 2 + 1));
        b->race_lo = INT64_MAX, b->race_hi = -1;
    }
    ex->race.log_len = ex->race.ntouched = 0;
    ex->race.active = false;
    ex->tracking = ex->def.undefined_seen;
}

static Status race(Exec *ex, const Node *n, const char *what, const Node *writer) {
    exec_ub(ex, n, UB_RACE, "%s: two iterations of one '%s' band access this element and one writes it", what,
            ex->race.band ? ex->race.band->op->name : "affine.parallel");
    if (writer) exec_note(ex, writer->op->loc, "the other iteration wrote it here");
    if (ex->race.band) exec_note(ex, ex->race.band->op->loc, "the band whose iterations race");
    return ST_ERROR;
}

/* Index of a writing op in Exec.race.writers (0: too many to name). */
static unsigned char writer_index(Exec *ex, const Node *n) {
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

/* The buffer's records exist and it is on the band's list of buffers to clear. */
static bool records_for(Exec *ex, Buffer *b, bool is_write) {
    if (!b->race_state) {
        b->race_state = calloc((size_t)b->nelems / 2 + 1, 1);
        if (!b->race_state) return false;
        b->race_lo = INT64_MAX, b->race_hi = -1;
    }
    if (is_write && !b->race_writer && !(b->race_writer = calloc((size_t)b->nelems, 1))) return false;
    if (b->race_hi < b->race_lo) {      /* first touch in this band */
        if (!grow((void **)&ex->race.touched, &ex->race.touched_cap, ex->race.ntouched + 1, sizeof(Buffer *)))
            return false;
        ex->race.touched[ex->race.ntouched++] = b;
    }
    return true;
}

Status race_access(Exec *ex, const Node *n, Buffer *b, int64_t lin, RaceKind kind) {
    if (b->owner || lin < 0 || lin >= b->nelems) return ST_OK;    /* views: not tracked */
    bool is_write = kind != RACE_READ;
    if (!records_for(ex, b, is_write)) return exec_fail(ex, n, DIAG_CLASS_LIMIT, "out of memory recording races");
    unsigned char *byte = &b->race_state[lin / 2];
    int shift = (int)(lin & 1) * 4;
    unsigned s = (*byte >> shift) & 0xf;
    if (s & EARLIER) {
        if (kind == RACE_ATOMIC) {
            if (s & PLAIN)
                return race(ex, n, "atomic update of an element another iteration accessed without an atomic",
                            (s & WRITTEN) && b->race_writer ? ex->race.writers[b->race_writer[lin]] : NULL);
        } else if (s & WRITTEN) {
            return race(ex, n, is_write ? "write after a write of another iteration" : "read of an element another iteration wrote",
                        b->race_writer ? ex->race.writers[b->race_writer[lin]] : NULL);
        } else if (is_write) {
            return race(ex, n, "write of an element another iteration read", NULL);
        }
    }
    if (!(s & RUNNING)) {
        if (!grow((void **)&ex->race.log, &ex->race.log_cap, ex->race.log_len + 1, sizeof(unsigned char *)))
            return exec_fail(ex, n, DIAG_CLASS_LIMIT, "out of memory recording races");
        ex->race.log[ex->race.log_len++] = byte;
        s |= RUNNING;
    }
    if (kind != RACE_ATOMIC) s |= PLAIN;
    if (is_write) {
        s |= WRITTEN;
        b->race_writer[lin] = writer_index(ex, n);
    }
    *byte = (unsigned char)((*byte & ~(0xf << shift)) | s << shift);
    if (lin < b->race_lo) b->race_lo = lin;
    if (lin > b->race_hi) b->race_hi = lin;
    return ST_OK;
}
