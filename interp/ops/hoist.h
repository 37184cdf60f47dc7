/* Innermost affine.for bodies with their accesses' checks hoisted to the
 * loop entry (issue 21).
 *
 * At load time an innermost loop body whose ops only compute values and
 * touch memory elements (arith, math, vector, affine.apply/min/max, loads
 * and stores) gets a HoistBody.  At each entry of the loop, every
 * affine.load and affine.store whose subscripts are linear in the
 * induction variable and in values defined outside the loop is proved in
 * bounds over the whole trip range at once (each subscript at the first
 * and the last iteration; a linear function lies between its ends), the
 * buffer live and unwatched (no shadow, no DMA marks); each proved access
 * then moves an element through a pointer that steps by a constant per
 * iteration.  An access whose proof fails runs its own handler with its
 * checks per access, as does every other op (one call, no dispatch
 * through exec_node).  A body that is one multiply-accumulate (a mulf of
 * two proved loads, an addf or subf of the product and a third proved
 * load whose result a proved store writes, or of the product and an
 * iter_args value it is yielded to) runs its iterations between two
 * iteration-end checks (step limit, poll, last trip) as one C loop doing
 * the same loads, operations and store in the body's order.
 *
 * Nothing can break a proof during the loop: no op of such a body frees a
 * buffer or starts a DMA transfer, and a buffer only becomes watched
 * through a store of an undefined value, which needs tracking.  The fast
 * path runs only while Exec.tracking is off; once an op turns it on (a
 * load of undefined memory through a handler, poison), the iteration and
 * the rest of the loop run through exec_node.  A per-access hook (e.g. a
 * dependence profile) belongs in hoist_run's proved accesses as well as in
 * the handlers, or switches the fast path off in hoist_entry_allowed. */
#ifndef AI_HOIST_H
#define AI_HOIST_H
#include "../engine/load.h"

typedef struct HoistBody HoistBody;

/* The plan for an affine.for body (block 0 of its region), or NULL when it
 * has an op the fast path does not run. */
const HoistBody *hoist_prepare(LoadCtx *lc, const ExecBlock *body);

/* Runs iterations *t .. trips-1 of `loop` (induction variable lb + t*step
 * in slot iv_slot), each followed by the carry moves and the step count as
 * in h_for.  Returns ST_ERROR on an error, else ST_OK with *t the next
 * iteration to run: trips, or earlier when tracking switched on (the
 * caller runs the rest through exec_node). */
Status hoist_run(Exec *ex, const Node *loop, const HoistBody *h, Slot *fr, int iv_slot, int64_t lb, int64_t step,
                 uint64_t trips, const Moves *carry, uint64_t *t);

/* Whether a loop entry of `trips` iterations takes the fast path (a few
 * iterations do not repay the proofs). */
static inline bool hoist_entry_allowed(const Exec *ex, uint64_t trips) {
    return trips >= 4 && !ex->tracking && !ex->race.active;
}
#endif
