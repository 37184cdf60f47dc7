/* The narrow-types kernel: a buffer of f16, bf16, i8, i16 or i1 filled
 * from an input (folded into a small range first, so every value is exact
 * in the narrow type), arithmetic on its elements in the narrow type (nsw /
 * nuw flags where no overflow can happen, fastmath flags on floats), and
 * the results widened (extf / extsi / extui) into a printed f32 or i32
 * buffer; one narrow scalar is printed as it is (vector.print). */
#include <stdio.h>
#include <string.h>
#include "affexpr.h"
#include "kernels.h"
#include "memref.h"

static const ElemType narrow_types[] = {ET_F16, ET_BF16, ET_I8, ET_I16, ET_I1};

/* |values| stay below this before the arithmetic: bf16 and i8 hold every
 * integer up to 256 and 127, and the arithmetic at most quadruples them. */
static int64_t fold_modulus(ElemType t) { return t == ET_BF16 || t == ET_I8 ? 31 : 61; }

/* A loop over each dimension of size[]; subs gets "%i, %j". */
static void box_open(Gen *g, int rank, const int64_t *size, LoopH *h, char *subs, size_t n) {
    subs[0] = '\0';
    for (int d = 0; d < rank; d++) {
        LoopSpec s;
        loop_spec_const(g, &s, 0, size[d], 1);
        loop_begin(g, &s, &h[d]);
        size_t l = strlen(subs);
        snprintf(subs + l, n - l, "%s%s", d ? ", " : "", h[d].iv->name);
    }
}

static void box_close(Gen *g, int rank, LoopH *h) {
    for (int d = rank - 1; d >= 0; d--) loop_end(g, &h[d], NULL, NULL);
}

/* v (any input type) folded into |v| < k and cast to t. */
static const Val *to_narrow(Gen *g, const Val *v, ElemType t, int64_t k) {
    const Val *w = convert(g, v, ET_I32);
    w = binop(g, "remsi", w, const_of(g, ET_I32, k), k - 1);
    if (t == ET_I1) {
        Val r = {.et = ET_I1, .mag = 1};
        fresh_name(g, "b", r.name);
        emit(g, "%s = arith.trunci %s : i32 to i1", r.name, w->name);
        return val_add(g, &r);
    }
    return convert(g, w, t);
}

/* A flagged binop: "arith.addi %a, %b overflow<nsw> : i8". */
static const Val *flagged(Gen *g, const char *op, const Val *a, const Val *b, const char *flags, int64_t mag) {
    Val r = {.et = a->et, .mag = mag};
    fresh_name(g, "v", r.name);
    emit(g, "%s = arith.%s %s, %s %s : %s", r.name, op, a->name, b->name, flags, et_name(a->et));
    return val_add(g, &r);
}

/* f(a, b) in the narrow type, |a|, |b| < k: at most 4k. */
static const Val *narrow_arith(Gen *g, const Val *a, const Val *b) {
    ElemType t = a->et;
    if (t == ET_I1) {
        static const char *const ops[] = {"xori", "andi", "ori"};
        const Val *c = binop(g, ops[rng_below(&g->rng, 3)], a, b, 1);
        return binop(g, ops[rng_below(&g->rng, 3)], c, a, 1);
    }
    int64_t m = a->mag + b->mag;
    if (et_is_float(t)) {
        static const char *const fm[] = {"fastmath<contract>", "fastmath<nnan,ninf>", "fastmath<reassoc>", ""};
        const char *op = rng_percent(&g->rng, 50) ? "addf" : "subf";
        const Val *c = flagged(g, op, a, b, fm[rng_below(&g->rng, 4)], m);
        c = binop(g, "mulf", c, const_of(g, t, rng_percent(&g->rng, 50) ? 2 : -2), 2 * m);
        return binop(g, rng_percent(&g->rng, 50) ? "maximumf" : "minimumf", c, a, 2 * m);
    }
    static const char *const im[] = {"overflow<nsw>", "overflow<nsw>", ""};
    const char *op = rng_percent(&g->rng, 50) ? "addi" : "subi";
    const Val *c = flagged(g, op, a, b, im[rng_below(&g->rng, 3)], m);
    c = flagged(g, "muli", c, const_of(g, t, 2), "overflow<nsw>", 2 * m);
    if (rng_percent(&g->rng, 50)) {
        /* non-negative operands: nuw holds as well */
        const Val *p = binop(g, "andi", a, const_of(g, t, 15), 15);
        const Val *q = flagged(g, "addi", p, p, "overflow<nsw, nuw>", 30);
        c = binop(g, "subi", c, q, 2 * m + 30);
    }
    return binop(g, rng_percent(&g->rng, 50) ? "maxsi" : "minsi", c, b, 2 * m + 30);
}

static const Val *widen(Gen *g, const Val *v) {
    if (et_is_float(v->et)) return convert(g, v, ET_F32);
    Val r = {.et = ET_I32, .mag = v->mag};
    fresh_name(g, "v", r.name);
    emit(g, "%s = arith.%s %s : %s to i32", r.name, v->et == ET_I1 ? "extui" : "extsi", v->name, et_name(v->et));
    return val_add(g, &r);
}

bool k_narrow(Gen *g) {
    int in[16];
    int nin = pick_inputs(g, in, 16, -1);
    if (!nin) return false;
    int src = in[rng_below(&g->rng, (uint64_t)nin)];
    ElemType t = narrow_types[rng_below(&g->rng, sizeof narrow_types / sizeof narrow_types[0])];
    int64_t k = fold_modulus(t);
    int rank = mem_at(g, src)->rank;
    int64_t size[MAX_RANK];
    for (int d = 0; d < rank; d++) size[d] = mem_at(g, src)->size[d];
    int nm = mem_create(g, t, rank, size, MEM_ALLOC, 0, false);
    if (nm < 0) return false;
    mem_at(g, nm)->hidden = true; /* no other kernel reads narrow types */
    int wide = new_output(g, et_is_float(t) ? ET_F32 : ET_I32, rank, size, true);
    if (wide < 0) return false;
    mark(g, FEAT_NARROW_TYPES);
    LoopH h[MAX_RANK];
    char subs[256];
    /* fill */
    box_open(g, rank, size, h, subs, sizeof subs);
    store_value(g, to_narrow(g, load_elem(g, src, subs), t, k), nm, subs);
    box_close(g, rank, h);
    /* compute, each element with its mirror along the last dimension */
    box_open(g, rank, size, h, subs, sizeof subs);
    char mirror[256];
    snprintf(mirror, sizeof mirror, "%s", subs);
    char *last = strrchr(mirror, '%');
    TextBuf rev;
    tb_init(&rev);
    ae_print_inline(&rev, ae_addc(g, ae_mulc(g, ae_var(g, h[rank - 1].iv), -1), size[rank - 1] - 1));
    ae_reset(g);
    snprintf(last, sizeof mirror - (size_t)(last - mirror), "%s", tb_str(&rev));
    tb_free(&rev);
    const Val *a = load_elem(g, nm, subs), *b = load_elem(g, nm, mirror);
    store_value(g, widen(g, narrow_arith(g, a, b)), wide, subs);
    mem_at(g, wide)->filled = true;
    box_close(g, rank, h);
    /* one narrow scalar printed as it is */
    char first[64];
    first_elem_subs(g, rank, first, sizeof first);
    const Val *x = load_elem(g, nm, first);
    print_scalar(g, narrow_arith(g, x, x));
    return true;
}
