/* See address_map.h. */
#include "address_map.h"
#include <stdlib.h>

uint64_t address_map_reserve(AddressMap *m, int64_t bytes, int64_t align) {
    if (m->next < ADDRESS_RUN_BASE) m->next = ADDRESS_RUN_BASE;
    if (align < 16) align = 16;
    uint64_t at = (m->next + (uint64_t)align - 1) & ~((uint64_t)align - 1);
    m->next = at + (uint64_t)bytes + ADDRESS_GAP;
    return at;
}

bool address_map_add(AddressMap *m, Buffer *b) {
    if (m->n == m->cap) {
        int cap = m->cap ? 2 * m->cap : 64;
        Buffer **grown = realloc(m->by_address, sizeof *grown * (size_t)cap);
        if (!grown) return false;
        m->by_address = grown;
        m->cap = cap;
    }
    int at = m->n;   /* allocations come in address order: the loop runs for globals only */
    while (at > 0 && m->by_address[at - 1]->address > b->address) {
        m->by_address[at] = m->by_address[at - 1];
        at--;
    }
    m->by_address[at] = b;
    m->n++;
    return true;
}

Buffer *address_map_search(AddressMap *m, uint64_t a) {
    int lo = 0, hi = m->n;   /* the first buffer above a is at hi */
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (m->by_address[mid]->address <= a) lo = mid + 1;
        else hi = mid;
    }
    if (lo == 0) return NULL;
    m->last = lo - 1;
    return m->by_address[lo - 1];
}

void address_map_release(AddressMap *m) {
    free(m->by_address);
    *m = (AddressMap){0};
}
