/* The race check's state (races.h tells the rule): the run's bands and
 * their levels (Exec.race) and a buffer's records (Buffer.races).  Kept
 * apart from races.h so the engine's types (engine.h) embed it without
 * depending on the checker. */
#ifndef AI_RACE_STATE_H
#define AI_RACE_STATE_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "../../parser/ir.h"
#include "status.h"

#define MAX_RACE_WRITERS 255
#define MAX_RACE_DEPTH 4

/* One running band: its iteration's log and the buffers it touched. */
typedef struct RaceLevel {
    const Node *band;
    unsigned char **log;        /* state bytes the running iteration touched */
    size_t log_len, log_cap;
    Buffer **touched;           /* buffers the band touched (cleared at its end) */
    size_t ntouched, touched_cap;
} RaceLevel;

/* The race-check state of a run (Exec.race). */
typedef struct RaceState {
    bool active;                /* a parallel band is running under race checks (depth > 0) */
    int depth;                  /* running bands, levels[0] the outermost */
    RaceLevel levels[MAX_RACE_DEPTH];
    int nwriters;
    const Node *writers[MAX_RACE_WRITERS + 1];   /* ops that wrote in a band; [0] unused */
} RaceState;

/* A buffer's records (Buffer.races). */
typedef struct BufferRaces {
    unsigned char *writer;      /* per element: the last writing op, an index into RaceState.writers */
    struct {
        unsigned char *state;   /* two elements' states per byte */
        int64_t lo, hi;         /* the elements this level's band touched (hi < lo: none) */
    } level[MAX_RACE_DEPTH];
} BufferRaces;
#endif
