/* MLIR's earlier syntax (seed 000, the older parts of seeds 003 and 004),
 * read under --legacy-syntax and turned into today's ops and attributes
 * as it is parsed; without the option each form is refused with an error
 * that names it.  The forms are listed in SPEC_NOTES.md, "Legacy syntax". */
#ifndef AI_LEGACY_H
#define AI_LEGACY_H
#include "parser.h"

/* A bare affine map "(d0)[s0] -> (...)" or integer set "(d0) : (...)"
 * where an attribute is expected (the current token is the '('). */
bool legacy_bare_map_or_set(Parser *p, Attr **out);
/* The op a name stands for.  *code is what the current rules made of the
 * name as written (len bytes at written; default dialect applied); when
 * the name is an earlier spelling (AI_LEGACY_OPS) it becomes the op it
 * stands for, and *name its current name.  For a custom-form name the
 * current token is still the name. */
bool legacy_resolve_op_name(Parser *p, const char *written, int len, Loc loc, OpCode *code, const char **name);
/* An integer literal where an index operand is now written (seed 000:
 * `dim %A, 0`): under --legacy-syntax the arith.constant it stands for is
 * placed before the op and *out is its result. */
bool legacy_index_literal(Parser *p, const char *op, Value **out);
/* A string where a keyword is now written (vector.reduction "add"):
 * allowed under --legacy-syntax, else an error naming the form. */
bool legacy_string_keyword(Parser *p, const char *op, const char *modern);
#endif
