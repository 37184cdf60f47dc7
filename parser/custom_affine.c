/* Custom forms of the sixteen ops of the affine dialect (seed 001; MLIR
 * 22's AffineOps.cpp builds the same ops).  Subscripts and bounds are maps
 * of SSA ids: see p_parse_affine_map_of_ssa_ids. */
#include "custom_ops.h"
#include "parse.h"
#include <string.h>

static Type *index_t(Parser *p) { return type_index(p->arena); }

/* Adds the dim then symbol operands of a map of SSA ids. */
static bool add_map_operands(Parser *p, OpState *st, AffineSsaMap *m) {
    return st_add_operands(p, st, &m->dim_refs, index_t(p)) && st_add_operands(p, st, &m->sym_refs, index_t(p));
}

/* How a dim-and-symbol-use-list is checked against its map while parsing,
 * as MLIR's parsers do: loop bounds and affine.if each count on their own,
 * affine.apply both at once; affine.min and max leave it to the verifier. */
typedef enum { COUNTS_SEPARATELY, COUNTS_TOGETHER, COUNTS_UNCHECKED } CountCheck;

/* dim-and-symbol-use-list ::= `(` ssa-uses `)` (`[` ssa-uses `]`)? */
static bool parse_dims_and_symbols(Parser *p, OpState *st, const AffineMap *map, Loc loc, CountCheck check) {
    Vec dims = VEC_INIT(OperandRef), syms = VEC_INIT(OperandRef);
    bool ok = p_parse_operand_list(p, TK_LPAREN, &dims);
    if (ok && p_is(p, TK_LSQUARE)) ok = p_parse_operand_list(p, TK_LSQUARE, &syms);
    if (ok && check == COUNTS_TOGETHER && ((int)dims.len != map->ndims || (int)syms.len != map->nsyms))
        ok = p_error_at(p, st->loc, "custom op '%s' dimension or symbol index mismatch", st->name);
    /* loop bounds and affine.if report their counts at the op's name */
    const char *what = st->code == OP_AFFINE_IF ? "integer set" : "affine map";
    if (ok && check == COUNTS_SEPARATELY && (int)dims.len != map->ndims)
        ok = p_error_at(p, st->loc, "dim operand count and %s dim count must match", what);
    if (ok && check == COUNTS_SEPARATELY && (int)syms.len != map->nsyms)
        ok = p_error_at(p, st->loc, "symbol operand count and %s symbol count must match", what);
    ok = ok && st_add_operands(p, st, &dims, index_t(p)) && st_add_operands(p, st, &syms, index_t(p));
    vec_release(&dims);
    vec_release(&syms);
    return ok;
}

/* apply/min/max ::= $map dim-and-symbol-use-list attr-dict */
static bool parse_map_application(Parser *p, OpState *st) {
    Loc loc = p_loc(p);
    AffineMap *map;
    bool apply = st->code == OP_AFFINE_APPLY;
    if (!p_parse_affine_map_attr(p, &map) ||
        !parse_dims_and_symbols(p, st, map, loc, apply ? COUNTS_TOGETHER : COUNTS_UNCHECKED) ||
        !p_parse_optional_attr_dict(p, &st->attrs))
        return false;
    /* apply has as many results as its map (AffineApplyOp::parse): a map of
     * two results is then "operation defines 2 results" or "requires one result" */
    int nresults = apply ? map->nresults : 1;
    bool ok = st_add_prop(p, st, "map", p_attr_map(p, map));
    for (int i = 0; ok && i < nresults; i++) ok = st_add_result(p, st, index_t(p));
    return ok;
}

/* $memref `[` subscripts `]`: the memref ref and the subscript map */
static bool parse_subscripted(Parser *p, OperandRef *memref, AffineSsaMap *m) {
    return p_parse_operand(p, memref) && p_parse_affine_map_of_ssa_ids(p, TK_LSQUARE, m);
}

static bool check_memref(Parser *p, Type *t, Loc loc) {
    if (t->kind != TY_MEMREF) return p_error_at(p, loc, "expected memref type");
    return true;
}

/* load ::= $memref `[` subscripts `]` attr-dict `:` type($memref)
 * vector_load ::= ... `:` type($memref) `,` type($result) */
static bool parse_load(Parser *p, OpState *st) {
    bool vector = st->code == OP_AFFINE_VECTOR_LOAD;
    OperandRef mem;
    AffineSsaMap m;
    affine_ssa_map_init(&m);
    Type *mt, *vt = NULL;
    Loc tloc;
    bool ok = parse_subscripted(p, &mem, &m) && p_parse_optional_attr_dict(p, &st->attrs) &&
              p_expect(p, TK_COLON, "':'");
    tloc = p_loc(p);
    ok = ok && p_parse_type(p, &mt) && check_memref(p, mt, tloc);
    if (ok && vector) ok = p_expect(p, TK_COMMA, "','") && p_parse_type(p, &vt);
    ok = ok && st_add_operand(p, st, &mem, mt) && add_map_operands(p, st, &m) &&
         st_add_prop(p, st, "map", p_attr_map(p, m.map)) &&
         st_add_result(p, st, vector ? vt : mt->shaped.elem);
    affine_ssa_map_release(&m);
    return ok;
}

/* store ::= $value `,` $memref `[` subscripts `]` attr-dict `:` type($memref)
 * vector_store ::= ... `:` type($memref) `,` type($value) */
static bool parse_store(Parser *p, OpState *st) {
    bool vector = st->code == OP_AFFINE_VECTOR_STORE;
    OperandRef val, mem;
    AffineSsaMap m;
    affine_ssa_map_init(&m);
    Type *mt, *vt = NULL;
    bool ok = p_parse_operand(p, &val) && p_expect(p, TK_COMMA, "','") && parse_subscripted(p, &mem, &m) &&
              p_parse_optional_attr_dict(p, &st->attrs) && p_expect(p, TK_COLON, "':'");
    Loc tloc = p_loc(p);
    ok = ok && p_parse_type(p, &mt) && check_memref(p, mt, tloc);
    if (ok && vector) ok = p_expect(p, TK_COMMA, "','") && p_parse_type(p, &vt);
    ok = ok && st_add_operand(p, st, &val, vector ? vt : mt->shaped.elem) && st_add_operand(p, st, &mem, mt) &&
         add_map_operands(p, st, &m) && st_add_prop(p, st, "map", p_attr_map(p, m.map));
    affine_ssa_map_release(&m);
    return ok;
}

/* prefetch ::= $memref `[` subscripts `]` `,` (read|write) `,` `locality` `<` int `>`
 *              `,` (data|instr) attr-dict `:` type($memref) */
static bool parse_prefetch(Parser *p, OpState *st) {
    OperandRef mem;
    AffineSsaMap m;
    affine_ssa_map_init(&m);
    Type *mt;
    int64_t hint = 0;
    bool ok = parse_subscripted(p, &mem, &m) && p_expect(p, TK_COMMA, "','");
    bool is_write = false, is_data = true;
    if (ok) {
        if (p_accept_keyword(p, "write")) is_write = true;
        else if (!p_accept_keyword(p, "read")) ok = p_error_at(p, st->loc, "rw specifier has to be 'read' or 'write'");
    }
    ok = ok && p_expect(p, TK_COMMA, "','") && p_expect_keyword(p, "locality") && p_expect(p, TK_LESS, "'<'");
    /* a hint outside 0..3 is the verifier's (ODS) error, at the op */
    ok = ok && p_parse_int64(p, &hint) && p_expect(p, TK_GREATER, "'>'") && p_expect(p, TK_COMMA, "','");
    if (ok) {
        if (p_accept_keyword(p, "instr")) is_data = false;
        else if (!p_accept_keyword(p, "data")) ok = p_error_at(p, st->loc, "cache type has to be 'data' or 'instr'");
    }
    ok = ok && p_parse_optional_attr_dict(p, &st->attrs) && p_expect(p, TK_COLON, "':'");
    Loc tloc = p_loc(p);
    ok = ok && p_parse_type(p, &mt) && check_memref(p, mt, tloc) && st_add_operand(p, st, &mem, mt) &&
         add_map_operands(p, st, &m);
    if (ok) {
        Attr *w = attr_new(p->arena, AT_BOOL), *d = attr_new(p->arena, AT_BOOL);
        w->boolean = is_write;
        w->type = d->type = type_integer(p->arena, 1, SIGNLESS);
        d->boolean = is_data;
        ok = st_add_prop(p, st, "isWrite", w) && st_add_prop(p, st, "isDataCache", d) &&
             st_add_prop(p, st, "localityHint", p_attr_int(p, hint, type_integer(p->arena, 32, SIGNLESS))) &&
             st_add_prop(p, st, "map", p_attr_map(p, m.map));
    }
    affine_ssa_map_release(&m);
    return ok;
}


/* ------------------------------------------------------------- affine.for */
typedef struct Bound {
    AffineMap *map;
} Bound;

/* bound ::= (`max`|`min`)? (integer | ssa-id | map dim-and-symbol-use-list) */
static bool parse_bound(Parser *p, OpState *st, bool lower, AffineMap **map_out) {
    bool minmax = p_accept_keyword(p, lower ? "max" : "min");
    Loc loc = p_loc(p);
    if (p_is(p, TK_PERCENT_ID)) {
        /* a single SSA value: the symbol identity map ()[s0] -> (s0) */
        OperandRef r;
        if (!p_parse_operand(p, &r) || !st_add_operand(p, st, &r, index_t(p))) return false;
        AffineExpr *s0 = p_aff_sym(p, 0);
        *map_out = p_affine_map(p, 0, 1, 1, &s0);
        return true;
    }
    Attr *a;
    if (!p_parse_attribute(p, &a, index_t(p))) return false;
    if (a->kind == AT_AFFINE_MAP) {
        int before = (int)st->operands.len;
        if (!parse_dims_and_symbols(p, st, a->map, loc, COUNTS_SEPARATELY)) return false;
        (void)before;
        if (a->map->nresults > 1 && !minmax)
            return p_error_at(p, loc, lower ? "lower loop bound affine map with multiple results requires 'max' prefix"
                                            : "upper loop bound affine map with multiple results requires 'min' prefix");
        if (a->map->nresults == 0) return p_error_at(p, loc, "expected a non-empty loop bound map");
        *map_out = a->map;
        return true;
    }
    if (a->kind == AT_INTEGER) {
        AffineExpr *c = p_aff_const(p, a->integer.value);
        *map_out = p_affine_map(p, 0, 0, 1, &c);
        return true;
    }
    return p_error_at(p, st->loc, "expected valid affine map representation for loop bounds");
}

/* `iter_args` `(` %arg = %init, ... `)` `->` `(` types `)` : region args and inits */
static bool parse_iter_args(Parser *p, const OpState *st, Vec *argdefs, Vec *init_refs, Vec *types) {
    if (!p_expect(p, TK_LPAREN, "'('")) return false;
    if (!p_is(p, TK_RPAREN)) {
        do {
            ArgDef a;
            memset(&a, 0, sizeof a);
            OperandRef init;
            if (!p_parse_operand(p, &a.ref) || !p_expect(p, TK_EQUAL, "'='") || !p_parse_operand(p, &init))
                return false;
            vec_push(argdefs, &a);
            vec_push(init_refs, &init);
        } while (p_accept(p, TK_COMMA));
    }
    if (!p_expect(p, TK_RPAREN, "')'") || !p_expect(p, TK_ARROW, "'->'")) return false;
    if (!p_parse_function_result_types(p, types)) return false;
    if (types->len != init_refs->len)
        return p_error_at(p, st->loc, "mismatch between the number of loop-carried values and results");
    return true;
}

/* for ::= `affine.for` %iv `=` bound `to` bound (`step` int)?
 *         (`iter_args` ...)? region attr-dict */
static bool parse_for(Parser *p, OpState *st) {
    ArgDef iv;
    memset(&iv, 0, sizeof iv);
    iv.type = index_t(p);
    AffineMap *lb, *ub;
    Vec args = VEC_INIT(ArgDef), inits = VEC_INIT(OperandRef), types = VEC_INIT(Type *);
    bool ok = false;
    if (!p_parse_operand(p, &iv.ref)) goto done;
    if (iv.ref.has_index) {
        Loc hash = iv.ref.loc;   /* MLIR points at the #N after the name */
        hash.col += iv.ref.name.len;
        p_error_at(p, hash, "result number not allowed in argument list");
        goto done;
    }
    if (!p_expect(p, TK_EQUAL, "'='")) goto done;
    int n0 = (int)st->operands.len;
    if (!parse_bound(p, st, true, &lb)) goto done;
    int n1 = (int)st->operands.len;
    if (!p_accept_keyword(p, "to")) {
        p_error_at(p, p_loc(p), "expected 'to' between bounds");   /* parseKeyword: at the token */
        goto done;
    }
    if (!parse_bound(p, st, false, &ub)) goto done;
    int n2 = (int)st->operands.len;
    int64_t step = 1;
    if (p_accept_keyword(p, "step")) {
        Loc sloc = p_loc(p);
        if (!p_is(p, TK_INTEGER) && !p_is(p, TK_MINUS)) {
            p_error(p, "expected attribute value");
            goto done;
        }
        if (!p_parse_int64(p, &step)) goto done;
        if (step < 0) {
            p_error_at(p, sloc, "expected step to be representable as a positive signed integer");
            goto done;
        }
    }
    vec_push(&args, &iv);
    if (p_accept_keyword(p, "iter_args")) {
        if (!parse_iter_args(p, st, &args, &inits, &types)) goto done;
        for (size_t i = 0; i < types.len; i++) {
            VEC_AT(&args, ArgDef, i + 1).type = VEC_AT(&types, Type *, i);
            Value *v;
            if (!p_resolve_operand(p, &VEC_AT(&inits, OperandRef, i), VEC_AT(&types, Type *, i), &v)) goto done;
            vec_push(&st->operands, &v);
            st_add_result(p, st, VEC_AT(&types, Type *, i));
        }
    }
    Region *body;
    if (!p_parse_region(p, st, args.data, (int)args.len, &body)) goto done;
    if (types.len == 0) {
        Type *it = index_t(p);
        if (!p_ensure_terminator(p, body, OP_AFFINE_YIELD, st->loc, &it, 1)) goto done;
    }
    if (!p_parse_optional_attr_dict(p, &st->attrs)) goto done;
    int64_t seg[3] = {n1 - n0, n2 - n1, (int64_t)types.len};
    ok = st_add_prop(p, st, "lowerBoundMap", p_attr_map(p, lb)) &&
         st_add_prop(p, st, "upperBoundMap", p_attr_map(p, ub)) &&
         st_add_prop(p, st, "step", p_attr_int(p, step, index_t(p))) &&
         st_add_prop(p, st, "operandSegmentSizes", p_attr_i32_array(p, 3, seg));
done:
    vec_release(&args);
    vec_release(&inits);
    vec_release(&types);
    return ok;
}

/* ------------------------------------------------------------- affine.if */
/* if ::= `affine.if` $set dim-and-symbol-use-list (`->` types)? region
 *        (`else` region)? attr-dict */
static bool parse_if(Parser *p, OpState *st) {
    Loc loc = p_loc(p);
    Attr *a;
    if (!p_parse_attribute(p, &a, NULL)) return false;
    if (a->kind != AT_INTEGER_SET) return p_error_at(p, loc, "expected valid integer set attr");
    AffineMap shape = {a->set->ndims, a->set->nsyms, 0, NULL};
    if (!parse_dims_and_symbols(p, st, &shape, loc, COUNTS_SEPARATELY)) return false;
    Vec types = VEC_INIT(Type *);
    bool ok = true;
    if (p_accept(p, TK_ARROW)) ok = p_parse_function_result_types(p, &types);
    for (size_t i = 0; ok && i < types.len; i++) ok = st_add_result(p, st, VEC_AT(&types, Type *, i));
    int nres = (int)types.len;
    vec_release(&types);
    if (!ok) return false;
    Region *then_r, *else_r;
    if (!p_parse_region(p, st, NULL, 0, &then_r)) return false;
    if (nres == 0 && !p_ensure_terminator(p, then_r, OP_AFFINE_YIELD, st->loc, NULL, 0)) return false;
    if (p_accept_keyword(p, "else")) {
        if (!p_parse_region(p, st, NULL, 0, &else_r)) return false;
        if (nres == 0 && !p_ensure_terminator(p, else_r, OP_AFFINE_YIELD, st->loc, NULL, 0)) return false;
    } else {
        else_r = arena_alloc(p->arena, sizeof *else_r);
        vec_push(&st->regions, &else_r);
    }
    return p_parse_optional_attr_dict(p, &st->attrs) && st_add_prop(p, st, "condition", a);
}

/* -------------------------------------------------------- affine.parallel */
static const char *const reduction_kinds[] = {
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu",
    "minimumf", "minnumf", "mins", "minu", "mulf", "muli", "ori", "xori",
};

/* `(` (expr | `max`/`min` `(` expr, ... `)`), ... `)`: one map for all
 * bounds, with the size of each group. */
static bool parse_parallel_bounds(Parser *p, OpState *st, const char *group_kw, AffineMap **map, Vec *groups) {
    AffineSsaMap m;
    affine_ssa_map_init(&m);
    Vec exprs = VEC_INIT(AffineExpr *);
    bool ok = p_expect(p, TK_LPAREN, "'('");
    while (ok) {
        int64_t count = 0;
        if (p_accept_keyword(p, group_kw)) {
            ok = p_expect(p, TK_LPAREN, "'('");
            while (ok) {
                AffineExpr *e;
                ok = p_parse_affine_ssa_expr(p, &m, &e);
                if (ok) {
                    vec_push(&exprs, &e);
                    count++;
                }
                if (!ok || !p_accept(p, TK_COMMA)) break;
            }
            ok = ok && p_expect(p, TK_RPAREN, "')'");
        } else {
            AffineExpr *e;
            ok = p_parse_affine_ssa_expr(p, &m, &e);
            if (ok) {
                vec_push(&exprs, &e);
                count = 1;
            }
        }
        if (ok) vec_push(groups, &count);
        if (!ok || !p_accept(p, TK_COMMA)) break;
    }
    ok = ok && p_expect(p, TK_RPAREN, "')'") && p_affine_ssa_map_finish(p, &m, (int)exprs.len, exprs.data) &&
         add_map_operands(p, st, &m);
    if (ok) *map = m.map;
    affine_ssa_map_release(&m);
    vec_release(&exprs);
    return ok;
}

static Attr *groups_attr(Parser *p, Vec *groups) {
    Type *i32 = type_integer(p->arena, 32, SIGNLESS);
    Type t = {.kind = TY_TENSOR};
    int64_t n = (int64_t)groups->len;
    t.shaped.rank = 1;
    t.shaped.dims = &n;
    t.shaped.elem = i32;
    Attr *a = attr_new(p->arena, AT_DENSE);
    a->type = p_intern_type(p, &t);
    bool same = true;
    for (size_t i = 1; i < groups->len; i++) same &= VEC_AT(groups, int64_t, i) == VEC_AT(groups, int64_t, 0);
    a->dense.splat = same && groups->len > 0;
    a->dense.n = a->dense.splat ? 1 : (int)groups->len;
    a->dense.elems = arena_alloc(p->arena, sizeof(Attr *) * (size_t)(a->dense.n ? a->dense.n : 1));
    for (int i = 0; i < a->dense.n; i++) a->dense.elems[i] = attr_integer(p->arena, VEC_AT(groups, int64_t, i), i32);
    return a;
}

static Attr *int_array_attr(Parser *p, Vec *vals) {
    Attr *a = attr_new(p->arena, AT_ARRAY);
    a->array.n = (int)vals->len;
    a->array.elems = arena_alloc(p->arena, sizeof(Attr *) * (vals->len ? vals->len : 1));
    Type *i64 = type_integer(p->arena, 64, SIGNLESS);
    for (size_t i = 0; i < vals->len; i++) a->array.elems[i] = attr_integer(p->arena, VEC_AT(vals, int64_t, i), i64);
    return a;
}

/* parallel ::= `affine.parallel` `(` ivs `)` `=` bounds `to` bounds
 *              (`step` `(` ints `)`)? (`reduce` `(` strings `)` `->` types)? region attr-dict */
static bool parse_parallel(Parser *p, OpState *st) {
    Vec ivs = VEC_INIT(ArgDef), lgroups = VEC_INIT(int64_t), ugroups = VEC_INIT(int64_t);
    Vec steps = VEC_INIT(int64_t), kinds = VEC_INIT(int64_t), types = VEC_INIT(Type *);
    AffineMap *lmap, *umap;
    bool ok = p_parse_argument_list(p, TK_LPAREN, &ivs, false);
    for (size_t i = 0; ok && i < ivs.len; i++) VEC_AT(&ivs, ArgDef, i).type = index_t(p);
    ok = ok && p_expect(p, TK_EQUAL, "'='");
    ok = ok && parse_parallel_bounds(p, st, "max", &lmap, &lgroups);
    ok = ok && p_expect_keyword(p, "to");
    ok = ok && parse_parallel_bounds(p, st, "min", &umap, &ugroups);
    if (ok && p_accept_keyword(p, "step")) {
        ok = p_expect(p, TK_LPAREN, "'('");
        while (ok) {
            int64_t s;
            ok = p_parse_int64(p, &s);
            if (ok) vec_push(&steps, &s);
            if (!ok || !p_accept(p, TK_COMMA)) break;
        }
        ok = ok && p_expect(p, TK_RPAREN, "')'");
    } else {
        int64_t one = 1;
        for (size_t i = 0; i < ivs.len; i++) vec_push(&steps, &one);
    }
    if (ok && p_accept_keyword(p, "reduce")) {
        ok = p_expect(p, TK_LPAREN, "'('");
        while (ok && !p_is(p, TK_RPAREN)) {
            Loc kloc = p_loc(p);
            const char *s;
            int len;
            ok = p_parse_string(p, &s, &len);
            int64_t k = -1;
            for (int i = 0; ok && i < 16; i++)
                if (strcmp(s, reduction_kinds[i]) == 0) k = i;
            if (ok && k < 0) ok = p_error_at(p, kloc, "invalid reduction value: \"%s\"", s);
            if (ok) vec_push(&kinds, &k);
            if (!ok || !p_accept(p, TK_COMMA)) break;
        }
        ok = ok && p_expect(p, TK_RPAREN, "')'");
    }
    /* result types may come without reductions: the verifier wants one per result */
    if (ok && p_accept(p, TK_ARROW)) {
        ok = p_parse_function_result_types(p, &types);
        for (size_t i = 0; ok && i < types.len; i++) ok = st_add_result(p, st, VEC_AT(&types, Type *, i));
    }
    Region *body;
    ok = ok && p_parse_region(p, st, ivs.data, (int)ivs.len, &body) &&
         p_ensure_terminator(p, body, OP_AFFINE_YIELD, st->loc, NULL, 0) && p_parse_optional_attr_dict(p, &st->attrs);
    ok = ok && st_add_prop(p, st, "lowerBoundsMap", p_attr_map(p, lmap)) &&
         st_add_prop(p, st, "lowerBoundsGroups", groups_attr(p, &lgroups)) &&
         st_add_prop(p, st, "upperBoundsMap", p_attr_map(p, umap)) &&
         st_add_prop(p, st, "upperBoundsGroups", groups_attr(p, &ugroups)) &&
         st_add_prop(p, st, "steps", int_array_attr(p, &steps)) &&
         st_add_prop(p, st, "reductions", int_array_attr(p, &kinds));
    vec_release(&ivs);
    vec_release(&lgroups);
    vec_release(&ugroups);
    vec_release(&steps);
    vec_release(&kinds);
    vec_release(&types);
    return ok;
}

/* ------------------------------------------------- index (de)linearization */
/* `(` (ssa | int), ... `)`: dynamic operands and static_basis with the
 * dynamic sentinel for SSA entries. */
/* The dynamic basis values go to dyn, for the caller to resolve after the
 * op's other operands. */
static bool parse_basis(Parser *p, Vec *statics, Vec *dyn) {
    bool ok = p_expect(p, TK_LPAREN, "'('");
    while (ok && !p_is(p, TK_RPAREN)) {
        if (p_is(p, TK_PERCENT_ID)) {
            OperandRef r;
            ok = p_parse_operand(p, &r);
            int64_t d = DIM_DYNAMIC;
            if (ok) {
                vec_push(dyn, &r);
                vec_push(statics, &d);
            }
        } else {
            int64_t v;
            ok = p_parse_int64(p, &v);
            if (ok) vec_push(statics, &v);
        }
        if (!ok || !p_accept(p, TK_COMMA)) break;
    }
    return ok && p_expect(p, TK_RPAREN, "')'");
}

/* delinearize ::= $linear_index `into` basis attr-dict `:` type($multi_index) */
static bool parse_delinearize(Parser *p, OpState *st) {
    OperandRef lin;
    Vec statics = VEC_INIT(int64_t), types = VEC_INIT(Type *), dyn = VEC_INIT(OperandRef);
    bool ok = p_parse_operand(p, &lin) && st_add_operand(p, st, &lin, index_t(p)) && p_expect_keyword(p, "into") &&
              parse_basis(p, &statics, &dyn) && st_add_operands(p, st, &dyn, index_t(p)) &&
              p_parse_optional_attr_dict(p, &st->attrs) && p_expect(p, TK_COLON, "':'") && p_parse_type_list(p, &types);
    vec_release(&dyn);
    for (size_t i = 0; ok && i < types.len; i++) ok = st_add_result(p, st, VEC_AT(&types, Type *, i));
    ok = ok && st_add_prop(p, st, "static_basis", p_attr_i64_array(p, (int)statics.len, statics.data));
    vec_release(&statics);
    vec_release(&types);
    return ok;
}

/* linearize ::= (`disjoint`)? `[` $multi_index `]` `by` basis attr-dict `:` type($result) */
static bool parse_linearize(Parser *p, OpState *st) {
    bool disjoint = p_accept_keyword(p, "disjoint");
    Vec idx = VEC_INIT(OperandRef), statics = VEC_INIT(int64_t), dyn = VEC_INIT(OperandRef);
    Type *t;
    bool ok = p_parse_operand_list(p, TK_LSQUARE, &idx) && p_expect_keyword(p, "by") &&
              parse_basis(p, &statics, &dyn) && p_parse_optional_attr_dict(p, &st->attrs) &&
              p_expect(p, TK_COLON, "':'");
    /* type($linear_index) is read as an IndexType before any operand is
     * resolved (MLIR's generated parser) */
    Loc tloc = p_loc(p);
    ok = ok && p_parse_type(p, &t);
    if (ok && t->kind != TY_INDEX)
        ok = p_error_at(p, tloc, "invalid kind of type specified: expected builtin.index, but found '%s'",
                        print_type_to_string(p->arena, t));
    ok = ok && st_add_operands(p, st, &idx, index_t(p)) && st_add_operands(p, st, &dyn, index_t(p)) &&
         st_add_result(p, st, t);
    int64_t seg[2] = {(int64_t)idx.len, (int64_t)dyn.len};
    ok = ok && st_add_prop(p, st, "static_basis", p_attr_i64_array(p, (int)statics.len, statics.data)) &&
         st_add_prop(p, st, "operandSegmentSizes", p_attr_i32_array(p, 2, seg));
    if (ok && disjoint) ok = st_add_prop(p, st, "disjoint", p_attr_unit(p));
    vec_release(&idx);
    vec_release(&dyn);
    vec_release(&statics);
    return ok;
}

/* ------------------------------------------------------------------ DMA */
/* dma_start ::= $src `[` subs `]` `,` $dst `[` subs `]` `,` $tag `[` subs `]` `,`
 *               $num_elements (`,` $stride `,` $elts_per_stride)? attr-dict
 *               `:` type($src) `,` type($dst) `,` type($tag)  (seed 000, "affine.dma_start") */
static bool parse_dma_start(Parser *p, OpState *st) {
    OperandRef mem[3], num, stride[2];
    AffineSsaMap m[3];
    for (int i = 0; i < 3; i++) affine_ssa_map_init(&m[i]);
    Type *t[3];
    Loc type_loc[3];
    bool ok = true;
    int nstrides = 0;
    for (int i = 0; ok && i < 3; i++) ok = parse_subscripted(p, &mem[i], &m[i]) && p_expect(p, TK_COMMA, "','");
    ok = ok && p_parse_operand(p, &num);
    /* MLIR reads any trailing operand list, then wants none or two, and
     * reports both counts at the op's name (AffineDmaStartOp::parse) */
    while (ok && p_accept(p, TK_COMMA)) {
        OperandRef extra;
        ok = p_parse_operand(p, nstrides < 2 ? &stride[nstrides] : &extra);
        nstrides++;
    }
    if (ok && nstrides != 0 && nstrides != 2) ok = p_error_at(p, st->loc, "expected two stride related operands");
    ok = ok && p_parse_optional_attr_dict(p, &st->attrs) && p_expect(p, TK_COLON, "':'");
    int ntypes = 0;
    for (bool more = ok; more; more = p_accept(p, TK_COMMA)) {
        Loc tl = p_loc(p);
        Type *ty;
        ok = p_parse_type(p, &ty);
        if (!ok) break;
        if (ntypes < 3) t[ntypes] = ty, type_loc[ntypes] = tl;
        ntypes++;
    }
    if (ok && ntypes != 3) ok = p_error_at(p, st->loc, "expected three types");
    for (int i = 0; ok && i < 3; i++) ok = check_memref(p, t[i], type_loc[i]);
    for (int i = 0; ok && i < 3; i++) {
        if (m[i].map->nresults != t[i]->shaped.rank) {
            static const char *const what[] = {"source", "destination", "tag"};
            ok = p_error_at(p, st->loc, "%s map has %d results but %s memref has rank %d", what[i], m[i].map->nresults,
                            what[i], t[i]->shaped.rank);
        }
        ok = ok && st_add_operand(p, st, &mem[i], t[i]) && add_map_operands(p, st, &m[i]);
    }
    ok = ok && st_add_operand(p, st, &num, index_t(p));
    if (ok && nstrides == 2) ok = st_add_operand(p, st, &stride[0], index_t(p)) && st_add_operand(p, st, &stride[1], index_t(p));
    static const char *const names[] = {"src_map", "dst_map", "tag_map"};
    for (int i = 0; ok && i < 3; i++) ok = p_add_attr(p, &st->attrs, names[i], p_attr_map(p, m[i].map));
    for (int i = 0; i < 3; i++) affine_ssa_map_release(&m[i]);
    return ok;
}

/* dma_wait ::= $tag `[` subs `]` `,` $num_elements attr-dict `:` type($tag) */
static bool parse_dma_wait(Parser *p, OpState *st) {
    OperandRef tag, num;
    AffineSsaMap m;
    affine_ssa_map_init(&m);
    Type *t;
    bool ok = parse_subscripted(p, &tag, &m) && p_expect(p, TK_COMMA, "','") && p_parse_operand(p, &num) &&
              p_parse_optional_attr_dict(p, &st->attrs) && p_expect(p, TK_COLON, "':'");
    Loc tl = p_loc(p);
    ok = ok && p_parse_type(p, &t) && check_memref(p, t, tl) && st_add_operand(p, st, &tag, t) &&
         add_map_operands(p, st, &m) && st_add_operand(p, st, &num, index_t(p)) &&
         p_add_attr(p, &st->attrs, "tag_map", p_attr_map(p, m.map));
    affine_ssa_map_release(&m);
    return ok;
}

static const CustomOpEntry entries[] = {
    {OP_AFFINE_APPLY, parse_map_application},
    {OP_AFFINE_MIN, parse_map_application},
    {OP_AFFINE_MAX, parse_map_application},
    {OP_AFFINE_LOAD, parse_load},
    {OP_AFFINE_VECTOR_LOAD, parse_load},
    {OP_AFFINE_STORE, parse_store},
    {OP_AFFINE_VECTOR_STORE, parse_store},
    {OP_AFFINE_PREFETCH, parse_prefetch},
    {OP_AFFINE_YIELD, p_parse_return_like},
    {OP_AFFINE_FOR, parse_for},
    {OP_AFFINE_IF, parse_if},
    {OP_AFFINE_PARALLEL, parse_parallel},
    {OP_AFFINE_DELINEARIZE_INDEX, parse_delinearize},
    {OP_AFFINE_LINEARIZE_INDEX, parse_linearize},
    {OP_AFFINE_DMA_START, parse_dma_start},
    {OP_AFFINE_DMA_WAIT, parse_dma_wait},
};
CUSTOM_OP_TABLE(affine_custom_ops, entries);
