/* See source_read.h. */
#include "source_read.h"
#include <errno.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* A regular file is read in one piece of its exact size. */
Diag *source_read(const char *path, SourceFile *src) {
    bool is_stdin = strcmp(path, "-") == 0;
    FILE *f = is_stdin ? stdin : fopen(path, "rb");
    if (!f) return diag_usage("affine-interp", "cannot open '%s': %s", path, strerror(errno));
    struct stat st;
    size_t cap = 1 << 16, len = 0;
    if (!is_stdin && fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode)) cap = (size_t)st.st_size + 2;
    char *buf = malloc(cap);
    while (buf) {
        if (len + 1 >= cap) {
            char *nb = realloc(buf, cap *= 2);
            if (!nb) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = nb;
        }
        size_t n = fread(buf + len, 1, cap - len - 1, f);
        len += n;
        if (n == 0) break;
    }
    bool err = ferror(f);
    if (!is_stdin) fclose(f);
    if (!buf || err) {
        free(buf);
        return diag_usage("affine-interp", "cannot read '%s'", path);
    }
    buf[len] = 0;
    src->name = is_stdin ? "<stdin>" : path;
    src->text = buf;
    src->len = len;
    return NULL;
}
