/* What a handler returns, and the names of the engine's types, for the
 * headers below engine.h (definedness.h, dma_transfers.h, races.h, ...) that declare functions
 * taking them without needing their layout. */
#ifndef AI_STATUS_H
#define AI_STATUS_H

/* ST_OK: go on; ST_TERM: the node is a terminator (Exec.term names it: the
 * parent op reads its operands); ST_ERROR: Exec.error is set. */
typedef enum { ST_OK = 0, ST_TERM, ST_ERROR } Status;

typedef struct Exec Exec;
typedef struct Node Node;
typedef struct ExecRegion ExecRegion;
typedef struct Program Program;
typedef struct Moves Moves;
#endif
