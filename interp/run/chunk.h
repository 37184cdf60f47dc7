/* The input's chunks (--split-input-file splits on "// -----" as mlir-opt
 * does; without it the whole file is one chunk) and the parsing and
 * verification of one chunk. */
#ifndef AI_CHUNK_H
#define AI_CHUNK_H
#include <stdbool.h>
#include "../../parser/ir.h"

typedef struct Chunk {
    const char *begin, *end;   /* the chunk's text */
    int line;                  /* line number of begin in the file */
    const char *next;          /* where the following chunk starts, NULL after the last */
} Chunk;

/* The first chunk of src. */
void chunk_first(const SourceFile *src, bool split, Chunk *c);
/* Moves c to the following chunk; false (c unchanged) after the last. */
bool chunk_next(const SourceFile *src, Chunk *c);
/* How many chunks src has. */
int chunk_count(const SourceFile *src, bool split);

/* Parses and verifies a chunk: NULL with *err set when it is rejected.
 * legacy_syntax: read MLIR's earlier forms too (--legacy-syntax). */
Module *chunk_parse(const SourceFile *src, const Chunk *c, bool legacy_syntax, Diag **err);
#endif
