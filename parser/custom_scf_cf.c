/* Custom forms of the scf and cf dialects (MLIR 22). */
#include "custom_ops.h"
#include <string.h>

static Type *index_t(Parser *p) { return type_index(p->arena); }

/* scf.condition ::= `(` $condition `)` attr-dict ($args^ `:` type($args))? */
static bool parse_condition(Parser *p, OpState *st) {
    OperandRef c;
    return p_expect(p, TK_LPAREN, "'('") && p_parse_operand(p, &c) && p_expect(p, TK_RPAREN, "')'") &&
           st_add_operand(p, st, &c, type_integer(p->arena, 1, SIGNLESS)) &&
           p_parse_return_like(p, st);
}

/* `(` %arg = %init, ... `)`: region arguments and their initial values */
static bool parse_assignment_list(Parser *p, Vec *argdefs, Vec *init_refs) {
    if (!p_expect(p, TK_LPAREN, "'('")) return false;
    if (p_accept(p, TK_RPAREN)) return true;
    do {
        ArgDef a;
        memset(&a, 0, sizeof a);
        OperandRef init;
        if (!p_parse_operand(p, &a.ref) || !p_expect(p, TK_EQUAL, "'='") || !p_parse_operand(p, &init)) return false;
        vec_push(argdefs, &a);
        vec_push(init_refs, &init);
    } while (p_accept(p, TK_COMMA));
    return p_expect(p, TK_RPAREN, "')'");
}

/* scf.for ::= `unsigned`? %iv `=` %lb `to` %ub `step` %step
 *             (`iter_args` assignments `->` types)? (`:` type)? region attr-dict */
static bool parse_for(Parser *p, OpState *st) {
    bool is_unsigned = p_accept_keyword(p, "unsigned");
    ArgDef iv;
    memset(&iv, 0, sizeof iv);
    OperandRef lb, ub, step;
    Vec args = VEC_INIT(ArgDef), inits = VEC_INIT(OperandRef), types = VEC_INIT(Type *);
    bool ok = false;
    if (!p_parse_operand(p, &iv.ref) || !p_expect(p, TK_EQUAL, "'='") || !p_parse_operand(p, &lb) ||
        !p_expect_keyword(p, "to") || !p_parse_operand(p, &ub) || !p_expect_keyword(p, "step") ||
        !p_parse_operand(p, &step))
        goto done;
    vec_push(&args, &iv);
    bool has_iter = p_accept_keyword(p, "iter_args");
    if (has_iter) {
        if (!parse_assignment_list(p, &args, &inits) || !p_expect(p, TK_ARROW, "'->'") ||
            !p_parse_function_result_types(p, &types))
            goto done;
        if (types.len != inits.len) {   /* ForOp::parse: at the op's name */
            p_error_at(p, st->loc, "mismatch in number of loop-carried values and defined values");
            goto done;
        }
    }
    Type *ivt = index_t(p);
    if (p_accept(p, TK_COLON) && !p_parse_type(p, &ivt)) goto done;
    VEC_AT(&args, ArgDef, 0).type = ivt;
    if (!st_add_operand(p, st, &lb, ivt) || !st_add_operand(p, st, &ub, ivt) || !st_add_operand(p, st, &step, ivt))
        goto done;
    for (size_t i = 0; i < types.len; i++) {
        Type *t = VEC_AT(&types, Type *, i);
        VEC_AT(&args, ArgDef, i + 1).type = t;
        if (!st_add_operand(p, st, &VEC_AT(&inits, OperandRef, i), t) || !st_add_result(p, st, t)) goto done;
    }
    Region *body;
    if (!p_parse_region(p, st, args.data, (int)args.len, &body)) goto done;
    if (types.len == 0 && !p_ensure_terminator(p, body, OP_SCF_YIELD, st->loc, &ivt, 1)) goto done;
    if (!p_parse_optional_attr_dict(p, &st->attrs)) goto done;
    ok = !is_unsigned || st_add_prop(p, st, "unsignedCmp", p_attr_unit(p));
done:
    vec_release(&args);
    vec_release(&inits);
    vec_release(&types);
    return ok;
}

/* Optional `->` types, added as results. */
static bool parse_optional_arrow_results(Parser *p, OpState *st, int *nresults) {
    Vec types = VEC_INIT(Type *);
    bool ok = true;
    if (p_accept(p, TK_ARROW)) ok = p_parse_function_result_types(p, &types);
    for (size_t i = 0; ok && i < types.len; i++) ok = st_add_result(p, st, VEC_AT(&types, Type *, i));
    *nresults = (int)types.len;
    vec_release(&types);
    return ok;
}

/* scf.if ::= %cond (`->` types)? region (`else` region)? attr-dict */
static bool parse_if(Parser *p, OpState *st) {
    OperandRef c;
    int nres;
    Region *then_r, *else_r;
    if (!p_parse_operand(p, &c) || !st_add_operand(p, st, &c, type_integer(p->arena, 1, SIGNLESS)) ||
        !parse_optional_arrow_results(p, st, &nres) || !p_parse_region(p, st, NULL, 0, &then_r))
        return false;
    if (nres == 0 && !p_ensure_terminator(p, then_r, OP_SCF_YIELD, st->loc, NULL, 0)) return false;
    if (p_accept_keyword(p, "else")) {
        if (!p_parse_region(p, st, NULL, 0, &else_r)) return false;
        if (nres == 0 && !p_ensure_terminator(p, else_r, OP_SCF_YIELD, st->loc, NULL, 0)) return false;
    } else {
        else_r = arena_alloc(p->arena, sizeof *else_r);
        vec_push(&st->regions, &else_r);
    }
    return p_parse_optional_attr_dict(p, &st->attrs);
}

/* scf.while ::= (assignments)? `:` function-type region `do` region attr-dict */
static bool parse_while(Parser *p, OpState *st) {
    Vec args = VEC_INIT(ArgDef), inits = VEC_INIT(OperandRef);
    bool ok = false;
    Type *ft;
    if (p_is(p, TK_LPAREN) && !parse_assignment_list(p, &args, &inits)) goto done;
    Loc tl = p_loc(p);   /* WhileOp::parse: the type's errors at its ':' */
    if (!p_expect(p, TK_COLON, "':'")) goto done;
    if (!p_parse_type(p, &ft)) goto done;
    if (ft->kind != TY_FUNCTION) {
        p_error_at(p, tl, "expected function type");
        goto done;
    }
    if (ft->func.nin != (int)inits.len) {
        p_error_at(p, tl, "expected as many input types as operands (expected %d got %d)", (int)inits.len,
                   ft->func.nin);
        goto done;
    }
    for (int i = 0; i < ft->func.nin; i++) {
        VEC_AT(&args, ArgDef, i).type = ft->func.in[i];
        if (!st_add_operand(p, st, &VEC_AT(&inits, OperandRef, i), ft->func.in[i])) goto done;
    }
    for (int i = 0; i < ft->func.nout; i++)
        if (!st_add_result(p, st, ft->func.out[i])) goto done;
    Region *before, *after;
    ok = p_parse_region(p, st, args.data, (int)args.len, &before) && p_expect_keyword(p, "do") &&
         p_parse_region(p, st, NULL, 0, &after) && p_parse_optional_attr_dict(p, &st->attrs);
done:
    vec_release(&args);
    vec_release(&inits);
    return ok;
}

/* `(` operands `)` with as many operands as induction variables: else
 * "expected N operands" at the '(' (MLIR's parseOperandList with a count). */
static bool parse_counted_operands(Parser *p, Vec *refs, size_t count) {
    Loc at = p_loc(p);
    if (!p_parse_operand_list(p, TK_LPAREN, refs)) return false;
    if (refs->len != count) return p_error_at(p, at, "expected %zu operands", count);
    return true;
}

/* scf.parallel ::= `(` ivs `)` `=` `(` lbs `)` `to` `(` ubs `)` `step` `(` steps `)`
 *                  (`init` `(` inits `)` `->` types)? region attr-dict */
static bool parse_parallel(Parser *p, OpState *st) {
    Vec ivs = VEC_INIT(ArgDef), lbs = VEC_INIT(OperandRef), ubs = VEC_INIT(OperandRef), steps = VEC_INIT(OperandRef);
    Vec inits = VEC_INIT(OperandRef), types = VEC_INIT(Type *);
    bool ok = false;
    if (!p_parse_argument_list(p, TK_LPAREN, &ivs, false) || !p_expect(p, TK_EQUAL, "'='") ||
        !parse_counted_operands(p, &lbs, ivs.len) || !p_expect_keyword(p, "to") ||
        !parse_counted_operands(p, &ubs, ivs.len) || !p_expect_keyword(p, "step") ||
        !parse_counted_operands(p, &steps, ivs.len))
        goto done;
    if (p_accept_keyword(p, "init") && !p_parse_operand_list(p, TK_LPAREN, &inits)) goto done;
    if (p_accept(p, TK_ARROW) && !p_parse_function_result_types(p, &types)) goto done;
    for (size_t i = 0; i < ivs.len; i++) VEC_AT(&ivs, ArgDef, i).type = index_t(p);
    if (!st_add_operands(p, st, &lbs, index_t(p)) || !st_add_operands(p, st, &ubs, index_t(p)) ||
        !st_add_operands(p, st, &steps, index_t(p)))
        goto done;
    for (size_t i = 0; i < inits.len && types.len == inits.len; i++) {
        Type *t = VEC_AT(&types, Type *, i);
        if (!st_add_operand(p, st, &VEC_AT(&inits, OperandRef, i), t) || !st_add_result(p, st, t)) goto done;
    }
    Region *body;
    if (!p_parse_region(p, st, ivs.data, (int)ivs.len, &body)) goto done;
    if (types.len != inits.len) {   /* ParallelOp::parse resolves the inits after the body, at the op's name */
        p_error_at(p, st->loc, "number of operands and types do not match: got %zu operands and %zu types", inits.len,
                   types.len);
        goto done;
    }
    if (!p_ensure_terminator(p, body, OP_SCF_REDUCE, st->loc, NULL, 0)) goto done;
    int64_t seg[4] = {(int64_t)lbs.len, (int64_t)ubs.len, (int64_t)steps.len, (int64_t)inits.len};
    ok = p_parse_optional_attr_dict(p, &st->attrs) &&
         st_add_prop(p, st, "operandSegmentSizes", p_attr_i32_array(p, 4, seg));
done:
    vec_release(&ivs);
    vec_release(&lbs);
    vec_release(&ubs);
    vec_release(&steps);
    vec_release(&inits);
    vec_release(&types);
    return ok;
}

/* scf.reduce ::= (`(` operands `:` types `)`)? (region (`,` region)*)? attr-dict */
static bool parse_reduce(Parser *p, OpState *st) {
    if (p_accept(p, TK_LPAREN)) {
        Vec refs = VEC_INIT(OperandRef), types = VEC_INIT(Type *);
        bool ok = p_parse_operand_list(p, TK_EOF, &refs) && p_expect(p, TK_COLON, "':'") &&
                  p_parse_type_list(p, &types) && p_expect(p, TK_RPAREN, "')'") &&
                  p_resolve_operand_list(p, &refs, &types, &st->operands);
        vec_release(&refs);
        vec_release(&types);
        if (!ok) return false;
    }
    if (p_is(p, TK_LBRACE)) {
        do {
            Region *r;
            if (!p_parse_region(p, st, NULL, 0, &r)) return false;
        } while (p_accept(p, TK_COMMA));
    }
    return p_parse_optional_attr_dict(p, &st->attrs);
}

/* scf.reduce.return ::= $result attr-dict `:` type($result) */
static bool parse_reduce_return(Parser *p, OpState *st) {
    OperandRef v;
    Type *t;
    return p_parse_operand(p, &v) && p_parse_optional_attr_dict(p, &st->attrs) && p_parse_colon_type(p, &t) &&
           st_add_operand(p, st, &v, t);
}

/* scf.execute_region ::= (`->` types)? `no_inline`? region attr-dict */
static bool parse_execute_region(Parser *p, OpState *st) {
    int nres;
    Region *r;
    if (!parse_optional_arrow_results(p, st, &nres)) return false;
    if (p_accept_keyword(p, "no_inline") && !st_add_prop(p, st, "no_inline", p_attr_unit(p)))
        return false;
    return p_parse_region(p, st, NULL, 0, &r) && p_parse_optional_attr_dict(p, &st->attrs);
}

/* scf.index_switch ::= $arg attr-dict (`->` types)? (`case` int region)* `default` region
 * Regions in the op: the default region first, then the cases in order. */
static bool parse_index_switch(Parser *p, OpState *st) {
    OperandRef arg;
    int nres;
    Vec cases = VEC_INIT(int64_t), case_regions = VEC_INIT(Region *);
    bool ok = false;
    if (!p_parse_operand(p, &arg) || !st_add_operand(p, st, &arg, index_t(p)) ||
        !p_parse_optional_attr_dict(p, &st->attrs) || !parse_optional_arrow_results(p, st, &nres))
        goto done;
    OpState scratch = *st;   /* regions parsed here are reordered below */
    scratch.regions = (Vec)VEC_INIT(Region *);
    while (p_accept_keyword(p, "case")) {
        int64_t v;
        Region *r;
        if (!p_parse_int64(p, &v) || !p_parse_region(p, &scratch, NULL, 0, &r)) {
            vec_release(&scratch.regions);
            goto done;
        }
        vec_push(&cases, &v);
        vec_push(&case_regions, &r);
    }
    vec_release(&scratch.regions);
    Region *def;
    if (!p_expect_keyword(p, "default") || !p_parse_region(p, st, NULL, 0, &def)) goto done;
    for (size_t i = 0; i < case_regions.len; i++) vec_push(&st->regions, &VEC_AT(&case_regions, Region *, i));
    ok = st_add_prop(p, st, "cases", p_attr_i64_array(p, (int)cases.len, cases.data));
done:
    vec_release(&cases);
    vec_release(&case_regions);
    return ok;
}

/* ------------------------------------------------------------------ cf */

/* cf.br ::= $dest (`(` operands `:` types `)`)? attr-dict */
static bool parse_br(Parser *p, OpState *st) {
    Block *b;
    if (!p_parse_successor_and_operands(p, st, &b, &st->operands)) return false;
    vec_push(&st->successors, &b);
    return p_parse_optional_attr_dict(p, &st->attrs);
}

/* cf.cond_br ::= $cond (`weights` `(` ints `)`)? `,` succ-with-operands `,` succ-with-operands attr-dict */
static bool parse_cond_br(Parser *p, OpState *st) {
    OperandRef c;
    Block *t, *f;
    if (!p_parse_operand(p, &c) || !st_add_operand(p, st, &c, type_integer(p->arena, 1, SIGNLESS))) return false;
    if (p_accept_keyword(p, "weights")) {
        Vec w = VEC_INIT(int64_t);
        bool ok = p_expect(p, TK_LPAREN, "'('");
        if (ok) {
            do {
                int64_t v;
                if (!(ok = p_parse_int64(p, &v))) break;
                vec_push(&w, &v);
            } while (p_accept(p, TK_COMMA));
        }
        ok = ok && p_expect(p, TK_RPAREN, "')'") &&
             st_add_prop(p, st, "branch_weights", p_attr_i32_array(p, (int)w.len, w.data));
        vec_release(&w);
        if (!ok) return false;
    }
    size_t n0 = st->operands.len;
    if (!p_expect(p, TK_COMMA, "','") || !p_parse_successor_and_operands(p, st, &t, &st->operands)) return false;
    size_t n1 = st->operands.len;
    if (!p_expect(p, TK_COMMA, "','") || !p_parse_successor_and_operands(p, st, &f, &st->operands)) return false;
    vec_push(&st->successors, &t);
    vec_push(&st->successors, &f);
    int64_t seg[3] = {1, (int64_t)(n1 - n0), (int64_t)(st->operands.len - n1)};
    return p_parse_optional_attr_dict(p, &st->attrs) &&
           st_add_prop(p, st, "operandSegmentSizes", p_attr_i32_array(p, 3, seg));
}

/* cf.switch ::= $flag `:` type `,` `[` `default` `:` succ (`,` int `:` succ)* `]` attr-dict */
static bool parse_switch(Parser *p, OpState *st) {
    OperandRef flag;
    Type *ft;
    Block *def;
    if (!p_parse_operand(p, &flag) || !p_parse_colon_type(p, &ft) || !st_add_operand(p, st, &flag, ft) ||
        !p_expect(p, TK_COMMA, "','") || !p_expect(p, TK_LSQUARE, "'['") || !p_expect_keyword(p, "default") ||
        !p_expect(p, TK_COLON, "':'"))
        return false;
    size_t n0 = st->operands.len;
    if (!p_parse_successor_and_operands(p, st, &def, &st->operands)) return false;
    vec_push(&st->successors, &def);
    int64_t ndefault = (int64_t)(st->operands.len - n0);
    Vec values = VEC_INIT(Attr *), segs = VEC_INIT(int64_t);
    bool ok = true;
    while (ok && p_accept(p, TK_COMMA)) {
        Attr *v;
        Block *b;
        size_t before = st->operands.len;
        ok = p_parse_attribute(p, &v, ft) && p_expect(p, TK_COLON, "':'") &&
             p_parse_successor_and_operands(p, st, &b, &st->operands);
        if (!ok) break;
        int64_t n = (int64_t)(st->operands.len - before);
        vec_push(&values, &v);
        vec_push(&segs, &n);
        vec_push(&st->successors, &b);
    }
    ok = ok && p_expect(p, TK_RSQUARE, "']'") && p_parse_optional_attr_dict(p, &st->attrs);
    if (ok && values.len) {
        int64_t ncase_ops = 0;
        for (size_t i = 0; i < segs.len; i++) ncase_ops += VEC_AT(&segs, int64_t, i);
        Type tmpl;
        memset(&tmpl, 0, sizeof tmpl);
        tmpl.kind = TY_VECTOR;
        tmpl.shaped.rank = 1;
        int64_t dim = (int64_t)values.len;
        tmpl.shaped.dims = &dim;
        tmpl.shaped.elem = ft;
        Attr *dense = attr_new(p->arena, AT_DENSE);
        dense->type = p_intern_type(p, &tmpl);
        dense->dense.n = (int)values.len;
        dense->dense.elems = arena_alloc(p->arena, sizeof(Attr *) * values.len);
        memcpy(dense->dense.elems, values.data, sizeof(Attr *) * values.len);
        int64_t seg[3] = {1, ndefault, ncase_ops};
        ok = st_add_prop(p, st, "case_values", dense) &&
             st_add_prop(p, st, "case_operand_segments",
                         p_attr_i32_array(p, (int)segs.len, segs.data)) &&
             st_add_prop(p, st, "operandSegmentSizes", p_attr_i32_array(p, 3, seg));
    } else if (ok) {
        int64_t seg[3] = {1, ndefault, 0};
        ok = st_add_prop(p, st, "case_operand_segments", p_attr_i32_array(p, 0, NULL)) &&
             st_add_prop(p, st, "operandSegmentSizes", p_attr_i32_array(p, 3, seg));
    }
    vec_release(&values);
    vec_release(&segs);
    return ok;
}

/* cf.assert ::= $arg `,` $msg attr-dict */
static bool parse_assert(Parser *p, OpState *st) {
    OperandRef c;
    const char *msg;
    int len;
    if (!p_parse_operand(p, &c) || !st_add_operand(p, st, &c, type_integer(p->arena, 1, SIGNLESS)) ||
        !p_expect(p, TK_COMMA, "','"))
        return false;
    Loc sl = p_loc(p);
    if (!p_is(p, TK_STRING)) return p_error_at(p, sl, "expected string");
    if (!p_parse_string(p, &msg, &len)) return false;
    Attr *a = attr_new(p->arena, AT_STRING);
    a->string.data = msg;
    a->string.len = len;
    return p_parse_optional_attr_dict(p, &st->attrs) && st_add_prop(p, st, "msg", a);
}

static const CustomOpEntry entries[] = {
    {OP_SCF_FOR, parse_for},
    {OP_SCF_IF, parse_if},
    {OP_SCF_WHILE, parse_while},
    {OP_SCF_CONDITION, parse_condition},
    {OP_SCF_YIELD, p_parse_return_like},
    {OP_SCF_PARALLEL, parse_parallel},
    {OP_SCF_REDUCE, parse_reduce},
    {OP_SCF_REDUCE_RETURN, parse_reduce_return},
    {OP_SCF_EXECUTE_REGION, parse_execute_region},
    {OP_SCF_INDEX_SWITCH, parse_index_switch},
    {OP_CF_BR, parse_br},
    {OP_CF_COND_BR, parse_cond_br},
    {OP_LLVM_BR, parse_br},              /* the same forms in the LLVM dialect */
    {OP_LLVM_COND_BR, parse_cond_br},
    {OP_CF_SWITCH, parse_switch},
    {OP_CF_ASSERT, parse_assert},
};
CUSTOM_OP_TABLE(scf_cf_custom_ops, entries);
