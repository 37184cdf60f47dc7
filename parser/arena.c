#include "arena.h"
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

struct ArenaChunk {
    ArenaChunk *next;
    size_t size;
    max_align_t pad[];
};

enum { ARENA_CHUNK = 64 * 1024 };

void arena_init(Arena *a) { memset(a, 0, sizeof *a); }

void arena_free(Arena *a) {
    ArenaChunk *c = a->head;
    while (c) {
        ArenaChunk *n = c->next;
        free(c);
        c = n;
    }
    memset(a, 0, sizeof *a);
}

void *arena_alloc(Arena *a, size_t n) {
    n = (n + 7) & ~(size_t)7;     /* the IR holds nothing wider than 8 bytes */
    if (n == 0) n = 8;
    if ((size_t)(a->end - a->cur) < n || !a->cur) {
        size_t size = n > ARENA_CHUNK / 4 ? n : ARENA_CHUNK;
        ArenaChunk *c = malloc(sizeof(ArenaChunk) + size + 16);
        if (!c) return NULL;
        a->total += sizeof(ArenaChunk) + size + 16;
        char *base = (char *)c->pad;
        uintptr_t p = ((uintptr_t)base + 15) & ~(uintptr_t)15;
        if (n > ARENA_CHUNK / 4 && a->head) {
            /* big block: own chunk behind the head, keep the current one */
            c->next = a->head->next;
            a->head->next = c;
            c->size = size;
            memset((void *)p, 0, n);
            return (void *)p;
        }
        c->next = a->head;
        c->size = size;
        a->head = c;
        a->cur = (char *)p;
        a->end = base + size + 16;
    }
    void *r = a->cur;
    a->cur += n;
    memset(r, 0, n);
    return r;
}

void *arena_memdup(Arena *a, const void *p, size_t n) {
    if (!p || n == 0) return NULL;
    void *r = arena_alloc(a, n);
    if (r && n) memcpy(r, p, n);
    return r;
}

char *arena_strndup(Arena *a, const char *s, size_t n) {
    char *r = arena_alloc(a, n + 1);
    if (!r) return NULL;
    memcpy(r, s, n);
    r[n] = 0;
    return r;
}

char *arena_strdup(Arena *a, const char *s) { return arena_strndup(a, s, strlen(s)); }

void vec_init_buf(Vec *v, void *buf, size_t cap, size_t elem) {
    v->data = buf;
    v->len = 0;
    v->cap = cap;
    v->elem = elem;
    v->borrowed = true;
}

int vec_push(Vec *v, const void *elem) {
    if (v->len == v->cap) {
        size_t nc = v->cap ? v->cap * 2 : 8;
        void *nd = v->borrowed ? malloc(nc * v->elem) : realloc(v->data, nc * v->elem);
        if (!nd) return 0;
        if (v->borrowed && v->len) memcpy(nd, v->data, v->len * v->elem);
        v->borrowed = false;
        v->data = nd;
        v->cap = nc;
    }
    memcpy((char *)v->data + v->len * v->elem, elem, v->elem);
    v->len++;
    return 1;
}

void *vec_freeze(Vec *v, Arena *a) {
    void *r = v->len ? arena_memdup(a, v->data, v->len * v->elem) : NULL;
    if (!v->borrowed) free(v->data);
    v->data = NULL;
    v->cap = 0;
    v->borrowed = false;
    return r;
}

void vec_release(Vec *v) {
    if (v->data && !v->borrowed) free(v->data);
    v->data = NULL;
    v->len = v->cap = 0;
    v->borrowed = false;
}

ArenaMark arena_mark(const Arena *a) {
    ArenaMark m = {a->head, a->cur};
    return m;
}

void arena_rollback(Arena *a, ArenaMark m) {
    if (a->head == m.head && m.cur && m.cur <= a->cur) a->cur = m.cur;
}
