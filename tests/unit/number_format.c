/* format_float (semantics/scalar.c) and decimal_i64/u64 (parser/decimal.c)
 * print exactly what printf's %g, %lld and %llu print: the whole numbers format_float prints without
 * printf, around every edge of that path, and integers of every size. */
#include "../../semantics/scalar.h"
#include "../../parser/decimal.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

static int failures;

static void same_float(double v) {
    char ours[64], libc[64];
    format_float(ours, v);
    if (isnan(v)) snprintf(libc, sizeof libc, signbit(v) ? "-nan" : "nan");
    else snprintf(libc, sizeof libc, "%g", v);
    if (strcmp(ours, libc) && failures++ < 10) printf("format_float: %s, printf: %s\n", ours, libc);
}

static void same_int(int64_t v) {
    char ours[32], libc[32];
    int n = decimal_i64(ours, v);
    snprintf(libc, sizeof libc, "%lld", (long long)v);
    if ((strcmp(ours, libc) || n != (int)strlen(libc)) && failures++ < 10) printf("decimal_i64: %s, printf: %s\n", ours, libc);
    n = decimal_u64(ours, (uint64_t)v);
    snprintf(libc, sizeof libc, "%llu", (unsigned long long)(uint64_t)v);
    if ((strcmp(ours, libc) || n != (int)strlen(libc)) && failures++ < 10) printf("decimal_u64: %s, printf: %s\n", ours, libc);
}

int main(void) {
    const double edges[] = {0.0, -0.0, 1, -1, 999999, -999999, 999999.5, -999999.5, 1e6, -1e6, 1e6 + 1, 0.5, 1e-7,
                            123456.25, 4294967296.0, INFINITY, -INFINITY, NAN, -NAN, 1e300, -1e-300};
    for (size_t i = 0; i < sizeof edges / sizeof *edges; i++) same_float(edges[i]);
    for (int64_t k = -1100000; k <= 1100000; k += 3) {
        same_float((double)k);
        same_float((double)(float)((float)k * 0.25f));
    }
    const int64_t ints[] = {0, 1, -1, 9, 10, -10, INT64_MAX, INT64_MIN, INT64_MIN + 1, 1000000000000000000LL};
    for (size_t i = 0; i < sizeof ints / sizeof *ints; i++) same_int(ints[i]);
    for (int64_t k = -50000; k <= 50000; k++) same_int(k * 184467440737095LL);
    if (failures) return 1;
    printf("ok\n");
    return 0;
}
