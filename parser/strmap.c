#include "strmap.h"
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

/* Eight bytes per step (the intern tables' keys are tens of bytes long),
 * each mixed by a multiply and a shift; 0 is kept for "no hash". */
static unsigned hash_bytes(const char *s, int n) {
    uint64_t h = 0x243F6A8885A308D3u ^ (uint64_t)n, w;
    for (; n >= 8; s += 8, n -= 8) {
        memcpy(&w, s, 8);
        h = (h ^ w) * 0x9E3779B97F4A7C15u;
        h ^= h >> 29;
    }
    if (n > 0) {
        /* the tail in fixed-size pieces: a memcpy of a variable length is a call */
        uint32_t w4 = 0;
        uint16_t w2 = 0;
        int k = 0;
        w = 0;
        if (n & 4) {
            memcpy(&w4, s, 4);
            w = w4;
            k = 4;
        }
        if (n & 2) {
            memcpy(&w2, s + k, 2);
            w |= (uint64_t)w2 << (8 * k);
            k += 2;
        }
        if (n & 1) w |= (uint64_t)(unsigned char)s[k] << (8 * k);
        h = (h ^ w) * 0x9E3779B97F4A7C15u;
        h ^= h >> 29;
    }
    h *= 0xBF58476D1CE4E5B9u;
    h ^= h >> 32;
    return (unsigned)h ? (unsigned)h : 1;
}

void strmap_init(StrMap *m) { memset(m, 0, sizeof *m); }

void strmap_free(StrMap *m) {
    free(m->slots);
    memset(m, 0, sizeof *m);
}

/* Most keys are short (SSA names): eight bytes a step beats a call to memcmp. */
static inline bool same_bytes(const char *a, const char *b, int n) {
    uint64_t x, y;
    for (; n >= 8; a += 8, b += 8, n -= 8) {
        memcpy(&x, a, 8);
        memcpy(&y, b, 8);
        if (x != y) return false;
    }
    for (int i = 0; i < n; i++)
        if (a[i] != b[i]) return false;
    return true;
}

static StrMapEntry *find(const StrMap *m, const char *key, int len, unsigned h) {
    size_t mask = m->cap - 1;
    for (size_t i = h & mask;; i = (i + 1) & mask) {
        StrMapEntry *e = &m->slots[i];
        if (!e->key) return e;
        if (e->hash == h && e->len == len && same_bytes(e->key, key, len)) return e;
    }
}

void *strmap_get(const StrMap *m, const char *key, int len) {
    if (!m->cap) return NULL;
    StrMapEntry *e = find(m, key, len, hash_bytes(key, len));
    return e->key ? e->value : NULL;
}

static bool grow(StrMap *m) {
    size_t ncap = m->cap ? m->cap * 2 : 64;
    StrMapEntry *old = m->slots;
    size_t ocap = m->cap;
    m->slots = calloc(ncap, sizeof *m->slots);
    if (!m->slots) {
        m->slots = old;
        return false;
    }
    m->cap = ncap;
    for (size_t i = 0; i < ocap; i++)
        if (old[i].key) *find(m, old[i].key, old[i].len, old[i].hash) = old[i];
    free(old);
    return true;
}

void **strmap_slot(StrMap *m, const char *key, int len) {
    if ((m->count + 1) * 4 >= m->cap * 3 && !grow(m)) return NULL;
    unsigned h = hash_bytes(key, len);
    StrMapEntry *e = find(m, key, len, h);
    if (!e->key) {
        e->key = key;
        e->len = len;
        e->hash = h;
        e->value = NULL;
        m->count++;
    }
    return &e->value;
}

bool strmap_put(StrMap *m, const char *key, int len, void *value) {
    void **slot = strmap_slot(m, key, len);
    if (!slot) return false;
    *slot = value;
    return true;
}
