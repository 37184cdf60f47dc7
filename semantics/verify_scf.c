/* scf ops' rules that their custom form does not already enforce (the
 * generic form can break them), with mlir-opt-22's words and in its order
 * (region-count traits, then ODS operand and region constraints, then the
 * other traits, then the op's verify), observed on MLIR's
 * Dialect/SCF/invalid.mlir (tools/error-positions). */
#include "verify.h"
#include <stdio.h>

static const Block *entry_block(const Op *op, int region) {
    return region < op->nregions && op->regions[region].nblocks ? op->regions[region].blocks[0] : NULL;
}

static const Op *terminator_of(const Block *b) { return b && b->nops ? b->ops[b->nops - 1] : NULL; }

static bool at_most_one_block(Verifier *v, const Op *op) {
    for (int r = 0; r < op->nregions; r++)
        if (op->regions[r].nblocks > 1) return verify_op_error(v, op, "expects region #%d to have 0 or 1 blocks", r);
    return true;
}

static bool is_signless_int_or_index(const Type *t) {
    return t->kind == TY_INDEX || (t->kind == TY_INTEGER && t->integer.sign == SIGNLESS);
}

static bool verify_for(Verifier *v, const Op *op) {
    if (op->nregions != 1) return verify_op_error(v, op, "requires one region");
    if (op->noperands < 3) return true;
    for (int i = 0; i < 3; i++)
        if (!is_signless_int_or_index(op->operands[i]->type))
            return verify_op_error(v, op, "operand #%d must be signless integer or index, but got '%s'", i,
                                   verify_type_text(v, op->operands[i]->type));
    if (!at_most_one_block(v, op)) return false;
    const Type *bound = op->operands[0]->type;
    if (!type_equal(op->operands[1]->type, bound) || !type_equal(op->operands[2]->type, bound))
        return verify_op_error(v, op, "failed to verify that all of {lowerBound, upperBound, step} have same type");
    int ninits = op->noperands - 3;
    if (ninits != op->nresults)
        return verify_op_error(v, op, "mismatch in number of loop-carried values and defined values");
    const Block *body = entry_block(op, 0);
    if (!body || body->nargs < 1) return true;
    if (body->nargs - 1 != ninits)
        return verify_op_error(v, op, "different number of inits and region iter_args: %d != %d", ninits, body->nargs - 1);
    const Op *yield = terminator_of(body);
    int nyielded = yield && yield->code == OP_SCF_YIELD ? yield->noperands : 0;
    if (nyielded && nyielded != ninits)
        return verify_op_error(v, op, "different number of region iter_args and yielded values: %d != %d", ninits,
                               nyielded);
    /* LoopLikeOpInterface, before the op's own region checks */
    for (int i = 0; i < ninits; i++)
        if (!type_equal(op->operands[3 + i]->type, body->args[i + 1]->type))
            return verify_op_error(v, op, "%d-th init and %d-th region iter_arg have different type: '%s' != '%s'", i, i,
                                   verify_type_text(v, op->operands[3 + i]->type),
                                   verify_type_text(v, body->args[i + 1]->type));
    if (!type_equal(body->args[0]->type, bound))
        return verify_op_error(v, op, "expected induction variable to be same type as bounds and step");
    for (int i = 0; i < ninits; i++) {
        const Type *arg = body->args[i + 1]->type;
        if (!type_equal(arg, op->results[i]->type))
            return verify_op_error(v, op, "%d-th region iter_arg and %d-th loop result have different type: '%s' != '%s'",
                                   i, i, verify_type_text(v, arg), verify_type_text(v, op->results[i]->type));
        if (nyielded && !type_equal(arg, yield->operands[i]->type))
            return verify_op_error(v, op,
                                   "%d-th region iter_arg and %d-th yielded value have different type: '%s' != '%s'",
                                   i, i, verify_type_text(v, arg), verify_type_text(v, yield->operands[i]->type));
    }
    return true;
}

static bool verify_if(Verifier *v, const Op *op) {
    if (op->nregions != 2) return verify_op_error(v, op, "expected 2 regions");
    if (op->noperands == 1 && !type_is_integer(op->operands[0]->type, 1))
        return verify_op_error(v, op, "operand #0 must be 1-bit signless integer, but got '%s'",
                               verify_type_text(v, op->operands[0]->type));
    if (!at_most_one_block(v, op)) return false;
    for (int r = 0; r < 2; r++) {
        const Block *b = entry_block(op, r);
        if (b && b->nargs) return verify_op_error(v, op, "region #%d should have no arguments", r);
    }
    if (op->nresults && !entry_block(op, 1)) return verify_op_error(v, op, "must have an else block if defining values");
    /* RegionBranchOpInterface: what each region yields is what the op results */
    for (int r = 0; r < 2; r++) {
        const Op *y = terminator_of(entry_block(op, r));
        if (!y || y->code != OP_SCF_YIELD) continue;
        if (y->noperands != op->nresults)
            return verify_op_error(v, op,
                                   "along control flow edge from Operation scf.yield to parent: region branch point has "
                                   "%d operands, but region successor needs %d inputs",
                                   y->noperands, op->nresults);
        for (int i = 0; i < y->noperands; i++)
            if (!type_equal(y->operands[i]->type, op->results[i]->type))
                return verify_op_error(v, op,
                                       "along control flow edge from Operation scf.yield to parent: successor operand "
                                       "type #%d '%s' should match successor input type #%d '%s'",
                                       i, verify_type_text(v, y->operands[i]->type), i,
                                       verify_type_text(v, op->results[i]->type));
    }
    return true;
}

/* scf.yield: HasParent<execute_region, for, if, index_switch, while>. */
static bool verify_yield(Verifier *v, const Op *op) {
    const Op *parent = op_parent_op(op);
    OpCode c = parent ? parent->code : OP_SCF_YIELD;
    if (c != OP_SCF_EXECUTE_REGION && c != OP_SCF_FOR && c != OP_SCF_IF && c != OP_SCF_INDEX_SWITCH && c != OP_SCF_WHILE)
        return verify_op_error(v, op,
                               "expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, "
                               "scf.while'");
    return true;
}

/* scf.parallel: lower bounds, upper bounds, steps, inits (operandSegmentSizes). */
static bool verify_parallel(Verifier *v, const Op *op) {
    const Attr *seg = op_prop(op, "operandSegmentSizes");
    if (!seg || attr_int_list_len(seg) != 4) return true;
    int n = (int)attr_int_list_at(seg, 0);
    if (attr_int_list_at(seg, 1) != n || attr_int_list_at(seg, 2) != n) return true;
    if (n == 0) return verify_op_error(v, op, "needs at least one tuple element for lowerBound, upperBound and step");
    for (int i = 0; i < n; i++) {
        const Op *def = op->operands[2 * n + i]->def;
        const Attr *c = def && def->code == OP_ARITH_CONSTANT ? op_prop(def, "value") : NULL;
        if (c && c->kind == AT_INTEGER && c->integer.value <= 0)
            return verify_op_error(v, op, "constant step operand must be positive");
    }
    const Block *body = entry_block(op, 0);
    if (!body) return true;
    if (body->nargs != n)
        return verify_op_error(v, op, "expects the same number of induction variables: %d as bound and step values: %d",
                               body->nargs, n);
    for (int i = 0; i < n; i++)
        if (body->args[i]->type->kind != TY_INDEX)
            return verify_op_error(v, op, "expects arguments for the induction variable to be of index type");
    const Op *term = terminator_of(body);
    if (!term || term->code != OP_SCF_REDUCE) {
        verify_op_error(v, op, "expects body to terminate with 'scf.reduce'");
        if (term) diag_add_note(v->error, term->loc, "terminator here");
        return false;
    }
    if (term->noperands != op->nresults)
        return verify_op_error(v, op, "expects number of results: %d to be the same as number of reductions: %d",
                               op->nresults, term->noperands);
    return true;
}

/* scf.reduce: HasParent<parallel>; each operand's region takes two of its type. */
static bool verify_reduce(Verifier *v, const Op *op) {
    const Op *parent = op_parent_op(op);
    if (!parent || parent->code != OP_SCF_PARALLEL) return verify_op_error(v, op, "expects parent op 'scf.parallel'");
    for (int i = 0; i < op->noperands && i < parent->nresults; i++)
        if (!type_equal(op->operands[i]->type, parent->results[i]->type))
            return verify_op_error(v, op, "expects type of %d-th reduction operand: '%s' to be the same as the %d-th result type: '%s'",
                                   i, verify_type_text(v, op->operands[i]->type), i,
                                   verify_type_text(v, parent->results[i]->type));
    for (int i = 0; i < op->noperands && i < op->nregions; i++) {
        const Block *b = entry_block(op, i);
        const Type *t = op->operands[i]->type;
        if (b && (b->nargs != 2 || !type_equal(b->args[0]->type, t) || !type_equal(b->args[1]->type, t)))
            return verify_op_error(v, op, "expected two block arguments with type '%s' in the %d-th reduction region",
                                   verify_type_text(v, t), i);
    }
    return true;
}

/* scf.reduce.return: HasParent<reduce>; returns the reduced type. */
static bool verify_reduce_return(Verifier *v, const Op *op) {
    const Op *parent = op_parent_op(op);
    if (!parent || parent->code != OP_SCF_REDUCE) return verify_op_error(v, op, "expects parent op 'scf.reduce'");
    const Block *b = op->parent;
    if (b && b->nargs == 2 && op->noperands == 1 && !type_equal(op->operands[0]->type, b->args[0]->type))
        return verify_op_error(v, op, "must have type '%s' (the type of the reduction inputs)",
                               verify_type_text(v, b->args[0]->type));
    return true;
}

static bool verify_execute_region(Verifier *v, const Op *op) {
    if (op->nregions == 1 && op->regions[0].nblocks == 0)
        return verify_op_error(v, op, "region needs to have at least one block");
    const Block *b = entry_block(op, 0);
    if (b && b->nargs) return verify_op_error(v, op, "region cannot have any arguments");
    return true;
}

/* One region of index_switch (IndexSwitchOp::verify's verifyRegion). */
static bool switch_region(Verifier *v, const Op *op, int r, const char *name) {
    const Op *y = terminator_of(entry_block(op, r));
    if (!y) return true;
    if (y->code != OP_SCF_YIELD)
        return verify_op_error(v, op, "expected region to end with scf.yield, but got %s", y->name);
    if (y->noperands != op->nresults) {
        verify_op_error(v, op, "expected each region to return %d values, but %s returns %d", op->nresults, name,
                        y->noperands);
        diag_add_note(v->error, y->loc, "see yield operation here");
        return false;
    }
    for (int i = 0; i < y->noperands; i++)
        if (!type_equal(y->operands[i]->type, op->results[i]->type)) {
            verify_op_error(v, op, "expected result #%d of each region to be '%s'", i,
                            verify_type_text(v, op->results[i]->type));
            diag_add_note(v->error, y->loc, "%s returns '%s' here", name, verify_type_text(v, y->operands[i]->type));
            return false;
        }
    return true;
}

/* index_switch: the default region, then one region per case value. */
static bool verify_index_switch(Verifier *v, const Op *op) {
    const Attr *cases = op_prop(op, "cases");
    int n = attr_int_list_len(cases);
    if (op->nregions - 1 != n)
        return verify_op_error(v, op, "has %d case regions but %d case values", op->nregions - 1, n);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < i; j++)
            if (attr_int_list_at(cases, i) == attr_int_list_at(cases, j))
                return verify_op_error(v, op, "has duplicate case value: %lld", (long long)attr_int_list_at(cases, i));
    if (!switch_region(v, op, 0, "default region")) return false;
    for (int r = 1; r < op->nregions; r++) {
        char name[32];
        snprintf(name, sizeof name, "case region #%d", r - 1);
        if (!switch_region(v, op, r, name)) return false;
    }
    return true;
}

bool verify_scf_op(Verifier *v, const Op *op) {
    switch (op->code) {
    case OP_SCF_FOR: return verify_for(v, op);
    case OP_SCF_IF: return verify_if(v, op);
    case OP_SCF_YIELD: return verify_yield(v, op);
    case OP_SCF_PARALLEL: return verify_parallel(v, op);
    case OP_SCF_REDUCE: return verify_reduce(v, op);
    case OP_SCF_REDUCE_RETURN: return verify_reduce_return(v, op);
    case OP_SCF_EXECUTE_REGION: return verify_execute_region(v, op);
    case OP_SCF_INDEX_SWITCH: return verify_index_switch(v, op);
    default: return true;
    }
}
