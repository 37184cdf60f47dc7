/* Affine expressions, maps and integer sets: built as trees over the values
 * in scope, with the range of every subexpression computed from the ranges
 * of the values (interval arithmetic, exact for floordiv/ceildiv/mod), so a
 * subscript is in bounds by construction; printed either inline with SSA
 * ids (load/store subscripts) or as an affine_map / affine_set with its
 * operand lists. */
#ifndef GEN_AFFEXPR_H
#define GEN_AFFEXPR_H
#include "gen.h"

typedef enum { AE_CONST, AE_VAR, AE_ADD, AE_MUL, AE_MOD, AE_FLOORDIV, AE_CEILDIV } AEKind;

struct AExpr {
    AEKind kind;
    int64_t c;         /* AE_CONST value; the constant right side of MUL/MOD/DIV when rvar is NULL */
    const Val *var;    /* AE_VAR */
    const Val *rvar;   /* a symbol right side (semi-affine) */
    AExpr *l, *r;      /* AE_ADD: l + r; MUL/MOD/DIV: l op (c | rvar) */
};

void ae_reset(Gen *g);              /* frees every node (after an op is written) */
AExpr *ae_const(Gen *g, int64_t c);
AExpr *ae_var(Gen *g, const Val *v);
AExpr *ae_add(Gen *g, AExpr *l, AExpr *r);
AExpr *ae_addc(Gen *g, AExpr *l, int64_t c);
AExpr *ae_mulc(Gen *g, AExpr *l, int64_t c);
AExpr *ae_binc(Gen *g, AEKind k, AExpr *l, int64_t c);      /* mod/floordiv/ceildiv by a constant */
AExpr *ae_binsym(Gen *g, AEKind k, AExpr *l, const Val *s); /* mul/mod/floordiv/ceildiv by a symbol */

/* The range of e over every value of its operands. */
void ae_range(const AExpr *e, int64_t *lo, int64_t *hi);

/* Operands of a map in order of first use: dims, then symbols. */
typedef struct {
    const Val *dims[24];
    int ndims;
    const Val *syms[24];
    int nsyms;
} MapOps;

/* Inline form: "%i + symbol(%n) mod 4". */
void ae_print_inline(TextBuf *out, const AExpr *e);
/* A map of several results: "affine_map<(d0)[s0] -> (d0 + 1, s0)>(%i)[%n]". */
void ae_print_map(TextBuf *out, AExpr *const *res, int nres);
/* A loop bound: a constant, a symbol, or [max|min] map(...). */
void ae_print_bound(TextBuf *out, AExpr *const *res, int nres, bool lower);
/* An integer set: "affine_set<(d0) : (d0 - 2 >= 0, d0 == 0)>(%i)". */
void ae_print_set(TextBuf *out, AExpr *const *cons, const bool *is_eq, int n);

/* Subscripts: an expression over the enclosing induction variables that
 * stays in [0, size-1]; 'pref' is the variable that walks this dimension
 * (NULL if none). */
AExpr *subscript_for(Gen *g, int64_t size, const Val *pref, const Val *const *vars, int nvars);
/* The enclosing induction variables and index dims usable in subscripts. */
int collect_dim_vars(Gen *g, const Val **out, int max);
/* A valid symbol with a known positive value, or NULL. */
const Val *pick_symbol(Gen *g, int64_t lo, int64_t hi);

#endif
