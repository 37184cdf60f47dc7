/* The loop-calls kernel: func.call inside an elementwise nest, of a small
 * private function written for it: one that combines a loaded value with
 * an element of a memref argument and returns it, or one that stores its
 * value argument into a memref argument at its index arguments (valid
 * symbols in the callee). */
#include <stdio.h>
#include <string.h>
#include "affexpr.h"
#include "kernels.h"
#include "memref.h"

/* @name(%x: T, %m: memref) -> T { return x op m[c...] } */
static void write_combiner(Gen *g, const char *name, ElemType t, int m, const char *op) {
    Mem *b = mem_at(g, m);
    char ty[256];
    mem_type(b, ty, sizeof ty);
    tb_printf(&g->callees, "func.func private @%s(%%x: %s, %%m: %s) -> %s {\n", name, et_name(t), ty, et_name(t));
    TextBuf subs;
    tb_init(&subs);
    for (int d = 0; d < b->rank; d++) {
        int64_t c = rng_range(&g->rng, 0, b->size[d] - 1);
        tb_printf(&g->callees, "  %%c%d = arith.constant %lld : index\n", d, (long long)c);
        tb_printf(&subs, "%s%%c%d", d ? ", " : "", d);
    }
    tb_printf(&g->callees, "  %%y = affine.load %%m[%s] : %s\n", tb_str(&subs), ty);
    tb_printf(&g->callees, "  %%r = arith.%s %%x, %%y : %s\n", op, et_name(t));
    tb_printf(&g->callees, "  return %%r : %s\n}\n", et_name(t));
    tb_free(&subs);
}

/* @name(%v: T, %o: memref, %i0: index, ...) { o[i0, ...] = v } */
static void write_storer(Gen *g, const char *name, int out) {
    Mem *b = mem_at(g, out);
    char ty[256];
    mem_type(b, ty, sizeof ty);
    tb_printf(&g->callees, "func.func private @%s(%%v: %s, %%o: %s", name, et_name(b->et), ty);
    for (int d = 0; d < b->rank; d++) tb_printf(&g->callees, ", %%i%d: index", d);
    tb_puts(&g->callees, ") {\n  affine.store %v, %o[");
    for (int d = 0; d < b->rank; d++) tb_printf(&g->callees, "%s%%i%d", d ? ", " : "", d);
    tb_printf(&g->callees, "] : %s\n  return\n}\n", ty);
}

bool k_loop_calls(Gen *g) {
    int out = pick_output(g, choose_rank(g), false, true);
    if (out < 0) return false;
    ElemType t = mem_at(g, out)->et;
    int in[16];
    int nin = pick_inputs(g, in, 16, mem_at(g, out)->id), arg = -1;
    for (int i = 0; i < nin && arg < 0; i++)
        if (mem_at(g, in[i])->et == t && t != ET_INDEX && mem_mag(g, in[i]) <= MAG_EXPR) arg = in[i];
    char name[NAME_LEN];
    snprintf(name, sizeof name, "lc%d", g->next_id++);
    const char *op = et_is_float(t) ? (rng_percent(&g->rng, 50) ? "addf" : "maximumf")
                                    : (rng_percent(&g->rng, 50) ? "addi" : "maxsi");
    bool combine = arg >= 0 && rng_percent(&g->rng, 60);
    if (combine) write_combiner(g, name, t, arg, op);
    else write_storer(g, name, out);
    mark(g, FEAT_LOOP_CALLS);
    NestOpts o = {.permute = true, .vary = true};
    Nest n;
    nest_open(g, out, &o, &n);
    LeafCtx lc;
    leafctx_for(g, &lc, &n, mem_at(g, out)->id);
    const Val *v = gen_value(g, t, 2, MAG_EXPR, &lc);
    char subs[256], oty[256];
    nest_subs(&n, subs, sizeof subs);
    mem_type(mem_at(g, out), oty, sizeof oty);
    if (combine) {
        char aty[256];
        mem_type(mem_at(g, arg), aty, sizeof aty);
        Val r = {.et = t, .mag = v->mag + mem_mag(g, arg)};
        fresh_name(g, "v", r.name);
        emit(g, "%s = func.call @%s(%s, %s) : (%s, %s) -> %s", r.name, name, v->name, mem_at(g, arg)->name,
             et_name(t), aty, et_name(t));
        store_value(g, val_add(g, &r), out, subs);
    } else {
        TextBuf line;
        tb_init(&line);
        tb_printf(&line, "func.call @%s(%s, %s, %s) : (%s, %s", name, v->name, mem_at(g, out)->name, subs, et_name(t), oty);
        for (int d = 0; d < n.rank; d++) tb_puts(&line, ", index");
        tb_puts(&line, ") -> ()");
        emit_raw(g, tb_str(&line));
        tb_free(&line);
        mem_note_store(g, out, v->mag);
    }
    nest_close(g, &n);
    return true;
}
