#include "decimal.h"

int decimal_u64(char *buf, uint64_t v) {
    char digits[24];
    int n = 0;
    do digits[n++] = (char)('0' + v % 10);
    while ((v /= 10) != 0);
    for (int i = 0; i < n; i++) buf[i] = digits[n - 1 - i];
    buf[n] = '\0';
    return n;
}

int decimal_i64(char *buf, int64_t v) {
    if (v >= 0) return decimal_u64(buf, (uint64_t)v);
    buf[0] = '-';
    return 1 + decimal_u64(buf + 1, 0 - (uint64_t)v);
}
