/* The parser's public face: text to IR, and IR back to text. */
#ifndef AI_PARSE_H
#define AI_PARSE_H
#include <stdio.h>
#include "ir.h"

/* Parses text[begin, end) of src (first_line: the line number of begin, for
 * --split-input-file chunks).  On failure returns NULL and sets *error. */
Module *parse_module(const SourceFile *src, const char *begin, const char *end, int first_line, Diag **error);
/* The same with flags: PARSE_LEGACY_SYNTAX reads MLIR's earlier forms
 * (parser/legacy.c; SPEC_NOTES "Legacy syntax"). */
enum { PARSE_LEGACY_SYNTAX = 1 };
Module *parse_module_with(const SourceFile *src, const char *begin, const char *end, int first_line, unsigned flags,
                          Diag **error);
void module_free(Module *m);

/* Generic form, as `mlir-opt --mlir-print-op-generic` would print it
 * (values and blocks named by id): feeding it to mlir-opt-22 rebuilds the
 * same IR. */
void print_module_generic(FILE *out, const Module *m);
char *print_type_to_string(Arena *a, const Type *t);
char *print_attr_to_string(Arena *a, const Attr *attr);
#endif
