/* The verifier: the rules MLIR 22 checks on every op the engine runs,
 * before anything runs (exit 2), with MLIR's message text.
 *   verify.c          the walk (an op's own rules before its regions',
 *                     region rules after, as MLIR's OperationVerifier)
 *   verify_affine.c   the sixteen affine ops (seed 001)
 *   verify_core.c     func, arith, memref, scf, cf, vector ops the engine runs
 *   verify_arith.c    arith's operand and result type classes, cast rules
 *   verify_memref.c   memref ops' rules the custom form does not enforce
 *   verify_scf.c      scf ops' rules the custom form does not enforce
 *   verify_llvm.c     llvm.extractvalue/insertvalue against their aggregate's members
 *   verify_symbol_uses.c  func.call and memref.get_global against the symbols they name
 *   verify_dominance.c    every operand defined where it dominates its use, once an
 *                         isolated-from-above op and all it holds obey the rest
 * The dim and symbol rules the affine ops apply are in dims_symbols.c. */
#ifndef AI_VERIFY_H
#define AI_VERIFY_H
#include "../parser/ir.h"

typedef struct Dominance Dominance;   /* verify_dominance.c's tables */

typedef struct Verifier {
    Module *module;
    Diag *error;            /* the first violation */
    Diag *structure_error;  /* the first of the structural rules (verify_structure.h) */
    int symbol_uses;        /* func.call and memref.get_global ops walked so far */
    Dominance *dominance;   /* NULL until the first dominance check */
} Verifier;

/* NULL when every op obeys its rules and the structural ones; else the
 * first violation of an op's own rules, or else the first structural one. */
Diag *verify_module(Module *m);

/* "'<op name>' op <message>" at op (MLIR's emitOpError); returns false. */
bool verify_op_error(Verifier *v, const Op *op, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* "<message>" at op (MLIR's emitError); returns false. */
bool verify_error(Verifier *v, const Op *op, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* A type as MLIR prints it, for messages. */
const char *verify_type_text(Verifier *v, const Type *t);

bool verify_affine_op(Verifier *v, const Op *op);           /* before its regions */
bool verify_affine_op_regions(Verifier *v, const Op *op);   /* after */
bool verify_core_op(Verifier *v, const Op *op);
bool verify_arith_op(Verifier *v, const Op *op);           /* part of verify_core_op */
bool verify_same_types(Verifier *v, const Op *op);         /* SameOperandsAndResultType */
bool verify_memref_op(Verifier *v, const Op *op);          /* part of verify_core_op */
bool verify_scf_op(Verifier *v, const Op *op);             /* part of verify_core_op */
bool verify_llvm_op(Verifier *v, const Op *op);            /* part of verify_core_op */
bool verify_symbol_uses(Verifier *v, const Op *module);    /* after the module's symbol table */
/* The uses in root's regions (those of isolated ops within excepted),
 * after root and all it holds are verified (MLIR's verifyOpAndDominance). */
bool verify_dominance(Verifier *v, const Op *root);
void verify_dominance_free(Verifier *v);
#endif
