/* The definedness check's state of a run (Exec.def) and the origins of
 * undefined values; definedness.h tells the rule. */
#ifndef AI_DEFINEDNESS_STATE_H
#define AI_DEFINEDNESS_STATE_H
#include <stdbool.h>
#include <stdint.h>
#include "../../parser/ir.h"
#include "status.h"

/* Where an undefined value came from. */
enum { ORIGIN_LOOPS = 4 };
typedef struct Origin {
    bool poison;            /* else uninitialized memory */
    const Node *node;       /* the load that read it, or the op that made the poison */
    Loc alloc_loc;          /* uninitialized: the allocation */
    int64_t element;        /* uninitialized: the element read (row-major in the allocation; -1: unknown) */
    int nloops;             /* uninitialized: the loops around the load, innermost first, */
    struct {                /* with their induction variables' values when it read */
        const Op *loop;
        int64_t iv;
    } loops[ORIGIN_LOOPS];
    char why[96];           /* poison: why the op made it */
} Origin;
enum { MAX_ORIGINS = 255 };

/* The definedness state of a run (Exec.def). */
typedef struct DefinednessState {
    bool uninit_strict;         /* --uninit=strict: a load of undefined memory is the error */
    bool undefined_seen;        /* an undefined value was made: tracking stays on */
    int norigins;
    Origin *origins;            /* MAX_ORIGINS + 1 of them, allocated by the first origin made (NULL: none yet) */
    unsigned char call_shadow[256];   /* shadows of call arguments/results in flight */
} DefinednessState;
#endif
