/* Reading a program's text: a whole file, or standard input. */
#ifndef AI_SOURCE_READ_H
#define AI_SOURCE_READ_H
#include "../../parser/diag.h"

/* Reads the file at path ("-": standard input, named "<stdin>") into src,
 * NUL-terminated; NULL, or the usage error that says why it cannot.  A
 * large regular file is mapped rather than copied (src->mapped), as
 * mlir-opt maps its input: no copy of the text is made, and the lexer lets
 * the pages it has passed go (they read back from the file if a
 * diagnostic touches them), so reading a big module keeps little of its
 * text resident.  As with any mapped input (mlir-opt's too), a file cut
 * short by another process while it is being read ends the run with
 * SIGBUS.  Release src with source_release. */
Diag *source_read(const char *path, SourceFile *src);
/* Reads like source_read but always into memory of its own (for a module
 * that outlives the command, such as one loaded by the C API). */
Diag *source_read_copy(const char *path, SourceFile *src);
void source_release(SourceFile *src);
#endif
