#include "textbuf.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void tb_init(TextBuf *b) {
    b->data = NULL;
    b->len = b->cap = 0;
}

void tb_free(TextBuf *b) {
    free(b->data);
    tb_init(b);
}

void tb_clear(TextBuf *b) {
    b->len = 0;
    if (b->data) b->data[0] = '\0';
}

static void reserve(TextBuf *b, size_t extra) {
    if (b->len + extra + 1 <= b->cap) return;
    size_t cap = b->cap ? b->cap : 256;
    while (cap < b->len + extra + 1) cap *= 2;
    char *p = realloc(b->data, cap);
    if (!p) {
        fputs("affine-gen: error: out of memory\n", stderr);
        exit(1);
    }
    b->data = p;
    b->cap = cap;
}

void tb_puts(TextBuf *b, const char *s) {
    size_t n = strlen(s);
    reserve(b, n);
    memcpy(b->data + b->len, s, n + 1);
    b->len += n;
}

void tb_putc(TextBuf *b, char c) {
    reserve(b, 1);
    b->data[b->len++] = c;
    b->data[b->len] = '\0';
}

void tb_printf(TextBuf *b, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0) return;
    reserve(b, (size_t)n);
    va_start(ap, fmt);
    vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    b->len += (size_t)n;
}

void tb_append(TextBuf *dst, const TextBuf *src) {
    if (src->len) tb_puts(dst, src->data);
}

const char *tb_str(const TextBuf *b) { return b->data ? b->data : ""; }
