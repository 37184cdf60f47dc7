#include "memref.h"
#include <stdio.h>
#include <string.h>
#include "loops.h"

Mem *mem_at(Gen *g, int m) { return &g->fn->mems[m]; }
Mem *mem_root(Gen *g, int m) { return &g->fn->mems[g->fn->mems[m].root]; }
int64_t mem_mag(Gen *g, int m) { return mem_root(g, m)->mag; }

void mem_note_store(Gen *g, int m, int64_t mag) {
    Mem *r = mem_root(g, m);
    r->written = g->fn->mems[m].written = true;
    if (mag > r->mag) r->mag = mag;
    if (mag > g->fn->mems[m].mag) g->fn->mems[m].mag = mag;
}

int64_t mem_elems(const Mem *m) {
    int64_t n = 1;
    for (int d = 0; d < m->rank; d++) n *= m->size[d];
    return n;
}

void mem_type(const Mem *m, char *buf, size_t n) {
    TextBuf t;
    tb_init(&t);
    tb_puts(&t, "memref<");
    for (int d = 0; d < m->rank; d++) {
        if (m->dyn[d]) tb_puts(&t, "?x");
        else tb_printf(&t, "%lldx", (long long)m->size[d]);
    }
    tb_puts(&t, et_name(m->et));
    if (m->layout[0]) tb_printf(&t, ", %s", m->layout);
    if (m->space) tb_printf(&t, ", %d", m->space);
    tb_puts(&t, ">");
    snprintf(buf, n, "%s", tb_str(&t));
    tb_free(&t);
}

static void row_major(Mem *m) {
    int64_t s = 1;
    for (int d = m->rank - 1; d >= 0; d--) {
        m->strides[d] = s;
        s *= m->size[d];
    }
    m->offset = 0;
}

static int add_mem(Gen *g, const Mem *m) {
    Fn *f = g->fn;
    if (f->nmems >= MAX_MEMS) return -1;
    f->mems[f->nmems] = *m;
    f->mems[f->nmems].root = m->root < 0 ? f->nmems : m->root;
    return f->nmems++;
}

int mem_adopt(Gen *g, const Mem *m) {
    Mem c = *m;
    c.root = -1;
    c.id = g->next_mem_id++;
    row_major(&c);
    return add_mem(g, &c);
}

int mem_create(Gen *g, ElemType et, int rank, const int64_t *size, MemKind kind, int space, bool allow_dyn) {
    Mem m;
    memset(&m, 0, sizeof m);
    fresh_name(g, kind == MEM_ALLOCA ? "s" : "m", m.name);
    m.et = et;
    m.rank = rank;
    m.kind = kind;
    m.space = space;
    m.root = -1;
    m.id = g->next_mem_id++;
    for (int d = 0; d < rank; d++) m.size[d] = size[d];
    row_major(&m);
    const Val *dynv[MAX_RANK];
    int ndyn = 0;
    if (allow_dyn && want(g, FEAT_DYNAMIC, 45)) {
        for (int d = 0; d < rank; d++)
            if (rng_percent(&g->rng, 60) || (d == rank - 1 && ndyn == 0)) {
                m.dyn[d] = true;
                /* a size from a symbol of the function (an argument in a
                 * callee), else a constant */
                const Val *s = rng_percent(&g->rng, 50) ? pick_symbol(g, size[d], size[d]) : NULL;
                dynv[ndyn++] = s ? s : const_index(g, size[d]);
            }
        mark(g, FEAT_DYNAMIC);
    }
    if (et == ET_F64) mark(g, FEAT_F64);
    if (et == ET_I32) mark(g, FEAT_I32);
    if (et == ET_I64) mark(g, FEAT_I64);
    char ty[256];
    mem_type(&m, ty, sizeof ty);
    TextBuf line;
    tb_init(&line);
    tb_printf(&line, "%s = memref.%s(", m.name, kind == MEM_ALLOCA ? "alloca" : "alloc");
    for (int i = 0; i < ndyn; i++) tb_printf(&line, "%s%s", i ? ", " : "", dynv[i]->name);
    tb_printf(&line, ") : %s", ty);
    emit_raw(g, tb_str(&line));
    tb_free(&line);
    if (kind == MEM_ALLOCA) mark(g, FEAT_ALLOCA);
    /* each dynamic size becomes a symbol: memref.dim, or the size operand */
    int k = 0;
    for (int d = 0; d < rank; d++) {
        if (!m.dyn[d]) continue;
        const Val *src = dynv[k++];
        if (rng_percent(&g->rng, 60)) {
            Val v = {.et = ET_INDEX, .is_sym = true, .is_dim = true, .lo = size[d], .hi = size[d]};
            fresh_name(g, "d", v.name);
            const Val *c = const_index(g, d);
            emit(g, "%s = memref.dim %s, %s : %s", v.name, m.name, c->name, ty);
            val_add(g, &v);
            snprintf(m.sizesym[d], NAME_LEN, "%s", v.name);
        } else snprintf(m.sizesym[d], NAME_LEN, "%s", src->name);
    }
    return add_mem(g, &m);
}

static const Val *find_val(Gen *g, const char *name) {
    Fn *f = g->fn;
    for (int i = f->nvals - 1; i >= 0; i--)
        if (strcmp(f->vals[i].name, name) == 0) return &f->vals[i];
    return NULL;
}

AExpr *mem_dim_bound(Gen *g, int m, int d) {
    Mem *b = mem_at(g, m);
    if (b->dyn[d]) {
        const Val *s = find_val(g, b->sizesym[d]);
        if (s) return ae_var(g, s);
    }
    return size_bound(g, b->size[d]);
}

/* index -> the element type, as a data value */
static const Val *index_to(Gen *g, const Val *x, ElemType et, int64_t mag) {
    if (et == ET_INDEX) return x;
    Val v = {.et = et, .mag = mag};
    fresh_name(g, "v", v.name);
    if (et_is_int(et)) {
        emit(g, "%s = arith.index_cast %s : index to %s", v.name, x->name, et_name(et));
        return val_add(g, &v);
    }
    Val w = {.et = ET_I64, .mag = mag};
    fresh_name(g, "v", w.name);
    emit(g, "%s = arith.index_cast %s : index to i64", w.name, x->name);
    val_add(g, &w);
    emit(g, "%s = arith.sitofp %s : i64 to %s", v.name, w.name, et_name(et));
    return val_add(g, &v);
}

void mem_fill(Gen *g, int m) {
    static const int64_t primes[] = {7, 11, 13, 17, 23, 31, 61, 97};
    static const int64_t coefs[] = {1, 3, 5, 7, 11, 13, 37};
    Mem *b = mem_at(g, m);
    ElemType et = b->et;
    int rank = b->rank;
    int64_t p = primes[rng_below(&g->rng, 8)], off;
    if (et == ET_INDEX) {
        /* index buffers hold subscripts: 0 .. smallest dimension - 1 */
        p = g->dims[0] < g->dims[1] ? g->dims[0] : g->dims[1];
        off = 0;
    } else off = rng_range(&g->rng, 0, p / 2);
    int64_t c[MAX_RANK], k = rng_range(&g->rng, 0, p - 1);
    for (int d = 0; d < rank; d++) c[d] = coefs[rng_below(&g->rng, 7)];
    LoopH h[MAX_RANK];
    for (int d = 0; d < rank; d++) {
        LoopSpec s;
        loop_spec_const(g, &s, 0, 0, 1);
        s.ub[0] = mem_dim_bound(g, m, d);
        loop_begin(g, &s, &h[d]);
    }
    b = mem_at(g, m);
    const Val *x;
    if (feat(g, FEAT_APPLY) || et == ET_INDEX || rng_percent(&g->rng, 75)) {
        AExpr *sum = ae_const(g, k);
        for (int d = rank - 1; d >= 0; d--) sum = ae_add(g, ae_mulc(g, ae_var(g, h[d].iv), c[d]), sum);
        AExpr *e = ae_addc(g, ae_binc(g, AE_MOD, sum, p), -off);
        Val v = {.et = ET_INDEX, .is_dim = true, .lo = -off, .hi = p - 1 - off};
        fresh_name(g, "x", v.name);
        TextBuf line;
        tb_init(&line);
        tb_printf(&line, "%s = affine.apply ", v.name);
        ae_print_map(&line, &e, 1);
        emit_raw(g, tb_str(&line));
        tb_free(&line);
        ae_reset(g);
        x = index_to(g, val_add(g, &v), et, p);
        mark(g, FEAT_APPLY);
    } else {
        /* integer arithmetic on the indices: (sum c_d * i_d + k) remsi p - off */
        ElemType it = et == ET_I64 ? ET_I64 : ET_I32;
        const Val *acc = const_of(g, it, k);
        for (int d = 0; d < rank; d++) {
            Val iv = {.et = it};
            fresh_name(g, "v", iv.name);
            emit(g, "%s = arith.index_cast %s : index to %s", iv.name, h[d].iv->name, et_name(it));
            const Val *ivp = val_add(g, &iv);
            const Val *cc = const_of(g, it, c[d]);
            Val prod = {.et = it}, sum = {.et = it};
            fresh_name(g, "v", prod.name);
            emit(g, "%s = arith.muli %s, %s : %s", prod.name, ivp->name, cc->name, et_name(it));
            val_add(g, &prod);
            fresh_name(g, "v", sum.name);
            emit(g, "%s = arith.addi %s, %s : %s", sum.name, acc->name, prod.name, et_name(it));
            acc = val_add(g, &sum);
        }
        const Val *pc = const_of(g, it, p), *oc = const_of(g, it, off);
        Val r = {.et = it}, s = {.et = it, .mag = p};
        fresh_name(g, "v", r.name);
        emit(g, "%s = arith.remsi %s, %s : %s", r.name, acc->name, pc->name, et_name(it));
        val_add(g, &r);
        fresh_name(g, "v", s.name);
        emit(g, "%s = arith.subi %s, %s : %s", s.name, r.name, oc->name, et_name(it));
        x = val_add(g, &s);
        if (et != it) {
            Val f = {.et = et, .mag = p};
            fresh_name(g, "v", f.name);
            emit(g, "%s = arith.sitofp %s : %s to %s", f.name, x->name, et_name(it), et_name(et));
            x = val_add(g, &f);
        }
    }
    char ty[256];
    mem_type(b, ty, sizeof ty);
    TextBuf line;
    tb_init(&line);
    tb_printf(&line, "affine.store %s, %s[", x->name, b->name);
    for (int d = 0; d < rank; d++) tb_printf(&line, "%s%s", d ? ", " : "", h[d].iv->name);
    tb_printf(&line, "] : %s", ty);
    emit_raw(g, tb_str(&line));
    tb_free(&line);
    for (int d = rank - 1; d >= 0; d--) loop_end(g, &h[d], NULL, NULL);
    b = mem_at(g, m);
    b->filled = true;
    mem_root(g, m)->filled = true;
    bool was = mem_root(g, m)->written;
    mem_note_store(g, m, p);
    mem_root(g, m)->written = b->written = was; /* a fill is no result */
}

int mem_new_input(Gen *g, ElemType et, int rank, const int64_t *size) {
    MemKind kind = want(g, FEAT_ALLOCA, 30) ? MEM_ALLOCA : MEM_ALLOC;
    int space = kind == MEM_ALLOCA && rng_percent(&g->rng, 30) ? 1 : 0;
    int m = mem_create(g, et, rank, size, kind, space, true);
    if (m < 0) return -1;
    mem_fill(g, m);
    return m;
}

/* ------------------------------------------------------------- views */

static void strided_layout(Mem *v) {
    TextBuf t;
    tb_init(&t);
    tb_puts(&t, "strided<[");
    for (int d = 0; d < v->rank; d++) tb_printf(&t, "%s%lld", d ? ", " : "", (long long)v->strides[d]);
    tb_puts(&t, "]");
    if (v->offset) tb_printf(&t, ", offset: %lld", (long long)v->offset);
    tb_puts(&t, ">");
    snprintf(v->layout, sizeof v->layout, "%s", tb_str(&t));
    tb_free(&t);
}

static bool static_shape(const Mem *m) {
    for (int d = 0; d < m->rank; d++)
        if (m->dyn[d]) return false;
    return true;
}

static bool identity_layout(const Mem *m) { return m->layout[0] == '\0'; }

static int finish_view(Gen *g, int base, Mem *v, const char *text) {
    Mem *b = mem_at(g, base);
    v->root = b->root;
    v->id = b->id;
    v->kind = MEM_VIEW;
    v->filled = b->filled;
    v->mag = mem_mag(g, base);
    v->space = b->space;
    v->et = b->et;
    emit_raw(g, text);
    mark(g, FEAT_VIEWS);
    return add_mem(g, v);
}

static int view_subview(Gen *g, int base) {
    Mem *b = mem_at(g, base);
    Mem v;
    memset(&v, 0, sizeof v);
    v.rank = b->rank;
    int64_t off[MAX_RANK], sz[MAX_RANK], st[MAX_RANK];
    v.offset = b->offset;
    for (int d = 0; d < b->rank; d++) {
        st[d] = b->size[d] >= 5 && rng_percent(&g->rng, 30) ? 2 : 1;
        int64_t maxsz = (b->size[d] - 1) / st[d] + 1;
        sz[d] = rng_range(&g->rng, maxsz > 2 ? 2 : 1, maxsz);
        int64_t span = (sz[d] - 1) * st[d] + 1;
        off[d] = rng_range(&g->rng, 0, b->size[d] - span);
        v.size[d] = sz[d];
        v.strides[d] = b->strides[d] * st[d];
        v.offset += off[d] * b->strides[d];
    }
    fresh_name(g, "sv", v.name);
    v.et = b->et;
    v.space = b->space;
    strided_layout(&v);
    char bty[256], vty[256];
    mem_type(b, bty, sizeof bty);
    mem_type(&v, vty, sizeof vty);
    TextBuf t;
    tb_init(&t);
    tb_printf(&t, "%s = memref.subview %s[", v.name, b->name);
    for (int d = 0; d < v.rank; d++) tb_printf(&t, "%s%lld", d ? ", " : "", (long long)off[d]);
    tb_puts(&t, "] [");
    for (int d = 0; d < v.rank; d++) tb_printf(&t, "%s%lld", d ? ", " : "", (long long)sz[d]);
    tb_puts(&t, "] [");
    for (int d = 0; d < v.rank; d++) tb_printf(&t, "%s%lld", d ? ", " : "", (long long)st[d]);
    tb_printf(&t, "] : %s to %s", bty, vty);
    int r = finish_view(g, base, &v, tb_str(&t));
    tb_free(&t);
    mark(g, FEAT_LAYOUTS);
    return r;
}

static int view_reinterpret(Gen *g, int base) {
    Mem *b = mem_at(g, base);
    int64_t total = mem_elems(b);
    if (total < 4) return -1;
    Mem v;
    memset(&v, 0, sizeof v);
    v.rank = 2;
    /* rows of 'cols' elements 'rs' apart (rs >= cols: no element twice),
     * or the transposed walk */
    for (int tries = 0; tries < 8; tries++) {
        int64_t rows = rng_range(&g->rng, 2, 5), cols = rng_range(&g->rng, 2, 5);
        bool transposed = rng_percent(&g->rng, 35);
        int64_t s0, s1;
        if (transposed) {
            s0 = 1;
            s1 = rows + rng_range(&g->rng, 0, 1);
        } else {
            s1 = 1;
            s0 = cols + rng_range(&g->rng, 0, 2);
        }
        int64_t last = (rows - 1) * s0 + (cols - 1) * s1;
        if (last >= total) continue;
        v.offset = rng_range(&g->rng, 0, total - 1 - last);
        v.size[0] = rows;
        v.size[1] = cols;
        v.strides[0] = s0;
        v.strides[1] = s1;
        fresh_name(g, "rc", v.name);
        v.et = b->et;
        v.space = b->space;
        strided_layout(&v);
        char bty[256], vty[256];
        mem_type(b, bty, sizeof bty);
        mem_type(&v, vty, sizeof vty);
        char text[800];
        snprintf(text, sizeof text,
                 "%s = memref.reinterpret_cast %s to offset: [%lld], sizes: [%lld, %lld], strides: [%lld, %lld] : %s to %s",
                 v.name, b->name, (long long)v.offset, (long long)rows, (long long)cols, (long long)s0, (long long)s1,
                 bty, vty);
        mark(g, FEAT_LAYOUTS);
        return finish_view(g, base, &v, text);
    }
    return -1;
}

static int view_collapse(Gen *g, int base) {
    Mem *b = mem_at(g, base);
    if (b->rank < 2) return -1;
    Mem v;
    memset(&v, 0, sizeof v);
    char reassoc[64];
    if (b->rank == 2) {
        v.rank = 1;
        v.size[0] = b->size[0] * b->size[1];
        snprintf(reassoc, sizeof reassoc, "[[0, 1]]");
    } else if (rng_percent(&g->rng, 50)) {
        v.rank = 2;
        v.size[0] = b->size[0] * b->size[1];
        v.size[1] = b->size[2];
        snprintf(reassoc, sizeof reassoc, "[[0, 1], [2]]");
    } else {
        v.rank = 2;
        v.size[0] = b->size[0];
        v.size[1] = b->size[1] * b->size[2];
        snprintf(reassoc, sizeof reassoc, "[[0], [1, 2]]");
    }
    row_major(&v);
    fresh_name(g, "cs", v.name);
    v.et = b->et;
    v.space = b->space;
    char bty[256], vty[256];
    mem_type(b, bty, sizeof bty);
    mem_type(&v, vty, sizeof vty);
    char text[800];
    snprintf(text, sizeof text, "%s = memref.collapse_shape %s %s : %s into %s", v.name, b->name, reassoc, bty, vty);
    return finish_view(g, base, &v, text);
}

static int view_expand(Gen *g, int base) {
    Mem *b = mem_at(g, base);
    if (b->rank != 1) return -1;
    int64_t n = b->size[0], a = 0;
    for (int64_t k = 2; k <= n / 2; k++)
        if (n % k == 0 && (a == 0 || rng_percent(&g->rng, 50))) a = k;
    if (!a) return -1;
    Mem v;
    memset(&v, 0, sizeof v);
    v.rank = 2;
    v.size[0] = a;
    v.size[1] = n / a;
    row_major(&v);
    fresh_name(g, "es", v.name);
    v.et = b->et;
    v.space = b->space;
    char bty[256], vty[256];
    mem_type(b, bty, sizeof bty);
    mem_type(&v, vty, sizeof vty);
    char text[800];
    snprintf(text, sizeof text, "%s = memref.expand_shape %s [[0, 1]] output_shape [%lld, %lld] : %s into %s", v.name,
             b->name, (long long)v.size[0], (long long)v.size[1], bty, vty);
    return finish_view(g, base, &v, text);
}

int mem_view(Gen *g, int m) {
    Mem *b = mem_at(g, m);
    if (!static_shape(b) || b->no_views || b->kind == MEM_VIEW || !at_top_level(g)) return -1;
    int order[4] = {0, 1, 2, 3};
    for (int i = 3; i > 0; i--) {
        int j = (int)rng_below(&g->rng, (uint64_t)i + 1), t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
    for (int i = 0; i < 4; i++) {
        int r = -1;
        switch (order[i]) {
        case 0: r = view_subview(g, m); break;
        case 1: r = identity_layout(b) ? view_reinterpret(g, m) : -1; break;
        case 2: r = identity_layout(b) ? view_collapse(g, m) : -1; break;
        case 3: r = identity_layout(b) ? view_expand(g, m) : -1; break;
        }
        if (r >= 0) return r;
    }
    return -1;
}

/* ---------------------------------------------------------- printing */

static const char *print_fn(ElemType et) {
    switch (et) {
    case ET_F32: return "printMemrefF32";
    case ET_F64: return "printMemrefF64";
    case ET_I32: return "printMemrefI32";
    default: return "printMemrefI64";
    }
}

static void print_plain(Gen *g, const Mem *b) {
    char ty[256];
    mem_type(b, ty, sizeof ty);
    char u[NAME_LEN];
    fresh_name(g, "u", u);
    emit(g, "%s = memref.cast %s : %s to memref<*x%s>", u, b->name, ty, et_name(b->et));
    emit(g, "call @%s(%s) : (memref<*x%s>) -> ()", print_fn(b->et), u, et_name(b->et));
    g->print_decl[b->et == ET_INDEX ? ET_I64 : b->et] = true;
}

void mem_print(Gen *g, int m) {
    Mem *b = mem_at(g, m);
    if (b->space != 0) return;
    if (b->et != ET_INDEX) {
        print_plain(g, b);
        return;
    }
    /* printMemref has no index variant: copy into i64 */
    int64_t size[MAX_RANK];
    for (int d = 0; d < b->rank; d++) size[d] = b->size[d];
    int c = mem_create(g, ET_I64, b->rank, size, MEM_ALLOC, 0, false);
    if (c < 0) return;
    b = mem_at(g, m);
    LoopH h[MAX_RANK];
    for (int d = 0; d < b->rank; d++) {
        LoopSpec s;
        loop_spec_const(g, &s, 0, 0, 1);
        s.ub[0] = mem_dim_bound(g, m, d);
        loop_begin(g, &s, &h[d]);
    }
    b = mem_at(g, m);
    Mem *cm = mem_at(g, c);
    char bty[256], cty[256], sub[128] = "";
    mem_type(b, bty, sizeof bty);
    mem_type(cm, cty, sizeof cty);
    for (int d = 0; d < b->rank; d++) {
        size_t l = strlen(sub);
        snprintf(sub + l, sizeof sub - l, "%s%s", d ? ", " : "", h[d].iv->name);
    }
    char x[NAME_LEN], y[NAME_LEN];
    fresh_name(g, "v", x);
    fresh_name(g, "v", y);
    emit(g, "%s = affine.load %s[%s] : %s", x, b->name, sub, bty);
    emit(g, "%s = arith.index_cast %s : index to i64", y, x);
    emit(g, "affine.store %s, %s[%s] : %s", y, cm->name, sub, cty);
    for (int d = b->rank - 1; d >= 0; d--) loop_end(g, &h[d], NULL, NULL);
    cm = mem_at(g, c);
    print_plain(g, cm);
    cm->printed = false;
    emit(g, "memref.dealloc %s : %s", cm->name, cty);
    cm->kind = MEM_VIEW; /* deallocated already */
}

void mem_finish(Gen *g) {
    Fn *f = g->fn;
    int n = f->nmems;
    for (int i = 0; i < n; i++)
        if ((f->mems[i].printed || (f->mems[i].written && !f->mems[i].temp && f->mems[i].kind != MEM_VIEW)) && f->mems[i].filled &&
            f->mems[i].kind != MEM_PARAM)
            mem_print(g, i);
    for (int i = n - 1; i >= 0; i--) {
        Mem *b = &f->mems[i];
        if (b->kind != MEM_ALLOC) continue;
        char ty[256];
        mem_type(b, ty, sizeof ty);
        emit(g, "memref.dealloc %s : %s", b->name, ty);
    }
}
