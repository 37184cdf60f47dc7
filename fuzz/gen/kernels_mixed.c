/* The mixed-dialects kernel: affine code mixed with the other dialects a
 * lowering meets.  Row sums of a rank-2 input in an scf.for (iter_args,
 * memref.load) inside an affine.for, made non-negative by an scf.if,
 * perhaps shifted by an element of a constant memref.global
 * (memref.get_global) and passed through a private function whose body
 * has several blocks (cf.cond_br / cf.br); the rows go to a buffer that is
 * perhaps a memref.view of an i8 buffer, are perhaps copied (memref.copy)
 * and reduced again by an scf.while whose result is printed. */
#include <stdio.h>
#include <string.h>
#include "affexpr.h"
#include "kernels.h"
#include "memref.h"

#define GLOBAL_LEN 4

static void literal(ElemType t, int64_t v, char *buf, size_t n) {
    if (et_is_float(t)) format_float_literal(v, buf, n);
    else snprintf(buf, n, "%lld", (long long)v);
}

/* memref.global of GLOBAL_LEN small values; returns its largest magnitude. */
static int64_t write_global(Gen *g, const char *name, ElemType t) {
    tb_printf(&g->callees, "memref.global \"private\" constant @%s : memref<%dx%s> = dense<[", name, GLOBAL_LEN,
              et_name(t));
    int64_t mag = 0;
    for (int i = 0; i < GLOBAL_LEN; i++) {
        int64_t v = rng_range(&g->rng, -4, 4);
        char lit[32];
        literal(t, v, lit, sizeof lit);
        tb_printf(&g->callees, "%s%s", i ? ", " : "", lit);
        if ((v < 0 ? -v : v) > mag) mag = v < 0 ? -v : v;
    }
    tb_puts(&g->callees, "]>\n");
    return mag;
}

/* @name(x) = x > 0 ? x + 1 : 0 - x, in three blocks. */
static void write_branchy(Gen *g, const char *name, ElemType t) {
    const char *ty = et_name(t);
    bool f = et_is_float(t);
    char zero[32], one[32];
    literal(t, 0, zero, sizeof zero);
    literal(t, 1, one, sizeof one);
    tb_printf(&g->callees, "func.func private @%s(%%x: %s) -> %s {\n", name, ty, ty);
    tb_printf(&g->callees, "  %%z = arith.constant %s : %s\n  %%one = arith.constant %s : %s\n", zero, ty, one, ty);
    tb_printf(&g->callees, "  %%c = arith.%s %%x, %%z : %s\n", f ? "cmpf ogt," : "cmpi sgt,", ty);
    tb_puts(&g->callees, "  cf.cond_br %c, ^bb1, ^bb2\n");
    tb_printf(&g->callees, "^bb1:\n  %%a = arith.%s %%x, %%one : %s\n  cf.br ^bb3(%%a : %s)\n", f ? "addf" : "addi", ty, ty);
    tb_printf(&g->callees, "^bb2:\n  %%b = arith.%s %%z, %%x : %s\n  cf.br ^bb3(%%b : %s)\n", f ? "subf" : "subi", ty, ty);
    tb_printf(&g->callees, "^bb3(%%r: %s):\n  return %%r : %s\n}\n", ty, ty);
}

/* The rows' buffer: a memref.view of an i8 buffer, or a plain output. */
static int rows_buffer(Gen *g, ElemType t, int64_t rows) {
    int64_t size[MAX_RANK] = {rows};
    if (!rng_percent(&g->rng, 50)) return new_output(g, t, 1, size, true);
    int64_t bytes[MAX_RANK] = {rows * et_bits(t) / 8};
    int raw = mem_create(g, ET_I8, 1, bytes, MEM_ALLOC, 0, false);
    if (raw < 0) return -1;
    mem_at(g, raw)->hidden = true;
    Mem v;
    memset(&v, 0, sizeof v);
    fresh_name(g, "view", v.name);
    v.et = t;
    v.rank = 1;
    v.size[0] = rows;
    v.kind = MEM_VIEW;
    v.printed = true;
    char ty[256];
    mem_type(&v, ty, sizeof ty);
    emit(g, "%s = memref.view %s[%s][] : memref<%lldxi8> to %s", v.name, mem_at(g, raw)->name, const_index(g, 0)->name,
         (long long)bytes[0], ty);
    return mem_adopt(g, &v);
}

/* scf.while over out: the maximum (signed) of its elements, printed. */
static void while_max(Gen *g, int out, ElemType t) {
    const char *ty = et_name(t);
    char mty[256], w[NAME_LEN], k[NAME_LEN], a[NAME_LEN], c[NAME_LEN], k1[NAME_LEN], a1[NAME_LEN], x[NAME_LEN],
        a2[NAME_LEN], k2[NAME_LEN];
    mem_type(mem_at(g, out), mty, sizeof mty);
    const Val *c0 = const_index(g, 0), *c1 = const_index(g, 1), *n = const_index(g, mem_at(g, out)->size[0]);
    const Val *init = const_of(g, t, 0);
    fresh_name(g, "w", w);
    fresh_name(g, "wk", k);
    fresh_name(g, "wa", a);
    fresh_name(g, "b", c);
    fresh_name(g, "wk", k1);
    fresh_name(g, "wa", a1);
    fresh_name(g, "v", x);
    fresh_name(g, "wa", a2);
    fresh_name(g, "wk", k2);
    emit(g, "%s:2 = scf.while (%s = %s, %s = %s) : (index, %s) -> (index, %s) {", w, k, c0->name, a, init->name, ty, ty);
    g->fn->indent++;
    emit(g, "%s = arith.cmpi slt, %s, %s : index", c, k, n->name);
    emit(g, "scf.condition(%s) %s, %s : index, %s", c, k, a, ty);
    g->fn->indent--;
    emit(g, "} do {");
    emit(g, "^bb0(%s: index, %s: %s):", k1, a1, ty);
    g->fn->indent++;
    emit(g, "%s = memref.load %s[%s] : %s", x, mem_at(g, out)->name, k1, mty);
    emit(g, "%s = arith.%s %s, %s : %s", a2, et_is_float(t) ? "maximumf" : "maxsi", a1, x, ty);
    emit(g, "%s = arith.addi %s, %s : index", k2, k1, c1->name);
    emit(g, "scf.yield %s, %s : index, %s", k2, a2, ty);
    g->fn->indent--;
    emit(g, "}");
    emit(g, "vector.print %s#1 : %s", w, ty);
}

bool k_mixed(Gen *g) {
    int in[16];
    int nin = pick_inputs(g, in, 16, -1), src = -1;
    for (int i = 0; i < nin && src < 0; i++) {
        Mem *b = mem_at(g, in[i]);
        if (b->rank == 2 && b->et != ET_INDEX && mem_mag(g, in[i]) <= MAG_EXPR) src = in[i];
    }
    if (src < 0) return false;
    ElemType t = mem_at(g, src)->et;
    const char *ty = et_name(t);
    bool f = et_is_float(t);
    int64_t rows = mem_at(g, src)->size[0], cols = mem_at(g, src)->size[1], mag = mem_mag(g, src);
    mark(g, FEAT_MIXED_DIALECTS);
    char gname[NAME_LEN] = "", gval[NAME_LEN] = "", fname[NAME_LEN] = "";
    if (rng_percent(&g->rng, 50)) {
        snprintf(gname, sizeof gname, "g%d", g->next_id++);
        mag += write_global(g, gname, t);
        fresh_name(g, "glob", gval);
        emit(g, "%s = memref.get_global @%s : memref<%dx%s>", gval, gname, GLOBAL_LEN, ty);
    }
    if (rng_percent(&g->rng, 50)) {
        snprintf(fname, sizeof fname, "mb%d", g->next_id++);
        write_branchy(g, fname, t);
    }
    int out = rows_buffer(g, t, rows);
    if (out < 0) return false;
    const Val *c0 = const_index(g, 0), *c1 = const_index(g, 1), *cn = const_index(g, cols), *zero = const_of(g, t, 0);
    char sty[256], oty[256];
    mem_type(mem_at(g, src), sty, sizeof sty);
    mem_type(mem_at(g, out), oty, sizeof oty);
    LoopSpec s;
    loop_spec_const(g, &s, 0, rows, 1);
    LoopH h;
    loop_begin(g, &s, &h);
    const char *i = h.iv->name;
    char sum[NAME_LEN], k[NAME_LEN], acc[NAME_LEN], x[NAME_LEN], y[NAME_LEN], p[NAME_LEN], r[NAME_LEN], m[NAME_LEN];
    fresh_name(g, "s", sum);
    fresh_name(g, "k", k);
    fresh_name(g, "acc", acc);
    fresh_name(g, "v", x);
    fresh_name(g, "v", y);
    emit(g, "%s = scf.for %s = %s to %s step %s iter_args(%s = %s) -> (%s) {", sum, k, c0->name, cn->name, c1->name, acc,
         zero->name, ty);
    g->fn->indent++;
    emit(g, "%s = memref.load %s[%s, %s] : %s", x, mem_at(g, src)->name, i, k, sty);
    if (gval[0]) {
        char gx[NAME_LEN], x2[NAME_LEN];
        fresh_name(g, "v", gx);
        fresh_name(g, "v", x2);
        emit(g, "%s = affine.load %s[%s mod %d] : memref<%dx%s>", gx, gval, i, GLOBAL_LEN, GLOBAL_LEN, ty);
        emit(g, "%s = arith.%s %s, %s : %s", x2, f ? "addf" : "addi", x, gx, ty);
        snprintf(x, sizeof x, "%s", x2);
    }
    emit(g, "%s = arith.%s %s, %s : %s", y, f ? "addf" : "addi", acc, x, ty);
    emit(g, "scf.yield %s : %s", y, ty);
    g->fn->indent--;
    emit(g, "}");
    fresh_name(g, "b", p);
    fresh_name(g, "v", r);
    fresh_name(g, "v", m);
    emit(g, "%s = arith.%s %s, %s : %s", p, f ? "cmpf ogt," : "cmpi sgt,", sum, zero->name, ty);
    emit(g, "%s = scf.if %s -> (%s) {", r, p, ty);
    emit(g, "  scf.yield %s : %s", sum, ty);
    emit(g, "} else {");
    emit(g, "  %s = arith.%s %s, %s : %s", m, f ? "subf" : "subi", zero->name, sum, ty);
    emit(g, "  scf.yield %s : %s", m, ty);
    emit(g, "}");
    if (fname[0]) {
        char q[NAME_LEN];
        fresh_name(g, "v", q);
        emit(g, "%s = func.call @%s(%s) : (%s) -> %s", q, fname, r, ty, ty);
        snprintf(r, sizeof r, "%s", q);
    }
    emit(g, "affine.store %s, %s[%s] : %s", r, mem_at(g, out)->name, i, oty);
    loop_end(g, &h, NULL, NULL);
    mem_note_store(g, out, cols * mag + 1);
    mem_at(g, out)->filled = true;
    if (rng_percent(&g->rng, 50)) {
        int64_t size[MAX_RANK] = {rows};
        int cp = mem_create(g, t, 1, size, MEM_ALLOC, 0, false);
        if (cp >= 0) {
            char cty[256];
            mem_type(mem_at(g, cp), cty, sizeof cty);
            emit(g, "memref.copy %s, %s : %s to %s", mem_at(g, out)->name, mem_at(g, cp)->name, oty, cty);
            mem_note_store(g, cp, cols * mag + 1);
            Mem *cb = mem_at(g, cp);
            cb->printed = cb->filled = cb->hidden = true;
        }
    }
    if (rng_percent(&g->rng, 60)) while_max(g, out, t);
    return true;
}
