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
#include "../core/engine.h"
#include "../core/op_sheet.h"

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
/* Element number pos (row-major) of what is printed or returned is
 * undefined with origin k, in buffer b: the error (ST_OK when the uninit
 * family is off and it was never written). */
Status definedness_element_observed(Exec *ex, const Node *n, const Buffer *b, unsigned char k, int64_t pos, const char *use);

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
