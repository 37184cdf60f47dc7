/* The execution engine's shared types.  A module is loaded once into a
 * Program (load.h: every SSA value resolved to a frame slot, every op bound
 * to its handler, affine maps compiled), then any function of it can be run
 * many times (exec.h) with an Exec, the state of one run.  Execution walks
 * ExecRegions of Nodes; a handler returns a Status (status.h). */
#ifndef AI_ENGINE_H
#define AI_ENGINE_H
#include <stdio.h>
#include "../../parser/parse.h"
#include "../../parser/ir.h"
#include "../../semantics/scalar.h"
#include "../../semantics/memref.h"
#include "../../semantics/affine_eval.h"
#include "../../semantics/dma.h"
#include "../../semantics/memspace.h"
#include "status.h"
#include "run_limits.h"
#include "dma_state.h"
#include "race_state.h"
#include "definedness_state.h"
#include "address_map.h"

typedef Status (*Handler)(Exec *ex, const Node *n, Slot *fr);

/* Copies of multi-slot values: dst[i..i+cnt) = src[i..i+cnt). */
struct Moves {
    int n;
    int *src, *dst, *cnt;
    bool may_overlap;       /* a destination is also a source (a swap): copy through a buffer */
    bool unit;              /* every value is one slot (cnt[i] == 1): one copy per value */
};

struct Node {
    Handler fn;
    const Op *op;
    int nin, nout;
    int *in;                /* first slot of each operand */
    int *out;               /* first slot of each result */
    int lanes;              /* elements per operand/result value (1 for scalars) */
    ScalarKind k;           /* element kind the op computes on (op-specific) */
    ScalarKind k2;          /* second kind: conversion target, ... */
    int aux;                /* small op-specific integer (predicate, rank, ...) */
    void *data;             /* op-specific precompiled data */
    int nregions;
    ExecRegion *regions;
    /* definedness tracking (definedness.c) */
    uint8_t track;          /* TrackKind: how the node observes and carries undefined values */
    int track_observed;     /* TRACK_LOOP: leading operands that are bounds or conditions */
    Handler tracked_fn;     /* loads/stores: the handler that moves shadows too (NULL: fn) */
};

typedef struct ExecBlock {
    int nargs;
    int *arg_slots;
    int *arg_widths;
    int nnodes;
    Node *nodes;
} ExecBlock;

struct ExecRegion {
    int nblocks;
    ExecBlock *blocks;
};

/* What a print function of the runner libraries prints (declared private
 * and called with func.call). */
typedef enum {
    RT_NONE, RT_PRINT_MEMREF, RT_PRINT_MEMREF_RANKED, RT_PRINT_MEMREF_SHAPE, RT_PRINT_F16, RT_PRINT_BF16, RT_PRINT_F32, RT_PRINT_F64, RT_PRINT_I64, RT_PRINT_U64,
    RT_PRINT_COMMA, RT_PRINT_NEWLINE, RT_PRINT_OPEN, RT_PRINT_CLOSE, RT_PRINT_STRING, RT_PRINT_FLOPS, RT_RTCLOCK,
    RT_MALLOC, RT_ALIGNED_ALLOC, RT_FREE,  /* the C library's, on the LLVM dialect's memory */
    RT_MEMREF_COPY                        /* the runner's memrefCopy */
} RuntimeFunc;

/* The families of undefined behaviour (--check=FAMILY,...): ub_families.def. */
typedef enum {
#define UB_FAMILY(ID, NAME, WHAT) UB_##ID,
#include "ub_families.def"
    UB_FAMILY_COUNT
} UbFamily;

typedef struct Function {
    const char *name;
    const Op *op;
    bool is_declaration;
    RuntimeFunc runtime;    /* for declarations of the runner's print functions */
    int nslots;
    ExecRegion body;
    int nargs, nresults;
    Type **arg_types, **result_types;
    int *arg_spaces;        /* memory space index of each memref argument (0 otherwise) */
    int *result_widths;
} Function;

typedef struct Global {
    const char *name;
    const Op *op;
    Type *type;
    ScalarKind k;
    int64_t nelems;
    Slot *init;             /* initial elements (NULL: uninitialized), built at load time */
    bool prepared;
    int space;              /* its memory space index */
} Global;

/* An llvm.mlir.global: its bytes at an address of its own.  An LLVM
 * pointer is a 64-bit address (ptrtoint is the identity); the globals sit
 * from LLVM_GLOBALS_BASE up, 16-byte aligned, and 0 is null. */
enum { LLVM_GLOBALS_BASE = 0x10000 };
typedef struct LlvmGlobal {
    const char *name;
    const Op *op;
    unsigned char *bytes;
    int64_t size;
    uint64_t address;
    bool constant;          /* a store to it is undefined behaviour */
} LlvmGlobal;

struct Program {
    Module *module;
    Arena arena;
    int nfuncs;
    Function *funcs;
    int nglobals;
    Global *globals;
    int nllvm_globals;
    LlvmGlobal *llvm_globals;
    MemSpaceTable spaces;   /* every memory space the program's types name */
    int *value_slots;       /* by Value.id: the frame slot of each value (load.c); the module is not written */
    int *value_widths;      /* by Value.id: the slots it takes (value_width of its type, worked out once) */
    int nvalue_ids;
};

/* The frame slot of value v of program p (assigned when p was loaded). */
static inline int slot_of(const Program *p, const Value *v) { return p->value_slots[v->id]; }
/* The slots value v of program p takes. */
static inline int width_in(const Program *p, const Value *v) { return p->value_widths[v->id]; }

/* Per-run state: no global mutable state anywhere; a run owns this.  The
 * state of the DMA model, of definedness and of race checks is each
 * declared in a state header of its own (dma_state.h, definedness_state.h,
 * race_state.h) and embedded here (no pointer to follow on the
 * access paths). */
struct Exec {
    Program *prog;
    FILE *out;
    Diag *error;
    const Node *term;           /* the terminator that ended the last block */
    int branch_to;              /* block index a cf branch chose, or -1 */
    Buffer **globals;           /* one buffer per memref.global of the program */
    Buffer *buffers;            /* every buffer of the run (cleanup, leaks) */
    RunUse used;                /* run_limits.h: counted by the engine */
    RunLimits limits;           /* run_limits.h: set by the driver */
    Progress progress;          /* progress.h: limits.progress points here when shown */
    struct FrameChunk *frames;  /* frame stack: chunks that never move */
    DmaState dma;               /* dma_state.h */
    /* call stack for diagnostics */
    const Node *call_stack[64];
    int call_stack_len;         /* may exceed 64: only the innermost 64 are kept */
    const Node *innermost_call; /* the func.call being executed, if any */
    Slot *frame;                /* the frame of the running function (for notes) */
    unsigned checks;            /* bit per UbFamily: enabled */
    bool leaks_are_errors;      /* --leaks=error */
    bool tracking;              /* nodes run through exec_tracked (an undefined value exists, or a band is race-checked) */
    RaceState race;             /* race_state.h */
    DefinednessState def;       /* definedness_state.h */
    struct DepProfile *deps;    /* dependences.h: --dependences (NULL: off) */
    AddressMap addresses;       /* address_map.h: the LLVM dialect's memory */
};
#endif
