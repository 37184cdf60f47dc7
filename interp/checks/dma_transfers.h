/* The engine side of the DMA model (dma_transfers.c): transfers in
 * flight, their hazards to other accesses, their completion, and the
 * checks at the end of a scope or a run.  The ops that start and wait for
 * transfers are in ops_dma.c. */
#ifndef AI_DMA_TRANSFERS_H
#define AI_DMA_TRANSFERS_H
#include <stdbool.h>
#include "../core/engine.h"

/* An access to element lin of b while a transfer in flight writes it (any
 * access) or reads it (a write); see access_dma_read in access.h. */
Status dma_hazard(Exec *ex, const Node *n, const Buffer *b, int64_t lin, bool is_write);

/* An error unless no transfer in flight uses buf (when buf is given) or
 * none was started at call depth >= call_depth. */
Status dma_check_none_inflight(Exec *ex, const Node *at, const Buffer *buf, int call_depth);
void dma_release_all(Exec *ex);

/* The transfer in flight on element elem of tag (its link in the list), or NULL. */
DmaTransfer **dma_find_inflight(Exec *ex, const Buffer *tag, int64_t elem);
/* Completes *link (all its data moves), takes its marks off and forgets it. */
void dma_complete(Exec *ex, DmaTransfer **link);
/* The transfer in flight whose destination (as_destination) or source
 * holds element lin of b (*k: which element of the transfer), or NULL. */
const DmaTransfer *dma_inflight_holding(const Exec *ex, const Buffer *b, int64_t lin, bool as_destination, int64_t *k);
/* A note at the dma_start of t. */
void dma_note_transfer(Exec *ex, const DmaTransfer *t, const char *what);
/* Where t's side s holds its element k, as subscripts "[i, j]" in buf. */
const char *dma_subscripts_text(const DmaTransfer *t, const DmaSide *s, int64_t k, char *buf, size_t len);
const char *dma_side_name(const DmaTransfer *t, const DmaSide *s);
#endif
