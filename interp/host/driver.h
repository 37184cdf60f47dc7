/* What the command does with a source file, chunk by chunk. */
#ifndef AI_DRIVER_H
#define AI_DRIVER_H
#include "options.h"
#include "../../parser/diag.h"

int driver_run(const Options *o, const SourceFile *src);
#endif
