/* See chunk.h. */
#include "chunk.h"
#include "../../parser/parse.h"
#include "../../semantics/verify.h"
#include <string.h>

static const char split_marker[] = "// -----";
enum { MARKER_LEN = sizeof split_marker - 1 };

/* Sets c->end and c->next from c->begin: the chunk ends at the next marker
 * (anywhere on a line, as mlir-opt looks for it). */
static void find_end(const SourceFile *src, bool split, Chunk *c) {
    const char *end = src->text + src->len;
    c->end = end;
    c->next = NULL;
    if (!split) return;
    for (const char *p = c->begin; p + MARKER_LEN <= end; p++) {
        p = memchr(p, '/', (size_t)(end - p));
        if (!p || p + MARKER_LEN > end) break;
        if (memcmp(p, split_marker, MARKER_LEN) == 0) {
            c->end = p;
            c->next = p + MARKER_LEN;
            return;
        }
    }
}

void chunk_first(const SourceFile *src, bool split, Chunk *c) {
    c->begin = src->text;
    c->line = 1;
    find_end(src, split, c);
}

bool chunk_next(const SourceFile *src, Chunk *c) {
    if (!c->next) return false;
    /* counted from the previous chunk's start: splitting stays linear */
    for (const char *p = c->begin; (p = memchr(p, '\n', (size_t)(c->next - p))) != NULL; p++) c->line++;
    c->begin = c->next;
    find_end(src, true, c);
    return true;
}

int chunk_count(const SourceFile *src, bool split) {
    Chunk c;
    chunk_first(src, split, &c);
    int n = 1;
    while (chunk_next(src, &c)) n++;
    return n;
}

Module *chunk_parse(const SourceFile *src, const Chunk *c, bool legacy_syntax, Diag **err) {
    *err = NULL;
    Module *m = parse_module_with(src, c->begin, c->end, c->line, legacy_syntax ? PARSE_LEGACY_SYNTAX : 0, err);
    if (!m) return NULL;
    /* as MLIR's verifier: an op's own rules are met before the enclosing
     * block's terminator is checked (verify_module reports them first) */
    *err = verify_module(m);
    if (*err) {
        module_free(m);
        return NULL;
    }
    return m;
}
