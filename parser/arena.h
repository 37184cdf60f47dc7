/* Arena allocation: the IR of a module lives in one arena and is freed in
 * one go (ownership rule: nothing in the IR is ever freed piecemeal). */
#ifndef AI_ARENA_H
#define AI_ARENA_H
#include <stddef.h>
#include <stdbool.h>

typedef struct ArenaChunk ArenaChunk;
typedef struct Arena {
    ArenaChunk *head;
    char *cur, *end;
    size_t total;            /* bytes obtained from malloc, for --stats */
} Arena;

void arena_init(Arena *a);
void arena_free(Arena *a);
/* Zeroed, 8-byte aligned memory; NULL only when malloc fails. */
void *arena_alloc(Arena *a, size_t n);
void *arena_memdup(Arena *a, const void *p, size_t n);
char *arena_strndup(Arena *a, const char *s, size_t n);
char *arena_strdup(Arena *a, const char *s);

/* Mark and roll back: frees everything allocated since the mark when it
 * all still sits in the mark's chunk (otherwise leaves it: no harm). */
typedef struct ArenaMark {
    ArenaChunk *head;
    char *cur;
} ArenaMark;
ArenaMark arena_mark(const Arena *a);
void arena_rollback(Arena *a, ArenaMark m);

/* A growable array kept in malloc'd scratch memory while it grows, then
 * frozen into the arena (vec_freeze) or released (vec_release). */
typedef struct Vec {
    void *data;
    size_t len, cap, elem;
    bool borrowed;           /* data is the caller's buffer (vec_init_buf), never freed here */
} Vec;
#define VEC_INIT(T) {NULL, 0, 0, sizeof(T), false}
/* A Vec that starts in the caller's buffer of cap elements (a stack array
 * sized for the common counts, which then cost no malloc); it moves to
 * malloc'd memory when it outgrows it.  The buffer must outlive the Vec. */
void vec_init_buf(Vec *v, void *buf, size_t cap, size_t elem);
int vec_push(Vec *v, const void *elem);          /* 0 on malloc failure */
void *vec_freeze(Vec *v, Arena *a);              /* copies; releases */
void vec_release(Vec *v);
#define VEC_AT(v, T, i) (((T *)(v)->data)[i])
#endif
