/* A growable text buffer: every piece of a program is written into one
 * before it reaches stdout or a file. */
#ifndef GEN_TEXTBUF_H
#define GEN_TEXTBUF_H
#include <stddef.h>

typedef struct {
    char *data;
    size_t len, cap;
} TextBuf;

void tb_init(TextBuf *b);
void tb_free(TextBuf *b);
void tb_clear(TextBuf *b);
void tb_puts(TextBuf *b, const char *s);
void tb_putc(TextBuf *b, char c);
void tb_printf(TextBuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void tb_append(TextBuf *dst, const TextBuf *src);
/* The text so far, NUL-terminated (never NULL). */
const char *tb_str(const TextBuf *b);

#endif
