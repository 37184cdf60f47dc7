/* Affine maps compiled at load time to flat code (seed 001, "Affine
 * Expressions"): a result that is linear in its dims and symbols becomes
 * c0 + sum(coef * operand); any other (with mod, floordiv, ceildiv, or a
 * product of two operands: semi-affine) becomes a postfix program evaluated
 * with a fixed stack.  Operands are the map's dims followed by its symbols.
 *
 * floordiv, ceildiv and mod are mathematical (rounding toward -inf; mod is
 * non-negative for a positive divisor).  A divisor that is not positive is
 * undefined behaviour (seed 001: the rhs of floordiv/ceildiv/mod must be a
 * positive constant, or a symbol whose value is positive): evaluation stops
 * and reports it. */
#ifndef AI_AFFINE_EVAL_H
#define AI_AFFINE_EVAL_H
#include <stdint.h>
#include <stdbool.h>
#include "../parser/ir.h"
#include "../parser/arena.h"

typedef enum { AOP_CONST, AOP_OPERAND, AOP_ADD, AOP_MUL, AOP_MOD, AOP_FLOORDIV, AOP_CEILDIV } AffineOpcode;

typedef struct AffineInstr {
    uint8_t op;
    int64_t arg;          /* constant, or operand index */
} AffineInstr;

/* c0 + sum(coef * operand) */
typedef struct AffineLinear {
    int64_t c0;
    int nterms;
    int *pos;             /* operand indices */
    int64_t *coef;
} AffineLinear;

/* coef * (dividend op divisor): a term of a quasi-affine result */
typedef struct AffineQuotient {
    int64_t coef;
    AffineLinear dividend;
    uint8_t op;           /* AOP_MOD, AOP_FLOORDIV or AOP_CEILDIV */
    bool by_operand;      /* the divisor is operand `divisor`, else the constant `divisor` (> 0) */
    int64_t divisor;
} AffineQuotient;

typedef struct CompiledExpr {
    bool linear;
    int64_t c0;
    int nterms;
    int *term_pos;        /* operand indices */
    int64_t *term_coef;
    int ncode;            /* postfix program when !linear */
    AffineInstr *code;
    /* a result that is linear plus quotients of linear dividends by a
     * positive constant or an operand (nquotients > 0): c0 + the terms +
     * the quotients, evaluated in int64 when nothing overflows and no
     * divisor is out of range (else by the postfix program) */
    int nquotients;
    AffineQuotient *quotients;
} CompiledExpr;

typedef struct CompiledMap {
    int ndims, nsyms, nresults;
    CompiledExpr *results;
} CompiledMap;

/* What went wrong in an evaluation.  Index arithmetic is exact (seed 001:
 * signed overflow is undefined, "as with other affine ops"): a value that
 * wrap-around arithmetic cannot carry exactly, namely a result (or an
 * integer-set constraint) or an operand of floordiv, ceildiv or mod whose
 * mathematical value lies outside int64, is an overflow fault.  Additions
 * and products in between may leave int64 (two's complement is exact
 * modulo 2^64 for them); SPEC_NOTES "Index overflow" has the rule. */
typedef enum {
    AFFINE_FAULT_DIVISOR,      /* op's divisor rhs is not positive (lhs: dividend) */
    AFFINE_FAULT_OVERFLOW,     /* value (op: AOP_ADD for a result, else the division it feeds) */
    AFFINE_FAULT_WIDE,         /* a semi-affine intermediate beyond +-2^127 */
    AFFINE_FAULT_STACK,        /* deeper than AFFINE_STACK_MAX */
} AffineFaultKind;

typedef struct AffineFault {
    AffineFaultKind kind;
    AffineOpcode op;
    bool is_divisor;           /* overflow: of the divisor, not the dividend */
    int64_t lhs, rhs;
    __int128 value;            /* overflow: the exact value */
    int result;                /* which result (set by affine_eval_map) */
} AffineFault;

#define AFFINE_STACK_MAX 64

CompiledMap *affine_compile_map(Arena *a, const AffineMap *m);
CompiledExpr affine_compile_expr(Arena *a, const AffineExpr *e, int ndims);
/* Evaluates one result; false (with *fault) on a non-positive divisor or
 * an overflow of index (see AffineFault). */
bool affine_eval_expr(const CompiledExpr *e, const int64_t *operands, int64_t *out, AffineFault *fault);
bool affine_eval_map(const CompiledMap *m, const int64_t *operands, int64_t *out, AffineFault *fault);

int64_t affine_floordiv(int64_t a, int64_t b);
int64_t affine_ceildiv(int64_t a, int64_t b);
int64_t affine_mod(int64_t a, int64_t b);
const char *affine_opcode_name(AffineOpcode op);
/* Whether a dim occurs in e. */
bool affine_expr_has_dim(const AffineExpr *e);
/* The decimal text of v (at least 41 bytes). */
char *affine_format_wide(char *buf, __int128 v);
#endif
