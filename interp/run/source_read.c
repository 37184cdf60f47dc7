/* See source_read.h. */
#include "source_read.h"
#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

/* Files below this size are read: mapping pays only for big inputs. */
enum { MAP_AT_LEAST = 1 << 20 };

/* Maps the open regular file fd when it is big enough and its last page
 * has room for the terminating NUL (the kernel zero-fills a mapping past
 * the end of the file); false when not, and the file is read instead. */
static bool map_file(int fd, const struct stat *st, SourceFile *src) {
    long page = sysconf(_SC_PAGESIZE);
    if (!S_ISREG(st->st_mode) || st->st_size < MAP_AT_LEAST || page <= 0 || (size_t)st->st_size % (size_t)page == 0)
        return false;
    void *text = mmap(NULL, (size_t)st->st_size, PROT_READ, MAP_PRIVATE, fd, 0);
    if (text == MAP_FAILED) return false;
    src->text = text;
    src->len = (size_t)st->st_size;
    src->mapped = true;
    return true;
}

/* Reads all of f into a NUL-terminated buffer; cap is the size expected
 * (a regular file's), grown as needed. */
static char *read_all(FILE *f, size_t cap, size_t *len_out) {
    size_t len = 0;
    char *buf = malloc(cap);
    while (buf) {
        if (len + 1 >= cap) {
            char *nb = realloc(buf, cap *= 2);
            if (!nb) {
                free(buf);
                return NULL;
            }
            buf = nb;
        }
        size_t n = fread(buf + len, 1, cap - len - 1, f);
        len += n;
        if (n == 0) break;
    }
    if (!buf || ferror(f)) {
        free(buf);
        return NULL;
    }
    buf[len] = 0;
    *len_out = len;
    return buf;
}

static Diag *read_source(const char *path, SourceFile *src, bool may_map) {
    bool is_stdin = strcmp(path, "-") == 0;
    src->name = is_stdin ? "<stdin>" : path;
    src->mapped = false;
    FILE *f = is_stdin ? stdin : fopen(path, "rb");
    if (!f) return diag_usage("affine-interp", "cannot open '%s': %s", path, strerror(errno));
    struct stat st;
    size_t cap = 1 << 16;
    bool stat_ok = !is_stdin && fstat(fileno(f), &st) == 0;
    if (stat_ok && may_map && map_file(fileno(f), &st, src)) {
        fclose(f);
        return NULL;
    }
    if (stat_ok && S_ISREG(st.st_mode)) cap = (size_t)st.st_size + 2;   /* one piece of its exact size */
    size_t len = 0;
    char *buf = read_all(f, cap, &len);
    if (!is_stdin) fclose(f);
    if (!buf) return diag_usage("affine-interp", "cannot read '%s'", path);
    src->text = buf;
    src->len = len;
    return NULL;
}

Diag *source_read(const char *path, SourceFile *src) { return read_source(path, src, true); }

Diag *source_read_copy(const char *path, SourceFile *src) { return read_source(path, src, false); }

void source_release(SourceFile *src) {
    if (src->mapped) munmap((void *)src->text, src->len);
    else free((char *)src->text);
    src->text = NULL;
}
