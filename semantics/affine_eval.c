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
 * not linear. Wrap-around arithmetic, as the compiled code's index math. */
static bool linearize(const AffineExpr *e, int ndims, int64_t *coef, int nops, int64_t *c0, int64_t scale) {
    switch (e->kind) {
    case AFF_CONST: *c0 = (int64_t)((uint64_t)*c0 + (uint64_t)e->value * (uint64_t)scale); return true;
    case AFF_DIM: coef[e->value] = (int64_t)((uint64_t)coef[e->value] + (uint64_t)scale); return true;
    case AFF_SYM: coef[ndims + e->value] = (int64_t)((uint64_t)coef[ndims + e->value] + (uint64_t)scale); return true;
    case AFF_ADD:
        return linearize(e->lhs, ndims, coef, nops, c0, scale) && linearize(e->rhs, ndims, coef, nops, c0, scale);
    case AFF_MUL:
        if (e->rhs->kind == AFF_CONST)
            return linearize(e->lhs, ndims, coef, nops, c0, (int64_t)((uint64_t)scale * (uint64_t)e->rhs->value));
        if (e->lhs->kind == AFF_CONST)
            return linearize(e->rhs, ndims, coef, nops, c0, (int64_t)((uint64_t)scale * (uint64_t)e->lhs->value));
        return false;
    default:
        return false;
    }
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

CompiledExpr affine_compile_expr(Arena *a, const AffineExpr *e, int ndims) {
    CompiledExpr c;
    memset(&c, 0, sizeof c);
    int nops = max_operand(e, ndims) + 1;
    int64_t *coef = calloc((size_t)(nops > 0 ? nops : 1), sizeof *coef);
    int64_t c0 = 0;
    if (coef && linearize(e, ndims, coef, nops, &c0, 1)) {
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
    }
    free(coef);
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

bool affine_eval_expr(const CompiledExpr *e, const int64_t *ops, int64_t *out, AffineFault *fault) {
    if (e->linear) {
        uint64_t v = (uint64_t)e->c0;
        for (int i = 0; i < e->nterms; i++) v += (uint64_t)e->term_coef[i] * (uint64_t)ops[e->term_pos[i]];
        *out = (int64_t)v;
        return true;
    }
    int64_t stack[AFFINE_STACK_MAX];
    int sp = 0;
    for (int i = 0; i < e->ncode; i++) {
        const AffineInstr *in = &e->code[i];
        if (in->op == AOP_CONST || in->op == AOP_OPERAND) {
            if (sp == AFFINE_STACK_MAX) {
                fault->op = AOP_ADD, fault->lhs = fault->rhs = 0;
                return false;
            }
            stack[sp++] = in->op == AOP_CONST ? in->arg : ops[in->arg];
            continue;
        }
        int64_t r = stack[--sp], l = stack[sp - 1], v;
        switch (in->op) {
        case AOP_ADD: v = (int64_t)((uint64_t)l + (uint64_t)r); break;
        case AOP_MUL: v = (int64_t)((uint64_t)l * (uint64_t)r); break;
        default:
            if (r <= 0) {
                fault->op = (AffineOpcode)in->op, fault->lhs = l, fault->rhs = r;
                return false;
            }
            v = in->op == AOP_MOD ? affine_mod(l, r) : in->op == AOP_FLOORDIV ? affine_floordiv(l, r)
                                                                              : affine_ceildiv(l, r);
            break;
        }
        stack[sp - 1] = v;
    }
    *out = stack[0];
    return true;
}

bool affine_eval_map(const CompiledMap *m, const int64_t *ops, int64_t *out, AffineFault *fault) {
    for (int i = 0; i < m->nresults; i++)
        if (!affine_eval_expr(&m->results[i], ops, &out[i], fault)) return false;
    return true;
}
