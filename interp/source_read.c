/* See source_read.h. */
#include "source_read.h"
#include <errno.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

/* Files below this size are read: mapping pays only for big inputs. */
enum { MAP_AT_LEAST = 1 << 20 };

/* Maps a regular file whose last page has room for the terminating NUL
 * (the kernel zero-fills a mapping past the end of the file); false when
 * it cannot, and the file is read instead. */
static bool map_file(const char *path, SourceFile *src) {
    int fd = open(path, O_RDONLY);
    if (fd < 0) return false;
    struct stat st;
    long page = sysconf(_SC_PAGESIZE);
    bool ok = fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size >= MAP_AT_LEAST && page > 0 &&
              (size_t)st.st_size % (size_t)page != 0;
    void *text = ok ? mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0) : MAP_FAILED;
    close(fd);
    if (text == MAP_FAILED) return false;
    src->name = path;
    src->text = text;
    src->len = (size_t)st.st_size;
    src->mapped = true;
    return true;
}

Diag *source_read(const char *path, SourceFile *src) {
    if (strcmp(path, "-") != 0 && map_file(path, src)) return NULL;
    return source_read_copy(path, src);
}

void source_release(SourceFile *src) {
    if (src->mapped) munmap((void *)src->text, src->len);
    else free((char *)src->text);
    src->text = NULL;
}

/* A regular file is read in one piece of its exact size. */
Diag *source_read_copy(const char *path, SourceFile *src) {
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
    src->mapped = false;
    return NULL;
}
