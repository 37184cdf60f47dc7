/* Custom forms of the memref dialect (MLIR 22). */
#include "custom_ops.h"
#include "legacy.h"
#include "parse.h"
#include <string.h>

static Type *index_t(Parser *p) { return type_index(p->arena); }

static bool expect_memref(Parser *p, Type *t, Loc loc) {
    if (t->kind != TY_MEMREF && t->kind != TY_UNRANKED_MEMREF) return p_error_at(p, loc, "expected memref type");
    return true;
}

/* `:` memref-type, checked */
static bool parse_colon_memref(Parser *p, Type **t) {
    if (!p_expect(p, TK_COLON, "':'")) return false;
    Loc loc = p_loc(p);
    return p_parse_type(p, t) && expect_memref(p, *t, loc);
}

/* alloc/alloca ::= `(` dyn-sizes `)` (`[` symbols `]`)? attr-dict `:` type */
static bool parse_alloc(Parser *p, OpState *st) {
    Vec dyn = VEC_INIT(OperandRef), syms = VEC_INIT(OperandRef);
    Type *t;
    bool ok = p_parse_operand_list(p, TK_LPAREN, &dyn);
    if (ok && p_is(p, TK_LSQUARE)) ok = p_parse_operand_list(p, TK_LSQUARE, &syms);
    ok = ok && p_parse_optional_attr_dict(p, &st->attrs) && parse_colon_memref(p, &t) &&
         st_add_operands(p, st, &dyn, index_t(p)) && st_add_operands(p, st, &syms, index_t(p)) &&
         st_add_result(p, st, t);
    int64_t seg[2] = {(int64_t)dyn.len, (int64_t)syms.len};
    ok = ok && st_add_prop(p, st, "operandSegmentSizes", p_attr_i32_array(p, 2, seg));
    vec_release(&dyn);
    vec_release(&syms);
    return ok;
}

/* dealloc ::= $memref attr-dict `:` type($memref) */
static bool parse_dealloc(Parser *p, OpState *st) {
    OperandRef m;
    Type *t;
    return p_parse_operand(p, &m) && p_parse_optional_attr_dict(p, &st->attrs) && parse_colon_memref(p, &t) &&
           st_add_operand(p, st, &m, t);
}

/* $memref `[` $indices `]` */
static bool parse_indexed(Parser *p, OperandRef *m, Vec *idx) {
    return p_parse_operand(p, m) && p_parse_operand_list(p, TK_LSQUARE, idx);
}

/* load ::= $memref `[` $indices `]` attr-dict `:` type($memref) */
static bool parse_load(Parser *p, OpState *st) {
    OperandRef m;
    Vec idx = VEC_INIT(OperandRef);
    Type *t;
    bool ok = parse_indexed(p, &m, &idx) && p_parse_optional_attr_dict(p, &st->attrs) && parse_colon_memref(p, &t) &&
              st_add_operand(p, st, &m, t) && st_add_operands(p, st, &idx, index_t(p)) &&
              st_add_result(p, st, type_element(t));
    vec_release(&idx);
    return ok;
}

/* store ::= $value `,` $memref `[` $indices `]` attr-dict `:` type($memref) */
static bool parse_store(Parser *p, OpState *st) {
    OperandRef v, m;
    Vec idx = VEC_INIT(OperandRef);
    Type *t;
    bool ok = p_parse_operand(p, &v) && p_expect(p, TK_COMMA, "','") && parse_indexed(p, &m, &idx) &&
              p_parse_optional_attr_dict(p, &st->attrs) && parse_colon_memref(p, &t) &&
              st_add_operand(p, st, &v, type_element(t)) && st_add_operand(p, st, &m, t) &&
              st_add_operands(p, st, &idx, index_t(p));
    vec_release(&idx);
    return ok;
}

/* dim ::= $source `,` $index attr-dict `:` type($source) */
static bool parse_dim(Parser *p, OpState *st) {
    OperandRef m, i;
    Type *t;
    Value *literal = NULL;   /* seed 000's `dim %A, 0`: the index as a literal */
    if (!p_parse_operand(p, &m) || !p_expect(p, TK_COMMA, "','")) return false;
    if (p_is(p, TK_INTEGER) ? !legacy_index_literal(p, "dim", &literal) : !p_parse_operand(p, &i)) return false;
    if (!p_parse_optional_attr_dict(p, &st->attrs) || !p_parse_colon_type(p, &t) || !st_add_operand(p, st, &m, t))
        return false;
    if (literal ? !vec_push(&st->operands, &literal) : !st_add_operand(p, st, &i, index_t(p))) return false;
    return st_add_result(p, st, index_t(p));
}

/* rank ::= $memref attr-dict `:` type($memref) */
static bool parse_rank(Parser *p, OpState *st) {
    OperandRef m;
    Type *t;
    return p_parse_operand(p, &m) && p_parse_optional_attr_dict(p, &st->attrs) && p_parse_colon_type(p, &t) &&
           st_add_operand(p, st, &m, t) && st_add_result(p, st, index_t(p));
}

/* cast-like ::= $source attr-dict `:` type($source) `to` type($result) */
static bool parse_cast_like(Parser *p, OpState *st) {
    OperandRef m;
    Type *from, *to;
    return p_parse_operand(p, &m) && p_parse_optional_attr_dict(p, &st->attrs) && p_parse_colon_type(p, &from) &&
           p_expect_keyword(p, "to") && p_parse_type(p, &to) && st_add_operand(p, st, &m, from) &&
           st_add_result(p, st, to);
}

/* realloc ::= $source (`(` $dynamicResultSize^ `)`)? attr-dict `:` type($source) `to` type($result) */
static bool parse_realloc(Parser *p, OpState *st) {
    OperandRef m, size;
    bool has_size = false;
    Type *from, *to;
    if (!p_parse_operand(p, &m)) return false;
    if (p_accept(p, TK_LPAREN)) {
        has_size = true;
        if (!p_parse_operand(p, &size) || !p_expect(p, TK_RPAREN, "')'")) return false;
    }
    return p_parse_optional_attr_dict(p, &st->attrs) && p_parse_colon_type(p, &from) && p_expect_keyword(p, "to") &&
           p_parse_type(p, &to) && st_add_operand(p, st, &m, from) &&
           (!has_size || st_add_operand(p, st, &size, index_t(p))) && st_add_result(p, st, to);
}

/* copy ::= $source `,` $target attr-dict `:` type($source) `to` type($target) */
static bool parse_copy(Parser *p, OpState *st) {
    OperandRef a, b;
    Type *ta, *tb;
    return p_parse_operand(p, &a) && p_expect(p, TK_COMMA, "','") && p_parse_operand(p, &b) &&
           p_parse_optional_attr_dict(p, &st->attrs) && p_parse_colon_type(p, &ta) && p_expect_keyword(p, "to") &&
           p_parse_type(p, &tb) && st_add_operand(p, st, &a, ta) && st_add_operand(p, st, &b, tb);
}

/* Offsets, sizes, strides as static_* arrays and dynamic operands, with
 * operandSegmentSizes [1, offsets, sizes, strides]. */
typedef struct MixedLists {
    Vec dyn[3], statics[3];
} MixedLists;

static void mixed_init(MixedLists *m) {
    for (int i = 0; i < 3; i++) {
        m->dyn[i] = (Vec)VEC_INIT(OperandRef);
        m->statics[i] = (Vec)VEC_INIT(int64_t);
    }
}

static void mixed_release(MixedLists *m) {
    for (int i = 0; i < 3; i++) {
        vec_release(&m->dyn[i]);
        vec_release(&m->statics[i]);
    }
}

static bool add_mixed(Parser *p, OpState *st, MixedLists *m) {
    static const char *const names[] = {"static_offsets", "static_sizes", "static_strides"};
    int64_t seg[4] = {1, 0, 0, 0};
    for (int i = 0; i < 3; i++) {
        if (!st_add_operands(p, st, &m->dyn[i], index_t(p))) return false;
        seg[i + 1] = (int64_t)m->dyn[i].len;
        if (!st_add_prop(p, st, names[i],
                         p_attr_i64_array(p, (int)m->statics[i].len, m->statics[i].data)))
            return false;
    }
    return st_add_prop(p, st, "operandSegmentSizes", p_attr_i32_array(p, 4, seg));
}

/* subview ::= $source offsets sizes strides attr-dict `:` type($source) `to` type($result) */
static bool parse_subview(Parser *p, OpState *st) {
    OperandRef src;
    MixedLists m;
    mixed_init(&m);
    Type *from, *to;
    bool ok = p_parse_operand(p, &src);
    for (int i = 0; ok && i < 3; i++) ok = p_parse_mixed_index_list(p, &m.dyn[i], &m.statics[i]);
    ok = ok && p_parse_optional_attr_dict(p, &st->attrs) && p_parse_colon_type(p, &from) &&
         p_expect_keyword(p, "to") && p_parse_type(p, &to) && st_add_operand(p, st, &src, from) &&
         add_mixed(p, st, &m) && st_add_result(p, st, to);
    mixed_release(&m);
    return ok;
}

/* reinterpret_cast ::= $source `to` `offset` `:` list `,` `sizes` `:` list `,`
 *                      `strides` `:` list attr-dict `:` type($source) `to` type($result) */
static bool parse_reinterpret_cast(Parser *p, OpState *st) {
    static const char *const kws[] = {"offset", "sizes", "strides"};
    OperandRef src;
    MixedLists m;
    mixed_init(&m);
    Type *from, *to;
    bool ok = p_parse_operand(p, &src) && p_expect_keyword(p, "to");
    for (int i = 0; ok && i < 3; i++)
        ok = (i == 0 || p_expect(p, TK_COMMA, "','")) && p_expect_keyword(p, kws[i]) && p_expect(p, TK_COLON, "':'") &&
             p_parse_mixed_index_list(p, &m.dyn[i], &m.statics[i]);
    ok = ok && p_parse_optional_attr_dict(p, &st->attrs) && p_parse_colon_type(p, &from) &&
         p_expect_keyword(p, "to") && p_parse_type(p, &to) && st_add_operand(p, st, &src, from) &&
         add_mixed(p, st, &m) && st_add_result(p, st, to);
    mixed_release(&m);
    return ok;
}

/* view ::= $source `[` $byte_shift `]` `[` $sizes `]` attr-dict `:` type($source) `to` type($result) */
static bool parse_view(Parser *p, OpState *st) {
    OperandRef src, shift;   /* one byte shift, always: `[` $byte_shift `]` */
    Vec sizes = VEC_INIT(OperandRef);
    Type *from, *to;
    bool ok = p_parse_operand(p, &src) && p_expect(p, TK_LSQUARE, "'['") && p_parse_operand(p, &shift) &&
              p_expect(p, TK_RSQUARE, "']'") && p_parse_operand_list(p, TK_LSQUARE, &sizes) &&
              p_parse_optional_attr_dict(p, &st->attrs) && p_parse_colon_type(p, &from) && p_expect_keyword(p, "to") &&
              p_parse_type(p, &to) && st_add_operand(p, st, &src, from) && st_add_operand(p, st, &shift, index_t(p)) &&
              st_add_operands(p, st, &sizes, index_t(p)) && st_add_result(p, st, to);
    vec_release(&sizes);
    return ok;
}

/* `[` `[` int, ... `]`, ... `]` as an array of arrays of i64 */
static bool parse_reassociation(Parser *p, Attr **out) {
    Loc loc = p_loc(p);
    if (!p_parse_attribute(p, out, NULL)) return false;
    if ((*out)->kind != AT_ARRAY) return p_error_at(p, loc, "expected reassociation indices");
    return true;
}

/* expand_shape ::= $src $reassociation `output_shape` mixed-list attr-dict
 *                  `:` type($src) `into` type($result) */
static bool parse_expand_shape(Parser *p, OpState *st) {
    OperandRef src;
    Attr *re;
    Vec dyn = VEC_INIT(OperandRef), statics = VEC_INIT(int64_t);
    Type *from, *to;
    bool ok = p_parse_operand(p, &src) && parse_reassociation(p, &re) && p_expect_keyword(p, "output_shape") &&
              p_parse_mixed_index_list(p, &dyn, &statics) && p_parse_optional_attr_dict(p, &st->attrs) &&
              p_parse_colon_type(p, &from) && p_expect_keyword(p, "into") && p_parse_type(p, &to) &&
              st_add_operand(p, st, &src, from) && st_add_operands(p, st, &dyn, index_t(p)) &&
              st_add_result(p, st, to) && st_add_prop(p, st, "reassociation", re) &&
              st_add_prop(p, st, "static_output_shape",
                          p_attr_i64_array(p, (int)statics.len, statics.data));
    vec_release(&dyn);
    vec_release(&statics);
    return ok;
}

/* collapse_shape ::= $src $reassociation attr-dict `:` type($src) `into` type($result) */
static bool parse_collapse_shape(Parser *p, OpState *st) {
    OperandRef src;
    Attr *re;
    Type *from, *to;
    return p_parse_operand(p, &src) && parse_reassociation(p, &re) && p_parse_optional_attr_dict(p, &st->attrs) &&
           p_parse_colon_type(p, &from) && p_expect_keyword(p, "into") && p_parse_type(p, &to) &&
           st_add_operand(p, st, &src, from) && st_add_result(p, st, to) && st_add_prop(p, st, "reassociation", re);
}

/* transpose ::= $in $permutation attr-dict `:` type($in) `to` type($result) */
static bool parse_transpose(Parser *p, OpState *st) {
    OperandRef src;
    AffineMap *perm;
    Type *from, *to;
    return p_parse_operand(p, &src) && p_parse_affine_map_inline(p, &perm) &&
           p_parse_optional_attr_dict(p, &st->attrs) && p_parse_colon_type(p, &from) && p_expect_keyword(p, "to") &&
           p_parse_type(p, &to) && st_add_operand(p, st, &src, from) && st_add_result(p, st, to) &&
           st_add_prop(p, st, "permutation", p_attr_map(p, perm));
}

/* global ::= ($visibility)? (`constant`)? $sym_name `:` type
 *            (`=` (`uninitialized` | elements))? attr-dict */
static bool parse_global(Parser *p, OpState *st) {
    if (p_is(p, TK_STRING)) {
        const char *vis;
        int len;
        if (!p_parse_string(p, &vis, &len) || !st_add_prop(p, st, "sym_visibility", attr_string(p->arena, vis)))
            return false;
    }
    if (p_accept_keyword(p, "constant") && !st_add_prop(p, st, "constant", p_attr_unit(p))) return false;
    const char *name;
    Type *t;
    if (!p_parse_symbol_name(p, &name) || !st_add_prop(p, st, "sym_name", attr_string(p->arena, name)) ||
        !p_parse_colon_type(p, &t))
        return false;
    bool static_shape = t->kind == TY_MEMREF;
    for (int i = 0; static_shape && i < t->shaped.rank; i++) static_shape = t->shaped.dims[i] != DIM_DYNAMIC;
    if (!static_shape)   /* MLIR's parseGlobalMemrefOpTypeAndInitialValue: at the op's name */
        return p_error_at(p, st->loc, "type should be static shaped memref, but got '%s'", print_type_to_string(p->arena, t));
    Attr *ta = attr_new(p->arena, AT_TYPE);
    ta->type = t;
    if (!st_add_prop(p, st, "type", ta)) return false;
    if (p_accept(p, TK_EQUAL)) {
        Attr *init;
        if (p_accept_keyword(p, "uninitialized")) {
            init = p_attr_unit(p);
        } else {
            /* the initializer's type is the tensor of the memref's shape */
            Type tensor = *t;
            tensor.kind = TY_TENSOR;
            tensor.shaped.layout = tensor.shaped.space = NULL;
            if (!p_parse_attribute(p, &init, p_intern_type(p, &tensor))) return false;
        }
        if (!st_add_prop(p, st, "initial_value", init)) return false;
    }
    return p_parse_optional_attr_dict(p, &st->props);
}

/* get_global ::= $name `:` type($result) attr-dict */
static bool parse_get_global(Parser *p, OpState *st) {
    Attr *sym;
    Loc loc = p_loc(p);
    Type *t;
    if (!p_parse_attribute(p, &sym, NULL)) return false;
    if (sym->kind != AT_SYMBOL_REF) return p_error_at(p, loc, "expected symbol reference");
    return st_add_prop(p, st, "name", sym) && p_parse_colon_type(p, &t) && st_add_result(p, st, t) &&
           p_parse_optional_attr_dict(p, &st->attrs);
}

/* alloca_scope ::= (`->` `(` types `)`)? region attr-dict */
static bool parse_alloca_scope(Parser *p, OpState *st) {
    Vec types = VEC_INIT(Type *);
    bool ok = true;
    if (p_accept(p, TK_ARROW)) ok = p_parse_function_result_types(p, &types);
    for (size_t i = 0; ok && i < types.len; i++) ok = st_add_result(p, st, VEC_AT(&types, Type *, i));
    Region *r;
    ok = ok && p_parse_region(p, st, NULL, 0, &r);
    if (ok && types.len == 0) ok = p_ensure_terminator(p, r, OP_MEMREF_ALLOCA_SCOPE_RETURN, st->loc, NULL, 0);
    ok = ok && p_parse_optional_attr_dict(p, &st->attrs);
    vec_release(&types);
    return ok;
}


static const char *const rmw_kinds[] = {
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu",
    "minimumf", "minnumf", "mins", "minu", "mulf", "muli", "ori", "xori",
};

/* atomic_rmw ::= $kind $value `,` $memref `[` $indices `]` attr-dict `:` `(` type($value) `,` type($memref) `)` `->` type($result) */
static bool parse_atomic_rmw(Parser *p, OpState *st) {
    Loc kloc = p_loc(p);
    int kind = -1;
    for (int i = 0; i < 16; i++)
        if (p_is_keyword(p, rmw_kinds[i])) kind = i;
    if (kind < 0) return p_error_at(p, kloc, "expected an atomic rmw kind");
    p_advance(p);
    OperandRef v, m;
    Vec idx = VEC_INIT(OperandRef);
    Type *ft;
    bool ok = p_parse_operand(p, &v) && p_expect(p, TK_COMMA, "','") && parse_indexed(p, &m, &idx) &&
              p_parse_optional_attr_dict(p, &st->attrs) && p_expect(p, TK_COLON, "':'") && p_parse_function_type(p, &ft);
    if (ok && (ft->func.nin != 2 || ft->func.nout != 1)) ok = p_error(p, "expected (value, memref) -> result type");
    ok = ok && st_add_operand(p, st, &v, ft->func.in[0]) && st_add_operand(p, st, &m, ft->func.in[1]) &&
         st_add_operands(p, st, &idx, index_t(p)) && st_add_result(p, st, ft->func.out[0]) &&
         st_add_prop(p, st, "kind", p_attr_int(p, kind, type_integer(p->arena, 64, SIGNLESS)));
    vec_release(&idx);
    return ok;
}

/* generic_atomic_rmw ::= $memref `[` $indices `]` `:` type($memref) region attr-dict */
static bool parse_generic_atomic_rmw(Parser *p, OpState *st) {
    OperandRef m;
    Vec idx = VEC_INIT(OperandRef);
    Type *t;
    Region *r;
    bool ok = parse_indexed(p, &m, &idx) && parse_colon_memref(p, &t) && st_add_operand(p, st, &m, t) &&
              st_add_operands(p, st, &idx, index_t(p)) && st_add_result(p, st, type_element(t)) &&
              p_parse_region(p, st, NULL, 0, &r) && p_parse_optional_attr_dict(p, &st->attrs);
    vec_release(&idx);
    return ok;
}

/* prefetch ::= $memref `[` $indices `]` `,` (read|write) `,` `locality` `<` int `>`
 *              `,` (data|instr) attr-dict `:` type($memref) */
static bool parse_prefetch(Parser *p, OpState *st) {
    OperandRef m;
    Vec idx = VEC_INIT(OperandRef);
    Type *t;
    int64_t hint = 0;
    bool is_write = false, is_data = true;
    bool ok = parse_indexed(p, &m, &idx) && p_expect(p, TK_COMMA, "','");
    if (ok) {
        if (p_accept_keyword(p, "write")) is_write = true;
        else if (!p_accept_keyword(p, "read")) ok = p_error_at(p, st->loc, "rw specifier has to be 'read' or 'write'");
    }
    ok = ok && p_expect(p, TK_COMMA, "','") && p_expect_keyword(p, "locality") && p_expect(p, TK_LESS, "'<'") &&
         p_parse_int64(p, &hint) && p_expect(p, TK_GREATER, "'>'") && p_expect(p, TK_COMMA, "','");
    if (ok) {
        if (p_accept_keyword(p, "instr")) is_data = false;
        else if (!p_accept_keyword(p, "data")) ok = p_error_at(p, st->loc, "cache type has to be 'data' or 'instr'");
    }
    ok = ok && p_parse_optional_attr_dict(p, &st->attrs) && parse_colon_memref(p, &t) && st_add_operand(p, st, &m, t) &&
         st_add_operands(p, st, &idx, index_t(p));
    if (ok) {
        Attr *w = attr_new(p->arena, AT_BOOL), *d = attr_new(p->arena, AT_BOOL);
        w->type = d->type = type_integer(p->arena, 1, SIGNLESS);
        w->boolean = is_write;
        d->boolean = is_data;
        ok = st_add_prop(p, st, "isWrite", w) && st_add_prop(p, st, "isDataCache", d) &&
             st_add_prop(p, st, "localityHint", p_attr_int(p, hint, type_integer(p->arena, 32, SIGNLESS)));
    }
    vec_release(&idx);
    return ok;
}

/* dma_start ::= $src `[` idx `]` `,` $dst `[` idx `]` `,` $num `,` $tag `[` idx `]`
 *               (`,` $stride `,` $elts)? attr-dict `:` type, type, type */
static bool parse_memref_dma_start(Parser *p, OpState *st) {
    OperandRef src, dst, tag, num, extra[2];
    Vec si = VEC_INIT(OperandRef), di = VEC_INIT(OperandRef), ti = VEC_INIT(OperandRef);
    Type *t[3];
    bool strided = false;
    bool ok = parse_indexed(p, &src, &si) && p_expect(p, TK_COMMA, "','") && parse_indexed(p, &dst, &di) &&
              p_expect(p, TK_COMMA, "','") && p_parse_operand(p, &num) && p_expect(p, TK_COMMA, "','") &&
              parse_indexed(p, &tag, &ti);
    if (ok && p_accept(p, TK_COMMA)) {
        strided = true;
        ok = p_parse_operand(p, &extra[0]) && p_expect(p, TK_COMMA, "','") && p_parse_operand(p, &extra[1]);
    }
    ok = ok && p_parse_optional_attr_dict(p, &st->attrs) && p_expect(p, TK_COLON, "':'");
    for (int i = 0; ok && i < 3; i++) ok = (i == 0 || p_expect(p, TK_COMMA, "','")) && p_parse_type(p, &t[i]);
    ok = ok && st_add_operand(p, st, &src, t[0]) && st_add_operands(p, st, &si, index_t(p)) &&
         st_add_operand(p, st, &dst, t[1]) && st_add_operands(p, st, &di, index_t(p)) &&
         st_add_operand(p, st, &num, index_t(p)) && st_add_operand(p, st, &tag, t[2]) &&
         st_add_operands(p, st, &ti, index_t(p));
    if (ok && strided) ok = st_add_operand(p, st, &extra[0], index_t(p)) && st_add_operand(p, st, &extra[1], index_t(p));
    vec_release(&si);
    vec_release(&di);
    vec_release(&ti);
    return ok;
}

/* dma_wait ::= $tag `[` idx `]` `,` $num attr-dict `:` type($tag) */
static bool parse_memref_dma_wait(Parser *p, OpState *st) {
    OperandRef tag, num;
    Vec idx = VEC_INIT(OperandRef);
    Type *t;
    bool ok = parse_indexed(p, &tag, &idx) && p_expect(p, TK_COMMA, "','") && p_parse_operand(p, &num) &&
              p_parse_optional_attr_dict(p, &st->attrs) && parse_colon_memref(p, &t) && st_add_operand(p, st, &tag, t) &&
              st_add_operands(p, st, &idx, index_t(p)) && st_add_operand(p, st, &num, index_t(p));
    vec_release(&idx);
    return ok;
}

/* extract_strided_metadata ::= $source `:` type($source) `->` types */
static bool parse_extract_strided_metadata(Parser *p, OpState *st) {
    OperandRef m;
    Type *t;
    Vec types = VEC_INIT(Type *);
    bool ok = p_parse_operand(p, &m) && p_parse_optional_attr_dict(p, &st->attrs) && p_parse_colon_type(p, &t) &&
              p_expect(p, TK_ARROW, "'->'") && p_parse_type_list(p, &types) && st_add_operand(p, st, &m, t);
    for (size_t i = 0; ok && i < types.len; i++) ok = st_add_result(p, st, VEC_AT(&types, Type *, i));
    vec_release(&types);
    return ok;
}

/* extract_aligned_pointer_as_index ::= $source attr-dict `:` type($source) `->` type($result) */
static bool parse_extract_aligned_pointer(Parser *p, OpState *st) {
    OperandRef m;
    Type *t, *r;
    return p_parse_operand(p, &m) && p_parse_optional_attr_dict(p, &st->attrs) && p_parse_colon_type(p, &t) &&
           p_expect(p, TK_ARROW, "'->'") && p_parse_type(p, &r) && st_add_operand(p, st, &m, t) &&
           st_add_result(p, st, r);
}

/* assume_alignment ::= $memref `,` $alignment attr-dict `:` type($memref) */
static bool parse_assume_alignment(Parser *p, OpState *st) {
    OperandRef m;
    int64_t align;
    Type *t;
    return p_parse_operand(p, &m) && p_expect(p, TK_COMMA, "','") && p_parse_int64(p, &align) &&
           p_parse_optional_attr_dict(p, &st->attrs) && p_parse_colon_type(p, &t) && st_add_operand(p, st, &m, t) &&
           st_add_result(p, st, t) &&
           st_add_prop(p, st, "alignment", p_attr_int(p, align, type_integer(p->arena, 32, SIGNLESS)));
}

/* distinct_objects ::= $operands attr-dict `:` type($operands) */
static bool parse_distinct_objects(Parser *p, OpState *st) {
    Vec refs = VEC_INIT(OperandRef), types = VEC_INIT(Type *);
    bool ok = p_parse_operand_list(p, TK_EOF, &refs) && p_parse_optional_attr_dict(p, &st->attrs) &&
              p_expect(p, TK_COLON, "':'") && p_parse_type_list(p, &types) &&
              p_resolve_operand_list(p, &refs, &types, &st->operands);
    for (size_t i = 0; ok && i < types.len; i++) ok = st_add_result(p, st, VEC_AT(&types, Type *, i));
    vec_release(&refs);
    vec_release(&types);
    return ok;
}

/* reshape ::= $source `(` $shape `)` attr-dict `:` functional-type */
static bool parse_reshape(Parser *p, OpState *st) {
    OperandRef src, shape;
    Type *ft;
    bool ok = p_parse_operand(p, &src) && p_expect(p, TK_LPAREN, "'('") && p_parse_operand(p, &shape) &&
              p_expect(p, TK_RPAREN, "')'") && p_parse_optional_attr_dict(p, &st->attrs) &&
              p_expect(p, TK_COLON, "':'") && p_parse_function_type(p, &ft);
    if (ok && (ft->func.nin != 2 || ft->func.nout != 1)) ok = p_error(p, "expected (source, shape) -> result type");
    return ok && st_add_operand(p, st, &src, ft->func.in[0]) && st_add_operand(p, st, &shape, ft->func.in[1]) &&
           st_add_result(p, st, ft->func.out[0]);
}

static const CustomOpEntry entries[] = {
    {OP_MEMREF_ALLOC, parse_alloc},
    {OP_MEMREF_ALLOCA, parse_alloc},
    {OP_MEMREF_DEALLOC, parse_dealloc},
    {OP_MEMREF_LOAD, parse_load},
    {OP_MEMREF_STORE, parse_store},
    {OP_MEMREF_DIM, parse_dim},
    {OP_MEMREF_RANK, parse_rank},
    {OP_MEMREF_CAST, parse_cast_like},
    {OP_MEMREF_MEMORY_SPACE_CAST, parse_cast_like},
    {OP_MEMREF_REALLOC, parse_realloc},
    {OP_MEMREF_COPY, parse_copy},
    {OP_MEMREF_SUBVIEW, parse_subview},
    {OP_MEMREF_REINTERPRET_CAST, parse_reinterpret_cast},
    {OP_MEMREF_VIEW, parse_view},
    {OP_MEMREF_EXPAND_SHAPE, parse_expand_shape},
    {OP_MEMREF_COLLAPSE_SHAPE, parse_collapse_shape},
    {OP_MEMREF_TRANSPOSE, parse_transpose},
    {OP_MEMREF_GLOBAL, parse_global},
    {OP_MEMREF_GET_GLOBAL, parse_get_global},
    {OP_MEMREF_ALLOCA_SCOPE, parse_alloca_scope},
    {OP_MEMREF_ALLOCA_SCOPE_RETURN, p_parse_return_like},
    {OP_MEMREF_ATOMIC_YIELD, p_parse_return_like},
    {OP_MEMREF_ATOMIC_RMW, parse_atomic_rmw},
    {OP_MEMREF_GENERIC_ATOMIC_RMW, parse_generic_atomic_rmw},
    {OP_MEMREF_PREFETCH, parse_prefetch},
    {OP_MEMREF_DMA_START, parse_memref_dma_start},
    {OP_MEMREF_DMA_WAIT, parse_memref_dma_wait},
    {OP_MEMREF_EXTRACT_STRIDED_METADATA, parse_extract_strided_metadata},
    {OP_MEMREF_EXTRACT_ALIGNED_POINTER_AS_INDEX, parse_extract_aligned_pointer},
    {OP_MEMREF_ASSUME_ALIGNMENT, parse_assume_alignment},
    {OP_MEMREF_DISTINCT_OBJECTS, parse_distinct_objects},
    {OP_MEMREF_RESHAPE, parse_reshape},
};
CUSTOM_OP_TABLE(memref_custom_ops, entries);
