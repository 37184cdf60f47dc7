/* Compilation and evaluation of affine maps (see affine_eval.h). */
#include "affine_eval.h"
#include <stdlib.h>
#include <string.h>

int64_t affine_floordiv(int64_t a, int64_t b) {
    int64_t q = a / b, r = a % b;
    return (r != 0 && ((r < 0) != (b < 0))) ? q - 1 : q;
}
int64_t affine_ceildiv(int64_t a, int64_t b) {
    int64_t q = a / b, r = a % b;
    return (r != 0 && ((r < 0) == (b < 0))) ? q + 1 : q;
}
int64_t affine_mod(int64_t a, int64_t b) {
    int64_t r = a % b;
    return r < 0 ? r + (b < 0 ? -b : b) : r;
}

bool affine_expr_has_dim(const AffineExpr *e) {
    if (e->kind == AFF_DIM) return true;
    if (e->kind == AFF_CONST || e->kind == AFF_SYM) return false;
    return affine_expr_has_dim(e->lhs) || affine_expr_has_dim(e->rhs);
}

const char *affine_opcode_name(AffineOpcode op) {
    switch (op) {
    case AOP_MOD: return "mod";
    case AOP_FLOORDIV: return "floordiv";
    case AOP_CEILDIV: return "ceildiv";
    case AOP_MUL: return "*";
    case AOP_ADD: return "+";
    default: return "?";
    }
}

/* Linear form of e over nops operands into coef[] and *c0; false when e is
 * not linear.  Constants fold with wrap-around, as MLIR's simplifier folds
 * them when it builds the map (mlir-opt-22 prints `d0 * 4611686018427387904
 * * 4` as `0`): folding never overflows, evaluation is checked.  *regrouped
 * tells whether a fold wrapped around or an operand occurs twice (then the
 * linear form's products are not the tree's). */
static bool linearize(const AffineExpr *e, int ndims, int64_t *coef, int64_t *c0, int64_t scale, bool *regrouped) {
    int64_t p, *into;
    switch (e->kind) {
    case AFF_CONST: into = c0, *regrouped |= __builtin_mul_overflow(e->value, scale, &p); break;
    case AFF_DIM: into = &coef[e->value], p = scale, *regrouped |= *into != 0; break;
    case AFF_SYM: into = &coef[ndims + e->value], p = scale, *regrouped |= *into != 0; break;
    case AFF_ADD:
        return linearize(e->lhs, ndims, coef, c0, scale, regrouped) && linearize(e->rhs, ndims, coef, c0, scale, regrouped);
    case AFF_MUL: {
        const AffineExpr *k = e->rhs->kind == AFF_CONST ? e->rhs : e->lhs->kind == AFF_CONST ? e->lhs : NULL;
        if (!k) return false;
        *regrouped |= __builtin_mul_overflow(scale, k->value, &p);
        return linearize(k == e->rhs ? e->lhs : e->rhs, ndims, coef, c0, p, regrouped);
    }
    default:
        return false;
    }
    *regrouped |= __builtin_add_overflow(*into, p, into);
    return true;
}

static int count_nodes(const AffineExpr *e) {
    if (e->kind == AFF_CONST || e->kind == AFF_DIM || e->kind == AFF_SYM) return 1;
    return 1 + count_nodes(e->lhs) + count_nodes(e->rhs);
}

static void emit(const AffineExpr *e, int ndims, AffineInstr *code, int *n) {
    switch (e->kind) {
    case AFF_CONST: code[(*n)++] = (AffineInstr){AOP_CONST, e->value}; return;
    case AFF_DIM: code[(*n)++] = (AffineInstr){AOP_OPERAND, e->value}; return;
    case AFF_SYM: code[(*n)++] = (AffineInstr){AOP_OPERAND, ndims + e->value}; return;
    default: break;
    }
    emit(e->lhs, ndims, code, n);
    emit(e->rhs, ndims, code, n);
    AffineOpcode op = e->kind == AFF_ADD ? AOP_ADD : e->kind == AFF_MUL ? AOP_MUL : e->kind == AFF_MOD ? AOP_MOD
                      : e->kind == AFF_FLOORDIV ? AOP_FLOORDIV : AOP_CEILDIV;
    code[(*n)++] = (AffineInstr){(uint8_t)op, 0};
}

static int max_operand(const AffineExpr *e, int ndims) {
    switch (e->kind) {
    case AFF_CONST: return -1;
    case AFF_DIM: return (int)e->value;
    case AFF_SYM: return ndims + (int)e->value;
    default: {
        int a = max_operand(e->lhs, ndims), b = max_operand(e->rhs, ndims);
        return a > b ? a : b;
    }
    }
}

/* The linear form in coef[0..nops) and c0 as an AffineLinear. */
static void store_linear(Arena *a, const int64_t *coef, int nops, int64_t c0, AffineLinear *out) {
    out->c0 = c0;
    out->nterms = 0;
    for (int i = 0; i < nops; i++) out->nterms += coef[i] != 0;
    out->pos = arena_alloc(a, sizeof(int) * (size_t)(out->nterms + 1));
    out->coef = arena_alloc(a, sizeof(int64_t) * (size_t)(out->nterms + 1));
    for (int i = 0, k = 0; i < nops; i++)
        if (coef[i]) out->pos[k] = i, out->coef[k++] = coef[i];
}

typedef struct QuasiBuilder {
    Arena *arena;
    int ndims, nops;
    int64_t *coef, c0;     /* the linear part so far */
    int64_t *scratch;      /* a dividend's coefficients */
    CompiledExpr *c;
} QuasiBuilder;

/* Adds scale * e to the linear part and the quotients; false when e is not
 * linear plus quotients of linear dividends by a positive constant or an
 * operand, or when the sum regroups the tree's products (see linearize). */
static bool quasi_collect(QuasiBuilder *b, const AffineExpr *e, int64_t scale) {
    bool regrouped = false;
    switch (e->kind) {
    case AFF_ADD: return quasi_collect(b, e->lhs, scale) && quasi_collect(b, e->rhs, scale);
    case AFF_MUL: {
        const AffineExpr *k = e->rhs->kind == AFF_CONST ? e->rhs : e->lhs->kind == AFF_CONST ? e->lhs : NULL;
        int64_t p;
        return k && !__builtin_mul_overflow(scale, k->value, &p) && quasi_collect(b, k == e->rhs ? e->lhs : e->rhs, p);
    }
    case AFF_MOD: case AFF_FLOORDIV: case AFF_CEILDIV: {
        const AffineExpr *d = e->rhs;
        if (!(d->kind == AFF_CONST ? d->value > 0 : d->kind == AFF_DIM || d->kind == AFF_SYM)) return false;
        memset(b->scratch, 0, sizeof *b->scratch * (size_t)b->nops);
        int64_t c0 = 0;
        if (!linearize(e->lhs, b->ndims, b->scratch, &c0, 1, &regrouped) || regrouped) return false;
        AffineQuotient *q = &b->c->quotients[b->c->nquotients++];
        q->coef = scale;
        store_linear(b->arena, b->scratch, b->nops, c0, &q->dividend);
        q->op = (uint8_t)(e->kind == AFF_MOD ? AOP_MOD : e->kind == AFF_FLOORDIV ? AOP_FLOORDIV : AOP_CEILDIV);
        q->by_operand = d->kind != AFF_CONST;
        q->divisor = d->kind == AFF_SYM ? b->ndims + d->value : d->value;
        return true;
    }
    default:
        return linearize(e, b->ndims, b->coef, &b->c0, scale, &regrouped) && !regrouped;
    }
}

/* The postfix program's stack depth. */
static int stack_depth(const AffineExpr *e) {
    if (e->kind == AFF_CONST || e->kind == AFF_DIM || e->kind == AFF_SYM) return 1;
    int l = stack_depth(e->lhs), r = stack_depth(e->rhs) + 1;
    return l > r ? l : r;
}

static int count_quotients(const AffineExpr *e) {
    if (e->kind == AFF_CONST || e->kind == AFF_DIM || e->kind == AFF_SYM) return 0;
    int here = e->kind == AFF_MOD || e->kind == AFF_FLOORDIV || e->kind == AFF_CEILDIV;
    return here + count_quotients(e->lhs) + count_quotients(e->rhs);
}

CompiledExpr affine_compile_expr(Arena *a, const AffineExpr *e, int ndims) {
    CompiledExpr c;
    memset(&c, 0, sizeof c);
    int nops = max_operand(e, ndims) + 1;
    if (nops < 1) nops = 1;
    int64_t few[32], *coef = nops <= 16 ? few : calloc((size_t)nops * 2, sizeof *coef);
    if (!coef) return c;
    memset(coef, 0, sizeof *coef * (size_t)nops);
    int64_t c0 = 0;
    bool regrouped = false;
    if (linearize(e, ndims, coef, &c0, 1, &regrouped)) {
        c.linear = true;
        c.c0 = c0;
        for (int i = 0; i < nops; i++) c.nterms += coef[i] != 0;
        c.term_pos = arena_alloc(a, sizeof(int) * (size_t)(c.nterms + 1));
        c.term_coef = arena_alloc(a, sizeof(int64_t) * (size_t)(c.nterms + 1));
        int k = 0;
        for (int i = 0; i < nops; i++)
            if (coef[i]) {
                c.term_pos[k] = i;
                c.term_coef[k++] = coef[i];
            }
    } else {
        c.code = arena_alloc(a, sizeof(AffineInstr) * (size_t)count_nodes(e));
        emit(e, ndims, c.code, &c.ncode);
        c.quotients = arena_alloc(a, sizeof(AffineQuotient) * (size_t)count_quotients(e));
        memset(coef, 0, sizeof *coef * (size_t)nops);
        QuasiBuilder b = {a, ndims, nops, coef, 0, coef + nops, &c};
        AffineLinear outer;
        /* deeper than AFFINE_STACK_MAX: the postfix program reports the limit */
        if (stack_depth(e) <= AFFINE_STACK_MAX && quasi_collect(&b, e, 1)) {
            store_linear(a, coef, nops, b.c0, &outer);
            c.c0 = outer.c0, c.nterms = outer.nterms, c.term_pos = outer.pos, c.term_coef = outer.coef;
        } else {
            c.nquotients = 0;
        }
    }
    if (coef != few) free(coef);
    return c;
}

CompiledMap *affine_compile_map(Arena *a, const AffineMap *m) {
    CompiledMap *cm = arena_alloc(a, sizeof *cm);
    cm->ndims = m->ndims;
    cm->nsyms = m->nsyms;
    cm->nresults = m->nresults;
    cm->results = arena_alloc(a, sizeof(CompiledExpr) * (size_t)(m->nresults + 1));
    for (int i = 0; i < m->nresults; i++) cm->results[i] = affine_compile_expr(a, m->results[i], m->ndims);
    return cm;
}

char *affine_format_wide(char *buf, __int128 v) {
    char tmp[48];
    int n = 0;
    unsigned __int128 u = v < 0 ? -(unsigned __int128)v : (unsigned __int128)v;
    do tmp[n++] = (char)('0' + (int)(u % 10)); while ((u /= 10) != 0);
    char *p = buf;
    if (v < 0) *p++ = '-';
    while (n) *p++ = tmp[--n];
    *p = 0;
    return buf;
}

static int64_t divide(AffineOpcode op, int64_t l, int64_t r) {
    return op == AOP_MOD ? affine_mod(l, r) : op == AOP_FLOORDIV ? affine_floordiv(l, r) : affine_ceildiv(l, r);
}

static bool fits_index(__int128 v) { return v >= INT64_MIN && v <= INT64_MAX; }

static bool simple_fault(AffineFault *fault, AffineFaultKind kind, AffineOpcode op, int64_t lhs, int64_t rhs) {
    fault->kind = kind, fault->op = op, fault->is_divisor = false, fault->value = 0;
    fault->lhs = lhs, fault->rhs = rhs;
    return false;
}

static bool overflow_fault(AffineFault *fault, AffineFaultKind kind, AffineOpcode op, bool is_divisor, __int128 v) {
    fault->kind = kind, fault->op = op, fault->is_divisor = is_divisor, fault->value = v;
    fault->lhs = fault->rhs = 0;
    return false;
}

/* The exact value of c0 + sum(coef * operand): each product fits 128 bits;
 * the sum counts its wrap-arounds of 128 bits in `wraps`. */
static bool linear_exact(const CompiledExpr *e, const int64_t *ops, int64_t *out, AffineFault *fault) {
    __int128 acc = e->c0;
    int wraps = 0;
    for (int i = 0; i < e->nterms; i++) {
        __int128 p = (__int128)e->term_coef[i] * ops[e->term_pos[i]];
        if (__builtin_add_overflow(acc, p, &acc)) wraps += p > 0 ? 1 : -1;
    }
    if (wraps != 0) return overflow_fault(fault, AFFINE_FAULT_WIDE, AOP_ADD, false, 0);
    if (!fits_index(acc)) return overflow_fault(fault, AFFINE_FAULT_OVERFLOW, AOP_ADD, false, acc);
    *out = (int64_t)acc;
    return true;
}

/* The postfix program again, exactly: sums and products in 128 bits, each
 * floordiv/ceildiv/mod operand and the result checked against int64. */
static bool postfix_exact(const CompiledExpr *e, const int64_t *ops, int64_t *out, AffineFault *fault) {
    __int128 stack[AFFINE_STACK_MAX];
    int sp = 0;
    for (int i = 0; i < e->ncode; i++) {
        const AffineInstr *in = &e->code[i];
        if (in->op == AOP_CONST || in->op == AOP_OPERAND) {
            if (sp == AFFINE_STACK_MAX) return simple_fault(fault, AFFINE_FAULT_STACK, AOP_ADD, 0, 0);
            stack[sp++] = in->op == AOP_CONST ? in->arg : ops[in->arg];
            continue;
        }
        __int128 r = stack[--sp], l = stack[sp - 1], v;
        switch (in->op) {
        case AOP_ADD:
            if (__builtin_add_overflow(l, r, &v)) return overflow_fault(fault, AFFINE_FAULT_WIDE, AOP_ADD, false, 0);
            break;
        case AOP_MUL:
            if (__builtin_mul_overflow(l, r, &v)) return overflow_fault(fault, AFFINE_FAULT_WIDE, AOP_MUL, false, 0);
            break;
        default:
            if (!fits_index(l)) return overflow_fault(fault, AFFINE_FAULT_OVERFLOW, (AffineOpcode)in->op, false, l);
            if (!fits_index(r)) return overflow_fault(fault, AFFINE_FAULT_OVERFLOW, (AffineOpcode)in->op, true, r);
            if (r <= 0) return simple_fault(fault, AFFINE_FAULT_DIVISOR, (AffineOpcode)in->op, (int64_t)l, (int64_t)r);
            v = divide((AffineOpcode)in->op, (int64_t)l, (int64_t)r);
            break;
        }
        stack[sp - 1] = v;
    }
    if (!fits_index(stack[0])) return overflow_fault(fault, AFFINE_FAULT_OVERFLOW, AOP_ADD, false, stack[0]);
    *out = (int64_t)stack[0];
    return true;
}

static bool postfix_eval(const CompiledExpr *e, const int64_t *ops, int64_t *out, AffineFault *fault);

/* c0 + sum(coef * operand) in int64; *wrapped when it overflows. */
static inline int64_t linear_value(int64_t c0, int nterms, const int *pos, const int64_t *coef, const int64_t *ops,
                                   bool *wrapped) {
    int64_t v = c0;
    for (int i = 0; i < nterms; i++) {
        int64_t p;
        *wrapped |= __builtin_mul_overflow(coef[i], ops[pos[i]], &p);
        *wrapped |= __builtin_add_overflow(v, p, &v);
    }
    return v;
}

/* A quasi-affine result in int64 (see CompiledExpr); anything unusual (an
 * overflow, a divisor not positive) goes to the postfix program, which
 * decides the value or the fault. */
static bool quasi_eval(const CompiledExpr *e, const int64_t *ops, int64_t *out, AffineFault *fault) {
    bool unusual = false;
    int64_t v = linear_value(e->c0, e->nterms, e->term_pos, e->term_coef, ops, &unusual);
    for (int i = 0; i < e->nquotients; i++) {
        const AffineQuotient *q = &e->quotients[i];
        const AffineLinear *n = &q->dividend;
        int64_t x = linear_value(n->c0, n->nterms, n->pos, n->coef, ops, &unusual), d, p;
        d = q->by_operand ? ops[q->divisor] : q->divisor;
        if (d <= 0) return postfix_eval(e, ops, out, fault);
        x = divide((AffineOpcode)q->op, x, d);
        unusual |= __builtin_mul_overflow(q->coef, x, &p);
        unusual |= __builtin_add_overflow(v, p, &v);
    }
    if (__builtin_expect(unusual, 0)) return postfix_eval(e, ops, out, fault);
    *out = v;
    return true;
}

/* Both forms run in int64 with the compiler's overflow tests; the first
 * overflow hands the expression to its exact evaluation, which decides
 * (an overflow in between may cancel out). */
bool affine_eval_expr(const CompiledExpr *e, const int64_t *ops, int64_t *out, AffineFault *fault) {
    if (e->linear) {
        bool wrapped = false;
        int64_t v = linear_value(e->c0, e->nterms, e->term_pos, e->term_coef, ops, &wrapped);
        if (__builtin_expect(wrapped, 0)) return linear_exact(e, ops, out, fault);
        *out = v;
        return true;
    }
    return e->nquotients ? quasi_eval(e, ops, out, fault) : postfix_eval(e, ops, out, fault);
}

/* The postfix program in int64 (deeper than AFFINE_STACK_MAX: a fault). */
static bool postfix_eval(const CompiledExpr *e, const int64_t *ops, int64_t *out, AffineFault *fault) {
    int64_t stack[AFFINE_STACK_MAX];
    int sp = 0;
    for (int i = 0; i < e->ncode; i++) {
        const AffineInstr *in = &e->code[i];
        if (in->op == AOP_CONST || in->op == AOP_OPERAND) {
            if (sp == AFFINE_STACK_MAX) return simple_fault(fault, AFFINE_FAULT_STACK, AOP_ADD, 0, 0);
            stack[sp++] = in->op == AOP_CONST ? in->arg : ops[in->arg];
            continue;
        }
        int64_t r = stack[--sp], l = stack[sp - 1], v;
        switch (in->op) {
        case AOP_ADD:
            if (__builtin_add_overflow(l, r, &v)) return postfix_exact(e, ops, out, fault);
            break;
        case AOP_MUL:
            if (__builtin_mul_overflow(l, r, &v)) return postfix_exact(e, ops, out, fault);
            break;
        default:
            if (r <= 0) return simple_fault(fault, AFFINE_FAULT_DIVISOR, (AffineOpcode)in->op, l, r);
            v = divide((AffineOpcode)in->op, l, r);
            break;
        }
        stack[sp - 1] = v;
    }
    *out = stack[0];
    return true;
}

bool affine_eval_map(const CompiledMap *m, const int64_t *ops, int64_t *out, AffineFault *fault) {
    for (int i = 0; i < m->nresults; i++) {
        const CompiledExpr *e = &m->results[i];
        bool ok, wrapped = false;
        if (e->linear) {   /* affine_eval_expr's first case, without the call */
            out[i] = linear_value(e->c0, e->nterms, e->term_pos, e->term_coef, ops, &wrapped);
            ok = !wrapped || linear_exact(e, ops, &out[i], fault);
        } else {
            ok = affine_eval_expr(e, ops, &out[i], fault);
        }
        if (!ok) {
            fault->result = i;
            return false;
        }
    }
    return true;
}
