/* The engine's data sheet of each op (op_sheet.h): one line per op whose
 * tracking differs from its dialect's default or that touches memory. */
#include "op_sheet.h"

#define T(kind) .track = TRACK_##kind
#define R(i) .reads = (i) + 1
#define W(i) .writes = (i) + 1
#define F(i) .frees = (i) + 1
#define A(i) .allocates = (i) + 1
#define AFTER_SRC_MAP (SHEET_AFTER_SRC_MAP - 1)
#define SHEET(code, ...) [OP_##code] = {__VA_ARGS__}

static const OpSheet sheets[OP_COUNT] = {
    /* memory: reads and writes through a memref operand */
    SHEET(AFFINE_LOAD, T(ACCESS), R(0)),
    SHEET(AFFINE_STORE, T(ACCESS), W(1)),
    SHEET(MEMREF_LOAD, T(ACCESS), R(0)),
    SHEET(MEMREF_STORE, T(ACCESS), W(1)),
    SHEET(AFFINE_VECTOR_LOAD, T(INDEXED), R(0)),
    SHEET(AFFINE_VECTOR_STORE, T(INDEXED), W(1)),
    SHEET(VECTOR_LOAD, T(INDEXED), R(0)),
    SHEET(VECTOR_STORE, T(INDEXED), W(1)),
    SHEET(VECTOR_TRANSFER_READ, T(INDEXED), R(0)),
    SHEET(VECTOR_TRANSFER_WRITE, T(INDEXED), W(1)),
    SHEET(VECTOR_MASKEDLOAD, T(INDEXED), R(0)),
    SHEET(VECTOR_MASKEDSTORE, T(INDEXED), W(0)),
    SHEET(VECTOR_GATHER, R(0)),
    SHEET(VECTOR_SCATTER, W(0)),
    SHEET(VECTOR_EXPANDLOAD, R(0)),
    SHEET(VECTOR_COMPRESSSTORE, W(0)),
    SHEET(MEMREF_ATOMIC_RMW, T(INDEXED), R(1), W(1)),
    SHEET(MEMREF_COPY, R(0), W(1)),
    SHEET(AFFINE_DMA_START, R(0), W(AFTER_SRC_MAP)),
    SHEET(MEMREF_DMA_START, R(0), W(AFTER_SRC_MAP)),
    SHEET(LINALG_FILL, T(INDEXED), W(1)),   /* the value is carried into memory, not observed */
    /* a prefetch is a hint: it observes nothing (an undefined index included) and touches nothing */
    SHEET(AFFINE_PREFETCH, T(CARRY)),
    SHEET(MEMREF_PREFETCH, T(CARRY)),
    /* the LLVM dialect's memory (ops_llvm_memory.c): the handlers observe the
     * pointers and move definedness between values and bytes themselves;
     * the effects columns name memref operands, which these ops have none of */
    SHEET(LLVM_LOAD, T(ACCESS)), SHEET(LLVM_STORE, T(ACCESS)), SHEET(LLVM_INTR_MEMCPY, T(ACCESS)),
    SHEET(LLVM_INTR_MEMMOVE, T(ACCESS)), SHEET(LLVM_INTR_MEMSET, T(ACCESS)),
    SHEET(LLVM_INTR_MASKED_LOAD, T(ACCESS)), SHEET(LLVM_INTR_MASKED_STORE, T(ACCESS)),
    SHEET(LLVM_INTR_MASKED_GATHER, T(ACCESS)), SHEET(LLVM_INTR_MASKED_SCATTER, T(ACCESS)),
    SHEET(LLVM_INTR_MASKED_EXPANDLOAD, T(ACCESS)), SHEET(LLVM_INTR_MASKED_COMPRESSSTORE, T(ACCESS)),
    SHEET(LLVM_ALLOCA, T(ALLOCATION)), SHEET(LLVM_INTR_STACKRESTORE, T(OBSERVE)), SHEET(LLVM_INTR_ASSUME, T(OBSERVE)),
    SHEET(LLVM_INTR_PREFETCH, T(CARRY)), SHEET(LLVM_INTR_LIFETIME_START, T(CARRY)), SHEET(LLVM_INTR_LIFETIME_END, T(CARRY)),
    /* allocation and deallocation */
    SHEET(MEMREF_ALLOC, T(ALLOCATION), A(0)),
    SHEET(MEMREF_ALLOCA, T(ALLOCATION), A(0)),
    SHEET(MEMREF_DEALLOC, F(0)),
    /* division and shifts: the divisor or the amount is observed */
    SHEET(ARITH_DIVSI, T(DIVISION)), SHEET(ARITH_DIVUI, T(DIVISION)), SHEET(ARITH_REMSI, T(DIVISION)),
    SHEET(ARITH_REMUI, T(DIVISION)), SHEET(ARITH_CEILDIVSI, T(DIVISION)), SHEET(ARITH_CEILDIVUI, T(DIVISION)),
    SHEET(ARITH_FLOORDIVSI, T(DIVISION)), SHEET(ARITH_SHLI, T(DIVISION)), SHEET(ARITH_SHRSI, T(DIVISION)),
    SHEET(ARITH_SHRUI, T(DIVISION)), SHEET(LLVM_SDIV, T(DIVISION)), SHEET(LLVM_UDIV, T(DIVISION)),
    SHEET(LLVM_SREM, T(DIVISION)), SHEET(LLVM_UREM, T(DIVISION)), SHEET(LLVM_SHL, T(DIVISION)),
    SHEET(LLVM_LSHR, T(DIVISION)), SHEET(LLVM_ASHR, T(DIVISION)),
    SHEET(ARITH_SELECT, T(SELECT)), SHEET(LLVM_SELECT, T(SELECT)),
    /* control flow */
    SHEET(CF_COND_BR, T(COND_CARRY)), SHEET(SCF_CONDITION, T(COND_CARRY)), SHEET(LLVM_COND_BR, T(COND_CARRY)),
    SHEET(FUNC_RETURN, T(RETURN)), SHEET(LLVM_RETURN, T(RETURN)),
    SHEET(VECTOR_PRINT, T(PRINT_CALL)),
    SHEET(FUNC_CALL, T(CARRY)), SHEET(LLVM_CALL, T(CARRY)),   /* print calls: set by ops_func */
    SHEET(LLVM_BR, T(CARRY)), SHEET(AFFINE_YIELD, T(CARRY)), SHEET(SCF_YIELD, T(CARRY)), SHEET(CF_BR, T(CARRY)),
    SHEET(SCF_WHILE, T(CARRY)), SHEET(SCF_EXECUTE_REGION, T(CARRY)), SHEET(MEMREF_ALLOCA_SCOPE, T(CARRY)),
    SHEET(MEMREF_ALLOCA_SCOPE_RETURN, T(CARRY)),
    SHEET(SCF_REDUCE, T(CARRY)), SHEET(SCF_REDUCE_RETURN, T(CARRY)),   /* their values go to the reduce regions */
    SHEET(AFFINE_FOR, T(LOOP)), SHEET(SCF_FOR, T(LOOP)), SHEET(AFFINE_IF, T(LOOP)), SHEET(SCF_IF, T(LOOP)),
    SHEET(AFFINE_PARALLEL, T(LOOP)), SHEET(SCF_PARALLEL, T(LOOP)),
    SHEET(LLVM_UNREACHABLE, T(OBSERVE)),
    /* lanes moved by position */
    SHEET(VECTOR_INSERT, T(LANES)), SHEET(VECTOR_EXTRACT, T(LANES)), SHEET(VECTOR_INSERT_STRIDED_SLICE, T(LANES)),
    SHEET(VECTOR_EXTRACT_STRIDED_SLICE, T(LANES)), SHEET(VECTOR_SHUFFLE, T(LANES)), SHEET(VECTOR_TRANSPOSE, T(LANES)),
    SHEET(VECTOR_BROADCAST, T(LANES)), SHEET(VECTOR_FROM_ELEMENTS, T(LANES)), SHEET(VECTOR_TO_ELEMENTS, T(LANES)),
    SHEET(VECTOR_OUTERPRODUCT, T(LANES)), SHEET(VECTOR_CONTRACT, T(LANES)), SHEET(LLVM_EXTRACTELEMENT, T(LANES)),
    SHEET(LLVM_INSERTELEMENT, T(LANES)), SHEET(LLVM_EXTRACTVALUE, T(LANES)), SHEET(LLVM_INSERTVALUE, T(LANES)),
    SHEET(LLVM_SHUFFLEVECTOR, T(LANES)),
    /* affine index arithmetic and poison: pure whatever the dialect */
    SHEET(AFFINE_APPLY, T(PURE)), SHEET(AFFINE_MIN, T(PURE)), SHEET(AFFINE_MAX, T(PURE)),
    SHEET(AFFINE_LINEARIZE_INDEX, T(PURE)), SHEET(AFFINE_DELINEARIZE_INDEX, T(PURE)), SHEET(UB_POISON, T(PURE)),
};

const OpSheet *op_sheet(OpCode code) { return &sheets[code]; }

TrackKind op_track_kind(const Op *op) {
    TrackKind t = (TrackKind)op_sheet(op->code)->track;
    if (t != TRACK_BY_DIALECT) return t;
    switch (op_dialect(op)) {
    case DIALECT_ARITH: case DIALECT_MATH: case DIALECT_VECTOR: case DIALECT_LLVM: return TRACK_PURE;
    default: return TRACK_OBSERVE;
    }
}

static const Value *operand_of(const Op *op, int column) {
    int k = column - 1;
    if (column == SHEET_AFTER_SRC_MAP) {
        const Attr *m = op_prop(op, "src_map");
        k = 1 + (m && m->kind == AT_AFFINE_MAP ? m->map->ndims + m->map->nsyms : 0);
    }
    return column && k < op->noperands ? op->operands[k] : NULL;
}

const Value *op_memref_read(const Op *op) { return operand_of(op, op_sheet(op->code)->reads); }
const Value *op_memref_written(const Op *op) { return operand_of(op, op_sheet(op->code)->writes); }
const Value *op_memref_freed(const Op *op) { return operand_of(op, op_sheet(op->code)->frees); }
bool op_allocates(const Op *op) { return op_sheet(op->code)->allocates != 0 && op->nresults > 0; }
