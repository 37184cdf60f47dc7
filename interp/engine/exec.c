/* Running functions: frames, blocks, regions, calls, errors and buffers.
 * The loop in exec_block is the interpreter's inner loop: one indirect call
 * per op, no allocation, hashing or string work. */
#include "../core/engine.h"
#include "../checks/definedness.h"
#include "../checks/races.h"
#include "../checks/dependences.h"
#include "exec.h"
#include "../checks/dma_transfers.h"
#include <stdlib.h>
#include <stddef.h>
#include <string.h>
#include <stdarg.h>

typedef struct FrameChunk {
    struct FrameChunk *prev;
    size_t cap, top;
    Slot data[];
} FrameChunk;

enum { FRAME_CHUNK_SLOTS = 1 << 16 };

/* A frame is preceded by two header slots: its slot count and its
 * definedness shadow (definedness.h). */
enum { FRAME_HEADER = 2 };

static Slot *frame_push(Exec *ex, size_t n) {
    n += FRAME_HEADER;
    FrameChunk *c = ex->frames;
    if (!c || c->top + n > c->cap) {
        size_t cap = n > FRAME_CHUNK_SLOTS ? n : FRAME_CHUNK_SLOTS;
        FrameChunk *nc = malloc(sizeof(FrameChunk) + cap * sizeof(Slot));
        if (!nc) return NULL;
        nc->prev = c;
        nc->cap = cap;
        nc->top = 0;
        ex->frames = c = nc;
    }
    Slot *f = c->data + c->top;
    c->top += n;
    if (n <= 16) {   /* a small frame: no memset call */
        for (size_t i = 0; i < n; i++) f[i].u = 0;
    } else {
        memset(f, 0, n * sizeof(Slot));
    }
    f[0].i = (int64_t)(n - FRAME_HEADER);
    return f + FRAME_HEADER;
}

static void frame_pop(Exec *ex, Slot *fr, size_t n) {
    FrameChunk *c = ex->frames;
    if (fr[-1].p) free(fr[-1].p);
    c->top -= n + FRAME_HEADER;
    if (c->top == 0 && c->prev) {
        ex->frames = c->prev;
        free(c);
    }
}

void exec_init(Exec *ex, Program *p, FILE *out) {
    memset(ex, 0, sizeof *ex);
    ex->prog = p;
    ex->out = out;
    ex->limits.max_steps = INT64_MAX;
    ex->limits.step_stop = INT64_MAX;
    ex->limits.max_memory = INT64_MAX;
    ex->limits.max_call_depth = 10000;
    ex->checks = (1u << UB_FAMILY_COUNT) - 1;
    for (int i = 0; i < MAX_MEM_SPACES; i++) ex->used.space_use[i].capacity = MEM_SPACE_UNLIMITED;
    ex->globals = calloc((size_t)p->nglobals + 1, sizeof(Buffer *));
}

void exec_release(Exec *ex) {
    for (Buffer *b = ex->buffers; b;) {
        Buffer *n = b->next;
        if (!b->owner) free(b->data);
        buffer_drop_shadow(b);
        race_release_buffer(b);
        free(b->dma_marks);
        free(b);
        b = n;
    }
    ex->buffers = NULL;
    address_map_release(&ex->addresses);
    race_release(ex);
    definedness_release(&ex->def);
    dep_profile_free(ex->deps);
    ex->deps = NULL;
    dma_release_all(ex);
    while (ex->frames) {
        FrameChunk *c = ex->frames;
        ex->frames = c->prev;
        free(c);
    }
    free(ex->globals);
    ex->globals = NULL;
    diag_free(ex->error);
    ex->error = NULL;
}

Buffer *exec_new_buffer(Exec *ex, const Node *n, ScalarKind k, int64_t nelems, BufferKind kind, int space) {
    if (nelems < 0) {
        exec_ub(ex, n, UB_IMMEDIATE, "allocation of a negative number of elements (%lld)", (long long)nelems);
        return NULL;
    }
    int64_t bytes = nelems * (int64_t)k.bytes;
    if (nelems > (INT64_MAX / 16) || ex->used.bytes_allocated + bytes > ex->limits.max_memory) {
        exec_fail(ex, n, DIAG_CLASS_LIMIT, "memory limit reached: allocating %lld bytes (--max-memory %lld)",
                  (long long)bytes, (long long)ex->limits.max_memory);
        return NULL;
    }
    if (!memspace_reserve(&ex->used.space_use[space], bytes)) {
        const MemSpaceUse *u = &ex->used.space_use[space];
        exec_fail(ex, n, DIAG_CLASS_LIMIT,
                  "allocation of %lld bytes exceeds the capacity of memory space %s: %lld of its %lld bytes are in use "
                  "(--mem-space-capacity)",
                  (long long)bytes, ex->prog->spaces.spaces[space].name, (long long)u->used, (long long)u->capacity);
        return NULL;
    }
    Buffer *b = calloc(1, sizeof *b);
    unsigned char *data = calloc((size_t)(bytes ? bytes : 1), 1);
    if (!b || !data) {
        memspace_release(&ex->used.space_use[space], bytes);
        free(b);
        free(data);
        exec_fail(ex, n, DIAG_CLASS_LIMIT, "out of memory allocating %lld bytes", (long long)bytes);
        return NULL;
    }
    b->data = data;
    b->nelems = nelems;
    b->live_nelems = nelems;
    /* alloc and alloca give uninitialized memory: every element starts undefined */
    b->elem = k;
    if ((kind == BUF_HEAP || kind == BUF_STACK) && exec_checks(ex, UB_UNINIT)) buffer_start_undefined(b);
    b->kind = kind;
    b->space = space;
    if (n) b->alloc_loc = n->op->loc;
    b->next = ex->buffers;
    ex->buffers = b;
    ex->used.bytes_allocated += bytes;
    if (__builtin_expect(ex->deps != NULL, 0) && dep_watch_buffer(ex, n, b)) return NULL;
    return b;
}

Status exec_block(Exec *ex, const ExecBlock *b, Slot *fr) {
    if (!b->nnodes) {   /* nodes may be NULL: never offset it (UBSan's pointer-overflow check) */
        ex->term = NULL;
        return ST_TERM;
    }
    const Node *n = b->nodes, *end = b->nodes + b->nnodes;
    for (; n < end; n++) {
        Status st = exec_node(ex, n, fr);
        if (st != ST_OK) return st;
    }
    /* a block always ends with a terminator; reaching here means an empty
     * region body (declarations never run) */
    ex->term = NULL;
    return ST_TERM;
}

void exec_free_buffer(Exec *ex, Buffer *b, Loc freed_at) {
    if (b->owner) b = b->owner;     /* a view's memory is its owner's */
    b->freed = true;
    b->free_loc = freed_at;
    b->live_nelems = 0;
    ex->used.bytes_allocated -= b->nelems * b->elem.bytes;
    memspace_release(&ex->used.space_use[b->space], b->nelems * b->elem.bytes);
    free(b->data);
    b->data = NULL;
    buffer_drop_shadow(b);
    if (!ex->race.active) race_release_buffer(b);   /* else the running iteration's log may point into it */
    for (Buffer *v = ex->buffers; v && b->nviews; v = v->next)
        if (v->owner == b && !v->freed) {
            v->freed = true;
            v->free_loc = freed_at;
            v->live_nelems = 0;
            v->data = NULL;
        }
}

Buffer *exec_new_view_buffer(Exec *ex, const Node *n, Buffer *owner, int64_t byte_offset, ScalarKind k) {
    Buffer *b = calloc(1, sizeof *b);
    if (!b) {
        exec_fail(ex, n, DIAG_CLASS_LIMIT, "out of memory");
        return NULL;
    }
    int64_t bytes = owner->nelems * owner->elem.bytes - byte_offset;
    b->data = owner->data + byte_offset;
    b->nelems = bytes > 0 ? bytes / k.bytes : 0;
    b->live_nelems = b->nelems;
    b->elem = k;
    b->kind = owner->kind;
    b->space = owner->space;
    b->alloc_loc = owner->alloc_loc;
    b->owner = owner;
    owner->nviews++;
    /* definedness is not tracked through a reinterpreting view: the owner's
     * elements are taken as defined from now on (no false alarm) */
    buffer_drop_shadow(owner);
    b->next = ex->buffers;
    ex->buffers = b;
    if (__builtin_expect(ex->deps != NULL, 0)) dep_watch_buffer(ex, n, b);   /* a view: cannot fail */
    return b;
}

Status exec_end_stack_scope(Exec *ex, const Buffer *mark, const Node *at) {
    for (Buffer *b = ex->buffers; b && b != mark; b = b->next) {
        if (b->kind != BUF_STACK || b->freed || b->owner) continue;
        /* a transfer in flight on it: reported at `at`, or (after an error) left for exec_release */
        if (ex->dma.inflight && (!at || dma_check_none_inflight(ex, at, b, 0))) return ST_ERROR;
        exec_free_buffer(ex, b, at ? at->op->loc : (Loc){0});
    }
    return ST_OK;
}

void exec_set_step_stop(Exec *ex) {
    bool poll = ex->limits.interrupt || ex->limits.progress;
    int64_t next = poll ? ex->used.steps + RUN_POLL_STEPS : INT64_MAX;
    ex->limits.step_stop = next < ex->limits.max_steps ? next : ex->limits.max_steps;
}

/* The symbol of the function an op is in ("?" outside any). */
static const char *function_of(const Op *op) {
    for (; op; op = op_parent_op(op))
        if (op->code == OP_FUNC_FUNC || op->code == OP_LLVM_FUNC) {
            const Attr *a = op_prop(op, "sym_name");
            return a && a->kind == AT_STRING ? a->string.data : "?";
        }
    return "?";
}

Status exec_steps_reached(Exec *ex, const Node *n) {
    if (ex->used.steps > ex->limits.max_steps) {
        exec_fail(ex, n, DIAG_CLASS_LIMIT, "step limit reached (--max-steps %lld)", (long long)ex->limits.max_steps);
        exec_help(ex, "a loop that does not end, or one longer than the limit: raise it with --max-steps=N");
        return ST_ERROR;
    }
    if (ex->limits.interrupt && *ex->limits.interrupt)
        return exec_fail(ex, n, DIAG_CLASS_INTERRUPTED, "interrupted (Ctrl-C) after %lld steps, in function '@%s'",
                         (long long)ex->used.steps, function_of(n ? n->op : NULL));
    if (ex->limits.progress) progress_poll(ex->limits.progress, ex->used.steps, n ? n->op : NULL);
    exec_set_step_stop(ex);
    return ST_OK;
}

Status exec_region(Exec *ex, const ExecRegion *r, Slot *fr) {
    int b = 0;
    for (;;) {
        if (++ex->used.steps > ex->limits.step_stop && exec_steps_reached(ex, ex->term)) return ST_ERROR;
        ex->branch_to = -1;
        Status st = exec_block(ex, &r->blocks[b], fr);
        if (st != ST_TERM || ex->branch_to < 0) return st;
        b = ex->branch_to;
    }
}

Status exec_call(Exec *ex, Function *f, const Slot *args, Slot *res) {
    if (ex->used.call_depth >= ex->limits.max_call_depth)
        return exec_fail(ex, ex->innermost_call, DIAG_CLASS_LIMIT, "call depth limit reached (%d nested calls)", ex->limits.max_call_depth);
    Slot *fr = frame_push(ex, (size_t)(f->nslots ? f->nslots : 1));
    if (!fr) return exec_fail(ex, NULL, DIAG_CLASS_LIMIT, "out of memory for a call frame");
    const ExecBlock *entry = &f->body.blocks[0];
    int at = 0;
    for (int i = 0; i < entry->nargs; i++) {
        if (entry->arg_widths[i] == 1) fr[entry->arg_slots[i]] = args[at];
        else memcpy(&fr[entry->arg_slots[i]], &args[at], sizeof(Slot) * (size_t)entry->arg_widths[i]);
        if (ex->tracking)   /* the caller left the arguments' shadows in call_shadow */
            for (int j = 0; j < entry->arg_widths[i] && at + j < (int)sizeof ex->def.call_shadow; j++)
                slot_set_shadow(fr, entry->arg_slots[i] + j, ex->def.call_shadow[at + j]);
        at += entry->arg_widths[i];
    }
    ex->used.call_depth++;
    if (__builtin_expect(ex->deps != NULL, 0)) dep_enter_call(ex);
    Buffer *mark = ex->buffers;
    Slot *caller_frame = ex->frame;
    ex->frame = fr;
    Status st = exec_region(ex, &f->body, fr);
    ex->frame = caller_frame;
    ex->used.call_depth--;
    if (st == ST_TERM && ex->dma.inflight) st = dma_check_none_inflight(ex, ex->term, NULL, ex->used.call_depth + 1);
    /* the function's stack allocations end with it (later uses are reported) */
    if (ex->buffers != mark && exec_end_stack_scope(ex, mark, st == ST_TERM ? ex->term : NULL) && st == ST_TERM)
        st = ST_ERROR;
    if (st == ST_TERM) {
        const Node *ret = ex->term;
        int out = 0;
        for (int i = 0; ret && i < ret->nin; i++) {
            if (f->result_widths[i] == 1) res[out] = fr[ret->in[i]];
            else memcpy(&res[out], &fr[ret->in[i]], sizeof(Slot) * (size_t)f->result_widths[i]);
            if (ex->tracking)
                for (int j = 0; j < f->result_widths[i] && out + j < (int)sizeof ex->def.call_shadow; j++)
                    ex->def.call_shadow[out + j] = slot_undefined(fr, ret->in[i] + j);
            out += f->result_widths[i];
        }
        st = ST_OK;
    }
    frame_pop(ex, fr, (size_t)(f->nslots ? f->nslots : 1));
    return st;
}

void moves_apply_parallel_buffered(Exec *ex, const Moves *m, Slot *fr) {
    int total = 0;
    for (int i = 0; i < m->n; i++) total += m->cnt[i];
    Slot small[64];
    Slot *tmp = total <= 64 ? small : malloc(sizeof(Slot) * (size_t)total);
    int at = 0;
    for (int i = 0; i < m->n; i++)
        for (int j = 0; j < m->cnt[i]; j++) tmp[at++] = fr[m->src[i] + j];
    at = 0;
    for (int i = 0; i < m->n; i++)
        for (int j = 0; j < m->cnt[i]; j++) fr[m->dst[i] + j] = tmp[at++];
    if (tmp != small) free(tmp);
    if (ex->tracking) shadow_moves(m, fr, fr);
}

Status exec_nop(Exec *ex, const Node *n, Slot *fr) {
    (void)ex, (void)n, (void)fr;
    return ST_OK;
}

Status exec_terminator(Exec *ex, const Node *n, Slot *fr) {
    (void)fr;
    ex->term = n;
    return ST_TERM;
}
