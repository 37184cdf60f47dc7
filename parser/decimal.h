/* Integers in decimal without printf (which costs more than the rest of
 * printing a number): what printf's %lld and %llu print. */
#ifndef AI_DECIMAL_H
#define AI_DECIMAL_H
#include <stdint.h>

/* Writes v and a NUL into buf (at least 24 bytes); returns the length. */
int decimal_u64(char *buf, uint64_t v);
int decimal_i64(char *buf, int64_t v);
#endif
