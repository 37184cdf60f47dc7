/* The verifier's walk and its message helpers (see verify.h). */
#include "verify.h"
#include "../parser/parse.h"
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

bool verify_op_error(Verifier *v, const Op *op, const char *fmt, ...) {
    if (v->error) return false;
    char msg[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    v->error = diag_new(DIAG_ERROR, op->loc, "'%s' op %s", op->name, msg);
    return false;
}

bool verify_error(Verifier *v, const Op *op, const char *fmt, ...) {
    if (v->error) return false;
    va_list ap;
    va_start(ap, fmt);
    v->error = diag_newv(DIAG_ERROR, op->loc, fmt, ap);
    va_end(ap);
    return false;
}

const char *verify_type_text(Verifier *v, const Type *t) {
    const char *s = t ? print_type_to_string(&v->module->arena, t) : NULL;
    return s ? s : "?";
}

static bool verify_op(Verifier *v, const Op *op) {
    bool is_affine = op_code_dialect(op->code) == DIALECT_AFFINE;
    if (is_affine ? !verify_affine_op(v, op) : !verify_core_op(v, op)) return false;
    for (int r = 0; r < op->nregions; r++) {
        const Region *reg = &op->regions[r];
        for (int b = 0; b < reg->nblocks; b++)
            for (int i = 0; i < reg->blocks[b]->nops; i++)
                if (!verify_op(v, reg->blocks[b]->ops[i])) return false;
    }
    return !is_affine || verify_affine_op_regions(v, op);
}

Diag *verify_module(Module *m) {
    Verifier v = {m, NULL};
    verify_op(&v, m->op);
    return v.error;
}
