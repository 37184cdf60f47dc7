/* Reading a program's text: a whole file, or standard input. */
#ifndef AI_SOURCE_READ_H
#define AI_SOURCE_READ_H
#include "../parser/diag.h"

/* Reads the file at path ("-": standard input, named "<stdin>") into src,
 * NUL-terminated (src->text is the caller's to free); NULL, or the usage
 * error that says why it cannot. */
Diag *source_read(const char *path, SourceFile *src);
#endif
