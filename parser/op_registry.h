/* The op registry: every op affine-interp knows, one line each, in the
 * spirit of Lua's lopcodes.h.  The line gives the op's dialect, its code
 * (OP_<DIALECT>_<NAME>), its name and its structural traits.  The parser
 * resolves an op's name to its code once (Op.code); after that no layer
 * compares op names: each layer keeps its own table or switch indexed by
 * the code (custom parsers in parser/custom_<dialect>.c, verifiers in
 * semantics/verify_*.c, prepare-and-execute handlers in interp/ops_*.c,
 * definedness in interp/checks/definedness.c).  Ops of dialects outside the
 * interpreter's scope (gpu, llvm, ...) are listed for their traits, and
 * some are run: linalg.fill, and the LLVM dialect's scalar, vector-lane
 * and control-flow ops that MLIR's lowerings to LLVM produce.
 * Keep the list sorted by name: op_code_of() searches it by bisection
 * (tests/test_architecture.py checks the order). */
#ifndef AI_OP_REGISTRY_H
#define AI_OP_REGISTRY_H
#include <stdbool.h>

typedef enum OpDialect {
    DIALECT_NONE,        /* a name outside every dialect below */
    DIALECT_AFFINE, DIALECT_ARITH, DIALECT_BUILTIN, DIALECT_CF, DIALECT_FUNC, DIALECT_MATH,
    DIALECT_MEMREF, DIALECT_SCF, DIALECT_UB, DIALECT_VECTOR,
    /* out of scope: known for the traits of their ops only */
    DIALECT_ASYNC, DIALECT_GPU, DIALECT_INDEX, DIALECT_LINALG, DIALECT_LLVM, DIALECT_OMP, DIALECT_TENSOR,
} OpDialect;

enum {
    OPF_TERMINATOR = 1,  /* ends its block (MLIR's IsTerminator) */
    OPF_ISOLATED = 2,    /* its regions see no value from outside (IsolatedFromAbove) */
    OPF_ONE_REGION = 4,  /* exactly one region (MLIR's OneRegion: "requires one region") */
    OPF_TWO_REGIONS = 8, /* exactly two regions (ODS's fixed count: "expected 2 regions") */
};

#define AI_OPS(X) \
    X(AFFINE, APPLY, "affine.apply", 0)                                                              \
    X(AFFINE, DELINEARIZE_INDEX, "affine.delinearize_index", 0)                                      \
    X(AFFINE, DMA_START, "affine.dma_start", 0)                                                      \
    X(AFFINE, DMA_WAIT, "affine.dma_wait", 0)                                                        \
    X(AFFINE, FOR, "affine.for", OPF_ONE_REGION)                                                                  \
    X(AFFINE, IF, "affine.if", OPF_TWO_REGIONS)                                                                    \
    X(AFFINE, LINEARIZE_INDEX, "affine.linearize_index", 0)                                          \
    X(AFFINE, LOAD, "affine.load", 0)                                                                \
    X(AFFINE, MAX, "affine.max", 0)                                                                  \
    X(AFFINE, MIN, "affine.min", 0)                                                                  \
    X(AFFINE, PARALLEL, "affine.parallel", OPF_ONE_REGION)                                                        \
    X(AFFINE, PREFETCH, "affine.prefetch", 0)                                                        \
    X(AFFINE, STORE, "affine.store", 0)                                                              \
    X(AFFINE, VECTOR_LOAD, "affine.vector_load", 0)                                                  \
    X(AFFINE, VECTOR_STORE, "affine.vector_store", 0)                                                \
    X(AFFINE, YIELD, "affine.yield", OPF_TERMINATOR)                                                 \
    X(ARITH, ADDF, "arith.addf", 0)                                                                  \
    X(ARITH, ADDI, "arith.addi", 0)                                                                  \
    X(ARITH, ADDUI_EXTENDED, "arith.addui_extended", 0)                                              \
    X(ARITH, ANDI, "arith.andi", 0)                                                                  \
    X(ARITH, BITCAST, "arith.bitcast", 0)                                                            \
    X(ARITH, CEILDIVSI, "arith.ceildivsi", 0)                                                        \
    X(ARITH, CEILDIVUI, "arith.ceildivui", 0)                                                        \
    X(ARITH, CMPF, "arith.cmpf", 0)                                                                  \
    X(ARITH, CMPI, "arith.cmpi", 0)                                                                  \
    X(ARITH, CONSTANT, "arith.constant", 0)                                                          \
    X(ARITH, DIVF, "arith.divf", 0)                                                                  \
    X(ARITH, DIVSI, "arith.divsi", 0)                                                                \
    X(ARITH, DIVUI, "arith.divui", 0)                                                                \
    X(ARITH, EXTF, "arith.extf", 0)                                                                  \
    X(ARITH, EXTSI, "arith.extsi", 0)                                                                \
    X(ARITH, EXTUI, "arith.extui", 0)                                                                \
    X(ARITH, FLOORDIVSI, "arith.floordivsi", 0)                                                      \
    X(ARITH, FPTOSI, "arith.fptosi", 0)                                                              \
    X(ARITH, FPTOUI, "arith.fptoui", 0)                                                              \
    X(ARITH, INDEX_CAST, "arith.index_cast", 0)                                                      \
    X(ARITH, INDEX_CASTUI, "arith.index_castui", 0)                                                  \
    X(ARITH, MAXIMUMF, "arith.maximumf", 0)                                                          \
    X(ARITH, MAXNUMF, "arith.maxnumf", 0)                                                            \
    X(ARITH, MAXSI, "arith.maxsi", 0)                                                                \
    X(ARITH, MAXUI, "arith.maxui", 0)                                                                \
    X(ARITH, MINIMUMF, "arith.minimumf", 0)                                                          \
    X(ARITH, MINNUMF, "arith.minnumf", 0)                                                            \
    X(ARITH, MINSI, "arith.minsi", 0)                                                                \
    X(ARITH, MINUI, "arith.minui", 0)                                                                \
    X(ARITH, MULF, "arith.mulf", 0)                                                                  \
    X(ARITH, MULI, "arith.muli", 0)                                                                  \
    X(ARITH, MULSI_EXTENDED, "arith.mulsi_extended", 0)                                              \
    X(ARITH, MULUI_EXTENDED, "arith.mului_extended", 0)                                              \
    X(ARITH, NEGF, "arith.negf", 0)                                                                  \
    X(ARITH, ORI, "arith.ori", 0)                                                                    \
    X(ARITH, REMF, "arith.remf", 0)                                                                  \
    X(ARITH, REMSI, "arith.remsi", 0)                                                                \
    X(ARITH, REMUI, "arith.remui", 0)                                                                \
    X(ARITH, SELECT, "arith.select", 0)                                                              \
    X(ARITH, SHLI, "arith.shli", 0)                                                                  \
    X(ARITH, SHRSI, "arith.shrsi", 0)                                                                \
    X(ARITH, SHRUI, "arith.shrui", 0)                                                                \
    X(ARITH, SITOFP, "arith.sitofp", 0)                                                              \
    X(ARITH, SUBF, "arith.subf", 0)                                                                  \
    X(ARITH, SUBI, "arith.subi", 0)                                                                  \
    X(ARITH, TRUNCF, "arith.truncf", 0)                                                              \
    X(ARITH, TRUNCI, "arith.trunci", 0)                                                              \
    X(ARITH, UITOFP, "arith.uitofp", 0)                                                              \
    X(ARITH, XORI, "arith.xori", 0)                                                                  \
    X(ASYNC, YIELD, "async.yield", OPF_TERMINATOR)                                                   \
    X(BUILTIN, MODULE, "builtin.module", OPF_ISOLATED)                                               \
    X(BUILTIN, UNREALIZED_CONVERSION_CAST, "builtin.unrealized_conversion_cast", 0)                  \
    X(CF, ASSERT, "cf.assert", 0)                                                                    \
    X(CF, BR, "cf.br", OPF_TERMINATOR)                                                               \
    X(CF, COND_BR, "cf.cond_br", OPF_TERMINATOR)                                                     \
    X(CF, SWITCH, "cf.switch", OPF_TERMINATOR)                                                       \
    X(FUNC, CALL, "func.call", 0)                                                                    \
    X(FUNC, CALL_INDIRECT, "func.call_indirect", 0)                                                  \
    X(FUNC, CONSTANT, "func.constant", 0)                                                            \
    X(FUNC, FUNC, "func.func", OPF_ISOLATED)                                                         \
    X(FUNC, RETURN, "func.return", OPF_TERMINATOR)                                                   \
    X(GPU, FUNC, "gpu.func", OPF_ISOLATED)                                                           \
    X(GPU, MODULE, "gpu.module", OPF_ISOLATED)                                                       \
    X(GPU, RETURN, "gpu.return", OPF_TERMINATOR)                                                     \
    X(GPU, TERMINATOR, "gpu.terminator", OPF_TERMINATOR)                                             \
    X(GPU, YIELD, "gpu.yield", OPF_TERMINATOR)                                                       \
    X(LINALG, FILL, "linalg.fill", 0)                                                                \
    X(LINALG, YIELD, "linalg.yield", OPF_TERMINATOR)                                                 \
    X(LLVM, ADD, "llvm.add", 0)                                                                      \
    X(LLVM, ADDRSPACECAST, "llvm.addrspacecast", 0)                                                  \
    X(LLVM, ALLOCA, "llvm.alloca", 0)                                                                \
    X(LLVM, AND, "llvm.and", 0)                                                                      \
    X(LLVM, ASHR, "llvm.ashr", 0)                                                                    \
    X(LLVM, BITCAST, "llvm.bitcast", 0)                                                              \
    X(LLVM, BR, "llvm.br", OPF_TERMINATOR)                                                           \
    X(LLVM, CALL, "llvm.call", 0)                                                                    \
    X(LLVM, COND_BR, "llvm.cond_br", OPF_TERMINATOR)                                                 \
    X(LLVM, EXTRACTELEMENT, "llvm.extractelement", 0)                                                \
    X(LLVM, EXTRACTVALUE, "llvm.extractvalue", 0)                                                    \
    X(LLVM, FADD, "llvm.fadd", 0)                                                                    \
    X(LLVM, FCMP, "llvm.fcmp", 0)                                                                    \
    X(LLVM, FDIV, "llvm.fdiv", 0)                                                                    \
    X(LLVM, FMUL, "llvm.fmul", 0)                                                                    \
    X(LLVM, FNEG, "llvm.fneg", 0)                                                                    \
    X(LLVM, FPEXT, "llvm.fpext", 0)                                                                  \
    X(LLVM, FPTOSI, "llvm.fptosi", 0)                                                                \
    X(LLVM, FPTOUI, "llvm.fptoui", 0)                                                                \
    X(LLVM, FPTRUNC, "llvm.fptrunc", 0)                                                              \
    X(LLVM, FREEZE, "llvm.freeze", 0)                                                                \
    X(LLVM, FREM, "llvm.frem", 0)                                                                    \
    X(LLVM, FSUB, "llvm.fsub", 0)                                                                    \
    X(LLVM, FUNC, "llvm.func", OPF_ISOLATED)                                                         \
    X(LLVM, GETELEMENTPTR, "llvm.getelementptr", 0)                                                  \
    X(LLVM, ICMP, "llvm.icmp", 0)                                                                    \
    X(LLVM, INSERTELEMENT, "llvm.insertelement", 0)                                                  \
    X(LLVM, INSERTVALUE, "llvm.insertvalue", 0)                                                      \
    X(LLVM, INTR_ABS, "llvm.intr.abs", 0)                                                            \
    X(LLVM, INTR_ACOS, "llvm.intr.acos", 0)                                                          \
    X(LLVM, INTR_ASIN, "llvm.intr.asin", 0)                                                          \
    X(LLVM, INTR_ASSUME, "llvm.intr.assume", 0)                                                      \
    X(LLVM, INTR_ATAN, "llvm.intr.atan", 0)                                                          \
    X(LLVM, INTR_ATAN2, "llvm.intr.atan2", 0)                                                        \
    X(LLVM, INTR_CEIL, "llvm.intr.ceil", 0)                                                          \
    X(LLVM, INTR_COPYSIGN, "llvm.intr.copysign", 0)                                                  \
    X(LLVM, INTR_COS, "llvm.intr.cos", 0)                                                            \
    X(LLVM, INTR_COSH, "llvm.intr.cosh", 0)                                                          \
    X(LLVM, INTR_CTLZ, "llvm.intr.ctlz", 0)                                                          \
    X(LLVM, INTR_CTPOP, "llvm.intr.ctpop", 0)                                                        \
    X(LLVM, INTR_CTTZ, "llvm.intr.cttz", 0)                                                          \
    X(LLVM, INTR_EXP, "llvm.intr.exp", 0)                                                            \
    X(LLVM, INTR_EXP2, "llvm.intr.exp2", 0)                                                          \
    X(LLVM, INTR_FABS, "llvm.intr.fabs", 0)                                                          \
    X(LLVM, INTR_FLOOR, "llvm.intr.floor", 0)                                                        \
    X(LLVM, INTR_FMA, "llvm.intr.fma", 0)                                                            \
    X(LLVM, INTR_FMULADD, "llvm.intr.fmuladd", 0)                                                    \
    X(LLVM, INTR_LIFETIME_END, "llvm.intr.lifetime.end", 0)                                          \
    X(LLVM, INTR_LIFETIME_START, "llvm.intr.lifetime.start", 0)                                      \
    X(LLVM, INTR_LOG, "llvm.intr.log", 0)                                                            \
    X(LLVM, INTR_LOG10, "llvm.intr.log10", 0)                                                        \
    X(LLVM, INTR_LOG2, "llvm.intr.log2", 0)                                                          \
    X(LLVM, INTR_MASKED_COMPRESSSTORE, "llvm.intr.masked.compressstore", 0)                          \
    X(LLVM, INTR_MASKED_EXPANDLOAD, "llvm.intr.masked.expandload", 0)                                \
    X(LLVM, INTR_MASKED_GATHER, "llvm.intr.masked.gather", 0)                                        \
    X(LLVM, INTR_MASKED_LOAD, "llvm.intr.masked.load", 0)                                            \
    X(LLVM, INTR_MASKED_SCATTER, "llvm.intr.masked.scatter", 0)                                      \
    X(LLVM, INTR_MASKED_STORE, "llvm.intr.masked.store", 0)                                          \
    X(LLVM, INTR_MAXIMUM, "llvm.intr.maximum", 0)                                                    \
    X(LLVM, INTR_MAXNUM, "llvm.intr.maxnum", 0)                                                      \
    X(LLVM, INTR_MEMCPY, "llvm.intr.memcpy", 0)                                                      \
    X(LLVM, INTR_MEMMOVE, "llvm.intr.memmove", 0)                                                    \
    X(LLVM, INTR_MEMSET, "llvm.intr.memset", 0)                                                      \
    X(LLVM, INTR_MINIMUM, "llvm.intr.minimum", 0)                                                    \
    X(LLVM, INTR_MINNUM, "llvm.intr.minnum", 0)                                                      \
    X(LLVM, INTR_POW, "llvm.intr.pow", 0)                                                            \
    X(LLVM, INTR_POWI, "llvm.intr.powi", 0)                                                          \
    X(LLVM, INTR_PREFETCH, "llvm.intr.prefetch", 0)                                                  \
    X(LLVM, INTR_ROUND, "llvm.intr.round", 0)                                                        \
    X(LLVM, INTR_ROUNDEVEN, "llvm.intr.roundeven", 0)                                                \
    X(LLVM, INTR_SADD_WITH_OVERFLOW, "llvm.intr.sadd.with.overflow", 0)                              \
    X(LLVM, INTR_SIN, "llvm.intr.sin", 0)                                                            \
    X(LLVM, INTR_SINH, "llvm.intr.sinh", 0)                                                          \
    X(LLVM, INTR_SMAX, "llvm.intr.smax", 0)                                                          \
    X(LLVM, INTR_SMIN, "llvm.intr.smin", 0)                                                          \
    X(LLVM, INTR_SMUL_WITH_OVERFLOW, "llvm.intr.smul.with.overflow", 0)                              \
    X(LLVM, INTR_SQRT, "llvm.intr.sqrt", 0)                                                          \
    X(LLVM, INTR_SSUB_WITH_OVERFLOW, "llvm.intr.ssub.with.overflow", 0)                              \
    X(LLVM, INTR_STACKRESTORE, "llvm.intr.stackrestore", 0)                                          \
    X(LLVM, INTR_STACKSAVE, "llvm.intr.stacksave", 0)                                                \
    X(LLVM, INTR_TAN, "llvm.intr.tan", 0)                                                            \
    X(LLVM, INTR_TANH, "llvm.intr.tanh", 0)                                                          \
    X(LLVM, INTR_TRUNC, "llvm.intr.trunc", 0)                                                        \
    X(LLVM, INTR_UADD_WITH_OVERFLOW, "llvm.intr.uadd.with.overflow", 0)                              \
    X(LLVM, INTR_UMAX, "llvm.intr.umax", 0)                                                          \
    X(LLVM, INTR_UMIN, "llvm.intr.umin", 0)                                                          \
    X(LLVM, INTR_UMUL_WITH_OVERFLOW, "llvm.intr.umul.with.overflow", 0)                              \
    X(LLVM, INTR_USUB_WITH_OVERFLOW, "llvm.intr.usub.with.overflow", 0)                              \
    X(LLVM, INTR_VECTOR_REDUCE_ADD, "llvm.intr.vector.reduce.add", 0)                                \
    X(LLVM, INTR_VECTOR_REDUCE_AND, "llvm.intr.vector.reduce.and", 0)                                \
    X(LLVM, INTR_VECTOR_REDUCE_FADD, "llvm.intr.vector.reduce.fadd", 0)                              \
    X(LLVM, INTR_VECTOR_REDUCE_FMAX, "llvm.intr.vector.reduce.fmax", 0)                              \
    X(LLVM, INTR_VECTOR_REDUCE_FMAXIMUM, "llvm.intr.vector.reduce.fmaximum", 0)                      \
    X(LLVM, INTR_VECTOR_REDUCE_FMIN, "llvm.intr.vector.reduce.fmin", 0)                              \
    X(LLVM, INTR_VECTOR_REDUCE_FMINIMUM, "llvm.intr.vector.reduce.fminimum", 0)                      \
    X(LLVM, INTR_VECTOR_REDUCE_FMUL, "llvm.intr.vector.reduce.fmul", 0)                              \
    X(LLVM, INTR_VECTOR_REDUCE_MUL, "llvm.intr.vector.reduce.mul", 0)                                \
    X(LLVM, INTR_VECTOR_REDUCE_OR, "llvm.intr.vector.reduce.or", 0)                                  \
    X(LLVM, INTR_VECTOR_REDUCE_SMAX, "llvm.intr.vector.reduce.smax", 0)                              \
    X(LLVM, INTR_VECTOR_REDUCE_SMIN, "llvm.intr.vector.reduce.smin", 0)                              \
    X(LLVM, INTR_VECTOR_REDUCE_UMAX, "llvm.intr.vector.reduce.umax", 0)                              \
    X(LLVM, INTR_VECTOR_REDUCE_UMIN, "llvm.intr.vector.reduce.umin", 0)                              \
    X(LLVM, INTR_VECTOR_REDUCE_XOR, "llvm.intr.vector.reduce.xor", 0)                                \
    X(LLVM, INTTOPTR, "llvm.inttoptr", 0)                                                            \
    X(LLVM, LOAD, "llvm.load", 0)                                                                    \
    X(LLVM, LSHR, "llvm.lshr", 0)                                                                    \
    X(LLVM, MLIR_ADDRESSOF, "llvm.mlir.addressof", 0)                                                \
    X(LLVM, MLIR_CONSTANT, "llvm.mlir.constant", 0)                                                  \
    X(LLVM, MLIR_GLOBAL, "llvm.mlir.global", 0)                                                      \
    X(LLVM, MLIR_POISON, "llvm.mlir.poison", 0)                                                      \
    X(LLVM, MLIR_UNDEF, "llvm.mlir.undef", 0)                                                        \
    X(LLVM, MLIR_ZERO, "llvm.mlir.zero", 0)                                                          \
    X(LLVM, MUL, "llvm.mul", 0)                                                                      \
    X(LLVM, OR, "llvm.or", 0)                                                                        \
    X(LLVM, PTRTOINT, "llvm.ptrtoint", 0)                                                            \
    X(LLVM, RETURN, "llvm.return", OPF_TERMINATOR)                                                   \
    X(LLVM, SDIV, "llvm.sdiv", 0)                                                                    \
    X(LLVM, SELECT, "llvm.select", 0)                                                                \
    X(LLVM, SEXT, "llvm.sext", 0)                                                                    \
    X(LLVM, SHL, "llvm.shl", 0)                                                                      \
    X(LLVM, SHUFFLEVECTOR, "llvm.shufflevector", 0)                                                  \
    X(LLVM, SITOFP, "llvm.sitofp", 0)                                                                \
    X(LLVM, SREM, "llvm.srem", 0)                                                                    \
    X(LLVM, STORE, "llvm.store", 0)                                                                  \
    X(LLVM, SUB, "llvm.sub", 0)                                                                      \
    X(LLVM, TRUNC, "llvm.trunc", 0)                                                                  \
    X(LLVM, UDIV, "llvm.udiv", 0)                                                                    \
    X(LLVM, UITOFP, "llvm.uitofp", 0)                                                                \
    X(LLVM, UNREACHABLE, "llvm.unreachable", OPF_TERMINATOR)                                         \
    X(LLVM, UREM, "llvm.urem", 0)                                                                    \
    X(LLVM, XOR, "llvm.xor", 0)                                                                      \
    X(LLVM, ZEXT, "llvm.zext", 0)                                                                    \
    X(MATH, ABSF, "math.absf", 0)                                                                    \
    X(MATH, ABSI, "math.absi", 0)                                                                    \
    X(MATH, ACOS, "math.acos", 0)                                                                    \
    X(MATH, ACOSH, "math.acosh", 0)                                                                  \
    X(MATH, ASIN, "math.asin", 0)                                                                    \
    X(MATH, ASINH, "math.asinh", 0)                                                                  \
    X(MATH, ATAN, "math.atan", 0)                                                                    \
    X(MATH, ATAN2, "math.atan2", 0)                                                                  \
    X(MATH, ATANH, "math.atanh", 0)                                                                  \
    X(MATH, CBRT, "math.cbrt", 0)                                                                    \
    X(MATH, CEIL, "math.ceil", 0)                                                                    \
    X(MATH, COPYSIGN, "math.copysign", 0)                                                            \
    X(MATH, COS, "math.cos", 0)                                                                      \
    X(MATH, COSH, "math.cosh", 0)                                                                    \
    X(MATH, CTLZ, "math.ctlz", 0)                                                                    \
    X(MATH, CTPOP, "math.ctpop", 0)                                                                  \
    X(MATH, CTTZ, "math.cttz", 0)                                                                    \
    X(MATH, ERF, "math.erf", 0)                                                                      \
    X(MATH, ERFC, "math.erfc", 0)                                                                    \
    X(MATH, EXP, "math.exp", 0)                                                                      \
    X(MATH, EXP2, "math.exp2", 0)                                                                    \
    X(MATH, EXPM1, "math.expm1", 0)                                                                  \
    X(MATH, FLOOR, "math.floor", 0)                                                                  \
    X(MATH, FMA, "math.fma", 0)                                                                      \
    X(MATH, FPOWI, "math.fpowi", 0)                                                                  \
    X(MATH, IPOWI, "math.ipowi", 0)                                                                  \
    X(MATH, ISFINITE, "math.isfinite", 0)                                                            \
    X(MATH, ISINF, "math.isinf", 0)                                                                  \
    X(MATH, ISNAN, "math.isnan", 0)                                                                  \
    X(MATH, ISNORMAL, "math.isnormal", 0)                                                            \
    X(MATH, LOG, "math.log", 0)                                                                      \
    X(MATH, LOG10, "math.log10", 0)                                                                  \
    X(MATH, LOG1P, "math.log1p", 0)                                                                  \
    X(MATH, LOG2, "math.log2", 0)                                                                    \
    X(MATH, POWF, "math.powf", 0)                                                                    \
    X(MATH, ROUND, "math.round", 0)                                                                  \
    X(MATH, ROUNDEVEN, "math.roundeven", 0)                                                          \
    X(MATH, RSQRT, "math.rsqrt", 0)                                                                  \
    X(MATH, SIN, "math.sin", 0)                                                                      \
    X(MATH, SINH, "math.sinh", 0)                                                                    \
    X(MATH, SQRT, "math.sqrt", 0)                                                                    \
    X(MATH, TAN, "math.tan", 0)                                                                      \
    X(MATH, TANH, "math.tanh", 0)                                                                    \
    X(MATH, TRUNC, "math.trunc", 0)                                                                  \
    X(MEMREF, ALLOC, "memref.alloc", 0)                                                              \
    X(MEMREF, ALLOCA, "memref.alloca", 0)                                                            \
    X(MEMREF, ALLOCA_SCOPE, "memref.alloca_scope", OPF_ONE_REGION)                                                \
    X(MEMREF, ALLOCA_SCOPE_RETURN, "memref.alloca_scope.return", OPF_TERMINATOR)                     \
    X(MEMREF, ASSUME_ALIGNMENT, "memref.assume_alignment", 0)                                        \
    X(MEMREF, ATOMIC_RMW, "memref.atomic_rmw", 0)                                                    \
    X(MEMREF, ATOMIC_YIELD, "memref.atomic_yield", OPF_TERMINATOR)                                   \
    X(MEMREF, CAST, "memref.cast", 0)                                                                \
    X(MEMREF, COLLAPSE_SHAPE, "memref.collapse_shape", 0)                                            \
    X(MEMREF, COPY, "memref.copy", 0)                                                                \
    X(MEMREF, DEALLOC, "memref.dealloc", 0)                                                          \
    X(MEMREF, DIM, "memref.dim", 0)                                                                  \
    X(MEMREF, DISTINCT_OBJECTS, "memref.distinct_objects", 0)                                        \
    X(MEMREF, DMA_START, "memref.dma_start", 0)                                                      \
    X(MEMREF, DMA_WAIT, "memref.dma_wait", 0)                                                        \
    X(MEMREF, EXPAND_SHAPE, "memref.expand_shape", 0)                                                \
    X(MEMREF, EXTRACT_ALIGNED_POINTER_AS_INDEX, "memref.extract_aligned_pointer_as_index", 0)        \
    X(MEMREF, EXTRACT_STRIDED_METADATA, "memref.extract_strided_metadata", 0)                        \
    X(MEMREF, GENERIC_ATOMIC_RMW, "memref.generic_atomic_rmw", 0)                                    \
    X(MEMREF, GET_GLOBAL, "memref.get_global", 0)                                                    \
    X(MEMREF, GLOBAL, "memref.global", 0)                                                            \
    X(MEMREF, LOAD, "memref.load", 0)                                                                \
    X(MEMREF, MEMORY_SPACE_CAST, "memref.memory_space_cast", 0)                                      \
    X(MEMREF, PREFETCH, "memref.prefetch", 0)                                                        \
    X(MEMREF, RANK, "memref.rank", 0)                                                                \
    X(MEMREF, REALLOC, "memref.realloc", 0)                                                          \
    X(MEMREF, REINTERPRET_CAST, "memref.reinterpret_cast", 0)                                        \
    X(MEMREF, RESHAPE, "memref.reshape", 0)                                                          \
    X(MEMREF, STORE, "memref.store", 0)                                                              \
    X(MEMREF, SUBVIEW, "memref.subview", 0)                                                          \
    X(MEMREF, TRANSPOSE, "memref.transpose", 0)                                                      \
    X(MEMREF, VIEW, "memref.view", 0)                                                                \
    X(OMP, TERMINATOR, "omp.terminator", OPF_TERMINATOR)                                             \
    X(OMP, YIELD, "omp.yield", OPF_TERMINATOR)                                                       \
    X(SCF, CONDITION, "scf.condition", OPF_TERMINATOR)                                               \
    X(SCF, EXECUTE_REGION, "scf.execute_region", OPF_ONE_REGION)                                                  \
    X(SCF, FOR, "scf.for", OPF_ONE_REGION)                                                                        \
    X(SCF, FORALL_IN_PARALLEL, "scf.forall.in_parallel", OPF_TERMINATOR)                             \
    X(SCF, IF, "scf.if", OPF_TWO_REGIONS)                                                                          \
    X(SCF, INDEX_SWITCH, "scf.index_switch", 0)                                                      \
    X(SCF, PARALLEL, "scf.parallel", OPF_ONE_REGION)                                                              \
    X(SCF, REDUCE, "scf.reduce", OPF_TERMINATOR)                                                     \
    X(SCF, REDUCE_RETURN, "scf.reduce.return", OPF_TERMINATOR)                                       \
    X(SCF, WHILE, "scf.while", OPF_TWO_REGIONS)                                                                    \
    X(SCF, YIELD, "scf.yield", OPF_TERMINATOR)                                                       \
    X(TENSOR, DIM, "tensor.dim", 0)                                                                  \
    X(TENSOR, YIELD, "tensor.yield", OPF_TERMINATOR)                                                 \
    X(UB, POISON, "ub.poison", 0)                                                                    \
    X(VECTOR, BITCAST, "vector.bitcast", 0)                                                          \
    X(VECTOR, BROADCAST, "vector.broadcast", 0)                                                      \
    X(VECTOR, COMPRESSSTORE, "vector.compressstore", 0)                                              \
    X(VECTOR, CONSTANT_MASK, "vector.constant_mask", 0)                                              \
    X(VECTOR, CONTRACT, "vector.contract", 0)                                                        \
    X(VECTOR, CREATE_MASK, "vector.create_mask", 0)                                                  \
    X(VECTOR, EXPANDLOAD, "vector.expandload", 0)                                                    \
    X(VECTOR, EXTRACT, "vector.extract", 0)                                                          \
    X(VECTOR, EXTRACT_STRIDED_SLICE, "vector.extract_strided_slice", 0)                              \
    X(VECTOR, FMA, "vector.fma", 0)                                                                  \
    X(VECTOR, FROM_ELEMENTS, "vector.from_elements", 0)                                              \
    X(VECTOR, GATHER, "vector.gather", 0)                                                            \
    X(VECTOR, INSERT, "vector.insert", 0)                                                            \
    X(VECTOR, INSERT_STRIDED_SLICE, "vector.insert_strided_slice", 0)                                \
    X(VECTOR, LOAD, "vector.load", 0)                                                                \
    X(VECTOR, MASK, "vector.mask", 0)                                                                \
    X(VECTOR, MASKEDLOAD, "vector.maskedload", 0)                                                    \
    X(VECTOR, MASKEDSTORE, "vector.maskedstore", 0)                                                  \
    X(VECTOR, OUTERPRODUCT, "vector.outerproduct", 0)                                                \
    X(VECTOR, PRINT, "vector.print", 0)                                                              \
    X(VECTOR, REDUCTION, "vector.reduction", 0)                                                      \
    X(VECTOR, SCATTER, "vector.scatter", 0)                                                          \
    X(VECTOR, SHAPE_CAST, "vector.shape_cast", 0)                                                    \
    X(VECTOR, SHUFFLE, "vector.shuffle", 0)                                                          \
    X(VECTOR, STEP, "vector.step", 0)                                                                \
    X(VECTOR, STORE, "vector.store", 0)                                                              \
    X(VECTOR, TO_ELEMENTS, "vector.to_elements", 0)                                                  \
    X(VECTOR, TRANSFER_READ, "vector.transfer_read", 0)                                              \
    X(VECTOR, TRANSFER_WRITE, "vector.transfer_write", 0)                                            \
    X(VECTOR, TRANSPOSE, "vector.transpose", 0)                                                      \
    X(VECTOR, YIELD, "vector.yield", OPF_TERMINATOR)                                                

/* MLIR's earlier spellings of registered ops (seed 000, the older parts of
 * seeds 003 and 004): the standard dialect's ops without a prefix, `func`,
 * and `affine.terminator`.  Each maps onto an op above; the parser accepts
 * them under --legacy-syntax only (parser/legacy.c, SPEC_NOTES "Legacy
 * syntax"). */
#define AI_LEGACY_OPS(X) \
    X("absf", MATH_ABSF)                     X("addf", ARITH_ADDF)                  \
    X("addi", ARITH_ADDI)                    X("affine.terminator", AFFINE_YIELD)   \
    X("alloc", MEMREF_ALLOC)                 X("alloca", MEMREF_ALLOCA)             \
    X("and", ARITH_ANDI)                     X("br", CF_BR)                         \
    X("call", FUNC_CALL)                     X("call_indirect", FUNC_CALL_INDIRECT) \
    X("ceildivi_signed", ARITH_CEILDIVSI)    X("ceilf", MATH_CEIL)                  \
    X("cmpf", ARITH_CMPF)                    X("cmpi", ARITH_CMPI)                  \
    X("cond_br", CF_COND_BR)                 X("constant", ARITH_CONSTANT)          \
    X("copysign", MATH_COPYSIGN)             X("dealloc", MEMREF_DEALLOC)           \
    X("dim", MEMREF_DIM)                     X("divf", ARITH_DIVF)                  \
    X("divi_signed", ARITH_DIVSI)            X("divi_unsigned", ARITH_DIVUI)        \
    X("dma_start", MEMREF_DMA_START)         X("dma_wait", MEMREF_DMA_WAIT)         \
    X("exp", MATH_EXP)                       X("floordivi_signed", ARITH_FLOORDIVSI) \
    X("floorf", MATH_FLOOR)                  X("fpext", ARITH_EXTF)                 \
    X("fptosi", ARITH_FPTOSI)                X("fptoui", ARITH_FPTOUI)              \
    X("fptrunc", ARITH_TRUNCF)               X("func", FUNC_FUNC)                   \
    X("index_cast", ARITH_INDEX_CAST)        X("load", MEMREF_LOAD)                 \
    X("log", MATH_LOG)                       X("mulf", ARITH_MULF)                  \
    X("muli", ARITH_MULI)                    X("negf", ARITH_NEGF)                  \
    X("or", ARITH_ORI)                       X("remf", ARITH_REMF)                  \
    X("remi_signed", ARITH_REMSI)            X("remi_unsigned", ARITH_REMUI)        \
    X("return", FUNC_RETURN)                 X("rsqrt", MATH_RSQRT)                 \
    X("select", ARITH_SELECT)                X("sexti", ARITH_EXTSI)                \
    X("shift_left", ARITH_SHLI)              X("shift_right_signed", ARITH_SHRSI)   \
    X("shift_right_unsigned", ARITH_SHRUI)   X("sitofp", ARITH_SITOFP)              \
    X("sqrt", MATH_SQRT)                     X("store", MEMREF_STORE)               \
    X("subf", ARITH_SUBF)                    X("subi", ARITH_SUBI)                  \
    X("tanh", MATH_TANH)                     X("trunci", ARITH_TRUNCI)              \
    X("uitofp", ARITH_UITOFP)                X("xor", ARITH_XORI)                   \
    X("zexti", ARITH_EXTUI)

#define AI_OP_CODE(dialect, code, name, flags) OP_##dialect##_##code,
typedef enum OpCode {
    OP_UNREGISTERED,     /* a name the registry does not list */
    AI_OPS(AI_OP_CODE)
    OP_COUNT
} OpCode;
#undef AI_OP_CODE

/* The code of an op name (len bytes, not NUL-terminated), or OP_UNREGISTERED. */
OpCode op_code_of(const char *name, int len);
const char *op_code_name(OpCode code);
/* The registered op an earlier spelling (AI_LEGACY_OPS) stands for, or
 * OP_UNREGISTERED. */
OpCode op_code_of_legacy(const char *name, int len);
/* The dialect of a registered op, or of any name by its prefix. */
OpDialect op_code_dialect(OpCode code);
OpDialect op_dialect_of_name(const char *name, int len);
/* Dialects whose ops affine-interp parses, verifies and runs. */
bool op_dialect_in_scope(OpDialect d);
bool op_code_is_terminator(OpCode code);
bool op_code_is_isolated(OpCode code);
/* The number of regions the op must have (OPF_ONE_REGION, OPF_TWO_REGIONS), or -1: any. */
int op_code_region_count(OpCode code);

#endif
