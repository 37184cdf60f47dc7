/* The ops that name a symbol of their module, checked against it as
 * MLIR's verifySymbolUses do (func.call: CallOp; memref.get_global:
 * GetGlobalOp), when the module's SymbolTable is verified, after every op
 * in it. */
#include "verify.h"
#include <stdio.h>
#include <string.h>

/* The op of kind code that the module names name, or NULL. */
static const Op *symbol_named(const Op *module, const char *name, OpCode code) {
    const Block *body = module->regions[0].blocks[0];
    for (int i = 0; i < body->nops; i++) {
        const Op *op = body->ops[i];
        const Attr *a = op_prop(op, "sym_name");
        if (op->code == code && a && a->kind == AT_STRING && strcmp(a->string.data, name) == 0) return op;
    }
    return NULL;
}

/* "'a', 'b'" as MLIR prints a type list in a note. */
static const char *type_list(Verifier *v, char *buf, size_t size, Value **values, int n, Type **types) {
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < n && used < size; i++) {
        const char *t = verify_type_text(v, values ? values[i]->type : types[i]);
        used += (size_t)snprintf(buf + used, size - used, "%s'%s'", i ? ", " : "", t);
    }
    return buf;
}

static bool verify_call(Verifier *v, const Op *module, const Op *op) {
    const Attr *callee = op_prop(op, "callee");
    if (!callee || callee->kind != AT_SYMBOL_REF || callee->symref.n != 1)
        return verify_op_error(v, op, "requires a 'callee' symbol reference attribute");
    const char *name = callee->symref.names[0];
    const Op *fn = symbol_named(module, name, OP_FUNC_FUNC);
    const Attr *ft = fn ? op_prop(fn, "function_type") : NULL;
    if (!ft || ft->kind != AT_TYPE || ft->type->kind != TY_FUNCTION)
        return verify_op_error(v, op, "'%s' does not reference a valid function", name);
    const Type *t = ft->type;
    if (t->func.nin != op->noperands) return verify_op_error(v, op, "incorrect number of operands for callee");
    for (int i = 0; i < t->func.nin; i++)
        if (!type_equal(op->operands[i]->type, t->func.in[i]))
            return verify_op_error(v, op,
                                   "operand type mismatch: expected operand type '%s', but provided '%s' for operand "
                                   "number %d",
                                   verify_type_text(v, t->func.in[i]), verify_type_text(v, op->operands[i]->type), i);
    if (t->func.nout != op->nresults) return verify_op_error(v, op, "incorrect number of results for callee");
    for (int i = 0; i < t->func.nout; i++)
        if (!type_equal(op->results[i]->type, t->func.out[i])) {
            verify_op_error(v, op, "result type mismatch at index %d", i);
            char buf[512];
            diag_add_note(v->error, op->loc, "      op result types: %s",
                          type_list(v, buf, sizeof buf, op->results, op->nresults, NULL));
            diag_add_note(v->error, op->loc, "function result types: %s",
                          type_list(v, buf, sizeof buf, NULL, t->func.nout, t->func.out));
            return false;
        }
    return true;
}

static bool verify_get_global(Verifier *v, const Op *module, const Op *op) {
    const Attr *sym = op_prop(op, "name");
    if (!sym || sym->kind != AT_SYMBOL_REF || sym->symref.n != 1 || op->nresults != 1) return true;
    const char *name = sym->symref.names[0];
    const Op *global = symbol_named(module, name, OP_MEMREF_GLOBAL);
    const Attr *gt = global ? op_prop(global, "type") : NULL;
    if (!gt || gt->kind != AT_TYPE) return verify_op_error(v, op, "'%s' does not reference a valid global memref", name);
    if (!type_equal(gt->type, op->results[0]->type))
        return verify_op_error(v, op, "result type '%s' does not match type '%s' of the global memref @%s",
                               verify_type_text(v, op->results[0]->type), verify_type_text(v, gt->type), name);
    return true;
}

/* Every symbol use under op, nested modules aside (their own table). */
static bool verify_uses_under(Verifier *v, const Op *module, const Op *op) {
    for (int r = 0; r < op->nregions; r++) {
        const Region *reg = &op->regions[r];
        for (int b = 0; b < reg->nblocks; b++)
            for (int i = 0; i < reg->blocks[b]->nops; i++) {
                const Op *inner = reg->blocks[b]->ops[i];
                if (inner->code == OP_BUILTIN_MODULE) continue;
                if (inner->code == OP_FUNC_CALL && !verify_call(v, module, inner)) return false;
                if (inner->code == OP_MEMREF_GET_GLOBAL && !verify_get_global(v, module, inner)) return false;
                if (!verify_uses_under(v, module, inner)) return false;
            }
    }
    return true;
}

bool verify_symbol_uses(Verifier *v, const Op *module) {
    if (module->nregions != 1 || module->regions[0].nblocks != 1) return true;
    return verify_uses_under(v, module, module);
}
