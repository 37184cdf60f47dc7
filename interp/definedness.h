/* Uninitialized memory and poison, tracked as a memory checker tracks
 * definedness (the uninit and poison families of --check).
 *
 * Memory: each buffer that may hold undefined elements has a shadow bit
 * per element (Buffer.shadow).  Values: while no undefined value exists,
 * the engine runs at full speed and loads only test the shadow bit; the
 * first load of an undefined element (or the first poison an op makes)
 * switches the run to tracking: from then on every node runs through
 * exec_tracked, which checks the operands the op observes and gives each
 * result the origin of its undefined operands.  Frames keep their shadow
 * behind a header slot, allocated when first needed.
 *
 * Observing an undefined value is the error: a branch, select or affine.if
 * condition, a loop bound, an index, a divisor, a shift amount, an
 * allocation size, a printed value, a result of the entry function. */
#ifndef AI_DEFINEDNESS_H
#define AI_DEFINEDNESS_H
#include "status.h"
#include "../parser/ir.h"
#include "../semantics/memref.h"

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

/* How a node observes and carries values while tracking. */
typedef enum {
    TRACK_PURE,        /* results: the union of the operands' shadows, lane by lane */
    TRACK_CARRY,       /* operands are carried (yields, branches, calls, inits); results set by moves */
    TRACK_OBSERVE,     /* every scalar operand is observed */
    TRACK_DIVISION,    /* the divisor (operand 1) is observed, then PURE */
    TRACK_SELECT,      /* the condition is observed; the result is the chosen operand's */
    TRACK_COND_CARRY,  /* operand 0 is observed, the rest carried (cf.cond_br, scf.condition) */
    TRACK_ACCESS,      /* loads and stores: Node.tracked_fn moves shadows */
    TRACK_PRINT_CALL,  /* a call of a runtime print function: observes its operands */
    TRACK_RETURN,      /* func.return: observed when it returns from the entry function */
    TRACK_LOOP,        /* region ops: the bounds or the condition are observed, inits carried */
    TRACK_INDEXED,     /* vector memory ops: the index operands are observed, the rest carried */
    TRACK_ALLOCATION,  /* alloc, alloca: the dynamic sizes and symbols are observed */
    TRACK_LANES,       /* lanes moved or combined by position (insert, extract, shuffle, contract,
                        * ...): the handler gives each result lane the definedness of the lanes
                        * it is made from (shadow_copy_lanes for a copy); an undefined dynamic
                        * position makes every result lane undefined */
} TrackKind;

/* The TrackKind of an op, decided at load time. */
TrackKind track_kind_of(const Op *op);
/* TRACK_LOOP: how many leading operands are bounds or conditions (observed);
 * TRACK_LANES: how many leading operands have lanes moved (the rest are
 * dynamic positions). */
int track_observed_operands(const Op *op);

/* Frame shadows: a frame is preceded by two header slots: [-2] its slot
 * count, [-1] its shadow (NULL: all defined). */
static inline unsigned char slot_undefined(const Slot *fr, int slot) {
    const unsigned char *s = fr[-1].p;
    return s ? s[slot] : 0;
}
void slot_set_shadow(Slot *fr, int slot, unsigned char origin);
/* Lanes [from, from+count) were copied to [to, to+count) of one frame
 * (overlap allowed): their definedness goes with them, so a lane written
 * over an undefined one is as defined as what was written.  Handlers of
 * TRACK_LANES ops call it while Exec.tracking is on. */
void shadow_copy_lanes(Slot *fr, int to, int from, int count);

/* A load read element lin of b, which is undefined: with --uninit=strict
 * the error; else the result slots of n get its origin and tracking
 * starts.  Returns ST_OK or ST_ERROR. */
Status definedness_undefined_load(Exec *ex, const Node *n, Slot *fr, const Buffer *b, int64_t lin, int out_slot);
/* Op n made poison in result slot `slot` (why: the LangRef rule). */
Status definedness_poison(Exec *ex, const Node *n, Slot *fr, int slot, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
/* Raises the error for an observed undefined value (origin k) used as `use`. */
Status definedness_observed(Exec *ex, const Node *n, unsigned char k, const char *use);
/* Printing or returning memory: the first undefined element is the error. */
Status definedness_check_buffer_range(Exec *ex, const Node *n, const Slot *desc, const char *use);

/* Origin k of an undefined lane or element (an empty one for 1: never
 * written since the allocation). */
const Origin *definedness_origin(const Exec *ex, unsigned char k);
/* Frees the origins table (exec_release). */
void definedness_release(DefinednessState *def);

/* Runs one node with definedness tracking: the engine runs every node
 * through it while Exec.tracking is on (exec_node in exec.h). */
Status exec_tracked(Exec *ex, const Node *n, Slot *fr);
/* The shadows of the values a Moves copies (moves_apply in exec.h). */
void shadow_moves(const Moves *m, const Slot *src_fr, Slot *dst_fr);
#endif
