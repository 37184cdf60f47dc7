/* After the entry function returns: its results and memref arguments
 * written as .npy files (--out DIR) or as one JSON document (--json). */
#ifndef AI_RESULTS_OUT_H
#define AI_RESULTS_OUT_H
#include "../core/engine.h"

/* Writes DIR/argN.npy for each memref argument N and DIR/resultN.npy for
 * each result N; false with a message in err. */
bool results_write_npy(Function *f, const Slot *args, const Slot *res, const char *dir, char *err, size_t errlen);

/* Prints {"entry", "stdout", "results", "args"}: what the program printed,
 * then every result and argument with its type, shape and data. */
void results_print_json(FILE *out, Function *f, const Slot *args, const Slot *res, const char *printed,
                        size_t printed_len);
#endif
