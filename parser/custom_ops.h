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
extern const CustomOpTable llvm_memory_custom_ops;
extern const CustomOpTable llvm_symbol_custom_ops;

/* Helpers shared by the custom parsers (custom_ops.c). */
/* "#dialect.kw<" prefix + body + ">" as an opaque enum attribute. */
Attr *p_enum_attr(Parser *p, const char *prefix, const char *body, int len);
/* `[` (ssa | int), ... `]`: static values (DIM_DYNAMIC where an SSA use
 * stands) and the SSA uses, as subview offsets and vector positions. */
bool p_parse_mixed_index_list(Parser *p, Vec *dyn, Vec *statics);

/* attr-dict ($operands^ `:` type($operands))?: the form of every yield and
 * return (affine.yield, func.return, scf.yield, memref.alloca_scope.return). */
bool p_parse_return_like(Parser *p, OpState *st);

/* $operands attr-dict `:` functional-type($operands, $results), the
 * operands in parentheses when open is TK_LPAREN (TK_EOF: none). */
bool p_parse_operands_functional_type(Parser *p, OpState *st, TokKind open);

/* An argument's or result's optional attribute dictionary (`i32
 * {llvm.noundef}`), appended to dicts (empty when absent); the
 * arg_attrs / res_attrs array of such dictionaries, NULL when every one is
 * empty (MLIR leaves the property out then). */
bool p_parse_optional_arg_dict(Parser *p, Vec *dicts);
Attr *p_make_arg_attrs(Parser *p, Vec *dicts);

/* LLVM operand bundles, `[` string `(` ($ops `:` types)? `)` (`,` ...)* `]`
 * (llvm.call, llvm.intr.assume): read by p_parse_llvm_op_bundles (absent:
 * none), then added after the op's other operands by st_add_llvm_op_bundles
 * with the op_bundle_sizes property (and op_bundle_tags when there is a
 * bundle), as MLIR's parser does. */
typedef struct LlvmOpBundles {
    Vec refs, types;     /* OperandRef, Type*: every bundle's operands in order */
    Vec sizes;           /* int64_t: operands per bundle */
    Vec tags;            /* Attr*: the tag strings */
} LlvmOpBundles;
void llvm_op_bundles_init(LlvmOpBundles *b);
void llvm_op_bundles_release(LlvmOpBundles *b);
bool p_parse_llvm_op_bundles(Parser *p, LlvmOpBundles *b);
bool st_add_llvm_op_bundles(Parser *p, OpState *st, LlvmOpBundles *b);

/* MLIR's rule for ops with properties: an entry of the attr-dict that
 * names one of the op's inherent attributes (`names`, NULL-terminated) is
 * a property, not a discardable attribute (llvm.load {alignment = 4}). */
/* An enum attribute spelled as one bare word (an LLVM linkage, a calling
 * convention): "prefix" + word + ">" when the current token is one of
 * `words` (any bare word when words is NULL), consumed; NULL otherwise. */
Attr *p_parse_optional_enum_word(Parser *p, const char *prefix, const char *const *words, int nwords);
/* The index among `words` of the keyword the current token is (consumed),
 * or `absent`. */
int p_parse_optional_keyword_index(Parser *p, const char *const *words, int nwords, int absent);
/* The keywords before an LLVM global's or function's name, which MLIR's
 * parser records always: linkage (external when absent), visibility_,
 * then unnamed_addr; `between` is read after the visibility (thread_local). */
bool p_parse_llvm_symbol_keywords(Parser *p, OpState *st, const char *between, const char *between_prop);

/* The module's one opaque type of the text printf(fmt, ...) gives: an
 * LLVM dialect type the custom form implies (!llvm.array<3 x i8>). */
Type *p_opaque_type(Parser *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

bool st_move_inherent_attrs(Parser *p, OpState *st, const char *const *names);

#define CUSTOM_OP_TABLE(var, array) const CustomOpTable var = {array, (int)(sizeof array / sizeof *array)}
#endif
