/* Race detection in affine.parallel bands (see races.h). */
#include "races.h"
#include "options.h"
#include <stdlib.h>

enum { SEVERAL_READERS = -1 };

static bool allocate_records(Buffer *b) {
    if (b->race_writer) return true;
    b->race_writer = calloc((size_t)b->nelems + 1, sizeof(int64_t));
    b->race_reader = calloc((size_t)b->nelems + 1, sizeof(int64_t));
    b->race_writer_node = calloc((size_t)b->nelems + 1, sizeof(const void *));
    if (!b->race_writer || !b->race_reader || !b->race_writer_node) {
        free(b->race_writer), free(b->race_reader), free(b->race_writer_node);
        b->race_writer = b->race_reader = NULL;
        b->race_writer_node = NULL;
        return false;
    }
    return true;
}

static Status race(Exec *ex, const Node *n, const char *what, const void *other) {
    exec_ub(ex, n, UB_RACE, "%s: two iterations of one 'affine.parallel' band access this element and one writes it",
            what);
    if (other) exec_note(ex, ((const Node *)other)->op->loc, "the other iteration wrote it here");
    if (ex->race_band) exec_note(ex, ex->race_band->op->loc, "the band whose iterations race");
    return ST_ERROR;
}

Status race_access(Exec *ex, const Node *n, Buffer *b, int64_t lin, bool is_write) {
    if (b->owner) b = b->owner, lin = -1;   /* views: not tracked */
    if (lin < 0 || !allocate_records(b)) return ST_OK;
    int64_t me = ex->race_iter, start = ex->race_band_start;
    int64_t w = b->race_writer[lin], r = b->race_reader[lin];
    if (w >= start && w != me)
        return race(ex, n, is_write ? "write after a write of another iteration" : "read of an element another iteration wrote",
                    b->race_writer_node[lin]);
    if (is_write) {
        if (r == SEVERAL_READERS || (r >= start && r != me))
            return race(ex, n, "write of an element another iteration read", NULL);
        b->race_writer[lin] = me;
        b->race_writer_node[lin] = n;
    } else if (r < start) {
        b->race_reader[lin] = me;
    } else if (r != me) {
        b->race_reader[lin] = SEVERAL_READERS;
    }
    return ST_OK;
}
