/* Running functions (exec.c): frames, blocks, regions, calls and buffers.
 * Errors are raised through report.h. */
#ifndef AI_EXEC_H
#define AI_EXEC_H
#include "../core/engine.h"
#include "../core/report.h"
#include "../checks/definedness.h"

void exec_init(Exec *ex, Program *p, FILE *out);
void exec_release(Exec *ex);
/* Calls f with args (slots laid out as f's entry block arguments); results
 * are written to res (slots in order of f's result types). */
Status exec_call(Exec *ex, Function *f, const Slot *args, Slot *res);
Status exec_region(Exec *ex, const ExecRegion *r, Slot *fr);
Status exec_block(Exec *ex, const ExecBlock *b, Slot *fr);


static inline Status exec_node(Exec *ex, const Node *n, Slot *fr) {
    if (__builtin_expect(ex->tracking, 0)) return exec_tracked(ex, n, fr);
    return n->fn(ex, n, fr);
}

/* Runs a loop body whose last node is a plain yield (exec_terminator):
 * every node but that one, so an iteration pays no dispatch for its yield.
 * Returns ST_TERM as exec_block would. */
static inline Status exec_loop_body(Exec *ex, const ExecBlock *b, Slot *fr) {
    const Node *n = b->nodes, *last = b->nodes + b->nnodes - 1;
    for (; n < last; n++) {
        Status st = exec_node(ex, n, fr);
        if (st != ST_OK) return st;
    }
    ex->term = last;
    return ST_TERM;
}

/* The handler of every terminator that only hands its operands to the
 * parent op (yields, func.return, scf.condition, ...). */
Status exec_terminator(Exec *ex, const Node *n, Slot *fr);

/* Whether block b ends with a plain yield (a terminator run by
 * exec_terminator that only carries its operands): such a block can run
 * through exec_loop_body, which skips it.  Decided at load time. */
static inline bool block_ends_in_plain_yield(const ExecBlock *b) {
    return b->nnodes > 0 && b->nodes[b->nnodes - 1].fn == exec_terminator &&
           b->nodes[b->nnodes - 1].track == TRACK_CARRY;
}

/* The handler of ops that change nothing (prefetch hints). */
Status exec_nop(Exec *ex, const Node *n, Slot *fr);

/* The engine counts steps against limits.step_stop; past it, this decides:
 * the step limit (exit 4), an interrupt (exit 130), or the next poll. */
Status exec_steps_reached(Exec *ex, const Node *n);
void exec_set_step_stop(Exec *ex);


Buffer *exec_new_buffer(Exec *ex, const Node *n, ScalarKind k, int64_t nelems, BufferKind kind, int space);
/* Ends a buffer's lifetime at freed_at (dealloc, end of an alloca's
 * scope); the Buffer stays, marked freed, so later uses are reported with
 * both places. */
void exec_free_buffer(Exec *ex, Buffer *b, Loc freed_at);
/* A buffer of kind k over the owner's bytes from byte_offset on (memref.view). */
Buffer *exec_new_view_buffer(Exec *ex, const Node *n, Buffer *owner, int64_t byte_offset, ScalarKind k);
/* Frees the stack allocations made since mark (a function's return, the
 * end of a memref.alloca_scope); one a DMA transfer in flight uses is the
 * error at `at` (NULL: after another error, left for exec_release). */
Status exec_end_stack_scope(Exec *ex, const Buffer *mark, const Node *at);

static inline void moves_apply(Exec *ex, const Moves *m, const Slot *src_fr, Slot *dst_fr) {
    if (__builtin_expect(ex->tracking, 0)) shadow_moves(m, src_fr, dst_fr);
    if (m->unit) {
        for (int i = 0; i < m->n; i++) dst_fr[m->dst[i]] = src_fr[m->src[i]];
        return;
    }
    for (int i = 0; i < m->n; i++)
        for (int j = 0; j < m->cnt[i]; j++) dst_fr[m->dst[i] + j] = src_fr[m->src[i] + j];
}

/* Copies that may overlap (loop-carried values, branch arguments): all
 * sources are read before any destination is written. */
void moves_apply_parallel_buffered(Exec *ex, const Moves *m, Slot *fr);
static inline void moves_apply_parallel(Exec *ex, const Moves *m, Slot *fr) {
    if (m->may_overlap) moves_apply_parallel_buffered(ex, m, fr);
    else moves_apply(ex, m, fr, fr);
}

/* The end of an iteration of a loop whose body has nnodes ops: the
 * loop-carried values move and the steps count against the limits. */
static inline Status exec_iteration_end(Exec *ex, const Node *loop, const Moves *carry, Slot *fr, int nnodes) {
    if (carry->n) moves_apply_parallel(ex, carry, fr);
    if ((ex->used.steps += nnodes) > ex->limits.step_stop && exec_steps_reached(ex, loop)) return ST_ERROR;
    return ST_OK;
}
#endif
