/* The engine's data sheet of each op (op_sheet.c), read by code as Lua's
 * opmodes are: how the op observes and carries undefined values while
 * definedness is tracked (definedness.h), and its memory effects, the
 * operands it reads, writes or frees and the result it allocates, as MLIR
 * declares them (MemRead, MemWrite, MemFree, MemAlloc).  The checkers and
 * the dependence profile read these columns instead of switching on op
 * codes; an op that touches memory has its effects here (the race matrix,
 * tests/test_race_matrix.py, has a row for each). */
#ifndef AI_OP_SHEET_H
#define AI_OP_SHEET_H
#include <stdbool.h>
#include "../../parser/ir.h"

/* How a node observes and carries values while tracking. */
typedef enum {
    TRACK_BY_DIALECT,  /* the dialect's default: PURE for arith, math, vector and llvm, else OBSERVE */
    TRACK_PURE,        /* results: the union of the operands' shadows, lane by lane */
    TRACK_CARRY,       /* operands are carried (yields, branches, calls, inits); results set by moves */
    TRACK_OBSERVE,     /* every scalar operand is observed */
    TRACK_DIVISION,    /* the divisor (operand 1) is observed, then PURE */
    TRACK_SELECT,      /* the condition is observed; the result is the chosen operand's */
    TRACK_COND_CARRY,  /* operand 0 is observed, the rest carried (cf.cond_br, scf.condition) */
    TRACK_ACCESS,      /* loads and stores: Node.tracked_fn moves shadows */
    TRACK_PRINT_CALL,  /* a call of a runtime print function: observes its operands */
    TRACK_RETURN,      /* func.return: observed when it returns from the entry function */
    TRACK_LOOP,        /* region ops: the bounds or the condition are observed, inits carried */
    TRACK_INDEXED,     /* vector memory ops: the index operands are observed, the rest carried */
    TRACK_ALLOCATION,  /* alloc, alloca: the dynamic sizes and symbols are observed */
    TRACK_LANES,       /* lanes moved or combined by position (insert, extract, shuffle, contract,
                        * ...): the handler gives each result lane the definedness of the lanes
                        * it is made from (shadow_copy_lanes for a copy); an undefined dynamic
                        * position makes every result lane undefined */
} TrackKind;

/* Which operand or result an effects column names: 0 none; k + 1 the
 * operand (result) k; SHEET_AFTER_SRC_MAP the memref operand after the
 * source's map operands (the destination of a dma_start). */
enum { SHEET_AFTER_SRC_MAP = 255 };

typedef struct OpSheet {
    unsigned char track;   /* TrackKind (TRACK_BY_DIALECT: its dialect's default) */
    unsigned char reads;   /* the memref operand read */
    unsigned char writes;  /* the memref operand written */
    unsigned char frees;   /* the memref operand freed */
    unsigned char allocates; /* the memref result allocated */
} OpSheet;

/* The sheet of an op code (all zeros for an op not listed: no memory
 * effect, its dialect's tracking). */
const OpSheet *op_sheet(OpCode code);
/* The TrackKind of op, the dialect's default applied. */
TrackKind op_track_kind(const Op *op);
/* The memref operand op reads / writes / frees (NULL: none). */
const Value *op_memref_read(const Op *op);
const Value *op_memref_written(const Op *op);
const Value *op_memref_freed(const Op *op);
/* Whether op's result 0 is a memref it allocates. */
bool op_allocates(const Op *op);
#endif
