/* The dependence profile (see dependences.h). */
#include "dependences.h"
#include "../core/engine.h"
#include "../core/report.h"
#include "../core/op_sheet.h"
#include <stdlib.h>
#include <string.h>

/* Accesses under more loops than this are numbered but not profiled. */
enum { DEP_MAX_LOOPS = 32 };

enum { NO_RECORD = -1 };

/* A record, at word r of the pool: the access, the next record of the
 * element, the activation, the last iteration vector u[n], then for each
 * level L < n the range of components L..n-1 of the earlier iterations
 * that agree with u on loops 0..L-1 and not on loop L (S_L). */
enum { R_ACC, R_NEXT, R_ACT, R_U };

typedef struct OpId {
    const Op *op;
    int id;
} OpId;

struct DepProfile {
    int nacc, nanalyzed;
    DepAccess *acc;
    OpId *by_op;            /* sorted by op: the first access number of each op */
    int64_t *act;           /* act[depth]: the activation running at each call depth */
    int act_cap;
    int64_t next_act;
    bool act_oom;
    int64_t *pool;          /* records */
    int64_t pool_len, pool_cap;
    int64_t **heads;        /* per root buffer: the first record of each element */
    size_t nheads, heads_cap;
    int32_t *pair_at;       /* [a * nacc + b]: the pair's words in res, or -1 */
    int64_t *res;           /* per pair: common loops, a-before-b, then per depth: observed, [min, max] per loop */
    int64_t res_len, res_cap;
    int64_t bytes;          /* counted against --max-memory */
};

/* ------------------------------------------------------------ the accesses */

static int64_t *record_s(int64_t *rec, int n, int level, int j) {
    return rec + R_U + n + 2 * level * n - level * (level - 1) + 2 * (j - level);
}
static int64_t record_words(int n) { return R_U + n + (int64_t)n * (n + 1); }

/* The operand an access names its memref with: the memref it reads or,
 * for a write, writes (the op's data sheet, op_sheet.h). */
static const Value *memref_operand(const Op *op, bool is_write) {
    return is_write ? op_memref_written(op) : op_memref_read(op);
}

/* The induction variables of the affine.for and affine.parallel ops
 * around op within its function, outermost first (getAffineIVs). */
static int enclosing_ivs(const Op *op, const Value **out, int cap) {
    int n = 0;
    for (const Op *p = op_parent_op(op); p && p->code != OP_FUNC_FUNC; p = op_parent_op(p)) {
        if ((p->code != OP_AFFINE_FOR && p->code != OP_AFFINE_PARALLEL) || p->nregions < 1 || p->regions[0].nblocks < 1)
            continue;
        const Block *body = p->regions[0].blocks[0];
        int k = p->code == OP_AFFINE_FOR ? (body->nargs > 0) : body->nargs;
        for (int i = k - 1; i >= 0; i--) {   /* innermost first here, reversed below */
            if (n < cap) out[n] = body->args[i];
            n++;
        }
    }
    int m = n < cap ? n : cap;
    for (int i = 0; i < m / 2; i++) {
        const Value *t = out[i];
        out[i] = out[m - 1 - i];
        out[m - 1 - i] = t;
    }
    return n;
}

typedef struct Collect {
    DepProfile *p;
    int cap;
    bool analyzed_pass;
    bool oom;
} Collect;

static bool add_access(Collect *c, const Op *op, bool is_write, bool analyzed) {
    DepProfile *p = c->p;
    if (p->nacc == c->cap) {
        int cap = c->cap ? 2 * c->cap : 64;
        DepAccess *a = realloc(p->acc, sizeof *a * (size_t)cap);
        if (!a) return false;
        p->acc = a, c->cap = cap;
    }
    DepAccess *a = &p->acc[p->nacc];
    memset(a, 0, sizeof *a);
    a->op = op;
    a->memref = memref_operand(op, is_write);
    a->is_write = is_write;
    a->analyzed = analyzed;
    const Value *ivs[DEP_MAX_LOOPS];
    a->nloops = enclosing_ivs(op, ivs, DEP_MAX_LOOPS);
    int kept = a->nloops < DEP_MAX_LOOPS ? a->nloops : DEP_MAX_LOOPS;
    a->ivs = malloc(sizeof *a->ivs * (size_t)(kept + 1));
    if (!a->ivs) return false;
    memcpy(a->ivs, ivs, sizeof *a->ivs * (size_t)kept);
    p->nacc++;
    return true;
}

static void collect(Collect *c, const Op *op) {
    if (c->oom) return;
    bool load_store = op->code == OP_AFFINE_LOAD || op->code == OP_AFFINE_STORE;
    if (c->analyzed_pass && load_store) c->oom = !add_access(c, op, op->code == OP_AFFINE_STORE, true);
    if (!c->analyzed_pass) {
        if (op->code == OP_AFFINE_VECTOR_LOAD || op->code == OP_AFFINE_VECTOR_STORE)
            c->oom = !add_access(c, op, op->code == OP_AFFINE_VECTOR_STORE, false);
        else if (op->code == OP_AFFINE_DMA_START && op->noperands > 0)
            c->oom = !add_access(c, op, false, false) || !add_access(c, op, true, false);
    }
    for (int r = 0; r < op->nregions; r++)
        for (int b = 0; b < op->regions[r].nblocks; b++) {
            const Block *blk = op->regions[r].blocks[b];
            for (int i = 0; i < blk->nops; i++) collect(c, blk->ops[i]);
        }
}

static int by_op_order(const void *x, const void *y) {
    const OpId *a = x, *b = y;
    if (a->op != b->op) return (uintptr_t)a->op < (uintptr_t)b->op ? -1 : 1;
    return a->id - b->id;
}

DepProfile *dep_profile_new(const Module *m) {
    DepProfile *p = calloc(1, sizeof *p);
    if (!p) return NULL;
    Collect c = {p, 0, true, false};
    collect(&c, m->op);
    p->nanalyzed = p->nacc;
    c.analyzed_pass = false;
    collect(&c, m->op);
    p->by_op = malloc(sizeof *p->by_op * (size_t)(p->nacc + 1));
    if (c.oom || !p->by_op) {
        dep_profile_free(p);
        return NULL;
    }
    for (int i = 0; i < p->nacc; i++) p->by_op[i] = (OpId){p->acc[i].op, i};
    qsort(p->by_op, (size_t)p->nacc, sizeof *p->by_op, by_op_order);
    return p;
}

void dep_profile_free(DepProfile *p) {
    if (!p) return;
    for (int i = 0; i < p->nacc; i++) free(p->acc[i].ivs);
    for (size_t i = 0; i < p->nheads; i++) free(p->heads[i]);
    free(p->acc), free(p->by_op), free(p->act), free(p->pool), free(p->heads), free(p->pair_at), free(p->res);
    free(p);
}

/* The first access number of op, or -1. */
static int access_of(const DepProfile *p, const Op *op) {
    size_t lo = 0, hi = (size_t)p->nacc;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if ((uintptr_t)p->by_op[mid].op < (uintptr_t)op) lo = mid + 1;
        else hi = mid;
    }
    return lo < (size_t)p->nacc && p->by_op[lo].op == op ? p->by_op[lo].id : -1;
}

int dep_count(const DepProfile *p) { return p->nacc; }
int dep_analyzed_count(const DepProfile *p) { return p->nanalyzed; }
const DepAccess *dep_access_info(const DepProfile *p, int i) { return &p->acc[i]; }

int dep_common_loops(const DepProfile *p, int a, int b) {
    const DepAccess *x = &p->acc[a], *y = &p->acc[b];
    int n = x->nloops < y->nloops ? x->nloops : y->nloops, c = 0;
    if (n > DEP_MAX_LOOPS) n = DEP_MAX_LOOPS;
    while (c < n && x->ivs[c] == y->ivs[c]) c++;
    return c;
}

static int index_in_block(const Block *b, const Op *op) {
    for (int i = 0; i < b->nops; i++)
        if (b->ops[i] == op) return i;
    return -1;
}

/* The ancestor of op (or op) whose block is blk, or NULL. */
static const Op *ancestor_in(const Block *blk, const Op *op) {
    while (op && op->parent != blk) op = op_parent_op(op);
    return op;
}

/* MLIR's srcAppearsBeforeDstInAncestralBlock: in the innermost block
 * (within the function) holding both, a's ancestor comes before b's.  The
 * two sides of one affine.dma_start: the read comes first. */
static bool appears_before(const DepAccess *a, const DepAccess *b) {
    if (a->op == b->op) return !a->is_write && b->is_write;
    for (const Op *o = a->op; o && o->parent; o = op_parent_op(o)) {
        const Block *blk = o->parent;
        const Op *ob = ancestor_in(blk, b->op);
        if (ob) return index_in_block(blk, o) < index_in_block(blk, ob);
        const Op *holder = op_parent_op(o);
        if (!holder || holder->code == OP_FUNC_FUNC) break;
    }
    return false;
}

/* --------------------------------------------------------------- memory */

static Status over_limit(Exec *ex, const Node *n, int64_t more) {
    return exec_fail(ex, n, DIAG_CLASS_LIMIT,
                     "memory limit reached: the dependence profile needs %lld more bytes beyond its %lld and the "
                     "program's %lld (--max-memory %lld)",
                     (long long)more, (long long)ex->deps->bytes, (long long)ex->used.bytes_allocated,
                     (long long)ex->limits.max_memory);
}

static bool affordable(const Exec *ex, int64_t more) {
    return ex->used.bytes_allocated + ex->deps->bytes + more <= ex->limits.max_memory;
}

/* Makes room for `more` words at the end of *words (len, cap). */
static Status grow_words(Exec *ex, const Node *n, int64_t **words, int64_t *len, int64_t *cap, int64_t more) {
    if (*len + more <= *cap) return ST_OK;
    int64_t c = *cap ? *cap : 1024;
    while (c < *len + more) c *= 2;
    int64_t extra = (c - *cap) * (int64_t)sizeof(int64_t);
    if (!affordable(ex, extra)) return over_limit(ex, n, extra);
    int64_t *w = realloc(*words, (size_t)c * sizeof(int64_t));
    if (!w) return exec_fail(ex, n, DIAG_CLASS_LIMIT, "out of memory for the dependence profile");
    *words = w, *cap = c;
    ex->deps->bytes += extra;
    return ST_OK;
}

void dep_enter_call(Exec *ex) {
    DepProfile *p = ex->deps;
    int d = ex->used.call_depth;
    if (d >= p->act_cap) {
        int cap = p->act_cap ? 2 * p->act_cap : 64;
        while (cap <= d) cap *= 2;
        int64_t *a = realloc(p->act, sizeof *a * (size_t)cap);
        if (!a) {
            p->act_oom = true;
            return;
        }
        p->act = a, p->act_cap = cap;
    }
    p->act[d] = ++p->next_act;
}

Status dep_watch_buffer(Exec *ex, const Node *n, Buffer *b) {
    DepProfile *p = ex->deps;
    if (b->owner) {
        b->dep_heads = b->owner->dep_heads;
    } else {
        int64_t bytes = (b->nelems > 0 ? b->nelems : 1) * (int64_t)sizeof(int64_t);
        if (!affordable(ex, bytes)) return over_limit(ex, n, bytes);
        if (p->nheads == p->heads_cap) {
            size_t cap = p->heads_cap ? 2 * p->heads_cap : 16;
            int64_t **h = realloc(p->heads, sizeof *h * cap);
            if (!h) return exec_fail(ex, n, DIAG_CLASS_LIMIT, "out of memory for the dependence profile");
            p->heads = h, p->heads_cap = cap;
        }
        int64_t *h = malloc((size_t)bytes);
        if (!h) return exec_fail(ex, n, DIAG_CLASS_LIMIT, "out of memory for the dependence profile");
        memset(h, 0xff, (size_t)bytes);   /* NO_RECORD */
        p->heads[p->nheads++] = h;
        p->bytes += bytes;
        b->dep_heads = h;
    }
    buffer_rewatch(b);
    return ST_OK;
}

/* ---------------------------------------------------------------- pairs */

static int64_t *depth_block(DepProfile *p, int64_t q, int d) {
    int64_t c = p->res[q];
    return p->res + q + 2 + (d - 1) * (1 + 2 * c);
}

/* The words of pair (a, b), made on first use; -1 with the error raised. */
static int64_t pair_words(Exec *ex, const Node *n, DepProfile *p, int a, int b) {
    int64_t na = p->nacc;
    if (!p->pair_at) {
        int64_t bytes = na * na * (int64_t)sizeof(int32_t);
        if (!affordable(ex, bytes)) return over_limit(ex, n, bytes), -1;
        if (!(p->pair_at = malloc((size_t)bytes))) return exec_fail(ex, n, DIAG_CLASS_LIMIT, "out of memory"), -1;
        memset(p->pair_at, 0xff, (size_t)bytes);
        p->bytes += bytes;
    }
    int32_t *at = &p->pair_at[a * na + b];
    if (*at >= 0) return *at;
    int c = dep_common_loops(p, a, b);
    int64_t words = 2 + (int64_t)(c + 1) * (1 + 2 * c);
    if (p->res_len + words > INT32_MAX) return over_limit(ex, n, words * 8), -1;
    if (grow_words(ex, n, &p->res, &p->res_len, &p->res_cap, words)) return -1;
    int64_t q = p->res_len;
    p->res_len += words;
    p->res[q] = c;
    p->res[q + 1] = appears_before(&p->acc[a], &p->acc[b]);
    for (int d = 1; d <= c + 1; d++) {
        int64_t *blk = depth_block(p, q, d);
        blk[0] = 0;
        for (int j = 0; j < c; j++) blk[1 + 2 * j] = INT64_MAX, blk[2 + 2 * j] = INT64_MIN;
    }
    *at = (int32_t)q;
    return q;
}

bool dep_observed(const DepProfile *p, int a, int b, int d, int64_t *lo, int64_t *hi) {
    if (!p->pair_at || p->pair_at[(int64_t)a * p->nacc + b] < 0) return false;
    int64_t q = p->pair_at[(int64_t)a * p->nacc + b];
    int64_t c = p->res[q];
    const int64_t *blk = p->res + q + 2 + (d - 1) * (1 + 2 * c);
    if (!blk[0]) return false;
    for (int j = 0; d <= c && j < c; j++) lo[j] = blk[1 + 2 * j], hi[j] = blk[2 + 2 * j];
    return true;
}

static int64_t sat_sub(int64_t x, int64_t y) {
    int64_t r;
    if (__builtin_sub_overflow(x, y, &r)) return y < 0 ? INT64_MAX : INT64_MIN;
    return r;
}

static void widen(int64_t *blk, int j, int64_t lo, int64_t hi) {
    if (lo < blk[1 + 2 * j]) blk[1 + 2 * j] = lo;
    if (hi > blk[2 + 2 * j]) blk[2 + 2 * j] = hi;
}

/* Component j of the group of the record's iterations that agree with u
 * on loops 0..level-1: S_level, and with whole (G_level) also the later
 * levels and u itself. */
static void group_range(int64_t *rec, int n, int level, int j, bool whole, int64_t *mn, int64_t *mx) {
    const int64_t *u = rec + R_U;
    *mn = whole ? u[j] : INT64_MAX;
    *mx = whole ? u[j] : INT64_MIN;
    for (int l = level; l <= j && l < n; l++) {
        const int64_t *s = record_s(rec, n, l, j);
        if (s[0] <= s[1]) {
            if (s[0] < *mn) *mn = s[0];
            if (s[1] > *mx) *mx = s[1];
        }
        if (!whole) break;
    }
}

/* The dependence of the record's group (level, whole) to v at depth d. */
static void observe_group(DepProfile *p, int64_t q, int d, int64_t *rec, int n, int level, bool whole, const int64_t *v) {
    int c = (int)p->res[q];
    int64_t *blk = depth_block(p, q, d);
    blk[0] = 1;
    for (int j = 0; j < c; j++) {
        if (j < d - 1) {
            widen(blk, j, 0, 0);
            continue;
        }
        int64_t mn, mx;
        group_range(rec, n, level, j, whole, &mn, &mx);
        widen(blk, j, sat_sub(v[j], mx), sat_sub(v[j], mn));
    }
}

static void observe_point(DepProfile *p, int64_t q, int d, const int64_t *from, const int64_t *to) {
    int c = (int)p->res[q];
    int64_t *blk = depth_block(p, q, d);
    blk[0] = 1;
    for (int j = 0; j < c && d <= c; j++) {
        int64_t x = sat_sub(to[j], from[j]);
        widen(blk, j, x, x);
    }
}

static bool level_empty(int64_t *rec, int n, int level) {
    const int64_t *s = record_s(rec, n, level, level);
    return s[0] > s[1];
}

/* The recorded iterations of access a (record at word r) against
 * iteration v of access b on one element.  Without loops the analysis
 * cannot see (scf, cf), a's iterations come in increasing order and the
 * result is exact; otherwise a recorded iteration may follow v in the
 * analysis' order, and that one pair is reported the other way round. */
static Status relate(Exec *ex, const Node *n, DepProfile *p, int64_t r, int a, int b, const int64_t *v) {
    int64_t q = pair_words(ex, n, p, a, b);
    if (q < 0) return ST_ERROR;
    int64_t *rec = p->pool + r;
    int na = p->acc[a].nloops, c = (int)p->res[q];
    const int64_t *u = rec + R_U;
    int k = 0;
    while (k < c && u[k] == v[k]) k++;
    for (int d = 1; d <= k; d++)
        if (!level_empty(rec, na, d - 1)) observe_group(p, q, d, rec, na, d - 1, false, v);
    if (k < c && u[k] < v[k]) {
        observe_group(p, q, k + 1, rec, na, k, true, v);
        return ST_OK;
    }
    if (k == c && p->res[q + 1]) {
        depth_block(p, q, c + 1)[0] = 1;
        return ST_OK;
    }
    if (a == b && k == c) return ST_OK;   /* the same iteration again */
    int64_t qr = pair_words(ex, n, p, b, a);
    if (qr < 0) return ST_ERROR;
    if (k < c) observe_point(p, qr, k + 1, v, p->pool + r + R_U);
    else if (p->res[qr + 1]) depth_block(p, qr, c + 1)[0] = 1;
    return ST_OK;
}

static void reset_record(int64_t *rec, int n, int64_t act, const int64_t *v) {
    rec[R_ACT] = act;
    memcpy(rec + R_U, v, sizeof *v * (size_t)n);
    for (int l = 0; l < n; l++)
        for (int j = l; j < n; j++) {
            int64_t *s = record_s(rec, n, l, j);
            s[0] = INT64_MAX, s[1] = INT64_MIN;
        }
}

/* Iteration v follows the record's last u: the group of u's earlier
 * iterations that differ from v first at loop k joins S_k. */
static void advance_record(int64_t *rec, int n, int64_t act, const int64_t *v) {
    int64_t *u = rec + R_U;
    int k = 0;
    while (k < n && u[k] == v[k]) k++;
    if (k == n || v[k] < u[k]) {   /* a loop the analysis cannot see went round */
        reset_record(rec, n, act, v);
        return;
    }
    for (int j = k; j < n; j++) {
        int64_t mn, mx;
        if (j == k) mn = mx = u[k];
        else group_range(rec, n, k + 1, j, true, &mn, &mx);
        int64_t *s = record_s(rec, n, k, j);
        if (mn < s[0]) s[0] = mn;
        if (mx > s[1]) s[1] = mx;
    }
    for (int l = k + 1; l < n; l++)
        for (int j = l; j < n; j++) {
            int64_t *s = record_s(rec, n, l, j);
            s[0] = INT64_MAX, s[1] = INT64_MIN;
        }
    memcpy(u, v, sizeof *v * (size_t)n);
}

static Status touch(Exec *ex, const Node *n, DepProfile *p, int id, int64_t *head, int64_t act, const int64_t *v) {
    int64_t own = NO_RECORD;
    bool writes = p->acc[id].is_write;
    for (int64_t r = *head; r != NO_RECORD; r = p->pool[r + R_NEXT]) {
        int a = (int)p->pool[r + R_ACC];
        if (a == id) own = r;
        if (p->pool[r + R_ACT] != act || (!writes && !p->acc[a].is_write)) continue;
        if (relate(ex, n, p, r, a, id, v)) return ST_ERROR;
    }
    int nl = p->acc[id].nloops;
    if (own != NO_RECORD) {
        int64_t *rec = p->pool + own;
        if (rec[R_ACT] != act) reset_record(rec, nl, act, v);
        else advance_record(rec, nl, act, v);
        return ST_OK;
    }
    int64_t words = record_words(nl);
    if (grow_words(ex, n, &p->pool, &p->pool_len, &p->pool_cap, words)) return ST_ERROR;
    int64_t r = p->pool_len;
    p->pool_len += words;
    int64_t *rec = p->pool + r;
    rec[R_ACC] = id;
    rec[R_NEXT] = *head;
    reset_record(rec, nl, act, v);
    *head = r;
    return ST_OK;
}

/* Access id touches element lin of b (a view's: each element of its owner it overlaps). */
static Status touch_element(Exec *ex, const Node *n, int id, const Buffer *b, int64_t lin) {
    DepProfile *p = ex->deps;
    const DepAccess *a = &p->acc[id];
    if (!b->dep_heads || a->nloops > DEP_MAX_LOOPS) return ST_OK;
    if (p->act_oom) return exec_fail(ex, n, DIAG_CLASS_LIMIT, "out of memory for the dependence profile");
    int depth = ex->used.call_depth;
    int64_t act = depth < p->act_cap ? p->act[depth] : 0;
    int64_t v[DEP_MAX_LOOPS + 1];
    for (int j = 0; j < a->nloops; j++) v[j] = ex->frame[slot_of(ex->prog, a->ivs[j])].i;
    if (!b->owner) return touch(ex, n, p, id, &b->dep_heads[lin], act, v);
    const Buffer *o = b->owner;
    int64_t first = (b->data - o->data) + lin * b->elem.bytes, last = first + b->elem.bytes - 1;
    for (int64_t e = first / o->elem.bytes; e <= last / o->elem.bytes && e < o->nelems; e++)
        if (touch(ex, n, p, id, &o->dep_heads[e], act, v)) return ST_ERROR;
    return ST_OK;
}

Status dep_access(Exec *ex, const Node *n, const Buffer *b, int64_t lin, bool is_write) {
    int id = access_of(ex->deps, n->op);
    if (id < 0 || ex->deps->acc[id].is_write != is_write) return ST_OK;
    return touch_element(ex, n, id, b, lin);
}

Status dep_dma(Exec *ex, const Node *n, const DmaTransfer *t) {
    int id = access_of(ex->deps, n->op);
    if (id < 0) return ST_OK;
    for (int64_t k = 0; k < t->count; k++)
        if (touch_element(ex, n, id, t->src.buf, dma_element(t, &t->src, k))) return ST_ERROR;
    for (int64_t k = 0; k < t->count; k++)
        if (touch_element(ex, n, id + 1, t->dst.buf, dma_element(t, &t->dst, k))) return ST_ERROR;
    return ST_OK;
}
