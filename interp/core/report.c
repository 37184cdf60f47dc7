/* Diagnostics of a run (report.h): every error and undefined behaviour the
 * engine and its checks find becomes Exec.error here, with the loops and
 * calls around the op as notes. */
#include "report.h"
#include <stdarg.h>
#include <stdio.h>

const char *ub_family_name(UbFamily f) {
    static const char *const names[UB_FAMILY_COUNT] = {
#define UB_FAMILY(ID, NAME, WHAT) #NAME,
#include "ub_families.def"
    };
    return f < UB_FAMILY_COUNT ? names[f] : "?";
}

/* Notes naming the induction variables of the loops around n, innermost
 * first, read from the running function's frame. */
static void note_enclosing_loops(Exec *ex, const Node *n) {
    if (!n || !ex->frame) return;
    int shown = 0;
    for (const Op *op = n->op, *loop; (loop = op_parent_op(op)) != NULL && shown < 8;) {
        const Block *blk = op->parent;
        bool is_for = loop->code == OP_AFFINE_FOR || loop->code == OP_SCF_FOR;
        bool is_par = loop->code == OP_AFFINE_PARALLEL || loop->code == OP_SCF_PARALLEL;
        if ((is_for || is_par) && blk->nargs > 0) {
            char buf[200];
            int at = 0, nivs = is_for ? 1 : blk->nargs;
            for (int i = 0; i < nivs && at < (int)sizeof buf - 24; i++)
                at += snprintf(buf + at, sizeof buf - (size_t)at, "%s%lld", i ? ", " : "",
                               (long long)ex->frame[slot_of(ex->prog, blk->args[i])].i);
            diag_add_note(ex->error, loop->loc, "in the iteration of this '%s' where its induction variable%s %s %s%s%s",
                          loop->name, nivs > 1 ? "s" : "", nivs > 1 ? "are" : "is", nivs > 1 ? "(" : "", buf,
                          nivs > 1 ? ")" : "");
            shown++;
        }
        if (loop->code == OP_FUNC_FUNC || loop->code == OP_LLVM_FUNC) break;
        op = loop;
    }
}

Status exec_ub(Exec *ex, const Node *n, UbFamily f, const char *fmt, ...) {
    if (ex->error) return ST_ERROR;
    char msg[900];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return exec_fail(ex, n, DIAG_CLASS_UB, "undefined behaviour [%s]: %s", ub_family_name(f), msg);
}

/* The file of the running module: the file of the Locs of its diagnostics. */
static const SourceFile *exec_source(const Exec *ex) {
    return ex->prog && ex->prog->module ? ex->prog->module->source : NULL;
}

Status exec_fail(Exec *ex, const Node *n, DiagClass cls, const char *fmt, ...) {
    if (ex->error) return ST_ERROR;
    va_list ap;
    va_start(ap, fmt);
    ex->error = diag_newv(DIAG_ERROR, n ? n->op->loc : (Loc){0}, fmt, ap);
    va_end(ap);
    diag_set_class(ex->error, cls);
    note_enclosing_loops(ex, n);
    /* the call stack, innermost first: the 16 innermost calls and how many more */
    int kept = (int)(sizeof ex->call_stack / sizeof *ex->call_stack);
    int top = ex->call_stack_len < kept ? ex->call_stack_len : kept;
    int shown = 0;
    Loc last = {0};
    for (int i = top - 1; i >= 0 && shown < 16; i--, shown++)
        diag_add_note(ex->error, last = ex->call_stack[i]->op->loc, "called from here");
    if (ex->call_stack_len > shown)   /* kept are the outermost 64 calls; shown the innermost of those */
        diag_add_note(ex->error, last, "(%d of the %d active calls are shown)", shown, ex->call_stack_len);
    diag_set_file(ex->error, exec_source(ex));   /* its locations are in the module's file */
    return ST_ERROR;
}

/* A note (help: a help line) on the run's error, formatted here: the
 * notes' texts name the module's places, so the file is set too. */
static void add_entry(Exec *ex, bool help, Loc loc, const char *fmt, va_list ap) {
    char buf[512];
    vsnprintf(buf, sizeof buf, fmt, ap);
    if (help) diag_add_help(ex->error, "%s", buf);
    else diag_add_note(ex->error, loc, "%s", buf);
    diag_set_file(ex->error, exec_source(ex));
}

void exec_note(Exec *ex, Loc loc, const char *fmt, ...) {
    if (!ex->error) return;
    va_list ap;
    va_start(ap, fmt);
    add_entry(ex, false, loc, fmt, ap);
    va_end(ap);
}

void exec_help(Exec *ex, const char *fmt, ...) {
    if (!ex->error) return;
    va_list ap;
    va_start(ap, fmt);
    add_entry(ex, true, (Loc){0, 0}, fmt, ap);
    va_end(ap);
}
