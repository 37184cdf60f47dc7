/* affine: the ops of seed 001 but dma_start/dma_wait (ops_dma.c).  Every map is compiled at load time; loops walk
 * their single-block bodies with exec_block directly. */
#include "affine_access.h"
#include "hoist.h"
#include "../checks/access.h"
#include "../checks/definedness.h"
#include "../checks/races.h"
#include "../../semantics/reductions.h"
#include "../engine/exec.h"
#include "../engine/load.h"
#include <string.h>
#include <stdio.h>

/* ------------------------------------------------- apply, min, max */
static Status h_apply(Exec *ex, const Node *n, Slot *fr) {
    int64_t v[1];
    if (eval_map(ex, n, n->data, fr, v)) return ST_ERROR;
    fr[n->out[0]].i = v[0];
    return ST_OK;
}

static Status min_max(Exec *ex, const Node *n, Slot *fr, bool is_max) {
    const MapUse *u = n->data;
    int64_t v[MAX_MAP_OPERANDS];
    if (u->map->nresults > MAX_MAP_OPERANDS) return exec_fail(ex, n, DIAG_CLASS_LIMIT, "too many map results");
    if (eval_map(ex, n, u, fr, v)) return ST_ERROR;
    int64_t r = v[0];
    for (int i = 1; i < u->map->nresults; i++) r = is_max ? (v[i] > r ? v[i] : r) : (v[i] < r ? v[i] : r);
    fr[n->out[0]].i = r;
    return ST_OK;
}
static Status h_min(Exec *ex, const Node *n, Slot *fr) { return min_max(ex, n, fr, false); }
static Status h_max(Exec *ex, const Node *n, Slot *fr) { return min_max(ex, n, fr, true); }

static bool prep_map_op(LoadCtx *lc, Node *n, Handler h) {
    MapUse *u = arena_alloc(lc->arena, sizeof *u);
    if (!map_use(lc, n, "map", 0, n->nin, u)) return false;
    if (u->map->nresults < 1) return load_fail(lc, n, "'%s' op requires at least one map result", n->op->name);
    if (h == h_apply && u->map->nresults != 1)
        return load_fail(lc, n, "'affine.apply' op mapping must produce one value");
    n->data = u;
    n->fn = h;
    /* no dim or symbol rule on the operands here: affine.apply, min and max
     * compute their map on whatever index values they get (SPEC_NOTES "Dims
     * and symbols of affine.apply, min and max"); MLIR 22's verifier refuses
     * only a valid dim bound to a symbol of affine.apply (semantics/verify_affine.c) */
    return true;
}
static bool prep_apply(LoadCtx *lc, Node *n) { return prep_map_op(lc, n, h_apply); }
static bool prep_min(LoadCtx *lc, Node *n) { return prep_map_op(lc, n, h_min); }
static bool prep_max(LoadCtx *lc, Node *n) { return prep_map_op(lc, n, h_max); }

/* ------------------------------------------------------ load, store */
/* *x = c0 + sum(coef * operand); true when a product or sum left int64
 * (*x is then not set: the exact evaluation decides, see affine_eval.h). */
static inline bool linear_index(const LinearIndex *li, const Slot *fr, int64_t *x) {
    int64_t v = li->c0;
    if (li->nterms == 2) {   /* %i + %k - 1 and the like: unrolled */
        const LinearTerm *t = li->terms;
        int64_t p, q;
        if (__builtin_mul_overflow(t[0].coef, fr[t[0].slot].i, &p) || __builtin_add_overflow(v, p, &v) ||
            __builtin_mul_overflow(t[1].coef, fr[t[1].slot].i, &q) || __builtin_add_overflow(v, q, &v))
            return true;
        *x = v;
        return false;
    }
    for (const LinearTerm *t = li->terms, *end = li->terms + li->nterms; t < end; t++) {
        int64_t p;
        if (__builtin_mul_overflow(t->coef, fr[t->slot].i, &p) || __builtin_add_overflow(v, p, &v)) return true;
    }
    *x = v;
    return false;
}

/* The linear form of each of the n expressions e, their operand i bound
 * to slots[i]; NULL when one is not linear. */
static const LinearIndex *linear_forms(LoadCtx *lc, const CompiledExpr *e, int n, const int *slots) {
    LinearIndex *li = arena_alloc(lc->arena, sizeof *li * (size_t)(n + 1));
    for (int d = 0; d < n; d++) {
        if (!e[d].linear) return NULL;
        LinearTerm *t = arena_alloc(lc->arena, sizeof *t * (size_t)(e[d].nterms + 1));
        for (int i = 0; i < e[d].nterms; i++) {
            t[i].slot = slots[e[d].term_pos[i]];
            t[i].coef = e[d].term_coef[i];
        }
        li[d] = (LinearIndex){e[d].c0, e[d].nterms, t};
    }
    return li;
}

static __attribute__((noinline, cold)) Status linear_out_of_bounds(Exec *ex, const Node *n, const Access *a, const Slot *fr, int dim) {
    int64_t idx[MEMREF_MAX_RANK];
    for (int d = 0; d < a->rank; d++) {   /* each as two's complement gives it (a later one may wrap) */
        uint64_t v = (uint64_t)a->linear[d].c0;
        for (int t = 0; t < a->linear[d].nterms; t++)
            v += (uint64_t)a->linear[d].terms[t].coef * (uint64_t)fr[a->linear[d].terms[t].slot].i;
        idx[d] = (int64_t)v;
    }
    return access_out_of_bounds(ex, n, memref_view(fr + a->memref_slot), idx, dim);
}

/* Definedness at full speed (definedness.h): a load tests the element's
 * shadow bit when its buffer has one (a buffer once fully written has
 * none); a store defines the element (the value is defined: were it not,
 * the run would be tracking and the tracked handlers below would run
 * instead). */
static inline int64_t element_number(const Buffer *b, const unsigned char *p) {
    return (int64_t)(p - b->data) / b->elem.bytes;
}
static Status watched_load(Exec *ex, const Node *n, Slot *fr, const Buffer *b, int64_t lin) {
    if (access_dma_read(ex, n, b, lin)) return ST_ERROR;
    if (buffer_is_undefined(b, lin) && definedness_undefined_load(ex, n, fr, b, lin, n->out[0])) return ST_ERROR;
    return dep_check(ex, n, b, lin, false);
}
static inline Status loaded_element(Exec *ex, const Node *n, Slot *fr, const Buffer *b, int64_t lin) {
    return __builtin_expect(b->watched, 0) ? watched_load(ex, n, fr, b, lin) : ST_OK;
}
static inline Status loaded(Exec *ex, const Node *n, Slot *fr, const Access *a, const unsigned char *p) {
    const Buffer *b = fr[a->memref_slot].p;
    if (__builtin_expect(b->watched, 0)) return watched_load(ex, n, fr, b, element_number(b, p));
    return ST_OK;
}
/* A store may go ahead at element lin (no DMA hazard); then it defines it. */
static inline Status storing(Exec *ex, const Node *n, const Buffer *b, int64_t lin) { return access_dma_write(ex, n, b, lin); }
/* A store at element lin of a watched buffer: DMA hazards and the
 * dependence profile, then it defines the element. */
static __attribute__((noinline)) Status watched_store_checked(Exec *ex, const Node *n, Buffer *b, int64_t lin) {
    if (storing(ex, n, b, lin) || dep_check(ex, n, b, lin, true)) return ST_ERROR;
    buffer_define(b, lin);
    return ST_OK;
}
/* The same where only a shadow watches the buffer (a fresh allocation being
 * filled): the definition in place. */
static inline Status watched_store(Exec *ex, const Node *n, Buffer *b, int64_t lin) {
    if (__builtin_expect(b->dma_marks == NULL && ex->deps == NULL, 1)) {
        buffer_define(b, lin);
        return ST_OK;
    }
    return watched_store_checked(ex, n, b, lin);
}
static inline Status stored(Exec *ex, const Node *n, Slot *fr, const Access *a, const unsigned char *p) {
    Buffer *b = fr[a->memref_slot].p;
    if (__builtin_expect(b->watched, 0)) return watched_store(ex, n, b, element_number(b, p));
    return ST_OK;
}

static Status h_load(Exec *ex, const Node *n, Slot *fr) {
    const Access *a = n->data;
    int64_t idx[MEMREF_MAX_RANK];
    unsigned char *p;
    if (eval_map(ex, n, &a->idx, fr, idx) || access_element(ex, n, fr + a->memref_slot, idx, &p)) return ST_ERROR;
    fr[n->out[0]] = scalar_load(p, a->k);
    return loaded(ex, n, fr, a, p);
}

static Status h_store(Exec *ex, const Node *n, Slot *fr) {
    const Access *a = n->data;
    int64_t idx[MEMREF_MAX_RANK];
    unsigned char *p;
    if (eval_map(ex, n, &a->idx, fr, idx) || access_element(ex, n, fr + a->memref_slot, idx, &p)) return ST_ERROR;
    if (stored(ex, n, fr, a, p)) return ST_ERROR;
    scalar_store(p, a->k, fr[a->value_slot]);
    return ST_OK;
}

/* While tracking: the subscripts are observed, the value carries its shadow. */
static Status subscripts_defined(Exec *ex, const Node *n, const Slot *fr, const Access *a) {
    for (int i = 0; i < a->idx.nops; i++) {
        unsigned char k = slot_undefined(fr, a->idx.slots[i]);
        if (k) return definedness_observed(ex, n, k, "used as an index");
    }
    return ST_OK;
}

static Status h_load_tracked(Exec *ex, const Node *n, Slot *fr) {
    const Access *a = n->data;
    if (subscripts_defined(ex, n, fr, a)) return ST_ERROR;
    slot_set_shadow(fr, n->out[0], 0);
    if (ex->race.active) {
        int64_t idx[MEMREF_MAX_RANK];
        unsigned char *p;
        if (eval_map(ex, n, &a->idx, fr, idx) || access_element(ex, n, fr + a->memref_slot, idx, &p)) return ST_ERROR;
        Buffer *b = fr[a->memref_slot].p;
        if (race_access(ex, n, b, element_number(b, p), RACE_READ)) return ST_ERROR;
    }
    return n->fn(ex, n, fr);     /* an undefined element sets the shadow again */
}

static Status h_store_tracked(Exec *ex, const Node *n, Slot *fr) {
    const Access *a = n->data;
    if (subscripts_defined(ex, n, fr, a)) return ST_ERROR;
    int64_t idx[MEMREF_MAX_RANK];
    unsigned char *p;
    if (eval_map(ex, n, &a->idx, fr, idx) || access_element(ex, n, fr + a->memref_slot, idx, &p)) return ST_ERROR;
    Buffer *b = fr[a->memref_slot].p;
    if (race_check(ex, n, b, element_number(b, p), ACCESS_WRITE) || storing(ex, n, b, element_number(b, p)) ||
        dep_check(ex, n, b, element_number(b, p), true))
        return ST_ERROR;
    scalar_store(p, a->k, fr[a->value_slot]);
    buffer_set_shadow(b, element_number(b, p), slot_undefined(fr, a->value_slot));
    return ST_OK;
}

/* Buffer element number of the element an access with linear subscripts
 * names, or -1 (with the error raised), or ELEMENT_WRAPPED.  `simple`: each subscript is one
 * operand plus a constant (the common case: %i, %i + 1, ...), computed
 * without the term loop.  Both are constants at each call, so each handler
 * gets its own straight-line code. */
#define SIMPLE_MAX_RANK 4
/* subscripted_element's answer when a subscript's fast evaluation left
 * int64: the handler hands the access to its general form (exact, see
 * affine_eval.h), as a tail call so the fast path keeps no registers. */
#define ELEMENT_WRAPPED (-2)
/* The element finders are always inlined: each handler needs its own copy
 * (gcc 12 stops inlining them once linear_index unrolls two terms). */
#define ELEMENT_FINDER static inline __attribute__((always_inline)) int64_t
ELEMENT_FINDER subscripted_element(Exec *ex, const Node *n, const Access *a, const Slot *fr, const int rank,
                                   const bool simple) {
    const Slot *desc = fr + a->memref_slot;
    const Buffer *b = desc[0].p;
    int64_t lin = desc[1].i;
    for (int d = 0; d < rank; d++) {
        int64_t x;
        bool wrapped = simple ? __builtin_add_overflow(fr[a->simple_slot[d]].i, a->simple_c0[d], &x)
                              : linear_index(&a->linear[d], fr, &x);
        if (__builtin_expect(wrapped, 0)) return ELEMENT_WRAPPED;
        if ((uint64_t)x >= (uint64_t)desc[3 + d].i) {
            linear_out_of_bounds(ex, n, a, fr, d);
            return -1;
        }
        lin += x * desc[3 + rank + d].i;
    }
    if ((uint64_t)lin >= (uint64_t)b->live_nelems) {
        access_dead_buffer(ex, n, b);
        return -1;
    }
    return lin;
}

ELEMENT_FINDER linear_element(Exec *ex, const Node *n, const Access *a, const Slot *fr) {
    return subscripted_element(ex, n, a, fr, a->rank, false);
}
/* The rank as a constant lets the compiler unroll the subscripts. */
ELEMENT_FINDER simple_element(Exec *ex, const Node *n, const Access *a, const Slot *fr) {
    return subscripted_element(ex, n, a, fr, a->rank, true);
}
ELEMENT_FINDER simple1_element(Exec *ex, const Node *n, const Access *a, const Slot *fr) {
    return subscripted_element(ex, n, a, fr, 1, true);
}
ELEMENT_FINDER simple2_element(Exec *ex, const Node *n, const Access *a, const Slot *fr) {
    return subscripted_element(ex, n, a, fr, 2, true);
}

/* Loads and stores with linear or simple subscripts, one handler per
 * element representation: 4-byte floats, 8-byte values (f64, i64, index:
 * stored as they are held), and the general conversion of
 * scalar_load/scalar_store.  The element number indexes the data and the
 * shadow alike. */
#define ACCESS_HANDLERS(ADDR)                                                  \
    static Status h_load_##ADDR(Exec *ex, const Node *n, Slot *fr) {          \
        const Access *a = n->data;                                             \
        int64_t e = ADDR##_element(ex, n, a, fr);                              \
        if (__builtin_expect(e < 0, 0)) return e == ELEMENT_WRAPPED ? h_load(ex, n, fr) : ST_ERROR; \
        const Buffer *b = fr[a->memref_slot].p;                                \
        fr[n->out[0]] = scalar_load(b->data + e * b->elem.bytes, a->k);        \
        return loaded_element(ex, n, fr, b, e);                                \
    }                                                                          \
    static Status h_load_##ADDR##_f32(Exec *ex, const Node *n, Slot *fr) {    \
        const Access *a = n->data;                                             \
        int64_t e = ADDR##_element(ex, n, a, fr);                              \
        if (__builtin_expect(e < 0, 0)) return e == ELEMENT_WRAPPED ? h_load(ex, n, fr) : ST_ERROR; \
        const Buffer *b = fr[a->memref_slot].p;                                \
        Slot *r = fr + n->out[0];                                              \
        r->u = 0;                                                              \
        memcpy(&r->f, b->data + e * 4, 4);                                     \
        return loaded_element(ex, n, fr, b, e);                                \
    }                                                                          \
    static Status h_load_##ADDR##_8(Exec *ex, const Node *n, Slot *fr) {      \
        const Access *a = n->data;                                             \
        int64_t e = ADDR##_element(ex, n, a, fr);                              \
        if (__builtin_expect(e < 0, 0)) return e == ELEMENT_WRAPPED ? h_load(ex, n, fr) : ST_ERROR; \
        const Buffer *b = fr[a->memref_slot].p;                                \
        memcpy(&fr[n->out[0]].u, b->data + e * 8, 8);                          \
        return loaded_element(ex, n, fr, b, e);                                \
    }                                                                          \
    static Status h_store_##ADDR(Exec *ex, const Node *n, Slot *fr) {         \
        const Access *a = n->data;                                             \
        int64_t e = ADDR##_element(ex, n, a, fr);                              \
        if (__builtin_expect(e < 0, 0)) return e == ELEMENT_WRAPPED ? h_store(ex, n, fr) : ST_ERROR; \
        Buffer *b = fr[a->memref_slot].p;                                      \
        if (__builtin_expect(b->watched, 0) && watched_store(ex, n, b, e)) return ST_ERROR; \
        scalar_store(b->data + e * b->elem.bytes, a->k, fr[a->value_slot]);    \
        return ST_OK;                                                          \
    }                                                                          \
    static Status h_store_##ADDR##_f32(Exec *ex, const Node *n, Slot *fr) {   \
        const Access *a = n->data;                                             \
        int64_t e = ADDR##_element(ex, n, a, fr);                              \
        if (__builtin_expect(e < 0, 0)) return e == ELEMENT_WRAPPED ? h_store(ex, n, fr) : ST_ERROR; \
        Buffer *b = fr[a->memref_slot].p;                                      \
        if (__builtin_expect(b->watched, 0) && watched_store(ex, n, b, e)) return ST_ERROR; \
        memcpy(b->data + e * 4, &fr[a->value_slot].f, 4);                      \
        return ST_OK;                                                          \
    }                                                                          \
    static Status h_store_##ADDR##_8(Exec *ex, const Node *n, Slot *fr) {     \
        const Access *a = n->data;                                             \
        int64_t e = ADDR##_element(ex, n, a, fr);                              \
        if (__builtin_expect(e < 0, 0)) return e == ELEMENT_WRAPPED ? h_store(ex, n, fr) : ST_ERROR; \
        Buffer *b = fr[a->memref_slot].p;                                      \
        if (__builtin_expect(b->watched, 0) && watched_store(ex, n, b, e)) return ST_ERROR; \
        memcpy(b->data + e * 8, &fr[a->value_slot].u, 8);                      \
        return ST_OK;                                                          \
    }
ACCESS_HANDLERS(linear)
ACCESS_HANDLERS(simple)
ACCESS_HANDLERS(simple1)
ACCESS_HANDLERS(simple2)

/* vector_load/vector_store: the vector covers the trailing dims of the
 * memref from the subscript on, in row-major order. */
static Status vector_access(Exec *ex, const Node *n, Slot *fr, bool is_store) {
    const Access *a = n->data;
    int64_t base[MEMREF_MAX_RANK], idx[MEMREF_MAX_RANK];
    if (eval_map(ex, n, &a->idx, fr, base)) return ST_ERROR;
    int rank = a->idx.map->nresults;
    int lanes = n->lanes;
    Slot *v = is_store ? fr + a->value_slot : fr + n->out[0];
    Buffer *buf = fr[a->memref_slot].p;
    if (a->vec_rank == 1 && buf && !buf->watched && !ex->tracking) {
        /* the lanes run along the last dim: when the first and the last are
         * in bounds, so is every lane, and nothing watches them (no check
         * of the access hook has work: access.h) */
        MemrefView mv = memref_view(fr + a->memref_slot);
        int64_t lin = mv.offset, last;
        bool inside = true;
        for (int d = 0; d < rank && inside; d++) {
            inside = (uint64_t)base[d] < (uint64_t)mv.sizes[d];
            lin += base[d] * mv.strides[d];
        }
        int64_t stride = mv.strides[rank - 1];
        if (inside && !__builtin_add_overflow(base[rank - 1], (int64_t)lanes - 1, &last) &&
            (uint64_t)last < (uint64_t)mv.sizes[rank - 1] && (uint64_t)lin < (uint64_t)buf->live_nelems &&
            (uint64_t)(lin + (int64_t)(lanes - 1) * stride) < (uint64_t)buf->live_nelems) {
            int bytes = buf->elem.bytes, rep = access_rep(a->k);
            unsigned char *p = buf->data + lin * bytes;
            int64_t dp = stride * bytes;
            if (rep == ACCESS_REP_F32) {
                for (int l = 0; l < lanes; l++, p += dp) {
                    if (is_store) memcpy(p, &v[l].f, 4);
                    else {
                        v[l].u = 0;
                        memcpy(&v[l].f, p, 4);
                    }
                }
            } else if (rep == ACCESS_REP_8) {
                for (int l = 0; l < lanes; l++, p += dp) memcpy(is_store ? (void *)p : &v[l].u, is_store ? (const void *)&v[l].u : p, 8);
            } else {
                for (int l = 0; l < lanes; l++, p += dp) {
                    if (is_store) scalar_store(p, a->k, v[l]);
                    else v[l] = scalar_load(p, a->k);
                }
            }
            return ST_OK;
        }
    }
    for (int l = 0; l < lanes; l++) {
        memcpy(idx, base, sizeof(int64_t) * (size_t)rank);
        int64_t rem = l;
        for (int d = a->vec_rank - 1; d >= 0; d--) {
            /* a lane past INT64_MAX wraps to a negative, out-of-bounds index */
            idx[rank - a->vec_rank + d] = (int64_t)((uint64_t)idx[rank - a->vec_rank + d] + (uint64_t)(rem % a->vec_dims[d]));
            rem /= a->vec_dims[d];
        }
        unsigned char *p;
        if (access_element(ex, n, fr + a->memref_slot, idx, &p)) return ST_ERROR;
        Buffer *b = fr[a->memref_slot].p;
        if (is_store) {
            if (lane_writing(ex, n, fr, a->value_slot + l, b, p)) return ST_ERROR;
            scalar_store(p, a->k, v[l]);
        } else {
            v[l] = scalar_load(p, a->k);
            if (lane_read(ex, n, fr, b, p, n->out[0] + l)) return ST_ERROR;
        }
    }
    return ST_OK;
}
static Status h_vector_load(Exec *ex, const Node *n, Slot *fr) { return vector_access(ex, n, fr, false); }
static Status h_vector_store(Exec *ex, const Node *n, Slot *fr) { return vector_access(ex, n, fr, true); }

/* A vector_load of f32 lanes along a last dim of stride 1, with linear
 * subscripts: when every lane is in bounds and nothing watches the buffer
 * (as vector_access's own fast path), the lanes are copied here; anything
 * else (an error to report, a watched buffer, tracking) goes to
 * vector_access. */
static Status h_vector_load_f32_row(Exec *ex, const Node *n, Slot *fr) {
    const Access *a = n->data;
    const Slot *desc = fr + a->memref_slot;
    const Buffer *b = desc[0].p;
    const int rank = a->rank, lanes = n->lanes;
    if (__builtin_expect(!b || b->watched || ex->tracking, 0)) return h_vector_load(ex, n, fr);
    int64_t lin = desc[1].i, x = 0;
    for (int d = 0; d < rank; d++) {
        if (linear_index(&a->linear[d], fr, &x) || (uint64_t)x >= (uint64_t)desc[3 + d].i) return h_vector_load(ex, n, fr);
        lin += x * desc[3 + rank + d].i;
    }
    /* x < size: x + lanes - 1 cannot wrap */
    if ((uint64_t)x + (uint64_t)(lanes - 1) >= (uint64_t)desc[3 + rank - 1].i || desc[3 + 2 * rank - 1].i != 1 ||
        (uint64_t)lin >= (uint64_t)b->live_nelems || (uint64_t)lin + (uint64_t)(lanes - 1) >= (uint64_t)b->live_nelems)
        return h_vector_load(ex, n, fr);
    const unsigned char *p = b->data + lin * 4;
    Slot *v = fr + n->out[0];
    for (int l = 0; l < lanes; l++) {
        Slot e;
        e.u = 0;
        memcpy(&e.f, p + 4 * l, 4);
        v[l] = e;
    }
    return ST_OK;
}

/* The linear form of every subscript of u, bound to slots; NULL when one
 * is not linear. */
static const LinearIndex *linear_subscripts(LoadCtx *lc, const MapUse *u) {
    return linear_forms(lc, u->map->results, u->map->nresults, u->slots);
}

/* Binds the simple form when every subscript is one operand + a constant. */
static bool simple_subscripts(Access *a) {
    if (a->rank > SIMPLE_MAX_RANK) return false;
    for (int d = 0; d < a->rank; d++) {
        const LinearIndex *li = &a->linear[d];
        if (li->nterms != 1 || li->terms[0].coef != 1) return false;
        a->simple_slot[d] = li->terms[0].slot;
        a->simple_c0[d] = li->c0;
    }
    return true;
}

static Handler linear_handler(LoadCtx *lc, Access *a, bool is_store) {
    int rep = access_rep(a->k);
    static const Handler simple1[2][3] = {{h_load_simple1, h_load_simple1_f32, h_load_simple1_8},
                                          {h_store_simple1, h_store_simple1_f32, h_store_simple1_8}};
    static const Handler simple2[2][3] = {{h_load_simple2, h_load_simple2_f32, h_load_simple2_8},
                                          {h_store_simple2, h_store_simple2_f32, h_store_simple2_8}};
    static const Handler simple[2][3] = {{h_load_simple, h_load_simple_f32, h_load_simple_8},
                                         {h_store_simple, h_store_simple_f32, h_store_simple_8}};
    static const Handler linear[2][3] = {{h_load_linear, h_load_linear_f32, h_load_linear_8},
                                         {h_store_linear, h_store_linear_f32, h_store_linear_8}};
    (void)lc;
    if (!simple_subscripts(a)) return linear[is_store][rep];
    return a->rank == 1 ? simple1[is_store][rep] : a->rank == 2 ? simple2[is_store][rep] : simple[is_store][rep];
}

static bool prep_access(LoadCtx *lc, Node *n, int memref_operand, Handler h) {
    Access *a = arena_alloc(lc->arena, sizeof *a);
    memset(a, 0, sizeof *a);
    const Type *mt = n->op->operands[memref_operand]->type;
    if (mt->kind != TY_MEMREF) return load_fail(lc, n, "'%s' op operand must be a ranked memref", n->op->name);
    if (!map_use(lc, n, "map", memref_operand + 1, n->nin - memref_operand - 1, &a->idx)) return false;
    if (a->idx.map->nresults != mt->shaped.rank)
        return load_fail(lc, n, "'%s' op affine map num results must equal memref rank", n->op->name);
    bool ok = true;
    a->k = node_kind(lc, n, mt, &ok);
    a->rank = mt->shaped.rank;
    a->memref_slot = n->in[memref_operand];
    a->value_slot = memref_operand ? n->in[0] : -1;
    const Type *vt = memref_operand ? n->op->operands[0]->type : n->op->results[0]->type;
    if (vt->kind == TY_VECTOR) {
        if (vt->shaped.rank > 8 || vt->shaped.rank > mt->shaped.rank)
            return load_fail(lc, n, "'%s' of a vector of rank %d on a memref of rank %d is not supported by affine-interp "
                                    "(at most the memref's rank, and 8)", n->op->name, vt->shaped.rank, mt->shaped.rank);
        a->vec_rank = vt->shaped.rank;
        for (int i = 0; i < vt->shaped.rank; i++) a->vec_dims[i] = vt->shaped.dims[i];
        n->lanes = type_lanes(vt);
        if (h == h_vector_load && a->vec_rank == 1 && access_rep(a->k) == ACCESS_REP_F32 && a->rank >= 1 &&
            (a->linear = linear_subscripts(lc, &a->idx)))
            h = h_vector_load_f32_row;
    } else {
        n->tracked_fn = h == h_store ? h_store_tracked : h_load_tracked;
        if ((h == h_load || h == h_store) && (a->linear = linear_subscripts(lc, &a->idx)))
            h = linear_handler(lc, a, h == h_store);
    }
    n->data = a;
    n->fn = h;
    return ok;
}
static bool prep_load(LoadCtx *lc, Node *n) { return prep_access(lc, n, 0, h_load); }
static bool prep_store(LoadCtx *lc, Node *n) { return prep_access(lc, n, 1, h_store); }
static bool prep_vector_load(LoadCtx *lc, Node *n) { return prep_access(lc, n, 0, h_vector_load); }
static bool prep_vector_store(LoadCtx *lc, Node *n) { return prep_access(lc, n, 1, h_vector_store); }

/* prefetch: a hint; verified like a load, never traps and changes nothing. */
static bool prep_prefetch(LoadCtx *lc, Node *n) {
    MapUse u;
    if (!map_use(lc, n, "map", 1, n->nin - 1, &u)) return false;
    n->fn = exec_nop;
    return true;
}

/* ---------------------------------------------------------- yield */

/* The affine.yield ending block b of n, or NULL after a load failure: the
 * verifier lets an op of a dialect it does not check (llvm.unreachable)
 * end the block, which mlir-opt-22 refuses with this text. */
static const Op *block_yield(LoadCtx *lc, const Node *n, const Block *b) {
    const Op *y = b->nops ? b->ops[b->nops - 1] : NULL;
    if (!y || y->code != OP_AFFINE_YIELD) {
        load_fail(lc, n, "'%s' op expects regions to end with 'affine.yield', found '%s'", n->op->name,
                  y ? y->name : "nothing");
        return NULL;
    }
    return y;
}

/* The moves from a region's yield to dst_slots (loop-carried values or the
 * op's results); the yield is the last op of the region's single block. */
static bool yield_moves(LoadCtx *lc, const Node *n, const Region *r, const int *dst_slots, int ndst, Moves *out) {
    memset(out, 0, sizeof *out);
    if (r->nblocks == 0) return ndst == 0 || load_fail(lc, n, "'%s' op region without a block yields nothing", n->op->name);
    const Op *y = block_yield(lc, n, r->blocks[r->nblocks - 1]);
    if (!y) return false;
    if (y->noperands != ndst)
        return load_fail(lc, n, "'%s' op region must yield %d value%s", n->op->name, ndst, ndst == 1 ? "" : "s");
    *out = load_moves_to_slots(lc, ndst, y->operands, dst_slots);
    return true;
}

/* -------------------------------------------------------------- for */
typedef struct ForData {
    MapUse lb, ub;
    int64_t step;
    int iv_slot;
    Moves init, carry, result;
    const HoistBody *hoist;   /* innermost bodies: checks hoisted per entry (hoist.h), or NULL */
    const LinearIndex *lb_linear, *ub_linear;   /* both bounds one linear result: their terms bound to slots, else NULL */
} ForData;

static Status eval_bound(Exec *ex, const Node *n, const MapUse *u, Slot *fr, bool is_lower, int64_t *out) {
    int64_t v[MAX_MAP_OPERANDS];
    if (u->map->nresults > MAX_MAP_OPERANDS) return exec_fail(ex, n, DIAG_CLASS_LIMIT, "too many bound results");
    if (eval_map(ex, n, u, fr, v)) return ST_ERROR;
    int64_t r = v[0];
    for (int i = 1; i < u->map->nresults; i++) r = is_lower ? (v[i] > r ? v[i] : r) : (v[i] < r ? v[i] : r);
    *out = r;
    return ST_OK;
}

static Status h_for(Exec *ex, const Node *n, Slot *fr) {
    const ForData *d = n->data;
    int64_t lb, ub;
    /* one linear result each (a constant, %i, %i + 4): computed in place,
     * unless a sum leaves int64 (then exactly, by the general evaluation) */
    if ((!d->lb_linear || linear_index(d->lb_linear, fr, &lb) || linear_index(d->ub_linear, fr, &ub)) &&
        (eval_bound(ex, n, &d->lb, fr, true, &lb) || eval_bound(ex, n, &d->ub, fr, false, &ub)))
        return ST_ERROR;
    moves_apply(ex, &d->init, fr, fr);
    const ExecBlock *body = &n->regions[0].blocks[0];
    if (d->step <= 0 && exec_checks(ex, UB_DIMS))   /* MLIR 22's verifier accepts it; the loop never ends */
        return exec_ub(ex, n, UB_DIMS, "'affine.for' with step %lld: the step must be positive", (long long)d->step);
    if (lb < ub && d->step > 0) {
        uint64_t trips = ((uint64_t)ub - (uint64_t)lb - 1) / (uint64_t)d->step + 1, t = 0;
        if (d->hoist && hoist_entry_allowed(ex, trips) &&
            hoist_run(ex, n, d->hoist, fr, d->iv_slot, lb, d->step, trips, &d->carry, &t))
            return ST_ERROR;
        int64_t iv = (int64_t)((uint64_t)lb + t * (uint64_t)d->step);
        for (; t < trips; t++, iv = (int64_t)((uint64_t)iv + (uint64_t)d->step)) {
            fr[d->iv_slot].i = iv;
            Status st = exec_loop_body(ex, body, fr);
            if (st != ST_TERM) return st;
            if (exec_iteration_end(ex, n, &d->carry, fr, body->nnodes)) return ST_ERROR;
        }
    }
    moves_apply(ex, &d->result, fr, fr);
    return ST_OK;
}

static bool prep_for(LoadCtx *lc, Node *n) {
    ForData *d = arena_alloc(lc->arena, sizeof *d);
    const Attr *seg = node_attr(n, "operandSegmentSizes");
    if (!seg || attr_int_count(seg) != 3) return load_fail(lc, n, "'affine.for' op requires operandSegmentSizes");
    int nlb = (int)attr_int_at(seg, 0), nub = (int)attr_int_at(seg, 1), ninit = (int)attr_int_at(seg, 2);
    if (!map_use(lc, n, "lowerBoundMap", 0, nlb, &d->lb) || !map_use(lc, n, "upperBoundMap", nlb, nub, &d->ub))
        return false;
    const Attr *step = node_attr(n, "step");
    d->step = step && step->kind == AT_INTEGER ? step->integer.value : 1;
    const Region *r = &n->op->regions[0];
    if (r->nblocks != 1 || r->blocks[0]->nargs != 1 + ninit)
        return load_fail(lc, n, "'affine.for' op body must have one block with %d arguments", 1 + ninit);
    const Block *b = r->blocks[0];
    d->iv_slot = slot_of(lc->prog, b->args[0]);
    int *iter_slots = arena_alloc(lc->arena, sizeof(int) * (size_t)(ninit + 1));
    for (int i = 0; i < ninit; i++) iter_slots[i] = slot_of(lc->prog, b->args[1 + i]);
    /* no operands: NULL, never offset (UBSan's pointer-overflow check) */
    d->init = load_moves_to_slots(lc, ninit, n->op->operands ? n->op->operands + nlb + nub : NULL, iter_slots);
    if (!yield_moves(lc, n, r, iter_slots, ninit, &d->carry)) return false;
    d->result = load_moves(lc, ninit, b->args + 1, n->op->results);
    d->hoist = hoist_prepare(lc, &n->regions[0].blocks[0]);
    if (d->lb.map->nresults == 1 && d->ub.map->nresults == 1) {
        d->lb_linear = linear_subscripts(lc, &d->lb);
        d->ub_linear = linear_subscripts(lc, &d->ub);
        if (!d->lb_linear || !d->ub_linear) d->lb_linear = d->ub_linear = NULL;
    }
    n->data = d;
    n->fn = h_for;
    return true;
}

/* --------------------------------------------------------------- if */
typedef struct IfData {
    int ndims, nsyms, ncons;
    CompiledExpr *cons;
    bool *eq;
    const int *slots;
    Moves then_moves, else_moves;
    bool plain[2];          /* the then / else block ends in a plain yield (exec_loop_body) */
    const LinearIndex *linear;   /* every constraint linear: its terms bound to slots (h_if_linear), else NULL */
} IfData;

/* The branch the condition chose, and its yielded values to the results. */
static inline Status if_branch(Exec *ex, const Node *n, Slot *fr, const IfData *d, bool holds) {
    const ExecRegion *r = &n->regions[holds ? 0 : 1];
    if (r->nblocks == 0) return ST_OK;
    Status st = d->plain[holds ? 0 : 1] ? exec_loop_body(ex, &r->blocks[0], fr) : exec_block(ex, &r->blocks[0], fr);
    if (st != ST_TERM) return st;
    moves_apply(ex, holds ? &d->then_moves : &d->else_moves, fr, fr);
    return ST_OK;
}

static Status h_if(Exec *ex, const Node *n, Slot *fr) {
    const IfData *d = n->data;
    int64_t ops[MAX_MAP_OPERANDS];
    bool have_ops = false;
    bool holds = true;
    for (int c = 0; c < d->ncons && holds; c++) {
        int64_t v;
        AffineFault f;
        if (eval_linear_slots(&d->cons[c], d->slots, fr, &v)) {
            holds = d->eq[c] ? v == 0 : v >= 0;
            continue;
        }
        if (!have_ops) {
            for (int i = 0; i < d->ndims + d->nsyms; i++) ops[i] = fr[d->slots[i]].i;
            have_ops = true;
        }
        if (!affine_eval_expr(&d->cons[c], ops, &v, &f)) {
            f.result = c;
            return map_fault(ex, n, &f, ops, d->ndims, d->nsyms, true);
        }
        holds = d->eq[c] ? v == 0 : v >= 0;
    }
    return if_branch(ex, n, fr, d, holds);
}

/* Every constraint linear: each evaluated from its terms' slots; one that
 * leaves int64 on the way sends the op to h_if (exact, with the fault). */
static Status h_if_linear(Exec *ex, const Node *n, Slot *fr) {
    const IfData *d = n->data;
    bool holds = true;
    for (int c = 0; c < d->ncons && holds; c++) {
        int64_t v;
        if (__builtin_expect(linear_index(&d->linear[c], fr, &v), 0)) return h_if(ex, n, fr);
        holds = d->eq[c] ? v == 0 : v >= 0;
    }
    return if_branch(ex, n, fr, d, holds);
}

static bool prep_if(LoadCtx *lc, Node *n) {
    const Attr *c = node_attr(n, "condition");
    if (!c || c->kind != AT_INTEGER_SET) return load_fail(lc, n, "'affine.if' op requires attribute 'condition'");
    const IntegerSet *s = c->set;
    if (n->nin > MAX_MAP_OPERANDS) return load_fail(lc, n, "more than %d map operands", MAX_MAP_OPERANDS);
    if (s->ndims + s->nsyms != n->nin)
        return load_fail(lc, n, "'affine.if' op operand count and condition integer set dim and symbol count must match");
    IfData *d = arena_alloc(lc->arena, sizeof *d);
    d->ndims = s->ndims, d->nsyms = s->nsyms, d->ncons = s->ncons;
    d->cons = arena_alloc(lc->arena, sizeof(CompiledExpr) * (size_t)(s->ncons + 1));
    d->eq = arena_alloc(lc->arena, sizeof(bool) * (size_t)(s->ncons + 1));
    for (int i = 0; i < s->ncons; i++) {
        d->cons[i] = affine_compile_expr(lc->arena, s->cons[i], s->ndims);
        d->eq[i] = s->eq[i];
    }
    d->slots = n->in;
    for (int i = 0; i < 2; i++) d->plain[i] = n->regions[i].nblocks == 1 && block_ends_in_plain_yield(&n->regions[i].blocks[0]);
    if (!yield_moves(lc, n, &n->op->regions[0], n->out, n->nout, &d->then_moves)) return false;
    if (n->op->regions[1].nblocks && !yield_moves(lc, n, &n->op->regions[1], n->out, n->nout, &d->else_moves))
        return false;
    if (n->nout && n->op->regions[1].nblocks == 0)
        return load_fail(lc, n, "'affine.if' op must have an else block if defining values");
    d->linear = linear_forms(lc, d->cons, d->ncons, d->slots);
    n->data = d;
    n->fn = d->linear ? h_if_linear : h_if;
    return true;
}

/* --------------------------------------------------------- parallel */

typedef struct ParallelData {
    int ndims;
    MapUse lbs, ubs;
    int *lb_group_end, *ub_group_end;   /* prefix sums of the group sizes */
    int64_t *steps;
    int *iv_slots;
    int nred;
    ReductionKind *kinds;
    ScalarKind *red_kinds;
    int *yield_slots;                   /* the values the body yields */
} ParallelData;

/* The iteration's yielded values join the accumulators (the result
 * slots); while definedness is tracked, an accumulator is undefined from
 * the first undefined value it takes in. */
static inline void combine_reductions(Exec *ex, const Node *n, const ParallelData *d, Slot *fr) {
    bool shadows = ex->def.undefined_seen;
    for (int r = 0; r < d->nred; r++)
        fr[n->out[r]] = reduction_combine(d->kinds[r], d->red_kinds[r], fr[n->out[r]], fr[d->yield_slots[r]]);
    if (__builtin_expect(shadows, 0))
        for (int r = 0; r < d->nred; r++)
            if (!slot_undefined(fr, n->out[r])) slot_set_shadow(fr, n->out[r], slot_undefined(fr, d->yield_slots[r]));
}

static Status parallel_iterations(Exec *ex, const Node *n, Slot *fr, const ParallelData *d, const ExecBlock *body,
                                  int64_t *iv, const int64_t *lo, const int64_t *hi, bool race_here);

static Status h_parallel(Exec *ex, const Node *n, Slot *fr) {
    const ParallelData *d = n->data;
    int64_t lbv[MAX_MAP_OPERANDS], ubv[MAX_MAP_OPERANDS], lo[MAX_MAP_OPERANDS], hi[MAX_MAP_OPERANDS],
        iv[MAX_MAP_OPERANDS];
    if (eval_map(ex, n, &d->lbs, fr, lbv) || eval_map(ex, n, &d->ubs, fr, ubv)) return ST_ERROR;
    bool empty = false;
    for (int k = 0, lstart = 0, ustart = 0; k < d->ndims; k++) {
        if (d->steps[k] <= 0)   /* MLIR 22's verifier accepts it */
            return exec_ub(ex, n, UB_DIMS, "'affine.parallel' with step %lld in dimension %d: steps must be positive",
                           (long long)d->steps[k], k);
        lo[k] = lbv[lstart];
        for (int i = lstart + 1; i < d->lb_group_end[k]; i++) lo[k] = lbv[i] > lo[k] ? lbv[i] : lo[k];
        hi[k] = ubv[ustart];
        for (int i = ustart + 1; i < d->ub_group_end[k]; i++) hi[k] = ubv[i] < hi[k] ? ubv[i] : hi[k];
        lstart = d->lb_group_end[k];
        ustart = d->ub_group_end[k];
        if (lo[k] >= hi[k]) empty = true;
        iv[k] = lo[k];
    }
    /* accumulators start at the identities and live in the result slots */
    for (int r = 0; r < d->nred; r++) {
        fr[n->out[r]] = reduction_identity(d->kinds[r], d->red_kinds[r]);
        if (__builtin_expect(ex->def.undefined_seen, 0)) slot_set_shadow(fr, n->out[r], 0);
    }
    if (empty || d->ndims == 0) {
        if (d->ndims == 0 && !empty) {   /* a band of no loops runs its body once */
            Status st = exec_block(ex, &n->regions[0].blocks[0], fr);
            if (st != ST_TERM) return st;
            combine_reductions(ex, n, d, fr);
        }
        return ST_OK;
    }
    const ExecBlock *body = &n->regions[0].blocks[0];
    int64_t trips = 1;
    for (int k = 0; k < d->ndims; k++) {
        uint64_t t = ((uint64_t)hi[k] - (uint64_t)lo[k] - 1) / (uint64_t)d->steps[k] + 1;   /* lo < hi: t >= 1 */
        trips = t > (uint64_t)(INT64_MAX / trips) ? INT64_MAX : trips * (int64_t)t;
    }
    for (int r = 0; r < d->nred; r++)
        if (d->kinds[r] == RED_ASSIGN && trips != 1 && exec_checks(ex, UB_RACE))
            return exec_ub(ex, n, UB_RACE,
                           "an 'assign' reduction over a band of %lld iterations: which iteration's value is the "
                           "result is not defined (the trip count must be 1)",
                           (long long)trips);
    /* a band of more than one iteration is race-checked, as a level of its
     * own inside the bands around it (races.h) */
    bool race_here = trips > 1 && race_can_begin(&ex->race) && exec_checks(ex, UB_RACE);
    if (race_here) race_band_begin(ex, n);
    Status st = parallel_iterations(ex, n, fr, d, body, iv, lo, hi, race_here);
    if (race_here) race_band_end(ex);
    return st;
}

static Status parallel_iterations(Exec *ex, const Node *n, Slot *fr, const ParallelData *d, const ExecBlock *body,
                                  int64_t *iv, const int64_t *lo, const int64_t *hi, bool race_here) {
    for (;;) {
        for (int k = 0; k < d->ndims; k++) fr[d->iv_slots[k]].i = iv[k];
        Status st = exec_loop_body(ex, body, fr);
        if (st != ST_TERM) return st;
        combine_reductions(ex, n, d, fr);
        if ((ex->used.steps += body->nnodes) > ex->limits.step_stop && exec_steps_reached(ex, n))
            return ST_ERROR;
        int k = d->ndims - 1;
        for (; k >= 0; k--) {   /* iv + step may pass INT64_MAX: compare the distance left */
            if ((uint64_t)hi[k] - (uint64_t)iv[k] > (uint64_t)d->steps[k]) {
                iv[k] += d->steps[k];
                break;
            }
            iv[k] = lo[k];
        }
        if (k < 0) break;
        if (race_here) race_next_iteration(ex);
    }
    return ST_OK;
}

static bool group_ends(LoadCtx *lc, const Node *n, const char *name, int ndims, int nresults, int **out) {
    const Attr *g = node_attr(n, name);
    if (!g || attr_int_count(g) != ndims) return load_fail(lc, n, "'affine.parallel' op requires '%s' with one entry per loop", name);
    int *ends = arena_alloc(lc->arena, sizeof(int) * (size_t)(ndims + 1));
    int sum = 0;
    for (int k = 0; k < ndims; k++) {
        int64_t sz = attr_int_at(g, k);
        if (sz < 1) return load_fail(lc, n, "'affine.parallel' op expected each bound group to be non-empty");
        sum += (int)sz;
        ends[k] = sum;
    }
    if (sum != nresults) return load_fail(lc, n, "'affine.parallel' op bound groups do not cover the map's results");
    *out = ends;
    return true;
}

static bool prep_parallel(LoadCtx *lc, Node *n) {
    ParallelData *d = arena_alloc(lc->arena, sizeof *d);
    const Attr *lm = node_attr(n, "lowerBoundsMap"), *um = node_attr(n, "upperBoundsMap");
    if (!lm || lm->kind != AT_AFFINE_MAP || !um || um->kind != AT_AFFINE_MAP)
        return load_fail(lc, n, "'affine.parallel' op requires its bound maps");
    int nl = lm->map->ndims + lm->map->nsyms;
    if (!map_use(lc, n, "lowerBoundsMap", 0, nl, &d->lbs) ||
        !map_use(lc, n, "upperBoundsMap", nl, n->nin - nl, &d->ubs))
        return false;
    const Attr *steps = node_attr(n, "steps");
    d->ndims = attr_int_count(steps);
    if (d->ndims > MAX_MAP_OPERANDS || d->lbs.map->nresults > MAX_MAP_OPERANDS || d->ubs.map->nresults > MAX_MAP_OPERANDS)
        return load_fail(lc, n, "'affine.parallel' band too large for affine-interp");
    if (!group_ends(lc, n, "lowerBoundsGroups", d->ndims, d->lbs.map->nresults, &d->lb_group_end) ||
        !group_ends(lc, n, "upperBoundsGroups", d->ndims, d->ubs.map->nresults, &d->ub_group_end))
        return false;
    d->steps = arena_alloc(lc->arena, sizeof(int64_t) * (size_t)(d->ndims + 1));
    for (int k = 0; k < d->ndims; k++) {
        d->steps[k] = attr_int_at(steps, k);
    }
    const Region *r = &n->op->regions[0];
    if (r->nblocks != 1 || r->blocks[0]->nargs != d->ndims)
        return load_fail(lc, n, "'affine.parallel' op body must have one block with one argument per loop");
    d->iv_slots = arena_alloc(lc->arena, sizeof(int) * (size_t)(d->ndims + 1));
    for (int k = 0; k < d->ndims; k++) d->iv_slots[k] = slot_of(lc->prog, r->blocks[0]->args[k]);
    const Attr *reds = node_attr(n, "reductions");
    d->nred = attr_int_count(reds);
    if (d->nred != n->nout) return load_fail(lc, n, "'affine.parallel' op a reduction must be specified for each output");
    d->kinds = arena_alloc(lc->arena, sizeof(ReductionKind) * (size_t)(d->nred + 1));
    d->red_kinds = arena_alloc(lc->arena, sizeof(ScalarKind) * (size_t)(d->nred + 1));
    for (int i = 0; i < d->nred; i++) {
        d->kinds[i] = (ReductionKind)attr_int_at(reds, i);
        bool ok = true;
        d->red_kinds[i] = node_kind(lc, n, n->op->results[i]->type, &ok);
        if (!ok) return false;
        if (n->op->results[i]->type->kind == TY_VECTOR)
            return load_fail(lc, n, "'affine.parallel' reductions of vectors are not supported by affine-interp");
    }
    const Op *y = block_yield(lc, n, r->blocks[0]);
    if (!y) return false;
    if (y->noperands != d->nred) return load_fail(lc, n, "'affine.parallel' op body must yield one value per reduction");
    d->yield_slots = arena_alloc(lc->arena, sizeof(int) * (size_t)(d->nred + 1));
    for (int i = 0; i < d->nred; i++) d->yield_slots[i] = slot_of(lc->prog, y->operands[i]);
    n->data = d;
    n->fn = h_parallel;
    return true;
}

/* ------------------------------------------ delinearize / linearize */
typedef struct BasisData {
    int nbasis;
    int64_t *statics;        /* DIM_DYNAMIC where an operand stands */
    int *dyn_slots;
    int nidx;                /* linearize: number of indices */
    bool outer_bound;
    bool disjoint;
} BasisData;

static Status read_basis(Exec *ex, const Node *n, const BasisData *d, const Slot *fr, int64_t *basis) {
    for (int i = 0, k = 0; i < d->nbasis; i++) {
        basis[i] = d->statics[i] == DIM_DYNAMIC ? fr[d->dyn_slots[k++]].i : d->statics[i];
        if (basis[i] <= 0) {
            exec_ub(ex, n, UB_IMMEDIATE, "basis element %d is %lld: a basis must be positive", i, (long long)basis[i]);
            return ST_ERROR;
        }
    }
    return ST_OK;
}

/* "4, 8, 2" into buf: a list of values for a message, cut short to fit. */
static void value_list(char *buf, size_t cap, const int64_t *v, int n) {
    size_t len = 0;
    buf[0] = 0;
    for (int i = 0; i < n && len + 30 < cap; i++)
        len += (size_t)snprintf(buf + len, cap - len, "%s%lld", i ? ", " : "", (long long)v[i]);
}

/* seed 001, affine.delinearize_index: the lowering may assume its index
 * arithmetic does not overflow in the signed sense, "that is, the product
 * of all basis elements is positive as an index". */
static Status basis_product_fits(Exec *ex, const Node *n, const BasisData *d, const int64_t *basis) {
    int64_t product = 1;
    for (int i = 0; i < d->nbasis; i++)
        if (__builtin_mul_overflow(product, basis[i], &product)) {
            char list[400];
            value_list(list, sizeof list, basis, d->nbasis);
            return exec_ub(ex, n, UB_IMMEDIATE,
                           "index overflow: the product of the basis (%s) is outside the 64 bits of index", list);
        }
    return ST_OK;
}

static Status h_delinearize(Exec *ex, const Node *n, Slot *fr) {
    const BasisData *d = n->data;
    int64_t basis[MAX_MAP_OPERANDS];
    if (read_basis(ex, n, d, fr, basis) || basis_product_fits(ex, n, d, basis)) return ST_ERROR;
    int64_t x = fr[n->in[0]].i;
    int nres = n->nout;
    /* results from the innermost: r[last] = x mod b[last], x = x floordiv b[last], ... */
    for (int r = nres - 1; r >= 0; r--) {
        int bi = d->outer_bound ? r : r - 1;
        if (r == 0) {
            fr[n->out[0]].i = x;
            break;
        }
        fr[n->out[r]].i = affine_mod(x, basis[bi]);
        x = affine_floordiv(x, basis[bi]);
    }
    return ST_OK;
}

/* The error for a step of the linearization that left int64: what
 * overflowed, then the indices and the basis. */
static Status linearize_overflow(Exec *ex, const Node *n, const BasisData *d, const int64_t *idx, const int64_t *basis,
                                 const char *what, int i, int64_t l, int64_t r, char op) {
    char idx_list[300], basis_list[300], value[48];
    value_list(idx_list, sizeof idx_list, idx, d->nidx);
    value_list(basis_list, sizeof basis_list, basis, d->nbasis);
    __int128 exact = op == '*' ? (__int128)l * r : (__int128)l + r;
    return exec_ub(ex, n, UB_IMMEDIATE,
                   "index overflow: %s #%d (%lld %c %lld = %s) is outside the 64 bits of index (indices %s; basis %s)", what,
                   i, (long long)l, op, (long long)r, affine_format_wide(value, exact), idx_list, basis_list);
}

static Status h_linearize(Exec *ex, const Node *n, Slot *fr) {
    const BasisData *d = n->data;
    int64_t basis[MAX_MAP_OPERANDS], idx[MAX_MAP_OPERANDS], stride[MAX_MAP_OPERANDS];
    if (read_basis(ex, n, d, fr, basis)) return ST_ERROR;
    for (int i = 0; i < d->nidx; i++) idx[i] = fr[n->in[i]].i;
    for (int i = d->nidx - 1; i >= 0; i--) {
        int64_t v = idx[i];
        int bi = d->outer_bound ? i : i - 1;
        /* seed 001: under `disjoint` each index lies in [0, its basis element),
         * except that the first may be negative to make the whole index negative */
        bool below = v < 0 && i > 0, above = bi >= 0 && v >= basis[bi];
        if (d->disjoint && (below || above)) {
            exec_ub(ex, n, UB_IMMEDIATE, "'disjoint' linearize_index: index %d is %lld, outside [0, %lld)", i, (long long)v,
                      bi >= 0 ? (long long)basis[bi] : (long long)INT64_MAX);
            return ST_ERROR;
        }
    }
    /* seed 001: undefined if the linearization overflows in the signed
     * sense; checked step by step as mlir-opt-22 -affine-expand-index-ops
     * computes it, each step `overflow<nsw>`: the strides (products of the
     * basis elements inside), each index times its stride, the sum from the
     * outermost index in. */
    stride[d->nidx - 1] = 1;
    for (int i = d->nidx - 2; i >= 0; i--) {
        int64_t b = basis[d->outer_bound ? i + 1 : i];
        if (__builtin_mul_overflow(stride[i + 1], b, &stride[i]))
            return linearize_overflow(ex, n, d, idx, basis, "the stride of index", i, stride[i + 1], b, '*');
    }
    int64_t acc = 0;
    for (int i = 0; i < d->nidx; i++) {
        int64_t term, sum;
        if (__builtin_mul_overflow(idx[i], stride[i], &term))
            return linearize_overflow(ex, n, d, idx, basis, "the term of index", i, idx[i], stride[i], '*');
        if (__builtin_add_overflow(acc, term, &sum))
            return linearize_overflow(ex, n, d, idx, basis, "the sum up to index", i, acc, term, '+');
        acc = sum;
    }
    fr[n->out[0]].i = acc;
    return ST_OK;
}

static bool prep_basis(LoadCtx *lc, Node *n, int dyn_first, int ndyn, BasisData **out) {
    BasisData *d = arena_alloc(lc->arena, sizeof *d);
    const Attr *sb = node_attr(n, "static_basis");
    d->nbasis = attr_int_count(sb);
    if (d->nbasis > MAX_MAP_OPERANDS) return load_fail(lc, n, "basis too long for affine-interp");
    d->statics = arena_alloc(lc->arena, sizeof(int64_t) * (size_t)(d->nbasis + 1));
    int dyn = 0;
    for (int i = 0; i < d->nbasis; i++) {
        d->statics[i] = attr_int_at(sb, i);
        dyn += d->statics[i] == DIM_DYNAMIC;
    }
    if (dyn != ndyn) return load_fail(lc, n, "'%s' op mismatch between dynamic and static basis", n->op->name);
    d->dyn_slots = n->in + dyn_first;
    *out = d;
    return true;
}

static bool prep_delinearize(LoadCtx *lc, Node *n) {
    BasisData *d;
    if (!prep_basis(lc, n, 1, n->nin - 1, &d)) return false;
    if (n->nout == d->nbasis) d->outer_bound = true;
    else if (n->nout != d->nbasis + 1)
        return load_fail(lc, n, "'affine.delinearize_index' op should return an index for each basis element and up to one extra index");
    n->data = d;
    n->fn = h_delinearize;
    return true;
}

static bool prep_linearize(LoadCtx *lc, Node *n) {
    const Attr *seg = node_attr(n, "operandSegmentSizes");
    int nidx = seg ? (int)attr_int_at(seg, 0) : n->nin;
    BasisData *d;
    if (!prep_basis(lc, n, nidx, n->nin - nidx, &d)) return false;
    d->nidx = nidx;
    if (nidx == d->nbasis) d->outer_bound = true;
    else if (nidx != d->nbasis + 1)
        return load_fail(lc, n, "'affine.linearize_index' op should be passed an index for each basis element and up to one extra index");
    d->disjoint = node_attr(n, "disjoint") != NULL;
    n->data = d;
    n->fn = h_linearize;
    return true;
}

static const OpEntry entries[] = {
    {OP_AFFINE_APPLY, prep_apply},
    {OP_AFFINE_MIN, prep_min},
    {OP_AFFINE_MAX, prep_max},
    {OP_AFFINE_LOAD, prep_load},
    {OP_AFFINE_STORE, prep_store},
    {OP_AFFINE_VECTOR_LOAD, prep_vector_load},
    {OP_AFFINE_VECTOR_STORE, prep_vector_store},
    {OP_AFFINE_PREFETCH, prep_prefetch},
    {OP_AFFINE_YIELD, load_terminator},
    {OP_AFFINE_FOR, prep_for},
    {OP_AFFINE_IF, prep_if},
    {OP_AFFINE_PARALLEL, prep_parallel},
    {OP_AFFINE_DELINEARIZE_INDEX, prep_delinearize},
    {OP_AFFINE_LINEARIZE_INDEX, prep_linearize},
};
OP_TABLE(affine_ops, entries);
