/* A string-keyed hash map (open addressing); keys are borrowed slices that
 * must outlive the map (the source buffer or the arena).  Used at load time
 * only (aliases, SSA names, symbols), never by the engine's hot loop. */
#ifndef AI_STRMAP_H
#define AI_STRMAP_H
#include <stddef.h>
#include <stdbool.h>

typedef struct StrMapEntry {
    const char *key;
    int len;
    unsigned hash;
    void *value;
} StrMapEntry;

typedef struct StrMap {
    StrMapEntry *slots;
    size_t cap, count;
} StrMap;

void strmap_init(StrMap *m);
void strmap_free(StrMap *m);
void *strmap_get(const StrMap *m, const char *key, int len);
/* Inserts or replaces; false on malloc failure. */
bool strmap_put(StrMap *m, const char *key, int len, void *value);
/* The value slot of key (inserted holding NULL when absent), for a lookup
 * and an update with one hash; valid until the next insertion.  NULL on
 * malloc failure. */
void **strmap_slot(StrMap *m, const char *key, int len);
#endif
