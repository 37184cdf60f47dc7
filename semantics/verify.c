/* The verifier's walk and its message helpers (see verify.h). */
#include "verify.h"
#include "verify_structure.h"
#include "../parser/parse.h"
#include "../parser/strmap.h"
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

/* MLIR's SymbolTable rule for a module's body: no two ops define one
 * symbol ("redefinition of symbol named 'f'", with a note at the first). */
static bool verify_symbol_table(Verifier *v, const Op *module) {
    if (module->nregions != 1 || module->regions[0].nblocks != 1) return true;
    const Block *body = module->regions[0].blocks[0];
    StrMap seen;
    strmap_init(&seen);
    bool ok = true;
    for (int i = 0; i < body->nops && ok; i++) {
        Op *op = body->ops[i];
        const Attr *a = op_prop(op, "sym_name");
        if (!a || a->kind != AT_STRING) continue;
        const Op *first = strmap_get(&seen, a->string.data, a->string.len);
        if (first) {
            v->error = diag_new(DIAG_ERROR, op->loc, "redefinition of symbol named '%s'", a->string.data);
            diag_add_note(v->error, first->loc, "see existing symbol definition here");
            ok = false;
        } else if (!strmap_put(&seen, a->string.data, a->string.len, op)) {
            v->error = diag_new(DIAG_ERROR, op->loc, "out of memory checking symbol names");
            ok = false;
        }
    }
    strmap_free(&seen);
    return ok;
}

/* No branch may target a region's entry block (MLIR's OperationVerifier,
 * after the op's own rules): reported at the op. */
static bool entry_blocks_have_no_predecessors(Verifier *v, const Op *op) {
    for (int r = 0; r < op->nregions; r++) {
        const Region *reg = &op->regions[r];
        if (!reg->nblocks) continue;
        for (int b = 0; b < reg->nblocks; b++)
            for (int i = 0; i < reg->blocks[b]->nops; i++) {
                const Op *inner = reg->blocks[b]->ops[i];
                for (int k = 0; k < inner->nsuccessors; k++)
                    if (inner->successors[k] == reg->blocks[0])
                        return verify_error(v, op, "entry block of region may not have predecessors");
            }
    }
    return true;
}

/* Keeps the first structural violation (verify_structure.h); a later
 * violation of an op's own rules still wins over it. */
static void note_structure(Verifier *v, Diag *d) {
    if (d && !v->structure_error) v->structure_error = d;
    else if (d) diag_free(d);
}

static bool verify_op(Verifier *v, const Op *op) {
    /* the region count first, as MLIR's trait and ODS checks come before
     * an op's own rules (which read the regions) */
    int nregions = op_code_region_count(op->code);
    if (nregions == 1 && op->nregions != 1) return verify_op_error(v, op, "requires one region");
    if (nregions == 2 && op->nregions != 2) return verify_op_error(v, op, "expected 2 regions");
    bool is_affine = op_code_dialect(op->code) == DIALECT_AFFINE;
    if (is_affine ? !verify_affine_op(v, op) : !verify_core_op(v, op)) return false;
    if (!entry_blocks_have_no_predecessors(v, op)) return false;
    int symbol_uses_before = v->symbol_uses;
    if (op->code == OP_FUNC_CALL || op->code == OP_MEMREF_GET_GLOBAL) v->symbol_uses++;
    for (int r = 0; r < op->nregions; r++) {
        const Region *reg = &op->regions[r];
        for (int b = 0; b < reg->nblocks; b++) {
            const Block *blk = reg->blocks[b];
            if (!v->structure_error) note_structure(v, verify_structure_block(op, blk));
            for (int i = 0; i < blk->nops; i++) {
                if (!v->structure_error) note_structure(v, verify_structure_op_at(blk, i));
                if (!verify_op(v, blk->ops[i])) return false;
            }
        }
    }
    /* the symbol uses are walked for only when some op under the module makes one */
    if (op->code == OP_BUILTIN_MODULE &&
        (!verify_symbol_table(v, op) || (v->symbol_uses != symbol_uses_before && !verify_symbol_uses(v, op))))
        return false;
    if (is_affine && !verify_affine_op_regions(v, op)) return false;
    /* dominance last, and only on IR that broke no rule before it (and
     * whose text may break it: parser/ir.h, uses_in_order) */
    return !op->nregions || !op_code_is_isolated(op->code) || v->structure_error || v->module->uses_in_order ||
           verify_dominance(v, op);
}

Diag *verify_module(Module *m) {
    Verifier v = {m, NULL, NULL, 0, NULL};
    verify_op(&v, m->op);
    verify_dominance_free(&v);
    if (v.error) {
        if (v.structure_error) diag_free(v.structure_error);
        diag_set_file(v.error, m->source);   /* its locations are in the module's file */
        return v.error;
    }
    diag_set_file(v.structure_error, m->source);
    return v.structure_error;
}
