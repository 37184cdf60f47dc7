#include "gen.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "affexpr.h"

static const char *const et_names[ET_COUNT] = {"f32", "f64", "i32", "i64", "index", "i1", "f16", "bf16", "i8", "i16"};
static const int et_widths[ET_COUNT] = {32, 64, 32, 64, 64, 1, 16, 16, 8, 16};

const char *et_name(ElemType t) { return et_names[t]; }
bool et_is_float(ElemType t) { return t == ET_F32 || t == ET_F64 || t == ET_F16 || t == ET_BF16; }
bool et_is_int(ElemType t) { return t == ET_I32 || t == ET_I64 || t == ET_I8 || t == ET_I16; }
int et_bits(ElemType t) { return et_widths[t]; }

void gen_init(Gen *g, uint64_t seed, const FeatureSet *fs) {
    memset(g, 0, sizeof *g);
    g->seed = seed;
    g->fs = *fs;
    /* the program's stream is its own, apart from the one that drew the
     * features: forcing a feature set rebuilds the very same program */
    rng_seed(&g->rng, seed ^ 0x5eed0f0a0f1e5a11ULL);
    tb_init(&g->callees);
    g->apool = calloc(MAX_AEXPR, sizeof *g->apool);
    if (!g->apool) {
        fputs("affine-gen: error: out of memory\n", stderr);
        exit(1);
    }
}

void gen_free(Gen *g) {
    tb_free(&g->callees);
    free(g->apool);
    g->apool = NULL;
}

bool feat(const Gen *g, FeatureId f) { return g->fs.on[f]; }
void mark(Gen *g, FeatureId f) { g->used[f]++; }

bool want(Gen *g, FeatureId f, int percent) {
    if (!g->fs.on[f]) return false;
    if (g->force == (int)f) return true;
    return rng_percent(&g->rng, percent);
}

void fresh_name(Gen *g, const char *prefix, char out[NAME_LEN]) {
    snprintf(out, NAME_LEN, "%%%s%d", prefix, g->next_id++);
}

void name_join(char dst[NAME_LEN], const char *a, const char *b) {
    size_t n = 0;
    for (const char *p = a; *p && n < NAME_LEN - 1; p++) dst[n++] = *p;
    for (const char *p = b; *p && n < NAME_LEN - 1; p++) dst[n++] = *p;
    dst[n] = '\0';
}

static void indent(Gen *g) {
    for (int i = 0; i < g->fn->indent; i++) tb_puts(&g->fn->body, "  ");
}

void emit(Gen *g, const char *fmt, ...) {
    char line[4096];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    emit_raw(g, line);
}

void emit_raw(Gen *g, const char *text) {
    indent(g);
    tb_puts(&g->fn->body, text);
    tb_putc(&g->fn->body, '\n');
}

Fn *fn_new(const char *name) {
    Fn *f = calloc(1, sizeof *f);
    if (!f) {
        fputs("affine-gen: error: out of memory\n", stderr);
        exit(1);
    }
    snprintf(f->name, sizeof f->name, "%s", name);
    tb_init(&f->body);
    tb_init(&f->params);
    tb_init(&f->results);
    f->indent = 1;
    f->region = f->top_region = 0;
    f->next_region = 1;
    return f;
}

void fn_free(Fn *f) {
    if (!f) return;
    tb_free(&f->body);
    tb_free(&f->params);
    tb_free(&f->results);
    free(f);
}

Val *val_add(Gen *g, const Val *v) {
    Fn *f = g->fn;
    if (f->nvals >= MAX_VALS) {
        /* a full table only loses old values from the scope: the oldest of
         * the current region are kept (the caller's pointer stays valid) */
        return &f->vals[f->nvals - 1];
    }
    Val *slot = &f->vals[f->nvals++];
    *slot = *v;
    slot->region = f->region;
    return slot;
}

int scope_open(Gen *g) {
    Fn *f = g->fn;
    f->rstack[f->sdepth] = f->region;
    f->sstack[f->sdepth] = f->scope_start;
    f->sdepth++;
    f->region = f->next_region++;
    f->scope_start = f->nvals;
    return f->nvals;
}

void scope_close(Gen *g, int mark_) {
    Fn *f = g->fn;
    f->nvals = mark_;
    f->sdepth--;
    f->region = f->rstack[f->sdepth];
    f->scope_start = f->sstack[f->sdepth];
}

bool at_top_level(const Gen *g) { return g->fn->region == g->fn->top_region; }

void format_float_literal(int64_t v, char *out, size_t n) { snprintf(out, n, "%lld.0", (long long)v); }

const char *type_text(ElemType t, int lanes, char *buf, size_t n) {
    if (lanes) snprintf(buf, n, "vector<%dx%s>", lanes, et_name(t));
    else snprintf(buf, n, "%s", et_name(t));
    return buf;
}

static const Val *find_const(Gen *g, ElemType t, int lanes, int64_t v) {
    Fn *f = g->fn;
    for (int i = f->scope_start; i < f->nvals; i++) {
        const Val *c = &f->vals[i];
        if (c->is_const && c->et == t && c->lanes == lanes && c->cval == v) return c;
    }
    return NULL;
}

const Val *const_of(Gen *g, ElemType t, int64_t v) {
    const Val *old = find_const(g, t, 0, v);
    if (old) return old;
    Val c = {.et = t, .is_const = true, .cval = v, .mag = v < 0 ? -v : v, .lo = v, .hi = v};
    char lit[48];
    if (t == ET_INDEX) {
        snprintf(c.name, sizeof c.name, "%%c%s%lld_%d", v < 0 ? "m" : "", (long long)(v < 0 ? -v : v), g->next_id++);
        c.is_sym = c.is_dim = true;
        snprintf(lit, sizeof lit, "%lld", (long long)v);
    } else if (et_is_float(t)) {
        fresh_name(g, "cf", c.name);
        format_float_literal(v, lit, sizeof lit);
    } else if (t == ET_I1) {
        fresh_name(g, "cb", c.name);
        snprintf(lit, sizeof lit, "%s", v ? "true" : "false");
    } else {
        fresh_name(g, "ci", c.name);
        snprintf(lit, sizeof lit, "%lld", (long long)v);
    }
    emit(g, "%s = arith.constant %s : %s", c.name, lit, et_name(t));
    return val_add(g, &c);
}

const Val *const_index(Gen *g, int64_t v) { return const_of(g, ET_INDEX, v); }

const Val *const_vec(Gen *g, ElemType t, int lanes, int64_t v) {
    const Val *old = find_const(g, t, lanes, v);
    if (old) return old;
    Val c = {.et = t, .lanes = lanes, .is_const = true, .cval = v, .mag = v < 0 ? -v : v};
    fresh_name(g, "cv", c.name);
    char lit[48], ty[48];
    if (et_is_float(t)) format_float_literal(v, lit, sizeof lit);
    else snprintf(lit, sizeof lit, "%lld", (long long)v);
    emit(g, "%s = arith.constant dense<%s> : %s", c.name, lit, type_text(t, lanes, ty, sizeof ty));
    return val_add(g, &c);
}

ElemType pick_type(Gen *g) {
    /* the first type is the program's main one: half of all choices */
    if (g->ntypes == 1 || rng_percent(&g->rng, 50)) return g->types[0];
    return g->types[rng_below(&g->rng, (uint64_t)g->ntypes)];
}
