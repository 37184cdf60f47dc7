/* The verifier of the ops of other dialects the engine runs, for the rules
 * their custom syntax cannot already enforce (the generic form can break
 * them), with MLIR 22's messages. */
#include "verify.h"
#include <string.h>

static bool is_op(const Op *op, const char *name) { return strcmp(op->name, name) == 0; }

static const Op *enclosing_function(const Op *op) {
    for (const Op *p = op; p; p = p->parent && p->parent->parent ? p->parent->parent->parent : NULL)
        if (is_op(p, "func.func")) return p;
    return NULL;
}

static const char *symbol_name(const Op *fn) {
    const Attr *a = op_prop(fn, "sym_name");
    return a && a->kind == AT_STRING ? a->string.data : "?";
}

static bool verify_return(Verifier *v, const Op *op) {
    const Op *fn = enclosing_function(op);
    const Attr *ft = fn ? op_prop(fn, "function_type") : NULL;
    if (!ft || ft->kind != AT_TYPE || ft->type->kind != TY_FUNCTION) return true;
    const Type *t = ft->type;
    if (op->noperands != t->func.nout)
        return verify_op_error(v, op, "has %d operands, but enclosing function (@%s) returns %d", op->noperands,
                               symbol_name(fn), t->func.nout);
    for (int i = 0; i < op->noperands; i++)
        if (!type_equal(op->operands[i]->type, t->func.out[i]))
            return verify_error(v, op, "type of return operand %d ('%s') doesn't match function result type ('%s') in function @%s", i,
                                verify_type_text(v, op->operands[i]->type), verify_type_text(v, t->func.out[i]),
                                symbol_name(fn));
    return true;
}

static bool verify_memref_load(Verifier *v, const Op *op) {
    if (op->noperands < 1 || op->operands[0]->type->kind != TY_MEMREF) return true;
    int rank = op->operands[0]->type->shaped.rank;
    if (op->noperands - 1 != rank)
        return verify_op_error(v, op, "incorrect number of indices for load, expected %d but got %d", rank, op->noperands - 1);
    return true;
}

static bool verify_memref_store(Verifier *v, const Op *op) {
    if (op->noperands < 2 || op->operands[1]->type->kind != TY_MEMREF) return true;
    if (op->noperands - 2 != op->operands[1]->type->shaped.rank)
        return verify_op_error(v, op, "store index operand count not equal to memref rank");
    return true;
}

/* arith ops whose operands and results all have one type. */
static bool is_same_type_arith(const char *name) {
    static const char *const ops[] = {
        "addi", "subi", "muli", "divsi", "divui", "remsi", "remui", "ceildivsi", "ceildivui", "floordivsi",
        "andi", "ori", "xori", "shli", "shrsi", "shrui", "maxsi", "maxui", "minsi", "minui", "addf", "subf",
        "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf", "negf"};
    if (strncmp(name, "arith.", 6) != 0) return false;
    for (size_t i = 0; i < sizeof ops / sizeof *ops; i++)
        if (strcmp(name + 6, ops[i]) == 0) return true;
    return false;
}

static bool verify_same_types(Verifier *v, const Op *op) {
    const Type *t = op->noperands ? op->operands[0]->type : op->nresults ? op->results[0]->type : NULL;
    for (int i = 0; i < op->noperands; i++)
        if (!type_equal(op->operands[i]->type, t))
            return verify_op_error(v, op, "requires the same type for all operands and results");
    for (int i = 0; i < op->nresults; i++)
        if (!type_equal(op->results[i]->type, t))
            return verify_op_error(v, op, "requires the same type for all operands and results");
    return true;
}

bool verify_core_op(Verifier *v, const Op *op) {
    if (is_op(op, "func.return")) return verify_return(v, op);
    if (is_op(op, "memref.load")) return verify_memref_load(v, op);
    if (is_op(op, "memref.store")) return verify_memref_store(v, op);
    if (is_same_type_arith(op->name)) return verify_same_types(v, op);
    return true;
}
