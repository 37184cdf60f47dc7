/* The engine side of the DMA model (ops_dma.c): transfers in flight, their
 * hazards, and the checks at the end of a scope or a run. */
#ifndef AI_OPS_DMA_H
#define AI_OPS_DMA_H
#include <stdbool.h>
#include "status.h"
#include "../semantics/memref.h"
#include "../semantics/dma.h"

/* When the data of a DMA transfer moves (--dma=POLICY): at its wait (the
 * latest legal moment), at its start, or at random moments in between
 * (reproducibly, from a seed). */
typedef enum { DMA_AT_WAIT, DMA_EAGER, DMA_RANDOM } DmaPolicy;

/* The DMA state of a run (Exec.dma). */
typedef struct DmaState {
    DmaTransfer *inflight;      /* transfers started and not yet waited for */
    DmaPolicy policy;
    uint64_t random;            /* DMA_RANDOM: the generator's state */
    int64_t transfers, elements;   /* --stats: transfers started, elements moved */
    int64_t early;              /* --stats: elements moved before their wait (the policy's doing) */
} DmaState;

/* An access to element lin of b while a transfer in flight writes it (any
 * access) or reads it (a write); see access_dma_read in access.h. */
Status dma_hazard(Exec *ex, const Node *n, const Buffer *b, int64_t lin, bool is_write);

/* An error unless no transfer in flight uses buf (when buf is given) or
 * none was started at call depth >= call_depth. */
Status dma_check_none_inflight(Exec *ex, const Node *at, const Buffer *buf, int call_depth);
void dma_release_all(Exec *ex);
#endif
