/* Memory spaces and their accounting (see memspace.h). */
#include "memspace.h"
#include "../parser/parse.h"
#include <string.h>
#include <stdio.h>

void memspace_table_init(MemSpaceTable *t) {
    memset(t, 0, sizeof *t);
    t->spaces[0].name = "0";
    t->spaces[0].is_integer = true;
    t->spaces[0].number = 0;
    t->n = 1;
}

int memspace_find(const MemSpaceTable *t, const char *name) {
    for (int i = 0; i < t->n; i++)
        if (strcmp(t->spaces[i].name, name) == 0) return i;
    return -1;
}

int memspace_intern(MemSpaceTable *t, Arena *a, const Attr *space) {
    if (!space) return 0;
    bool is_integer = space->kind == AT_INTEGER;
    char number[32];
    const char *name = number;
    if (is_integer) snprintf(number, sizeof number, "%lld", (long long)space->integer.value);
    else name = print_attr_to_string(a, space);
    if (!name) return -1;
    int found = memspace_find(t, name);
    if (found >= 0) return found;
    if (t->n == MAX_MEM_SPACES) return -1;
    MemSpace *s = &t->spaces[t->n];
    s->name = is_integer ? arena_strdup(a, number) : name;
    s->is_integer = is_integer;
    s->number = is_integer ? space->integer.value : 0;
    return t->n++;
}

bool memspace_is_slower_or_same(const MemSpace *a, const MemSpace *b) {
    if (!a->is_integer || !b->is_integer) return true;
    return a->number <= b->number;
}

bool memspace_reserve(MemSpaceUse *u, int64_t bytes) {
    if (bytes > u->capacity - u->used) return false;
    u->used += bytes;
    if (u->used > u->peak) u->peak = u->used;
    u->allocations++;
    return true;
}

void memspace_release(MemSpaceUse *u, int64_t bytes) { u->used -= bytes; }
