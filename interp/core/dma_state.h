/* The DMA model's state of a run (Exec.dma): the transfers in flight
 * and the completion policy.  The transfers themselves are
 * semantics/dma.h's; what the engine does with them is dma_transfers.h. */
#ifndef AI_DMA_STATE_H
#define AI_DMA_STATE_H
#include <stdint.h>
#include "../../semantics/dma.h"

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
#endif
