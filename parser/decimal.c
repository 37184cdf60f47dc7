#include "decimal.h"
#include <string.h>

/* "00" "01" ... "99": two digits per division. */
static const char digit_pairs[201] =
    "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
    "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
    "8081828384858687888990919293949596979899";

int decimal_u64(char *buf, uint64_t v) {
    int n = 1;
    for (uint64_t t = v; t >= 10; t /= 10) n++;
    char *p = buf + n;
    *p = '\0';
    while (v >= 100) {   /* written from the end, straight into buf */
        unsigned r = (unsigned)(v % 100);
        v /= 100;
        p -= 2;
        memcpy(p, digit_pairs + 2 * r, 2);
    }
    if (v >= 10) memcpy(p - 2, digit_pairs + 2 * v, 2);
    else p[-1] = (char)('0' + v);
    return n;
}

int decimal_i64(char *buf, int64_t v) {
    if (v >= 0) return decimal_u64(buf, (uint64_t)v);
    buf[0] = '-';
    return 1 + decimal_u64(buf + 1, 0 - (uint64_t)v);
}
