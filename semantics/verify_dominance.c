/* Dominance: every operand of an op is defined where it dominates the op,
 * checked as MLIR 22's OperationVerifier does (verifyOpAndDominance), once
 * an isolated-from-above op (func.func, builtin.module, ...) and all it
 * holds obey their own rules: "operand #N does not dominate this use" at
 * the using op, with a note at the definition.
 *
 * The rules (MLIR's DominanceInfo::properlyDominates(Value, Operation*)):
 * - A result of op D is seen by op U when, U lifted to its ancestor U' in
 *   D's region, U' is after D in D's block (any order in a graph region:
 *   builtin.module's body, an unregistered op's single-block region), or
 *   D's block properly dominates U''s block in the region's CFG.  D never
 *   dominates the ops of its own regions (unless graph).
 * - An argument of block A is seen by U when U's block, lifted into A's
 *   region, is A or a block A properly dominates.
 * - Only ops of blocks reachable from their region's entry are checked;
 *   the ops nested in any block are.  An unreachable block is dominated by
 *   every block and dominates none (LLVM's DominatorTree).
 * The ops are visited in MLIR's order (a region's blocks and their ops in
 * order, the regions of the ops met there afterwards, last met first), so
 * the first error is mlir-opt-22's.
 *
 * Cost: linear.  The position of each op in its block is recorded as the
 * block is walked (by result id), an op's enclosing ops are a chain of
 * frames, and a multi-block region gets its dominator tree once
 * (Cooper-Harvey-Kennedy on the reverse postorder) numbered by a depth-
 * first walk, so that a dominance query is two comparisons. */
#include "verify.h"
#include <stdlib.h>
#include <string.h>

/* An op whose regions are walked: its block (walked as number seq, in
 * a graph region or not), its index there and the frame of the op whose
 * region holds that block (-1: the root). */
typedef struct Frame {
    const Op *op;
    const Block *block;
    int seq;
    int index;
    int parent;
    bool graph;
} Frame;

/* Where the op defining a value is: its block's walk number (0: not
 * walked yet) and its index there. */
typedef struct Place {
    int seq;
    int index;
} Place;

struct Dominance {
    Place *place;       /* by result id */
    int nplaces;
    int seq;            /* blocks walked so far */
    int *pre, *post;    /* by block id: interval of its dominator-tree node; pre -1: unreachable */
    int *local;         /* by block id: its index in its region (while its tree is built) */
    int nblocks;
    Frame *frames;
    int nframes, frames_room;
    int *work;          /* frames whose op's regions are still to walk */
    int nwork, work_room;
    int *scratch;       /* the tree builder's arrays */
    size_t scratch_room;
};

static bool grow(void **p, int *room, int need, size_t elem) {
    if (need <= *room) return true;
    int n = *room ? *room : 64;
    while (n < need) n *= 2;
    void *q = realloc(*p, (size_t)n * elem);
    if (!q) return false;
    *p = q;
    *room = n;
    return true;
}

/* Grows the id-indexed arrays; new entries -1. */
static bool grow_ids(int **a, int *n, int id) {
    if (id < *n) return true;
    int old = *n, room = *n;
    if (!grow((void **)a, &room, id + 1, sizeof(int))) return false;
    for (int i = old; i < room; i++) (*a)[i] = -1;
    *n = room;
    return true;
}

static bool grow_blocks(Dominance *d, int id) {
    if (id < d->nblocks) return true;
    int n1 = d->nblocks, n2 = d->nblocks, n3 = d->nblocks;   /* the three grow alike */
    if (!grow_ids(&d->pre, &n1, id) || !grow_ids(&d->post, &n2, id) || !grow_ids(&d->local, &n3, id)) return false;
    d->nblocks = n1;
    return true;
}

static bool grow_places(Dominance *d, int id) {
    if (id < d->nplaces) return true;
    int old = d->nplaces;
    if (!grow((void **)&d->place, &d->nplaces, id + 1, sizeof(Place))) return false;
    memset(d->place + old, 0, sizeof(Place) * (size_t)(d->nplaces - old));
    return true;
}

static int push_frame(Dominance *d, Frame f) {
    if (!grow((void **)&d->frames, &d->frames_room, d->nframes + 1, sizeof(Frame))) return -1;
    d->frames[d->nframes] = f;
    return d->nframes++;
}

static bool push_work(Dominance *d, int frame) {
    if (!grow((void **)&d->work, &d->work_room, d->nwork + 1, sizeof(int))) return false;
    d->work[d->nwork++] = frame;
    return true;
}

/* MLIR's hasSSADominance: a multi-block region always; a single-block
 * one unless its op declares a graph region (builtin.module's body) or is
 * unregistered (an op of no dialect affine-interp knows: an op it lists
 * under a dialect's name is a registered op of MLIR's, SSA). */
static bool has_ssa_dominance(const Region *r) {
    if (r->nblocks != 1 || !r->parent) return true;
    const Op *owner = r->parent;
    if (owner->code == OP_BUILTIN_MODULE) return false;
    return !(owner->code == OP_UNREGISTERED && op_dialect(owner) == DIALECT_NONE);
}

/* The successors of blk in its region's CFG: its last op's (MLIR's
 * Block::getSuccessors, none in a single-block region). */
static int successor_count(const Block *blk) {
    if (!blk->nops || blk->parent->nblocks == 1) return 0;
    return blk->ops[blk->nops - 1]->nsuccessors;
}

static const Block *successor(const Block *blk, int k) { return blk->ops[blk->nops - 1]->successors[k]; }

static int *scratch(Dominance *d, size_t n) {
    if (n > d->scratch_room) {
        size_t room = d->scratch_room ? d->scratch_room : 256;
        while (room < n) room *= 2;
        int *p = realloc(d->scratch, room * sizeof(int));
        if (!p) return NULL;
        d->scratch = p;
        d->scratch_room = room;
    }
    return d->scratch;
}

/* The dominator tree of multi-block region r, as intervals in pre/post. */
static bool build_tree(Dominance *d, const Region *r) {
    int n = r->nblocks;
    size_t edges = 0;
    for (int b = 0; b < n; b++) {
        if (!grow_blocks(d, r->blocks[b]->id)) return false;
        d->local[r->blocks[b]->id] = b;
        d->pre[r->blocks[b]->id] = -1;
        edges += (size_t)successor_count(r->blocks[b]);
    }
    /* po[n] postorder number (-1 unreachable), rpo[n] blocks in reverse
     * postorder, idom[n], stack[2n] (block, next successor), pred_start[n+1],
     * preds[edges], kid_start[n+1], kids[n] */
    int *s = scratch(d, (size_t)n * 8 + 2 + edges);
    if (!s) return false;
    int *po = s, *rpo = po + n, *idom = rpo + n, *stack = idom + n, *pred_start = stack + 2 * n;
    int *preds = pred_start + n + 1, *kid_start = preds + edges, *kids = kid_start + n + 1;
    for (int b = 0; b < n; b++) po[b] = -1, idom[b] = -1;
    /* depth-first from the entry: postorder numbers (-2 marks on the stack) */
    int sp = 0, count = 0;
    stack[0] = 0, stack[1] = 0, sp = 1, po[0] = -2;
    while (sp) {
        int b = stack[2 * (sp - 1)], *next = &stack[2 * (sp - 1) + 1];
        const Block *blk = r->blocks[b];
        if (*next < successor_count(blk)) {
            const Block *t = successor(blk, (*next)++);
            if (t->parent != r) continue;
            int c = d->local[t->id];
            if (po[c] == -1) {
                po[c] = -2;
                stack[2 * sp] = c, stack[2 * sp + 1] = 0, sp++;
            }
        } else {
            po[b] = count++;
            sp--;
        }
    }
    for (int b = 0; b < n; b++)
        if (po[b] >= 0) rpo[count - 1 - po[b]] = b;
    /* predecessors among the reachable blocks */
    memset(pred_start, 0, sizeof(int) * (size_t)(n + 1));
    for (int b = 0; b < n; b++) {
        if (po[b] < 0) continue;
        for (int k = 0; k < successor_count(r->blocks[b]); k++) {
            const Block *t = successor(r->blocks[b], k);
            if (t->parent == r) pred_start[d->local[t->id] + 1]++;
        }
    }
    for (int b = 0; b < n; b++) pred_start[b + 1] += pred_start[b];
    for (int b = 0; b < n; b++) kid_start[b] = pred_start[b];   /* fill cursors */
    for (int b = 0; b < n; b++) {
        if (po[b] < 0) continue;
        for (int k = 0; k < successor_count(r->blocks[b]); k++) {
            const Block *t = successor(r->blocks[b], k);
            if (t->parent == r) preds[kid_start[d->local[t->id]]++] = b;
        }
    }
    /* Cooper, Harvey and Kennedy, "A Simple, Fast Dominance Algorithm" */
    idom[0] = 0;
    for (bool changed = true; changed;) {
        changed = false;
        for (int i = 1; i < count; i++) {
            int b = rpo[i], best = -1;
            for (int k = pred_start[b]; k < pred_start[b + 1]; k++) {
                int p = preds[k];
                if (idom[p] < 0) continue;
                if (best < 0) {
                    best = p;
                    continue;
                }
                int f1 = p, f2 = best;
                while (f1 != f2) {
                    while (po[f1] < po[f2]) f1 = idom[f1];
                    while (po[f2] < po[f1]) f2 = idom[f2];
                }
                best = f1;
            }
            if (best >= 0 && idom[b] != best) {
                idom[b] = best;
                changed = true;
            }
        }
    }
    /* the tree's children, then its depth-first intervals */
    memset(kid_start, 0, sizeof(int) * (size_t)(n + 1));
    for (int i = 1; i < count; i++) kid_start[idom[rpo[i]] + 1]++;
    for (int b = 0; b < n; b++) kid_start[b + 1] += kid_start[b];
    for (int b = 0; b < n; b++) pred_start[b] = kid_start[b];   /* fill cursors (preds are done with) */
    for (int i = 1; i < count; i++) kids[pred_start[idom[rpo[i]]]++] = rpo[i];
    int clock = 0;
    stack[0] = 0, stack[1] = kid_start[0], sp = 1;
    d->pre[r->blocks[0]->id] = clock++;
    while (sp) {
        int b = stack[2 * (sp - 1)], *next = &stack[2 * (sp - 1) + 1];
        if (*next < kid_start[b + 1]) {
            int c = kids[(*next)++];
            d->pre[r->blocks[c]->id] = clock++;
            stack[2 * sp] = c, stack[2 * sp + 1] = kid_start[c], sp++;
        } else {
            d->post[r->blocks[b]->id] = clock++;
            sp--;
        }
    }
    return true;
}

static bool reachable(const Dominance *d, const Block *blk) {
    return blk == blk->parent->blocks[0] || d->pre[blk->id] >= 0;
}

/* a properly dominates b, two blocks of one multi-block region */
static bool block_properly_dominates(const Dominance *d, const Block *a, const Block *b) {
    if (a == b) return false;
    if (!reachable(d, b)) return true;
    if (!reachable(d, a)) return false;
    return d->pre[a->id] < d->pre[b->id] && d->post[b->id] < d->post[a->id];
}

/* Lifts (op, index, blk, frame) to its ancestor in region r; false when
 * none is in r. */
static bool lift(const Dominance *d, const Region *r, const Op **op, int *index, const Block **blk, int *frame) {
    while ((*blk)->parent != r) {
        if (*frame < 0) return false;
        const Frame *f = &d->frames[*frame];
        *op = f->op, *index = f->index, *blk = f->block, *frame = f->parent;
        if (!*blk) return false;
    }
    return true;
}

/* Whether value v properly dominates op u, the index-th op of blk, blk in
 * a region of frame's op. */
static bool value_dominates(const Dominance *d, const Value *v, const Op *u, int index, const Block *blk, int frame) {
    if (!v->def) {   /* a block argument */
        const Block *a = v->block;
        if (!a || a == blk) return true;
        if (!a->parent || !lift(d, a->parent, &u, &index, &blk, &frame)) return false;
        return a == blk || block_properly_dominates(d, a, blk);
    }
    const Op *def = v->def;
    const Block *a = def->parent;
    if (!a || !a->parent || !lift(d, a->parent, &u, &index, &blk, &frame)) return false;
    if (a != blk) return block_properly_dominates(d, a, blk);
    if (!has_ssa_dominance(a->parent)) return true;
    if (u == def) return false;
    const Place *p = v->id >= 0 && v->id < d->nplaces ? &d->place[v->id] : NULL;
    return p && p->seq && p->index < index;
}

/* value_dominates, with the common cases first: a value of the op's own
 * block or of a block around it, found by walk numbers without touching
 * the defining op. */
static bool dominates_use(const Dominance *d, const Value *v, const Op *u, int index, const Block *blk, int seq,
                          bool graph, int frame) {
    if (!v->def) {
        if (v->block == blk) return true;
        for (int f = frame; f >= 0; f = d->frames[f].parent)
            if (d->frames[f].block == v->block) return true;
    } else if (v->id >= 0 && v->id < d->nplaces && d->place[v->id].seq) {
        const Place *p = &d->place[v->id];
        if (p->seq == seq) return graph || p->index < index;
        for (int f = frame; f >= 0; f = d->frames[f].parent)
            if (d->frames[f].seq == p->seq) return d->frames[f].graph || p->index < d->frames[f].index;
    }
    return value_dominates(d, v, u, index, blk, frame);
}

/* Region outer strictly holds region inner. */
static bool region_holds(const Region *outer, const Region *inner) {
    while (inner && inner->parent && inner->parent->parent) {
        inner = inner->parent->parent->parent;
        if (inner == outer) return true;
    }
    return false;
}

static const char *relation(const Region *use, const Region *def, bool arg) {
    if (use == def) return arg ? " in the same region" : " (op in the same region)";
    if (region_holds(def, use)) return arg ? " in a parent region" : " (op in a parent region)";
    if (region_holds(use, def)) return arg ? " in a child region" : " (op in a child region)";
    return arg ? " neither in a parent nor in a child region" : " (op is neither in a parent nor in a child region)";
}

/* MLIR's diagnoseInvalidOperandDominance. */
static bool diagnose(Verifier *v, const Op *u, int k) {
    verify_error(v, u, "operand #%d does not dominate this use", k);
    const Value *val = u->operands[k];
    const Block *use_blk = u->parent;
    if (val->def) {
        const Block *def_blk = val->def->parent;
        diag_add_note(v->error, val->def->loc, "operand defined here%s",
                      def_blk == use_blk ? " (op in the same block)" : relation(use_blk->parent, def_blk->parent, false));
        return false;
    }
    const Block *owner = val->block;
    const Region *r = owner ? owner->parent : NULL;
    Loc loc = r && r->parent ? r->parent->loc : (Loc){0, 0};
    if (!r) {
        diag_add_note(v->error, loc, " (block without parent)");
        return false;
    }
    int index = 0;
    while (index < r->nblocks && r->blocks[index] != owner) index++;
    diag_add_note(v->error, loc, "operand defined as a block argument (block #%d%s)", index,
                  relation(use_blk->parent, r, true));
    return false;
}

static bool out_of_memory(Verifier *v, const Op *op) {
    return verify_error(v, op, "out of memory checking dominance");
}

bool verify_dominance(Verifier *v, const Op *root) {
    if (!v->dominance) {
        v->dominance = calloc(1, sizeof *v->dominance);
        if (!v->dominance) return out_of_memory(v, root);
    }
    Dominance *d = v->dominance;
    d->nframes = d->nwork = 0;
    if (push_frame(d, (Frame){root, root->parent, -1, -1, -1, false}) < 0 || !push_work(d, 0))
        return out_of_memory(v, root);
    while (d->nwork) {
        int frame = d->work[--d->nwork];
        const Op *op = d->frames[frame].op;
        for (int r = 0; r < op->nregions; r++) {
            const Region *reg = &op->regions[r];
            if (reg->nblocks > 1 && !build_tree(d, reg)) return out_of_memory(v, op);
            bool graph = !has_ssa_dominance(reg);
            for (int b = 0; b < reg->nblocks; b++) {
                const Block *blk = reg->blocks[b];
                bool live = reachable(d, blk);
                int seq = ++d->seq;
                for (int i = 0; i < blk->nops; i++) {
                    const Op *u = blk->ops[i];
                    if (live)
                        for (int k = 0; k < u->noperands; k++)
                            if (!dominates_use(d, u->operands[k], u, i, blk, seq, graph, frame)) return diagnose(v, u, k);
                    for (int k = 0; k < u->nresults; k++) {
                        int id = u->results[k]->id;
                        if (id < 0) continue;
                        if (!grow_places(d, id)) return out_of_memory(v, u);
                        d->place[id] = (Place){seq, i};
                    }
                    if (u->nregions && !op_code_is_isolated(u->code)) {
                        int f = push_frame(d, (Frame){u, blk, seq, i, frame, graph});
                        if (f < 0 || !push_work(d, f)) return out_of_memory(v, u);
                    }
                }
            }
        }
    }
    return true;
}

void verify_dominance_free(Verifier *v) {
    Dominance *d = v->dominance;
    if (!d) return;
    free(d->place);
    free(d->pre);
    free(d->post);
    free(d->local);
    free(d->frames);
    free(d->work);
    free(d->scratch);
    free(d);
    v->dominance = NULL;
}
