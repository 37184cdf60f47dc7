/* See message.h. */
#include "message.h"
#include <stdarg.h>
#include <stdio.h>

bool message_fail(char *err, size_t len, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, len, fmt, ap);
    va_end(ap);
    return false;
}
