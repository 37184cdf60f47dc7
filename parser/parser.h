/* The parser's shared state and the API that the custom-form op parsers
 * (parser/custom_*.c) use, in the manner of MLIR's OpAsmParser.
 *
 * Conventions: every p_* function returns true on success; on failure it
 * has recorded the first error in p->error (later errors are dropped) and
 * the caller returns false at once.  p_accept_* functions consume the token
 * only when it matches and never fail. */
#ifndef AI_PARSER_H
#define AI_PARSER_H
#include "ir.h"
#include "lexer.h"
#include "arena.h"
#include "strmap.h"

/* Recursion limit for nested regions, types, attributes and expressions
 * (documented in README): deeper input gets an error, never a stack overflow. */
#define PARSER_MAX_NESTING 500
/* Longest '+'/'-' chain in one affine expression (its tree is that deep). */
#define AFFINE_MAX_TERMS 10000

typedef struct Binding Binding;
typedef struct Scope Scope;

typedef struct Parser {
    Arena *arena;
    Module *module;
    Lexer lx;
    Token tok;                 /* current token */
    Token prev;                /* last consumed token */
    Diag *error;               /* first error; parsing stops there */
    int depth;                 /* nesting depth, see PARSER_MAX_NESTING */
    StrMap attr_aliases;       /* "#name" -> Attr* */
    StrMap type_aliases;       /* "!name" -> Type* */
    StrMap type_intern;        /* structural key -> the one Type* (p_intern_type) */
    StrMap type_text;          /* a shaped type's source text -> its Type* (type_parse.c) */
    StrMap strings;            /* interned op and attribute names */
    StrMap attr_intern;        /* attribute key -> the one Attr* */
    StrMap attr_lists;         /* a sorted NamedAttr list -> its one frozen copy */
    StrMap affine_intern;      /* uniqued affine expressions */
    StrMap map_intern;         /* uniqued affine maps */
    /* The few affine leaves nearly every subscript uses (d0..d7, s0..s7,
     * constants -1..14), and the attribute of recently used maps: found
     * without hashing.  Both only cache what the intern tables hold. */
    AffineExpr *leaf_dims[8], *leaf_syms[8], *leaf_consts[16];
    struct { const AffineMap *map; Attr *attr; } map_attrs[64];
    StrMap op_names;           /* a custom op's dotted name as written -> its OpName (parser.c) */
    unsigned intern_epoch;     /* counts new entries of the intern tables */
    StrMap values;             /* "%name" -> Binding* (current visible binding) */
    Scope *scope;              /* innermost SSA scope */
    Binding *free_bindings;    /* ended scopes' bindings, for reuse (linked by .shadowed) */
    int isolated_id;           /* id of the innermost isolated-from-above scope */
    int next_isolated_id;
    const char *default_dialect;   /* "func" inside func.func, ... */
    Vec deferred_locs;         /* Token: '#loc' aliases used before definition */
    void *current_region;      /* RegionParse of the innermost region (block labels) */
    int next_value_id, next_block_id;
    int unordered_uses;        /* forward references to values, and regions of several blocks */
    const char *begin;         /* start of the text being parsed */
    bool legacy_syntax;        /* --legacy-syntax: MLIR's earlier forms (legacy.c) */
    Vec *block_ops;            /* Op*: the ops of the block being parsed (p_insert_op) */
} Parser;

/* An SSA use not yet given a type: %name or %name#index. */
typedef struct OperandRef {
    Slice name;                /* includes the '%' */
    int index;
    bool has_index;            /* written with #N */
    Loc loc;
} OperandRef;

/* An argument declared by an op's custom syntax (affine.for's %i). */
typedef struct ArgDef {
    OperandRef ref;
    Type *type;
} ArgDef;

/* What an op parser builds; the core turns it into an Op. */
typedef struct OpState {
    OpCode code;
    const char *name;
    Loc loc;
    Vec operands;              /* Value* */
    Vec result_types;          /* Type* */
    Vec props;                 /* NamedAttr: inherent attributes */
    Vec attrs;                 /* NamedAttr: discardable attributes */
    Vec regions;               /* Region* */
    Vec successors;            /* Block* */
    int nresults_bound;        /* number of results named on the left of '=' */
} OpState;

typedef bool (*CustomOpParser)(Parser *p, OpState *st);

/* ----------------------------------------------------------- tokens */
void p_advance(Parser *p);
bool p_is(Parser *p, TokKind k);
bool p_accept(Parser *p, TokKind k);
bool p_expect(Parser *p, TokKind k, const char *what);   /* "expected <what>" */
bool p_is_keyword(Parser *p, const char *kw);
bool p_accept_keyword(Parser *p, const char *kw);
bool p_expect_keyword(Parser *p, const char *kw);
/* A bare identifier or keyword; *out is arena-copied. */
Loc p_loc(Parser *p);                     /* of the current token */
Loc p_tok_loc(Parser *p, const Token *t);
bool p_error(Parser *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
bool p_error_at(Parser *p, Loc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* MLIR's Parser::emitError(message): at the current token (one character
 * back at the end of file), where p_error is its emitWrongTokenError. */
bool p_error_here(Parser *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
bool p_enter(Parser *p);                  /* nesting guard; pair with p_leave */
void p_leave(Parser *p);

/* ----------------------------------------------------------- literals */
/* Integer token (with optional leading '-') to int64; errors when it does
 * not fit in 64 bits. */
bool p_parse_int64(Parser *p, int64_t *out);
bool p_parse_string(Parser *p, const char **out, int *len);   /* unescaped */
bool p_parse_symbol_name(Parser *p, const char **out);         /* @name -> "name" */

/* ----------------------------------------------------------- types */
bool p_parse_type(Parser *p, Type **out);
bool p_parse_colon_type(Parser *p, Type **out);
/* A type from text of its own (a member inside an LLVM struct's text):
 * parsed as if it stood alone, the parser's position kept; an error is
 * reported at loc. */
bool p_parse_type_text(Parser *p, const char *text, int len, Loc loc, Type **out);
/* A generic llvm.func's function_type !llvm.func<...> made the builtin
 * function type its custom form gives (parser/custom_llvm.c). */
bool p_llvm_func_generic_signature(Parser *p, OpState *st);
bool p_parse_type_list(Parser *p, Vec *types);                 /* t, t, ... (one or more) */
/* ( types ) or a single type: for "-> (f32, i32)" / "-> f32" */
bool p_parse_function_result_types(Parser *p, Vec *types);
bool p_parse_function_type(Parser *p, Type **out);
bool p_parse_optional_type(Parser *p, Type **out, bool *present);
bool p_at_type_start(Parser *p);
bool p_at_type_start_after_paren(Parser *p);
/* The module's single copy of a composite type equal to tmpl (arrays of
 * tmpl may be scratch memory). Use it for every type an op parser builds. */
Type *p_intern_type(Parser *p, const Type *tmpl);
/* Text of a dialect type/attribute "!d.x<...>" starting at start (current token after the name). */
bool p_capture_dialect_body(Parser *p, const char *start, const char **text);
/* Dimension list "4x?x" of a shaped type; allow_dynamic for '?' */
bool p_parse_dimension_list(Parser *p, Vec *dims, Vec *scalable, bool allow_dynamic, bool allow_scalable);

/* ----------------------------------------------------------- attributes */
/* expected: when non-NULL the attribute has that type without ": type". */
bool p_parse_attribute(Parser *p, Attr **out, Type *expected);
bool p_parse_optional_attr_dict(Parser *p, Vec *named);        /* {a = 1, b} */
bool p_parse_attr_dict_body(Parser *p, Vec *named);            /* after '{' */
bool p_parse_affine_map_attr(Parser *p, AffineMap **out);      /* #alias or affine_map<...> */
bool p_parse_optional_location(Parser *p);                     /* loc(...) dropped */
void named_attrs_sort(NamedAttr *a, int n);
bool p_add_attr(Parser *p, Vec *named, const char *name, Attr *a);   /* interns a */
/* The module's one copy of an attribute equal to a (attributes are immutable). */
Attr *p_intern_attr(Parser *p, Attr *a);
/* Uniqued attributes built without a throw-away copy (custom forms). */
Attr *p_attr_map(Parser *p, AffineMap *m);
Attr *p_attr_int(Parser *p, int64_t v, Type *type);
Attr *p_attr_unit(Parser *p);
Attr *p_attr_i32_array(Parser *p, int n, const int64_t *v);   /* array<i32: ...> */
Attr *p_attr_i64_array(Parser *p, int n, const int64_t *v);   /* array<i64: ...> */

/* ----------------------------------------------------------- affine */
/* Callback for identifiers inside an affine expression of SSA ids
 * (affine.load %A[%i + symbol(%n)]): returns the dim/symbol expression. */
typedef struct SsaIdBinder {
    bool (*bind)(Parser *p, struct SsaIdBinder *b, bool is_symbol, AffineExpr **out);
} SsaIdBinder;
/* Uniqued affine expressions and maps (equal ones are the same pointer):
 * use these, not the arena constructors of ir.h, when building maps. */
AffineExpr *p_aff_const(Parser *p, int64_t v);
AffineExpr *p_aff_dim(Parser *p, int pos);
AffineExpr *p_aff_sym(Parser *p, int pos);
AffineExpr *p_aff_binary(Parser *p, AffineKind k, AffineExpr *l, AffineExpr *r);
AffineMap *p_affine_map(Parser *p, int ndims, int nsyms, int nresults, AffineExpr **results);
bool p_parse_affine_map_inline(Parser *p, AffineMap **out);    /* (d0)[s0] -> (...) */
bool p_parse_integer_set_inline(Parser *p, IntegerSet **out);
/* One affine expression over SSA ids, with a caller-provided binder. */
bool p_parse_affine_expr_of_ssa_ids(Parser *p, SsaIdBinder *b, AffineExpr **out);
bool p_parse_affine_map_or_set_inline(Parser *p, AffineMap **map, IntegerSet **set);

/* A map whose dims and symbols are SSA uses (affine.load %A[%i + symbol(%n)]),
 * built as MLIR's parseAffineMapOfSSAIds does: each distinct use becomes the
 * next dim, or inside symbol(...) the next symbol, in order of first
 * appearance; the op's operands are dim_refs then sym_refs. */
typedef struct AffineSsaMap {
    AffineMap *map;
    Vec dim_refs, sym_refs;    /* OperandRef */
    /* internal: the lists' first entries, without malloc (so an
     * AffineSsaMap is never copied) */
    OperandRef dim_buf[4], sym_buf[2];
} AffineSsaMap;
void affine_ssa_map_init(AffineSsaMap *m);
void affine_ssa_map_release(AffineSsaMap *m);
/* open: TK_LPAREN "(e, ...)", TK_LSQUARE "[e, ...]", or TK_EOF for a single
 * expression without delimiters. */
bool p_parse_affine_map_of_ssa_ids(Parser *p, TokKind open, AffineSsaMap *m);
/* The pieces of the above, for lists with extra syntax (affine.parallel's
 * max(...) groups): one expression at a time, then the map. */
bool p_parse_affine_ssa_expr(Parser *p, AffineSsaMap *m, AffineExpr **out);
bool p_affine_ssa_map_finish(Parser *p, AffineSsaMap *m, int nresults, AffineExpr **results);

/* ----------------------------------------------------------- SSA */
bool p_parse_operand(Parser *p, OperandRef *out);
bool p_parse_optional_operand(Parser *p, OperandRef *out, bool *present);
/* "(%a, %b)" / "[%a]" / plain comma list: open = TK_LPAREN, TK_LSQUARE, or TK_EOF for none */
bool p_parse_operand_list(Parser *p, TokKind open, Vec *refs);  /* Vec of OperandRef */
bool p_resolve_operand(Parser *p, const OperandRef *ref, Type *type, Value **out);
bool p_resolve_operands(Parser *p, Vec *refs, Type *type, Vec *values);     /* all of one type */
bool p_resolve_operand_list(Parser *p, Vec *refs, Vec *types, Vec *values); /* pairwise */
bool st_add_operand(Parser *p, OpState *st, const OperandRef *ref, Type *type);
bool st_add_operands(Parser *p, OpState *st, Vec *refs, Type *type);
bool st_add_result(Parser *p, OpState *st, Type *t);
bool st_add_prop(Parser *p, OpState *st, const char *name, Attr *a);
/* '%x : type' argument definitions: "(%a: i32, %b: f32)" */
bool p_parse_argument_list(Parser *p, TokKind open, Vec *argdefs, bool need_types);

/* ----------------------------------------------------------- regions */
/* Parses "{ ... }" into a new region; args, when given, are the entry
 * block's arguments (names defined by the op's own syntax). */
bool p_parse_region(Parser *p, OpState *st, ArgDef *args, int nargs, Region **out);
bool p_parse_optional_region(Parser *p, OpState *st, ArgDef *args, int nargs, Region **out, bool *present);
/* MLIR's ensureTerminator: append the op `terminator` with no operands when the
 * single block of the region lacks a terminator (or create the block). */
bool p_ensure_terminator(Parser *p, Region *r, OpCode terminator, Loc loc, Type **arg_types, int nargs);
bool p_parse_successor(Parser *p, Block **out);
bool p_parse_successor_and_operands(Parser *p, OpState *st, Block **out, Vec *operand_values);

/* Builds the op st describes and places it in the current block before the
 * op being parsed (legacy.c's `dim %A, 0`: the constant 0 it needs). */
Op *p_insert_op(Parser *p, OpState *st);

/* ------------------------------------------------------- custom op table */
CustomOpParser custom_op_lookup(OpCode code);

/* Helpers shared by the custom parsers. */
Type *p_index_type(Parser *p);
const char *p_strdup(Parser *p, const char *s);
const char *p_intern_str(Parser *p, const char *s, int len);
#endif
