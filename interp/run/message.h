/* Error messages into a caller's buffer, for the parts of the command that
 * report to main (arguments, .npy files) rather than through Diag. */
#ifndef AI_MESSAGE_H
#define AI_MESSAGE_H
#include <stdbool.h>
#include <stddef.h>

/* Formats into err and returns false, so `return message_fail(...)`. */
bool message_fail(char *err, size_t len, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
#endif
