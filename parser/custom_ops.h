/* The custom-form parsers, one table per dialect; each dialect's table is
 * defined in parser/custom_<dialect>.c. */
#ifndef AI_CUSTOM_OPS_H
#define AI_CUSTOM_OPS_H
#include "parser.h"

typedef struct CustomOpEntry {
    OpCode code;
    CustomOpParser parse;
} CustomOpEntry;

typedef struct CustomOpTable {
    const CustomOpEntry *entries;
    int count;
} CustomOpTable;

extern const CustomOpTable builtin_func_custom_ops;
extern const CustomOpTable arith_custom_ops;
extern const CustomOpTable math_ub_custom_ops;
extern const CustomOpTable memref_custom_ops;
extern const CustomOpTable affine_custom_ops;
extern const CustomOpTable scf_cf_custom_ops;
extern const CustomOpTable vector_custom_ops;
extern const CustomOpTable linalg_custom_ops;
extern const CustomOpTable llvm_custom_ops;

/* Helpers shared by the custom parsers (custom_ops.c). */
/* "#dialect.kw<" prefix + body + ">" as an opaque enum attribute. */
Attr *p_enum_attr(Parser *p, const char *prefix, const char *body, int len);
/* `[` (ssa | int), ... `]`: static values (DIM_DYNAMIC where an SSA use
 * stands) and the SSA uses, as subview offsets and vector positions. */
bool p_parse_mixed_index_list(Parser *p, Vec *dyn, Vec *statics);

/* attr-dict ($operands^ `:` type($operands))?: the form of every yield and
 * return (affine.yield, func.return, scf.yield, memref.alloca_scope.return). */
bool p_parse_return_like(Parser *p, OpState *st);

#define CUSTOM_OP_TABLE(var, array) const CustomOpTable var = {array, (int)(sizeof array / sizeof *array)}
#endif
