/* Innermost affine.for bodies with their accesses' checks hoisted to the
 * loop entry (see hoist.h). */
#include "hoist.h"
#include "affine_access.h"
#include "../checks/definedness.h"
#include "../engine/exec.h"
#include "ops_arith.h"
#include <string.h>

/* Bodies larger than this run the usual way (the per-entry state lives on
 * the C stack). */
enum { HOIST_MAX_STEPS = 64, HOIST_MAX_ACCESSES = 16 };

/* What one op of the body does in the fast loop. */
typedef enum {
    HS_CALL,                                   /* its handler, checks per access */
    HS_LOAD_F32, HS_LOAD_8, HS_LOAD_GENERAL,   /* a proved load, by element representation */
    HS_STORE_F32, HS_STORE_8, HS_STORE_GENERAL,
    HS_ADDF_F32, HS_SUBF_F32, HS_MULF_F32, HS_DIVF_F32,   /* arith's scalar float handlers, in place */
    HS_ADDF_F64, HS_SUBF_F64, HS_MULF_F64, HS_DIVF_F64,
    HS_ADDI, HS_SUBI, HS_MULI, HS_ANDI, HS_ORI, HS_XORI,   /* arith's one-lane integer handlers, in place */
    HS_RESIZE, HS_SITOFP_F64, HS_SITOFP_F32,
    HS_MAC_F32, HS_MAC_F64,   /* before the first op: a batch of whole multiply-accumulate iterations */
    HS_COLUMNS,               /* before the first op: whole iterations op by op over columns (run_columns) */
    HS_END,                                    /* after the last op: the iteration's end */
    HS_COUNT
} HoistStep;

/* The steps are dispatched by computed goto where the compiler has GNU C's
 * labels as values (one indirect jump per step, each predicted on its
 * own), else by a switch (C11). */
#if defined(__GNUC__) && !defined(AI_PORTABLE_DISPATCH)
#define HOIST_THREADED 1
#endif

typedef struct HoistAccess {
    int step;              /* its op's index in the body */
    const Access *a;
    bool is_store;
} HoistAccess;

/* A body that is one multiply-accumulate: p = x * y of two loads, then
 * s = c + p, p + c, c - p or p - c, where either c is a third load and s
 * is stored (the inner loop of a matrix product, a convolution), or c is
 * a loop-carried value and s is yielded to it (the same after
 * --affine-scalrep, a dot product).  Its iterations can run as one C loop
 * (mac_run_*, mac_carried_*) that does each iteration's loads, operations
 * and store in the body's order. */
typedef struct HoistMac {
    int x, y, c, store;    /* the ops (indices in the body) of the loads of x, y, c, and the store; c, store -1 when carried */
    int carried;           /* the slot of c, the block argument s is yielded to (-1: c is loaded) */
    int sum;               /* the slot of s */
    HoistStep step;        /* HS_MAC_F32 or HS_MAC_F64 */
    bool subtract;         /* s = c - p or p - c */
    bool addend_first;     /* s = c OP p, else p OP c */
} HoistMac;

struct HoistBody {
    const Node *nodes;     /* the body's ops; the last, the yield, is not run */
    int nsteps;
    uint8_t how[HOIST_MAX_STEPS];   /* each op's step before the proofs: HS_CALL or a float operation */
    int naccesses;
    HoistAccess accesses[HOIST_MAX_ACCESSES];
    bool has_mac;
    HoistMac mac;
};

/* Ops that only compute their results and read or write memory elements:
 * none frees a buffer, starts a transfer, calls or branches. */
static bool runs_in_fast_loop(const Node *n) {
    if (n->nregions) return false;
    switch ((TrackKind)n->track) {
    case TRACK_PURE: case TRACK_DIVISION: case TRACK_SELECT: case TRACK_ACCESS: case TRACK_INDEXED: return true;
    default: return false;
    }
}

/* Whether slot is set by the body (an op's result or a block argument:
 * the induction variable and the loop-carried values). */
static bool set_in_body(const ExecBlock *body, int slot) {
    for (int i = 0; i < body->nargs; i++)
        if (body->arg_slots[i] == slot) return true;
    for (int k = 0; k < body->nnodes; k++)
        for (int o = 0; o < body->nodes[k].nout; o++)
            if (body->nodes[k].out[o] == slot) return true;
    return false;
}

/* An affine.load/store with linear subscripts over the induction variable
 * and values from outside the loop, on a memref from outside the loop. */
static bool hoistable(const ExecBlock *body, const Node *n, int iv_slot) {
    if (n->op->code != OP_AFFINE_LOAD && n->op->code != OP_AFFINE_STORE) return false;
    const Access *a = n->data;
    if (!a || !a->linear || a->vec_rank || n->lanes != 1 || set_in_body(body, a->memref_slot)) return false;
    for (int d = 0; d < a->rank; d++)
        for (int t = 0; t < a->linear[d].nterms; t++) {
            int s = a->linear[d].terms[t].slot;
            if (s != iv_slot && set_in_body(body, s)) return false;
        }
    return true;
}

/* The hoisted load among h's ops whose result is `slot`, or -1. */
static int load_of(const HoistBody *h, int slot) {
    for (int i = 0; i < h->naccesses; i++)
        if (!h->accesses[i].is_store && h->nodes[h->accesses[i].step].out[0] == slot) return h->accesses[i].step;
    return -1;
}

/* Whether h's ops (of body) are one multiply-accumulate of one float type
 * (HoistMac). */
static bool find_mac(const HoistBody *h, const ExecBlock *body, HoistMac *m) {
    bool carried = h->nsteps == 4 && h->naccesses == 2;
    if (!carried && (h->nsteps != 6 || h->naccesses != 4)) return false;
    int mul = -1, acc = -1, nloads = 0;
    for (int k = 0; k < h->nsteps; k++)
        if (h->how[k] == HS_MULF_F32 || h->how[k] == HS_MULF_F64) mul = k;
    if (mul < 0) return false;
    bool f64 = h->how[mul] == HS_MULF_F64;
    for (int k = 0; k < h->nsteps; k++)
        if (h->how[k] == (f64 ? HS_ADDF_F64 : HS_ADDF_F32) || h->how[k] == (f64 ? HS_SUBF_F64 : HS_SUBF_F32)) acc = k;
    m->store = -1;
    for (int i = 0; i < h->naccesses; i++) {
        const HoistAccess *ha = &h->accesses[i];
        if (ha->a->k.cls != (f64 ? SK_F64 : SK_F32)) return false;
        if (ha->is_store) m->store = ha->step;
        else nloads++;
    }
    if (acc < 0 || (carried ? m->store >= 0 || nloads != 2 : m->store < 0 || nloads != 3)) return false;
    const Node *mn = &h->nodes[mul], *an = &h->nodes[acc];
    int product = mn->out[0], addend;
    m->addend_first = an->in[1] == product;
    if (!m->addend_first && an->in[0] != product) return false;
    addend = an->in[m->addend_first ? 0 : 1];
    m->x = load_of(h, mn->in[0]);
    m->y = load_of(h, mn->in[1]);
    m->sum = an->out[0];
    m->subtract = h->how[acc] == HS_SUBF_F32 || h->how[acc] == HS_SUBF_F64;
    m->step = f64 ? HS_MAC_F64 : HS_MAC_F32;
    if (carried) {   /* c: an iter_args value (block argument 1 on) */
        m->c = -1;
        m->carried = -1;
        for (int i = 1; i < body->nargs; i++)
            if (body->arg_slots[i] == addend) m->carried = addend;
        return m->x >= 0 && m->y >= 0 && m->carried >= 0;
    }
    m->c = load_of(h, addend);
    m->carried = -1;
    /* the stored value is s, and the store is the last access (a load after it would see its element) */
    const Access *st = h->nodes[m->store].data;
    for (int i = 0; i < h->naccesses; i++)
        if (h->accesses[i].step > m->store) return false;
    return m->x >= 0 && m->y >= 0 && m->c >= 0 && st->value_slot == m->sum;
}

const HoistBody *hoist_prepare(LoadCtx *lc, const ExecBlock *body) {
    if (body->nnodes < 2 || body->nnodes - 1 > HOIST_MAX_STEPS || body->nargs < 1) return NULL;
    HoistBody *h = arena_alloc(lc->arena, sizeof *h);
    memset(h, 0, sizeof *h);
    h->nodes = body->nodes;
    h->nsteps = body->nnodes - 1;
    for (int k = 0; k < h->nsteps; k++) {
        const Node *n = &body->nodes[k];
        if (!runs_in_fast_loop(n)) return NULL;
        bool f64;
        ScalarFloatOp op = arith_scalar_float_op(n, &f64);
        h->how[k] = (uint8_t)(op == FLOAT_OP_NONE ? HS_CALL : (f64 ? HS_ADDF_F64 : HS_ADDF_F32) + (op - FLOAT_OP_ADD));
        ScalarIntOp iop = arith_scalar_int_op(n);
        if (iop != INT_OP_NONE) h->how[k] = (uint8_t)(HS_ADDI + (iop - INT_OP_ADD));
        if (h->naccesses < HOIST_MAX_ACCESSES && hoistable(body, n, body->arg_slots[0]))
            h->accesses[h->naccesses++] = (HoistAccess){k, n->data, n->op->code == OP_AFFINE_STORE};
    }
    bool in_place = h->naccesses > 0;
    for (int k = 0; k < h->nsteps; k++) in_place |= h->how[k] != HS_CALL;
    h->has_mac = find_mac(h, body, &h->mac);
    return in_place ? h : NULL;
}

/* ------------------------------------------------------------ the proof */
/* Exact arithmetic: false when a value leaves int64 (no proof then). */
static bool mul_add(int64_t *acc, int64_t x, int64_t y) {
    int64_t p;
    return !__builtin_mul_overflow(x, y, &p) && !__builtin_add_overflow(*acc, p, acc);
}

/* One op of the body for one loop entry: how it runs, and for a proved
 * access the slot it moves and its element in the entry's iteration r
 * (p + r * dp). */
typedef struct FastStep {
    HoistStep how;
#ifdef HOIST_THREADED
    const void *go;         /* the code of `how` (direct threading) */
#endif
    const Node *node;
    Slot *slot;             /* an access's value; a float operation's result */
    const Slot *x, *y;      /* a float operation's operands */
    unsigned char *p;
    int64_t dp;
    ScalarKind k;
} FastStep;

/* Proves every iteration's access of ha in bounds and its buffer live and
 * unwatched, for the induction variable from `first` to `last` by `step`;
 * then sets out's element and step. */
static bool prove(const HoistAccess *ha, const Slot *fr, int iv_slot, int64_t first, int64_t last, int64_t step,
                  FastStep *out) {
    const Access *a = ha->a;
    const Slot *desc = fr + a->memref_slot;
    const Buffer *b = desc[0].p;
    if (!b || b->watched || !b->data) return false;
    int64_t lin_first = desc[1].i, lin_last = desc[1].i, lin_step = 0;
    for (int d = 0; d < a->rank; d++) {
        const LinearIndex *li = &a->linear[d];
        int64_t at0 = li->c0, per_iv = 0;   /* subscript = at0 + per_iv * iv */
        for (int t = 0; t < li->nterms; t++) {
            const LinearTerm *term = &li->terms[t];
            if (term->slot == iv_slot ? __builtin_add_overflow(per_iv, term->coef, &per_iv)
                                      : !mul_add(&at0, term->coef, fr[term->slot].i))
                return false;
        }
        int64_t x_first = at0, x_last = at0, size = desc[3 + d].i, stride = desc[3 + a->rank + d].i;
        if (!mul_add(&x_first, per_iv, first) || !mul_add(&x_last, per_iv, last)) return false;
        if (x_first < 0 || x_first >= size || x_last < 0 || x_last >= size) return false;
        if (!mul_add(&lin_first, x_first, stride) || !mul_add(&lin_last, x_last, stride) ||
            !mul_add(&lin_step, per_iv, stride))
            return false;
    }
    if (lin_first < 0 || lin_first >= b->live_nelems || lin_last < 0 || lin_last >= b->live_nelems) return false;
    int64_t bytes = b->elem.bytes, dp = 0;
    if (!mul_add(&dp, lin_step, step) || __builtin_mul_overflow(dp, bytes, &dp)) return false;
    out->p = b->data + lin_first * bytes;
    out->dp = dp;
    out->k = a->k;
    int rep = access_rep(a->k);
    out->how = ha->is_store ? (rep == ACCESS_REP_F32 ? HS_STORE_F32 : rep == ACCESS_REP_8 ? HS_STORE_8 : HS_STORE_GENERAL)
                            : (rep == ACCESS_REP_F32 ? HS_LOAD_F32 : rep == ACCESS_REP_8 ? HS_LOAD_8 : HS_LOAD_GENERAL);
    out->slot = (Slot *)fr + (ha->is_store ? a->value_slot : out->node->out[0]);
    return true;
}

/* ------------------------------------------------------------- the loop */
/* `n` whole iterations of a multiply-accumulate body from iteration r of
 * the entry: each does its loads, operations and store in the body's order
 * (through memcpy: the stored element may be one a later iteration loads). */
#define MAC_RUN(NAME, T)                                                                                          \
    static void NAME(const HoistMac *m, const FastStep *ops, int64_t r, uint64_t n) {                             \
        const FastStep *x = &ops[m->x], *y = &ops[m->y], *c = &ops[m->c], *st = &ops[m->store];                  \
        const unsigned char *px = x->p + r * x->dp, *py = y->p + r * y->dp, *pc = c->p + r * c->dp;             \
        unsigned char *ps = st->p + r * st->dp;                                                                   \
        for (uint64_t i = 0; i < n; i++) {                                                                        \
            T a, b, e, p, s;                                                                                      \
            memcpy(&a, px, sizeof a);                                                                             \
            memcpy(&b, py, sizeof b);                                                                             \
            memcpy(&e, pc, sizeof e);                                                                             \
            p = a * b;                                                                                            \
            if (m->subtract) s = m->addend_first ? e - p : p - e;                                                \
            else s = m->addend_first ? e + p : p + e;                                                             \
            memcpy(ps, &s, sizeof s);                                                                             \
            px += x->dp, py += y->dp, pc += c->dp, ps += st->dp;                                                 \
        }                                                                                                         \
    }
MAC_RUN(mac_run_f32, float)
MAC_RUN(mac_run_f64, double)
#undef MAC_RUN

/* The same for a carried c: each iteration's s is the next one's c (the
 * yield), left in c's slot after the n iterations. */
#define MAC_CARRIED(NAME, T, FIELD)                                                                               \
    static void NAME(const HoistMac *m, const FastStep *ops, int64_t r, uint64_t n, Slot *fr) {                   \
        const FastStep *x = &ops[m->x], *y = &ops[m->y];                                                         \
        const unsigned char *px = x->p + r * x->dp, *py = y->p + r * y->dp;                                      \
        T e = fr[m->carried].FIELD;                                                                               \
        for (uint64_t i = 0; i < n; i++) {                                                                        \
            T a, b, p;                                                                                            \
            memcpy(&a, px, sizeof a);                                                                             \
            memcpy(&b, py, sizeof b);                                                                             \
            p = a * b;                                                                                            \
            if (m->subtract) e = m->addend_first ? e - p : p - e;                                                \
            else e = m->addend_first ? e + p : p + e;                                                             \
            px += x->dp, py += y->dp;                                                                             \
        }                                                                                                         \
        Slot v;                                                                                                   \
        v.u = 0;                                                                                                  \
        v.FIELD = e;                                                                                              \
        fr[m->carried] = v;                                                                                       \
    }
MAC_CARRIED(mac_carried_f32, float, f)
MAC_CARRIED(mac_carried_f64, double, d)
#undef MAC_CARRIED

/* ------------------------------------------------------ column batches
 * A body whose every op is a proved access or a float operation, with no
 * loop-carried value, can run a batch of whole iterations op by op: each
 * op over the batch's iterations into a column (one Slot per iteration),
 * as a vectorizing interpreter does.  That reorders the ops of different
 * iterations, so it is allowed only when no two of its accesses, one a
 * store, can touch the same bytes in different iterations of the entry
 * (their byte ranges are apart, or they are the same moving element: one
 * access per iteration, the same in both).  Results are the same bits:
 * the same C operations on the same values, one at a time. */
enum { COLUMN_BATCH = 64 };

/* Where an op's operand comes from: the column of an earlier op of the
 * body (its result, batch iteration i at col[i]), or a slot set before the
 * loop, the same in every iteration (stride 0). */
typedef struct ColumnInput {
    const Slot *at;
    int stride;
} ColumnInput;

typedef struct ColumnPlan {
    int nsteps;
    ColumnInput x[HOIST_MAX_STEPS], y[HOIST_MAX_STEPS];
    int column[HOIST_MAX_STEPS];   /* the column an op writes (-1: none, a store) */
    int ncolumns;
} ColumnPlan;

static ColumnInput column_input(const FastStep *ops, int k, const Slot *slot, Slot *cols, const int *column) {
    for (int j = k - 1; j >= 0; j--)
        if (column[j] >= 0 && ops[j].slot == slot) return (ColumnInput){cols + (size_t)column[j] * COLUMN_BATCH, 1};
    return (ColumnInput){slot, 0};
}

/* The bytes [lo, hi) an access touches over `n` iterations from the entry's first. */
static void access_span(const FastStep *f, uint64_t n, int bytes, uintptr_t *lo, uintptr_t *hi) {
    uintptr_t first = (uintptr_t)f->p, last = (uintptr_t)(f->p + (int64_t)(n - 1) * f->dp);
    *lo = first < last ? first : last;
    *hi = (first < last ? last : first) + (uintptr_t)bytes;
}

/* Whether the body's ops can run by columns over the `n` iterations of this
 * entry (see above); then fills plan. */
static bool columns_allowed(const HoistBody *h, const FastStep *ops, uint64_t n, const Moves *carry, Slot *cols,
                            ColumnPlan *plan) {
    if (carry->n || h->nsteps > HOIST_MAX_STEPS) return false;
    for (int k = 0; k < h->nsteps; k++) {
        HoistStep w = ops[k].how;
        if (w == HS_CALL || w == HS_LOAD_GENERAL || w == HS_STORE_GENERAL || (w >= HS_ADDI && w <= HS_SITOFP_F32))
            return false;   /* run_columns moves floats only */
    }
    for (int i = 0; i < h->naccesses; i++)
        for (int j = i + 1; j < h->naccesses; j++) {
            const HoistAccess *a = &h->accesses[i], *b = &h->accesses[j];
            if (!a->is_store && !b->is_store) continue;
            const FastStep *fa = &ops[a->step], *fb = &ops[b->step];
            int ba = fa->how == HS_LOAD_F32 || fa->how == HS_STORE_F32 ? 4 : 8;
            int bb = fb->how == HS_LOAD_F32 || fb->how == HS_STORE_F32 ? 4 : 8;
            if (fa->p == fb->p && fa->dp == fb->dp && fa->dp != 0 && ba == bb && (fa->dp >= ba || -fa->dp >= ba))
                continue;   /* the same element of each iteration, and iterations' elements apart */
            uintptr_t alo, ahi, blo, bhi;
            access_span(fa, n, ba, &alo, &ahi);
            access_span(fb, n, bb, &blo, &bhi);
            if (alo < bhi && blo < ahi) return false;
        }
    /* a store's own elements must not meet across iterations either */
    for (int i = 0; i < h->naccesses; i++) {
        const FastStep *f = &ops[h->accesses[i].step];
        int bytes = f->how == HS_STORE_F32 ? 4 : 8;
        if (h->accesses[i].is_store && f->dp < bytes && -f->dp < bytes) return false;
    }
    plan->nsteps = h->nsteps;
    plan->ncolumns = 0;
    for (int k = 0; k < h->nsteps; k++) {
        HoistStep w = ops[k].how;
        plan->column[k] = w == HS_STORE_F32 || w == HS_STORE_8 ? -1 : plan->ncolumns++;
        if (w == HS_STORE_F32 || w == HS_STORE_8) plan->x[k] = column_input(ops, k, ops[k].slot, cols, plan->column);
        else if (w != HS_LOAD_F32 && w != HS_LOAD_8) {
            plan->x[k] = column_input(ops, k, ops[k].x, cols, plan->column);
            plan->y[k] = column_input(ops, k, ops[k].y, cols, plan->column);
        }
    }
    return true;
}

#define COLUMN_FLOAT(OP, T, FIELD)                                                                                \
    for (int i = 0; i < n; i++) {                                                                                 \
        Slot v;                                                                                                   \
        v.u = 0;                                                                                                  \
        v.FIELD = (T)(x[i * xs].FIELD OP y[i * ys].FIELD);                                                        \
        out[i] = v;                                                                                               \
    }

/* n (<= COLUMN_BATCH) iterations from the entry's iteration r, op by op. */
static void run_columns(const ColumnPlan *plan, const FastStep *ops, int64_t r, int n, Slot *cols) {
    for (int k = 0; k < plan->nsteps; k++) {
        const FastStep *f = &ops[k];
        Slot *out = plan->column[k] >= 0 ? cols + (size_t)plan->column[k] * COLUMN_BATCH : NULL;
        const Slot *x = plan->x[k].at, *y = plan->y[k].at;
        int xs = plan->x[k].stride, ys = plan->y[k].stride;
        const unsigned char *p = f->p + r * f->dp;
        switch (f->how) {
        case HS_LOAD_F32:
            for (int i = 0; i < n; i++, p += f->dp) {
                Slot v;
                v.u = 0;
                memcpy(&v.f, p, 4);
                out[i] = v;
            }
            break;
        case HS_LOAD_8:
            for (int i = 0; i < n; i++, p += f->dp) memcpy(&out[i].u, p, 8);
            break;
        case HS_STORE_F32:
            for (int i = 0; i < n; i++, p += f->dp) memcpy((unsigned char *)p, &x[i * xs].f, 4);
            break;
        case HS_STORE_8:
            for (int i = 0; i < n; i++, p += f->dp) memcpy((unsigned char *)p, &x[i * xs].u, 8);
            break;
        case HS_ADDF_F32: COLUMN_FLOAT(+, float, f) break;
        case HS_SUBF_F32: COLUMN_FLOAT(-, float, f) break;
        case HS_MULF_F32: COLUMN_FLOAT(*, float, f) break;
        case HS_DIVF_F32: COLUMN_FLOAT(/, float, f) break;
        case HS_ADDF_F64: COLUMN_FLOAT(+, double, d) break;
        case HS_SUBF_F64: COLUMN_FLOAT(-, double, d) break;
        case HS_MULF_F64: COLUMN_FLOAT(*, double, d) break;
        case HS_DIVF_F64: COLUMN_FLOAT(/, double, d) break;
        default: break;   /* columns_allowed admits no other step */
        }
    }
}
#undef COLUMN_FLOAT

/* The rest of iteration `from` on, through exec_node (tracking is on). */
static Status finish_iteration(Exec *ex, const HoistBody *h, int from, Slot *fr) {
    for (int k = from; k < h->nsteps; k++) {
        Status st = exec_node(ex, &h->nodes[k], fr);
        if (st != ST_OK) return st;
    }
    ex->term = &h->nodes[h->nsteps];
    return ST_TERM;
}

/* How many iterations from here on can end without the checks of the
 * iteration end: none carries values (unless the batch step carries
 * them), none takes the step count past `stop`, none is the last. */
static uint64_t quiet_ends(const Moves *carry, bool batch_carries, int64_t used, int64_t stop, int per_iteration,
                           uint64_t at, uint64_t trips) {
    if ((carry->n && !batch_carries) || used > stop) return 0;
    uint64_t by_steps = (uint64_t)(stop - used) / (uint64_t)per_iteration, by_trips = trips - at - 1;
    return by_steps < by_trips ? by_steps : by_trips;
}

Status hoist_run(Exec *ex, const Node *loop, const HoistBody *h, Slot *fr, int iv_slot, int64_t lb, int64_t step,
                 uint64_t trips, const Moves *carry, uint64_t *t) {
    /* steps[0]: a batch of whole iterations (when the body is a proved
     * multiply-accumulate), then one per op, then the iteration's end */
    FastStep steps[HOIST_MAX_STEPS + 2];
    FastStep *ops = steps + 1;
    int64_t first = (int64_t)((uint64_t)lb + *t * (uint64_t)step);
    int64_t last = (int64_t)((uint64_t)lb + (trips - 1) * (uint64_t)step);
    for (int k = 0; k < h->nsteps; k++) {
        const Node *n = &h->nodes[k];
        ops[k].how = (HoistStep)h->how[k];
        ops[k].node = n;
        if (ops[k].how == HS_CALL) continue;
        ops[k].slot = fr + n->out[0];
        ops[k].x = fr + n->in[0];
        ops[k].y = fr + n->in[1];   /* a unary op's: in[1] is 0 (never read) */
        ops[k].k = n->k2;           /* HS_RESIZE: the width; an access's is set by prove */
    }
    const FastStep *end = &ops[h->nsteps];
    ops[h->nsteps].how = HS_END;
    ops[h->nsteps].node = &h->nodes[h->nsteps];
    for (int i = 0; i < h->naccesses; i++) {
        FastStep *st = &ops[h->accesses[i].step];
        if (!prove(&h->accesses[i], fr, iv_slot, first, last, step, st)) st->how = HS_CALL;
    }
    const HoistMac *mac = &h->mac;
    bool batches = h->has_mac && ops[mac->x].how != HS_CALL && ops[mac->y].how != HS_CALL;
    if (batches && mac->carried < 0)
        batches = !carry->n && ops[mac->c].how != HS_CALL && ops[mac->store].how != HS_CALL;
    else if (batches)   /* the yield moves s to c and nothing else */
        batches = carry->n == 1 && carry->cnt[0] == 1 && carry->src[0] == mac->sum && carry->dst[0] == mac->carried;
    bool batch_carries = batches && mac->carried >= 0;
    steps[0].how = batches ? mac->step : HS_CALL;
    /* the column batches' state, on the C stack: the plan and the columns */
    ColumnPlan plan;
    Slot cols[HOIST_MAX_STEPS * COLUMN_BATCH];
    if (!batches && trips - *t > 2 * COLUMN_BATCH && columns_allowed(h, ops, trips - *t, carry, cols, &plan)) {
        steps[0].how = HS_COLUMNS;
        batches = true;
    }
    const FastStep *start = batches ? steps : ops;
    uint64_t at = *t;
    int64_t iv = first, r = 0;   /* r: iterations of this entry so far */
    /* the step count, kept here and written back whenever it may be read */
    int64_t used = ex->used.steps, stop = ex->limits.step_stop;
    const int per_iteration = h->nsteps + 1;
    uint64_t quiet = quiet_ends(carry, batch_carries, used, stop, per_iteration, at, trips);
    const FastStep *s = start;
    Status st;
#ifdef HOIST_THREADED
    static const void *const dispatch[HS_COUNT] = {
        [HS_CALL] = &&L_HS_CALL, [HS_LOAD_F32] = &&L_HS_LOAD_F32, [HS_LOAD_8] = &&L_HS_LOAD_8,
        [HS_LOAD_GENERAL] = &&L_HS_LOAD_GENERAL, [HS_STORE_F32] = &&L_HS_STORE_F32, [HS_STORE_8] = &&L_HS_STORE_8,
        [HS_STORE_GENERAL] = &&L_HS_STORE_GENERAL, [HS_ADDF_F32] = &&L_HS_ADDF_F32, [HS_SUBF_F32] = &&L_HS_SUBF_F32,
        [HS_MULF_F32] = &&L_HS_MULF_F32, [HS_DIVF_F32] = &&L_HS_DIVF_F32, [HS_ADDF_F64] = &&L_HS_ADDF_F64,
        [HS_SUBF_F64] = &&L_HS_SUBF_F64, [HS_MULF_F64] = &&L_HS_MULF_F64, [HS_DIVF_F64] = &&L_HS_DIVF_F64,
        [HS_ADDI] = &&L_HS_ADDI, [HS_SUBI] = &&L_HS_SUBI, [HS_MULI] = &&L_HS_MULI, [HS_ANDI] = &&L_HS_ANDI,
        [HS_ORI] = &&L_HS_ORI, [HS_XORI] = &&L_HS_XORI, [HS_RESIZE] = &&L_HS_RESIZE,
        [HS_SITOFP_F64] = &&L_HS_SITOFP_F64, [HS_SITOFP_F32] = &&L_HS_SITOFP_F32,
        [HS_MAC_F32] = &&L_HS_MAC_F32, [HS_MAC_F64] = &&L_HS_MAC_F64, [HS_COLUMNS] = &&L_HS_COLUMNS,
        [HS_END] = &&L_HS_END};
    for (FastStep *k = steps; k <= &ops[h->nsteps]; k++) k->go = dispatch[k->how];
#define DISPATCH() goto *s->go
#define STEP(name) L_##name
#else
#define DISPATCH() goto dispatch_switch
#define STEP(name) case name
#endif
#define ELEMENT() (s->p + r * s->dp)
    fr[iv_slot].i = iv;
    DISPATCH();
#ifndef HOIST_THREADED
dispatch_switch:
    switch (s->how) {
#endif
    STEP(HS_CALL):
        st = s->node->fn(ex, s->node, fr);
        if (__builtin_expect(st != ST_OK || ex->tracking, 0)) goto leave_fast_path;
        s++;
        DISPATCH();
    STEP(HS_LOAD_F32): {
        Slot v;
        v.u = 0;
        memcpy(&v.f, ELEMENT(), 4);
        *s->slot = v;
        s++;
        DISPATCH();
    }
    STEP(HS_LOAD_8):
        memcpy(&s->slot->u, ELEMENT(), 8);
        s++;
        DISPATCH();
    STEP(HS_LOAD_GENERAL):
        *s->slot = scalar_load(ELEMENT(), s->k);
        s++;
        DISPATCH();
    STEP(HS_STORE_F32):
        memcpy(ELEMENT(), &s->slot->f, 4);
        s++;
        DISPATCH();
    STEP(HS_STORE_8):
        memcpy(ELEMENT(), &s->slot->u, 8);
        s++;
        DISPATCH();
    STEP(HS_STORE_GENERAL):
        scalar_store(ELEMENT(), s->k, *s->slot);
        s++;
        DISPATCH();
#define FLOAT_STEP(NAME, OP)                                                   \
    STEP(NAME##_F32) : {                                                       \
        Slot v;                                                                \
        v.u = 0;                                                               \
        v.f = s->x->f OP s->y->f;                                              \
        *s->slot = v;                                                          \
        s++;                                                                   \
        DISPATCH();                                                            \
    }                                                                          \
    STEP(NAME##_F64) : s->slot->d = s->x->d OP s->y->d;                        \
        s++;                                                                   \
        DISPATCH();
    FLOAT_STEP(HS_ADDF, +)
    FLOAT_STEP(HS_SUBF, -)
    FLOAT_STEP(HS_MULF, *)
    FLOAT_STEP(HS_DIVF, /)
#undef FLOAT_STEP
#define INT_STEP(NAME, EXPR)                                                   \
    STEP(NAME) : {                                                             \
        uint64_t x = s->x->u, y = s->y->u;                                     \
        s->slot->u = EXPR;                                                     \
        s++;                                                                   \
        DISPATCH();                                                            \
    }
    INT_STEP(HS_ADDI, x + y)
    INT_STEP(HS_SUBI, x - y)
    INT_STEP(HS_MULI, x * y)
    INT_STEP(HS_ANDI, x & y)
    INT_STEP(HS_ORI, x | y)
    INT_STEP(HS_XORI, x ^ y)
#undef INT_STEP
    STEP(HS_RESIZE):
        s->slot->i = scalar_sext(s->x->u, s->k.width);
        s++;
        DISPATCH();
#define SITOFP_STEP(NAME, FIELD, T)                                            \
    STEP(NAME) : {                                                             \
        Slot v;                                                                \
        v.u = 0;                                                               \
        v.FIELD = (T)s->x->i;                                                  \
        *s->slot = v;                                                          \
        s++;                                                                   \
        DISPATCH();                                                            \
    }
    SITOFP_STEP(HS_SITOFP_F64, d, double)
    SITOFP_STEP(HS_SITOFP_F32, f, float)
#undef SITOFP_STEP
    /* the quiet iterations in one C loop; then this iteration op by op
     * (it ends with the checks), which also leaves each op's slot as the
     * body would */
#define MAC_STEP(NAME, RUN, CARRIED)                                           \
    STEP(NAME) :                                                               \
        if (quiet) {                                                           \
            if (batch_carries) CARRIED(mac, ops, r, quiet, fr);                \
            else RUN(mac, ops, r, quiet);                                      \
            used += (int64_t)quiet * per_iteration;                            \
            at += quiet;                                                       \
            r += (int64_t)quiet;                                               \
            iv = (int64_t)((uint64_t)iv + quiet * (uint64_t)step);             \
            fr[iv_slot].i = iv;                                                \
            quiet = 0;                                                         \
        }                                                                      \
        s++;                                                                   \
        DISPATCH();
    MAC_STEP(HS_MAC_F32, mac_run_f32, mac_carried_f32)
    MAC_STEP(HS_MAC_F64, mac_run_f64, mac_carried_f64)
#undef MAC_STEP
    /* the quiet iterations by columns; then this iteration op by op */
    STEP(HS_COLUMNS):
        while (quiet) {
            int batch = quiet < COLUMN_BATCH ? (int)quiet : COLUMN_BATCH;
            run_columns(&plan, ops, r, batch, cols);
            used += (int64_t)batch * per_iteration;
            at += (uint64_t)batch;
            r += batch;
            iv = (int64_t)((uint64_t)iv + (uint64_t)batch * (uint64_t)step);
            quiet -= (uint64_t)batch;
        }
        fr[iv_slot].i = iv;
        s++;
        DISPATCH();
    STEP(HS_END):
        if (__builtin_expect(quiet != 0, 1)) {   /* no carry, the count below the stop, not the last */
            quiet--;
            used += per_iteration;
            at++;
            r++;
            iv = (int64_t)((uint64_t)iv + (uint64_t)step);
            fr[iv_slot].i = iv;
            s = start;
            DISPATCH();
        }
    iteration_end:   /* as exec_iteration_end, with the count in `used` */
        if (carry->n) moves_apply_parallel(ex, carry, fr);
        if ((used += per_iteration) > stop) {
            ex->used.steps = used;
            if (exec_steps_reached(ex, loop)) return ST_ERROR;
            stop = ex->limits.step_stop;
        }
        if (++at >= trips) {
            ex->used.steps = used;
            if (s == end) ex->term = end->node;   /* else an op that returned ST_TERM set it */
            *t = at;
            return ST_OK;
        }
        quiet = quiet_ends(carry, batch_carries, used, stop, per_iteration, at, trips);
        r++;
        iv = (int64_t)((uint64_t)iv + (uint64_t)step);
        fr[iv_slot].i = iv;
        s = start;
        DISPATCH();
#ifndef HOIST_THREADED
    default:
        return ST_ERROR;
    }
#endif
#undef DISPATCH
#undef STEP
#undef ELEMENT
leave_fast_path:
    ex->used.steps = used;
    if (st == ST_ERROR) return st;
    if (st == ST_TERM) goto iteration_end;   /* as exec_loop_body */
    /* tracking switched on: the rest of this iteration, then of the loop, the usual way */
    if (finish_iteration(ex, h, (int)(s - ops) + 1, fr) != ST_TERM ||
        exec_iteration_end(ex, loop, carry, fr, h->nsteps + 1))
        return ST_ERROR;
    *t = at + 1;
    return ST_OK;
}
