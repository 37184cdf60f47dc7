/* Custom forms of the vector dialect (MLIR 22): what -affine-super-vectorize
 * and -lower-affine emit and what people write around it. */
#include "custom_ops.h"
#include "legacy.h"
#include <string.h>

static Type *index_t(Parser *p) { return type_index(p->arena); }

static Type *vector_type(Parser *p, int rank, const int64_t *dims, const bool *scalable, Type *elem) {
    Type tmpl;
    memset(&tmpl, 0, sizeof tmpl);
    tmpl.kind = TY_VECTOR;
    tmpl.shaped.rank = rank;
    tmpl.shaped.dims = (int64_t *)dims;
    bool any = false;
    for (int i = 0; scalable && i < rank; i++) any |= scalable[i];
    tmpl.shaped.scalable = any ? (bool *)scalable : NULL;
    tmpl.shaped.elem = elem;
    return p_intern_type(p, &tmpl);
}

static bool expect_vector(Parser *p, Type *t, Loc loc) {
    if (t->kind != TY_VECTOR) return p_error_at(p, loc, "expected vector type");
    return true;
}

static bool parse_vector_type(Parser *p, Type **t) {
    Loc loc = p_loc(p);
    return p_parse_type(p, t) && expect_vector(p, *t, loc);
}

static bool has_attr(OpState *st, const char *name) {
    return named_attr_find((NamedAttr *)st->attrs.data, (int)st->attrs.len, name) != NULL;
}

/* `<` keyword (`,` keyword)* `>` captured into prefix...> */
static bool parse_angle_enum(Parser *p, const char *prefix, Attr **out) {
    if (!p_is(p, TK_LESS)) return p_error(p, "expected '<'");
    p_advance(p);
    const char *start = p->tok.ptr;
    if (!p_is(p, TK_BARE_ID)) return p_error(p, "expected keyword");
    while (p_is(p, TK_BARE_ID) || p_is(p, TK_COMMA)) p_advance(p);
    const char *end = p->tok.ptr;
    if (!p_expect(p, TK_GREATER, "'>'")) return false;
    *out = p_enum_attr(p, prefix, start, (int)(end - start));
    return true;
}

static const char *const combining_kinds[] = {
    "add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf",
    "and", "or", "xor", "minimumf", "maximumf",
};

static bool parse_combining_kind(Parser *p, Attr **out) {
    Loc loc = p_loc(p);
    if (p_is(p, TK_STRING)) {   /* seed 003: vector.reduction "add", ... */
        if (!legacy_string_keyword(p, "vector.reduction", "the kind as <add>")) return false;
        *out = p_enum_attr(p, "#vector.kind<", p->tok.ptr + 1, p->tok.len - 2);
        p_advance(p);
    } else if (!parse_angle_enum(p, "#vector.kind<", out)) {
        return false;
    }
    const char *body = (*out)->opaque + strlen("#vector.kind<");
    size_t n = strlen(body) - 1;
    for (size_t i = 0; i < sizeof combining_kinds / sizeof *combining_kinds; i++)
        if (strlen(combining_kinds[i]) == n && memcmp(combining_kinds[i], body, n) == 0) return true;
    return p_error_at(p, loc, "expected vector combining kind");
}

/* ------------------------------------------------------- memory access */

/* $base `[` $indices `]` */
static bool parse_indexed(Parser *p, OperandRef *base, Vec *idx) {
    return p_parse_operand(p, base) && p_parse_operand_list(p, TK_LSQUARE, idx);
}

/* The default permutation map of a transfer: the minor identity from the
 * source's rank to the vector's. */
static AffineMap *minor_identity(Parser *p, int src_rank, int vec_rank) {
    AffineExpr *res[64];
    if (vec_rank > 64) vec_rank = 64;
    for (int i = 0; i < vec_rank; i++) res[i] = p_aff_dim(p, src_rank - vec_rank + i);
    return p_affine_map(p, src_rank, 0, vec_rank, res);
}

/* The mask type of a transfer: the vector's dims in the order of the source
 * dims they map from (broadcast results dropped), MLIR's inferTransferOpMaskType. */
static Type *transfer_mask_type(Parser *p, Type *vec, AffineMap *map) {
    int64_t dims[64];
    bool scal[64];
    int n = 0;
    for (int pos = 0; pos < map->ndims && n < 64; pos++)
        for (int r = 0; r < map->nresults && r < vec->shaped.rank; r++)
            if (map->results[r]->kind == AFF_DIM && map->results[r]->value == pos) {
                dims[n] = vec->shaped.dims[r];
                scal[n++] = vec->shaped.scalable ? vec->shaped.scalable[r] : false;
            }
    return vector_type(p, n, dims, scal, type_integer(p->arena, 1, SIGNLESS));
}

/* Fills in the permutation map and in_bounds a transfer needs; returns the map. */
static bool transfer_defaults(Parser *p, OpState *st, Type *src, Type *vec, AffineMap **map) {
    const Attr *pm = named_attr_find((NamedAttr *)st->attrs.data, (int)st->attrs.len, "permutation_map");
    int src_rank = src->kind == TY_MEMREF || src->kind == TY_TENSOR ? src->shaped.rank : 0;
    if (pm && pm->kind == AT_AFFINE_MAP) {
        *map = pm->map;
    } else {
        *map = minor_identity(p, src_rank, vec->shaped.rank);
        if (!st_add_prop(p, st, "permutation_map", p_attr_map(p, *map))) return false;
    }
    if (!has_attr(st, "in_bounds")) {
        Attr *arr = attr_new(p->arena, AT_ARRAY);
        arr->array.n = (*map)->nresults;
        arr->array.elems = arena_alloc(p->arena, sizeof(Attr *) * (size_t)(arr->array.n ? arr->array.n : 1));
        for (int i = 0; i < arr->array.n; i++) {
            Attr *f = attr_new(p->arena, AT_BOOL);
            f->boolean = false;
            arr->array.elems[i] = p_intern_attr(p, f);
        }
        if (!st_add_prop(p, st, "in_bounds", arr)) return false;
    }
    return true;
}

/* `:` t1 `,` t2 as the transfer ops read it: any type list, then "requires
 * two types" at the ':' (TransferReadOp::parse); second must be a vector
 * when vector_second, else the first. */
static bool parse_transfer_types(Parser *p, Type **first, Type **second, bool vector_second) {
    Loc at = p_loc(p);
    Vec types = VEC_INIT(Type *);
    bool ok = p_expect(p, TK_COLON, "':'") && p_parse_type_list(p, &types);
    if (ok && types.len != 2) ok = p_error_at(p, at, "requires two types");
    if (ok) {
        *first = VEC_AT(&types, Type *, 0);
        *second = VEC_AT(&types, Type *, 1);
        ok = expect_vector(p, vector_second ? *second : *first, at);
    }
    vec_release(&types);
    return ok;
}

/* transfer_read ::= $base `[` $indices `]` `,` $padding (`,` $mask)? attr-dict
 *                   `:` type($base) `,` type($result) */
static bool parse_transfer_read(Parser *p, OpState *st) {
    OperandRef base, pad, mask;
    Vec idx = VEC_INIT(OperandRef);
    Type *src, *vec;
    AffineMap *map;
    bool has_mask = false;
    bool ok = parse_indexed(p, &base, &idx) && p_expect(p, TK_COMMA, "','") && p_parse_operand(p, &pad);
    if (ok && p_accept(p, TK_COMMA)) {
        has_mask = true;
        ok = p_parse_operand(p, &mask);
    }
    ok = ok && p_parse_optional_attr_dict(p, &st->attrs) && parse_transfer_types(p, &src, &vec, true) &&
         transfer_defaults(p, st, src, vec, &map) &&
         st_add_operand(p, st, &base, src) && st_add_operands(p, st, &idx, index_t(p)) &&
         st_add_operand(p, st, &pad, type_element(src)) &&
         (!has_mask || st_add_operand(p, st, &mask, transfer_mask_type(p, vec, map))) && st_add_result(p, st, vec);
    int64_t seg[4] = {1, (int64_t)idx.len, 1, has_mask};
    ok = ok && st_add_prop(p, st, "operandSegmentSizes", p_attr_i32_array(p, 4, seg));
    vec_release(&idx);
    return ok;
}

/* transfer_write ::= $valueToStore `,` $base `[` $indices `]` (`,` $mask)? attr-dict
 *                    `:` type($valueToStore) `,` type($base) */
static bool parse_transfer_write(Parser *p, OpState *st) {
    OperandRef val, base, mask;
    Vec idx = VEC_INIT(OperandRef);
    Type *src, *vec;
    AffineMap *map;
    bool has_mask = false;
    bool ok = p_parse_operand(p, &val) && p_expect(p, TK_COMMA, "','") && parse_indexed(p, &base, &idx);
    if (ok && p_accept(p, TK_COMMA)) {
        has_mask = true;
        ok = p_parse_operand(p, &mask);
    }
    ok = ok && p_parse_optional_attr_dict(p, &st->attrs) && parse_transfer_types(p, &vec, &src, false) &&
         transfer_defaults(p, st, src, vec, &map) && st_add_operand(p, st, &val, vec) &&
         st_add_operand(p, st, &base, src) && st_add_operands(p, st, &idx, index_t(p)) &&
         (!has_mask || st_add_operand(p, st, &mask, transfer_mask_type(p, vec, map)));
    if (ok && src->kind == TY_TENSOR) ok = st_add_result(p, st, src);
    int64_t seg[4] = {1, 1, (int64_t)idx.len, has_mask};
    ok = ok && st_add_prop(p, st, "operandSegmentSizes", p_attr_i32_array(p, 4, seg));
    vec_release(&idx);
    return ok;
}

/* load ::= $base `[` $indices `]` attr-dict `:` type($base) `,` type($result) */
static bool parse_load(Parser *p, OpState *st) {
    OperandRef base;
    Vec idx = VEC_INIT(OperandRef);
    Type *src, *vec;
    bool ok = parse_indexed(p, &base, &idx) && p_parse_optional_attr_dict(p, &st->attrs) &&
              p_parse_colon_type(p, &src) && p_expect(p, TK_COMMA, "','") && parse_vector_type(p, &vec) &&
              st_add_operand(p, st, &base, src) && st_add_operands(p, st, &idx, index_t(p)) &&
              st_add_result(p, st, vec);
    vec_release(&idx);
    return ok;
}

/* store ::= $valueToStore `,` $base `[` $indices `]` attr-dict `:` type($base) `,` type($valueToStore) */
static bool parse_store(Parser *p, OpState *st) {
    OperandRef val, base;
    Vec idx = VEC_INIT(OperandRef);
    Type *dst, *vec;
    bool ok = p_parse_operand(p, &val) && p_expect(p, TK_COMMA, "','") && parse_indexed(p, &base, &idx) &&
              p_parse_optional_attr_dict(p, &st->attrs) && p_parse_colon_type(p, &dst) &&
              p_expect(p, TK_COMMA, "','") && parse_vector_type(p, &vec) && st_add_operand(p, st, &val, vec) &&
              st_add_operand(p, st, &base, dst) && st_add_operands(p, st, &idx, index_t(p));
    vec_release(&idx);
    return ok;
}

/* maskedload ::= $base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:`
 *                type($base) `,` type($mask) `,` type($pass_thru) `into` type($result) */
static bool parse_maskedload(Parser *p, OpState *st) {
    OperandRef base, mask, pass;
    Vec idx = VEC_INIT(OperandRef);
    Type *src, *mt, *pt, *rt;
    bool ok = parse_indexed(p, &base, &idx) && p_expect(p, TK_COMMA, "','") && p_parse_operand(p, &mask) &&
              p_expect(p, TK_COMMA, "','") && p_parse_operand(p, &pass) &&
              p_parse_optional_attr_dict(p, &st->attrs) && p_parse_colon_type(p, &src) &&
              p_expect(p, TK_COMMA, "','") && parse_vector_type(p, &mt) && p_expect(p, TK_COMMA, "','") &&
              parse_vector_type(p, &pt) && p_expect_keyword(p, "into") && parse_vector_type(p, &rt) &&
              st_add_operand(p, st, &base, src) && st_add_operands(p, st, &idx, index_t(p)) &&
              st_add_operand(p, st, &mask, mt) && st_add_operand(p, st, &pass, pt) && st_add_result(p, st, rt);
    vec_release(&idx);
    return ok;
}

/* maskedstore ::= $base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:`
 *                 type($base) `,` type($mask) `,` type($valueToStore) */
static bool parse_maskedstore(Parser *p, OpState *st) {
    OperandRef base, mask, val;
    Vec idx = VEC_INIT(OperandRef);
    Type *dst, *mt, *vt;
    bool ok = parse_indexed(p, &base, &idx) && p_expect(p, TK_COMMA, "','") && p_parse_operand(p, &mask) &&
              p_expect(p, TK_COMMA, "','") && p_parse_operand(p, &val) &&
              p_parse_optional_attr_dict(p, &st->attrs) && p_parse_colon_type(p, &dst) &&
              p_expect(p, TK_COMMA, "','") && parse_vector_type(p, &mt) && p_expect(p, TK_COMMA, "','") &&
              parse_vector_type(p, &vt) && st_add_operand(p, st, &base, dst) &&
              st_add_operands(p, st, &idx, index_t(p)) && st_add_operand(p, st, &mask, mt) &&
              st_add_operand(p, st, &val, vt);
    vec_release(&idx);
    return ok;
}

/* gather ::= $base `[` $offsets `]` `[` $index_vec `]` `,` $mask `,` $pass_thru attr-dict
 *            `:` type($base) `,` type($index_vec) `,` type($mask) `,` type($pass_thru) `into` type($result)
 * scatter ::= $base `[` $offsets `]` `[` $index_vec `]` `,` $mask `,` $valueToStore attr-dict
 *            `:` type($base) `,` type($index_vec) `,` type($mask) `,` type($valueToStore) */
static bool parse_gather_scatter(Parser *p, OpState *st, bool is_gather) {
    OperandRef base, mask, other;
    Vec idx = VEC_INIT(OperandRef), vec = VEC_INIT(OperandRef);
    Type *bt, *it, *mt, *ot, *rt = NULL;
    bool ok = parse_indexed(p, &base, &idx) && p_parse_operand_list(p, TK_LSQUARE, &vec);
    if (ok && vec.len != 1) ok = p_error(p, "expected one index vector");
    ok = ok && p_expect(p, TK_COMMA, "','") && p_parse_operand(p, &mask) && p_expect(p, TK_COMMA, "','") &&
         p_parse_operand(p, &other) && p_parse_optional_attr_dict(p, &st->attrs) && p_parse_colon_type(p, &bt) &&
         p_expect(p, TK_COMMA, "','") && parse_vector_type(p, &it) && p_expect(p, TK_COMMA, "','") &&
         parse_vector_type(p, &mt) && p_expect(p, TK_COMMA, "','") && parse_vector_type(p, &ot) &&
         (!is_gather || (p_expect_keyword(p, "into") && parse_vector_type(p, &rt))) &&
         st_add_operand(p, st, &base, bt) && st_add_operands(p, st, &idx, index_t(p)) &&
         st_add_operand(p, st, &VEC_AT(&vec, OperandRef, 0), it) && st_add_operand(p, st, &mask, mt) &&
         st_add_operand(p, st, &other, ot) && (!is_gather || st_add_result(p, st, rt));
    vec_release(&idx);
    vec_release(&vec);
    return ok;
}
static bool parse_gather(Parser *p, OpState *st) { return parse_gather_scatter(p, st, true); }
static bool parse_scatter(Parser *p, OpState *st) { return parse_gather_scatter(p, st, false); }

/* ----------------------------------------------------------- arithmetic */

/* reduction ::= $kind `,` $vector (`,` $acc)? (`fastmath` flags)? attr-dict
 *               `:` type($vector) `into` type($dest) */
static bool parse_reduction(Parser *p, OpState *st) {
    Attr *kind;
    OperandRef v, acc;
    bool has_acc = false;
    Type *vt, *rt;
    if (!parse_combining_kind(p, &kind) || !p_expect(p, TK_COMMA, "','") || !p_parse_operand(p, &v)) return false;
    if (p_accept(p, TK_COMMA)) {
        has_acc = true;
        if (!p_parse_operand(p, &acc)) return false;
    }
    if (p_accept_keyword(p, "fastmath")) {
        Attr *fm;
        if (!parse_angle_enum(p, "#arith.fastmath<", &fm) || !st_add_prop(p, st, "fastmath", fm)) return false;
    }
    return p_parse_optional_attr_dict(p, &st->attrs) && p_expect(p, TK_COLON, "':'") &&
           parse_vector_type(p, &vt) && p_expect_keyword(p, "into") && p_parse_type(p, &rt) &&
           st_add_operand(p, st, &v, vt) && (!has_acc || st_add_operand(p, st, &acc, rt)) &&
           st_add_result(p, st, rt) && st_add_prop(p, st, "kind", kind);
}

/* extract ::= $vector `[` position `]` attr-dict `:` type($result) `from` type($vector) */
static bool parse_extract(Parser *p, OpState *st) {
    OperandRef v;
    Vec statics = VEC_INIT(int64_t), dyn = VEC_INIT(OperandRef);
    Type *rt, *vt;
    bool ok = p_parse_operand(p, &v) && p_parse_mixed_index_list(p, &dyn, &statics) &&
              p_parse_optional_attr_dict(p, &st->attrs) && p_parse_colon_type(p, &rt) &&
              p_expect_keyword(p, "from") && parse_vector_type(p, &vt) && st_add_operand(p, st, &v, vt) &&
              st_add_operands(p, st, &dyn, index_t(p)) && st_add_result(p, st, rt) &&
              st_add_prop(p, st, "static_position",
                          p_attr_i64_array(p, (int)statics.len, statics.data));
    vec_release(&statics);
    vec_release(&dyn);
    return ok;
}

/* insert ::= $valueToStore `,` $dest `[` position `]` attr-dict `:`
 *            type($valueToStore) `into` type($dest) */
static bool parse_insert(Parser *p, OpState *st) {
    OperandRef s, d;
    Vec statics = VEC_INIT(int64_t), dyn = VEC_INIT(OperandRef);
    Type *stype, *dt;
    bool ok = p_parse_operand(p, &s) && p_expect(p, TK_COMMA, "','") && p_parse_operand(p, &d) &&
              p_parse_mixed_index_list(p, &dyn, &statics) && p_parse_optional_attr_dict(p, &st->attrs) &&
              p_parse_colon_type(p, &stype) && p_expect_keyword(p, "into") && parse_vector_type(p, &dt) &&
              st_add_operand(p, st, &s, stype) && st_add_operand(p, st, &d, dt) &&
              st_add_operands(p, st, &dyn, index_t(p)) && st_add_result(p, st, dt) &&
              st_add_prop(p, st, "static_position",
                          p_attr_i64_array(p, (int)statics.len, statics.data));
    vec_release(&statics);
    vec_release(&dyn);
    return ok;
}

/* fma ::= $lhs `,` $rhs `,` $acc attr-dict `:` type($lhs) */
static bool parse_fma(Parser *p, OpState *st) {
    OperandRef a, b, c;
    Type *t;
    return p_parse_operand(p, &a) && p_expect(p, TK_COMMA, "','") && p_parse_operand(p, &b) &&
           p_expect(p, TK_COMMA, "','") && p_parse_operand(p, &c) && p_parse_optional_attr_dict(p, &st->attrs) &&
           p_expect(p, TK_COLON, "':'") && parse_vector_type(p, &t) && st_add_operand(p, st, &a, t) &&
           st_add_operand(p, st, &b, t) && st_add_operand(p, st, &c, t) && st_add_result(p, st, t);
}

/* cast-like ::= $source attr-dict `:` type($source) `to` type($result)
 * (broadcast, shape_cast, bitcast) */
static bool parse_cast_like(Parser *p, OpState *st) {
    OperandRef v;
    Type *from, *to;
    return p_parse_operand(p, &v) && p_parse_optional_attr_dict(p, &st->attrs) && p_parse_colon_type(p, &from) &&
           p_expect_keyword(p, "to") && parse_vector_type(p, &to) && st_add_operand(p, st, &v, from) &&
           st_add_result(p, st, to);
}

/* extract_strided_slice ::= $source attr-dict `:` type($source) `to` type($result) */
static bool parse_extract_strided_slice(Parser *p, OpState *st) { return parse_cast_like(p, st); }

/* insert_strided_slice ::= $valueToStore `,` $dest attr-dict `:` type($valueToStore) `into` type($dest) */
static bool parse_insert_strided_slice(Parser *p, OpState *st) {
    OperandRef v, dst;
    Type *vt, *dt;
    return p_parse_operand(p, &v) && p_expect(p, TK_COMMA, "','") && p_parse_operand(p, &dst) &&
           p_parse_optional_attr_dict(p, &st->attrs) && p_expect(p, TK_COLON, "':'") && parse_vector_type(p, &vt) &&
           p_expect_keyword(p, "into") && parse_vector_type(p, &dt) && st_add_operand(p, st, &v, vt) &&
           st_add_operand(p, st, &dst, dt) && st_add_result(p, st, dt);
}

/* create_mask ::= $operands attr-dict `:` type(results) */
static bool parse_create_mask(Parser *p, OpState *st) {
    Vec refs = VEC_INIT(OperandRef);
    Type *t;
    bool ok = p_parse_operand_list(p, TK_EOF, &refs) && p_parse_optional_attr_dict(p, &st->attrs) &&
              p_expect(p, TK_COLON, "':'") && parse_vector_type(p, &t) && st_add_operands(p, st, &refs, index_t(p)) &&
              st_add_result(p, st, t);
    vec_release(&refs);
    return ok;
}

/* `[` int, ... `]` as an array<i64> */
static bool parse_int_list(Parser *p, Attr **out) {
    Vec v = VEC_INIT(int64_t);
    bool ok = p_expect(p, TK_LSQUARE, "'['");
    if (ok && !p_is(p, TK_RSQUARE)) {
        do {
            int64_t x;
            if (!(ok = p_parse_int64(p, &x))) break;
            vec_push(&v, &x);
        } while (p_accept(p, TK_COMMA));
    }
    ok = ok && p_expect(p, TK_RSQUARE, "']'");
    if (ok) *out = p_attr_i64_array(p, (int)v.len, v.data);
    vec_release(&v);
    return ok;
}

/* constant_mask ::= $mask_dim_sizes attr-dict `:` type(results) */
static bool parse_constant_mask(Parser *p, OpState *st) {
    Attr *sizes;
    Type *t;
    return parse_int_list(p, &sizes) && p_parse_optional_attr_dict(p, &st->attrs) && p_expect(p, TK_COLON, "':'") &&
           parse_vector_type(p, &t) && st_add_result(p, st, t) && st_add_prop(p, st, "mask_dim_sizes", sizes);
}

/* step ::= attr-dict `:` type($result) */
static bool parse_step(Parser *p, OpState *st) {
    Type *t;
    return p_parse_optional_attr_dict(p, &st->attrs) && p_expect(p, TK_COLON, "':'") && parse_vector_type(p, &t) &&
           st_add_result(p, st, t);
}

/* from_elements ::= $elements attr-dict `:` type($result) */
static bool parse_from_elements(Parser *p, OpState *st) {
    Vec refs = VEC_INIT(OperandRef);
    Type *t;
    bool ok = p_parse_operand_list(p, TK_EOF, &refs) && p_parse_optional_attr_dict(p, &st->attrs) &&
              p_expect(p, TK_COLON, "':'") && parse_vector_type(p, &t) &&
              st_add_operands(p, st, &refs, type_element(t)) && st_add_result(p, st, t);
    vec_release(&refs);
    return ok;
}

/* to_elements ::= $source attr-dict `:` type($source); one result of the
 * element type per element, in row-major order */
static bool parse_to_elements(Parser *p, OpState *st) {
    OperandRef v;
    Type *t;
    if (!p_parse_operand(p, &v) || !p_parse_optional_attr_dict(p, &st->attrs) || !p_expect(p, TK_COLON, "':'") ||
        !parse_vector_type(p, &t) || !st_add_operand(p, st, &v, t))
        return false;
    int64_t n = 1;
    for (int d = 0; d < t->shaped.rank; d++) n *= t->shaped.dims[d];
    for (int64_t i = 0; i < n; i++)
        if (!st_add_result(p, st, type_element(t))) return false;
    return true;
}

/* transpose ::= $vector `,` $permutation attr-dict `:` type($vector) `to` type($result) */
static bool parse_transpose(Parser *p, OpState *st) {
    OperandRef v;
    Attr *perm;
    Type *from, *to;
    return p_parse_operand(p, &v) && p_expect(p, TK_COMMA, "','") && parse_int_list(p, &perm) &&
           p_parse_optional_attr_dict(p, &st->attrs) && p_expect(p, TK_COLON, "':'") &&
           parse_vector_type(p, &from) && p_expect_keyword(p, "to") && parse_vector_type(p, &to) &&
           st_add_operand(p, st, &v, from) && st_add_result(p, st, to) && st_add_prop(p, st, "permutation", perm);
}

/* shuffle ::= $v1 `,` $v2 $mask attr-dict `:` type($v1) `,` type($v2) */
static bool parse_shuffle(Parser *p, OpState *st) {
    OperandRef a, b;
    Attr *mask;
    Type *ta, *tb;
    if (!p_parse_operand(p, &a) || !p_expect(p, TK_COMMA, "','") || !p_parse_operand(p, &b) ||
        !parse_int_list(p, &mask) || !p_parse_optional_attr_dict(p, &st->attrs) ||
        !p_expect(p, TK_COLON, "':'") || !parse_vector_type(p, &ta) || !p_expect(p, TK_COMMA, "','") ||
        !parse_vector_type(p, &tb))
        return false;
    int rank = ta->shaped.rank ? ta->shaped.rank : 1;
    int64_t dims[64];
    if (rank > 64) return p_error(p, "vector rank too large");
    dims[0] = mask->dense_array.n;
    for (int i = 1; i < rank; i++) dims[i] = ta->shaped.dims[i];
    return st_add_operand(p, st, &a, ta) && st_add_operand(p, st, &b, tb) &&
           st_add_result(p, st, vector_type(p, rank, dims, NULL, type_element(ta))) &&
           st_add_prop(p, st, "mask", mask);
}

/* outerproduct ::= $lhs `,` $rhs (`,` $acc)? attr-dict `:` type($lhs) `,` type($rhs) */
static bool parse_outerproduct(Parser *p, OpState *st) {
    OperandRef ops[3], extra;
    int nops = 0;
    Type *ta, *tb;
    /* OuterProductOp::parse: any operand list, then the counts and kinds at the op's name */
    do {
        if (!p_parse_operand(p, nops < 3 ? &ops[nops] : &extra)) return false;
        nops++;
    } while (p_accept(p, TK_COMMA));
    if (!p_parse_optional_attr_dict(p, &st->attrs) || !p_expect(p, TK_COLON, "':'") || !p_parse_type(p, &ta) ||
        !p_expect(p, TK_COMMA, "','") || !p_parse_type(p, &tb))
        return false;
    if (nops < 2) return p_error_at(p, st->loc, "expected at least 2 operands");
    if (ta->kind != TY_VECTOR) return p_error_at(p, st->loc, "expected vector type for operand #1");
    if (nops > 3) return p_error_at(p, st->loc, "expected at most 3 operands");
    if (ta->shaped.rank < 1 || (tb->kind == TY_VECTOR && tb->shaped.rank < 1))
        return p_error_at(p, st->loc, "expected 1-d vector for the operands of 'vector.outerproduct'");
    OperandRef a = ops[0], b = ops[1], acc = ops[2];
    bool has_acc = nops == 3;
    int64_t dims[2] = {ta->shaped.dims[0], 0};
    bool scal[2] = {ta->shaped.scalable ? ta->shaped.scalable[0] : false, false};
    int rank = 1;
    if (tb->kind == TY_VECTOR) {
        dims[1] = tb->shaped.dims[0];
        scal[1] = tb->shaped.scalable ? tb->shaped.scalable[0] : false;
        rank = 2;
    }
    Type *rt = vector_type(p, rank, dims, scal, type_element(ta));
    if (!st_add_operand(p, st, &a, ta) || !st_add_operand(p, st, &b, tb) ||
        (has_acc && !st_add_operand(p, st, &acc, rt)) || !st_add_result(p, st, rt))
        return false;
    if (has_attr(st, "kind")) return true;
    return st_add_prop(p, st, "kind", p_enum_attr(p, "#vector.kind<", "add", 3));
}

/* contract ::= attr-dict $lhs `,` $rhs `,` $acc (`,` masks)? `:` type($lhs) `,`
 *              type($rhs) `into` type($acc); iterator types written as strings
 *              become #vector.iterator_type<...>. */
static bool parse_contract(Parser *p, OpState *st) {
    OperandRef a, b, c;
    Type *ta, *tb, *tc;
    Vec attrs = VEC_INIT(NamedAttr);
    bool ok = p_parse_optional_attr_dict(p, &attrs) && p_parse_operand(p, &a) && p_expect(p, TK_COMMA, "','") &&
              p_parse_operand(p, &b) && p_expect(p, TK_COMMA, "','") && p_parse_operand(p, &c) &&
              p_expect(p, TK_COLON, "':'") && p_parse_type(p, &ta) && p_expect(p, TK_COMMA, "','") &&
              p_parse_type(p, &tb) && p_expect_keyword(p, "into") && p_parse_type(p, &tc) &&
              st_add_operand(p, st, &a, ta) && st_add_operand(p, st, &b, tb) && st_add_operand(p, st, &c, tc) &&
              st_add_result(p, st, tc);
    bool has_kind = false;
    for (size_t i = 0; ok && i < attrs.len; i++) {
        NamedAttr *na = &VEC_AT(&attrs, NamedAttr, i);
        Attr *v = na->value;
        if (strcmp(na->name, "iterator_types") == 0 && v->kind == AT_ARRAY) {
            Attr *arr = attr_new(p->arena, AT_ARRAY);
            arr->array.n = v->array.n;
            arr->array.elems = arena_alloc(p->arena, sizeof(Attr *) * (size_t)(v->array.n ? v->array.n : 1));
            for (int k = 0; k < v->array.n; k++) {
                Attr *e = v->array.elems[k];
                if (e->kind == AT_STRING) e = p_enum_attr(p, "#vector.iterator_type<", e->string.data, e->string.len);
                arr->array.elems[k] = e;
            }
            v = arr;
        }
        if (strcmp(na->name, "kind") == 0) has_kind = true;
        if (strcmp(na->name, "indexing_maps") == 0 || strcmp(na->name, "iterator_types") == 0 ||
            strcmp(na->name, "kind") == 0)
            ok = st_add_prop(p, st, na->name, v);
        else
            ok = p_add_attr(p, &st->attrs, na->name, v);
    }
    if (ok && !has_kind) ok = st_add_prop(p, st, "kind", p_enum_attr(p, "#vector.kind<", "add", 3));
    vec_release(&attrs);
    return ok;
}

/* print ::= ($source^ `:` type($source))? (`str` $stringLiteral)?
 *           (`punctuation` $punctuation)? attr-dict */
static bool parse_print(Parser *p, OpState *st) {
    if (p_is(p, TK_PERCENT_ID)) {
        OperandRef v;
        Type *t;
        if (!p_parse_operand(p, &v) || !p_parse_colon_type(p, &t) || !st_add_operand(p, st, &v, t)) return false;
    }
    if (p_accept_keyword(p, "str")) {
        const char *s;
        int len;
        if (!p_is(p, TK_STRING)) return p_error(p, "expected string");
        if (!p_parse_string(p, &s, &len)) return false;
        Attr *a = attr_new(p->arena, AT_STRING);
        a->string.data = s;
        a->string.len = len;
        if (!st_add_prop(p, st, "stringLiteral", a)) return false;
    }
    Attr *punct;
    if (p_accept_keyword(p, "punctuation")) {
        if (!parse_angle_enum(p, "#vector.punctuation<", &punct)) return false;
    } else {
        punct = p_enum_attr(p, "#vector.punctuation<", "newline", 7);
    }
    return st_add_prop(p, st, "punctuation", punct) && p_parse_optional_attr_dict(p, &st->attrs);
}

static const CustomOpEntry entries[] = {
    {OP_VECTOR_TRANSFER_READ, parse_transfer_read},
    {OP_VECTOR_TRANSFER_WRITE, parse_transfer_write},
    {OP_VECTOR_LOAD, parse_load},
    {OP_VECTOR_STORE, parse_store},
    {OP_VECTOR_MASKEDLOAD, parse_maskedload},
    {OP_VECTOR_MASKEDSTORE, parse_maskedstore},
    {OP_VECTOR_EXPANDLOAD, parse_maskedload},       /* the same forms: */
    {OP_VECTOR_COMPRESSSTORE, parse_maskedstore},   /* base[i], mask, value : types */
    {OP_VECTOR_GATHER, parse_gather},
    {OP_VECTOR_SCATTER, parse_scatter},
    {OP_VECTOR_REDUCTION, parse_reduction},
    {OP_VECTOR_EXTRACT, parse_extract},
    {OP_VECTOR_INSERT, parse_insert},
    {OP_VECTOR_FMA, parse_fma},
    {OP_VECTOR_BROADCAST, parse_cast_like},
    {OP_VECTOR_SHAPE_CAST, parse_cast_like},
    {OP_VECTOR_BITCAST, parse_cast_like},
    {OP_VECTOR_CREATE_MASK, parse_create_mask},
    {OP_VECTOR_CONSTANT_MASK, parse_constant_mask},
    {OP_VECTOR_STEP, parse_step},
    {OP_VECTOR_FROM_ELEMENTS, parse_from_elements},
    {OP_VECTOR_TO_ELEMENTS, parse_to_elements},
    {OP_VECTOR_TRANSPOSE, parse_transpose},
    {OP_VECTOR_EXTRACT_STRIDED_SLICE, parse_extract_strided_slice},
    {OP_VECTOR_INSERT_STRIDED_SLICE, parse_insert_strided_slice},
    {OP_VECTOR_SHUFFLE, parse_shuffle},
    {OP_VECTOR_OUTERPRODUCT, parse_outerproduct},
    {OP_VECTOR_CONTRACT, parse_contract},
    {OP_VECTOR_PRINT, parse_print},
};
CUSTOM_OP_TABLE(vector_custom_ops, entries);
