/* func: call (of functions of the module and of the runner's print
 * functions) and return; llvm.call and llvm.return are the same. */
#include "../engine/op_table.h"
#include "runner_print.h"
#include "llvm_runtime.h"
#include "../checks/definedness.h"
#include "../checks/access.h"
#include "../engine/exec.h"
#include "../engine/load.h"
#include <stdio.h>
#include <time.h>
#include <string.h>

typedef struct CallData {
    Function *callee;
    int nargs, arg_total;
    int *arg_widths;
    int res_total;
    Slot *arg_buf, *res_buf;   /* packing space (safe across recursion: see exec_call) */
    ScalarKind k;              /* runtime print functions: element kind */
} CallData;

static Status h_call(Exec *ex, const Node *n, Slot *fr) {
    const CallData *d = n->data;
    int at = 0;
    for (int i = 0; i < d->nargs; i++) {
        for (int j = 0; j < d->arg_widths[i]; j++) d->arg_buf[at + j] = fr[n->in[i] + j];   /* mostly one slot: no memcpy call */
        if (ex->tracking)   /* exec_call gives them to the callee's frame */
            for (int j = 0; j < d->arg_widths[i] && at + j < (int)sizeof ex->def.call_shadow; j++)
                ex->def.call_shadow[at + j] = slot_undefined(fr, n->in[i] + j);
        at += d->arg_widths[i];
    }
    if (ex->call_stack_len < (int)(sizeof ex->call_stack / sizeof *ex->call_stack))
        ex->call_stack[ex->call_stack_len] = n;
    ex->call_stack_len++;
    const Node *outer = ex->innermost_call;
    ex->innermost_call = n;
    Status st = exec_call(ex, d->callee, d->arg_buf, d->res_buf);
    ex->innermost_call = outer;
    ex->call_stack_len--;
    if (st != ST_OK) return st;
    at = 0;
    for (int i = 0; i < n->nout; i++) {
        int w = d->callee->result_widths[i];
        for (int j = 0; j < w; j++) fr[n->out[i] + j] = d->res_buf[at + j];
        if (ex->tracking)
            for (int j = 0; j < w && at + j < (int)sizeof ex->def.call_shadow; j++)
                slot_set_shadow(fr, n->out[i] + j, ex->def.call_shadow[at + j]);
        at += w;
    }
    return ST_OK;
}

/* The runner's print functions. */
static Status h_print_memref(Exec *ex, const Node *n, Slot *fr) {
    const CallData *d = n->data;
    MemrefView v = memref_view(fr + n->in[0]);
    for (int i = 0; i < v.rank; i++)
        if (v.sizes[i] == 0)
            return exec_ub(ex, n, UB_BOUNDS,
                             "printing an empty memref: the runner's printMemref reads its first element, which is "
                             "outside the memref");
    if (v.buf->freed) {
        exec_ub(ex, n, UB_LIFETIME, "printing a memref after it was deallocated");
        access_note_lifetime(ex, v.buf);
        return ST_ERROR;
    }
    if (!access_view_within_buffer(v))
        return exec_ub(ex, n, UB_BOUNDS, "printing a memref whose elements reach outside its allocation");
    if (v.buf->dma_marks) {   /* the runner reads every element */
        int64_t total = memref_num_elements(v.rank, v.sizes);
        for (int64_t pos = 0; pos < total; pos++)
            if (access_dma_read(ex, n, v.buf, memref_view_element(v, pos))) return ST_ERROR;
    }
    if (definedness_check_buffer_range(ex, n, fr + n->in[0], "printed")) return ST_ERROR;
    print_memref(ex->out, fr + n->in[0], d->k, n->aux == RT_PRINT_MEMREF_RANKED);
    return ST_OK;
}

static Status h_print_memref_shape(Exec *ex, const Node *n, Slot *fr) {
    print_memref_shape(ex->out, fr + n->in[0]);
    return ST_OK;
}

static Status h_print_scalar(Exec *ex, const Node *n, Slot *fr) {
    Slot s = fr[n->in[0]];
    switch ((RuntimeFunc)n->aux) {
    case RT_PRINT_F16: print_runner_float(ex->out, f16_bits_to_f32((uint16_t)s.u)); break;   /* its bits, as an i16 */
    case RT_PRINT_BF16: print_runner_float(ex->out, bf16_bits_to_f32((uint16_t)s.u)); break;
    case RT_PRINT_F32: print_runner_float(ex->out, s.f); break;
    case RT_PRINT_F64: print_runner_float(ex->out, s.d); break;
    case RT_PRINT_I64: fprintf(ex->out, "%lld", (long long)s.i); break;
    default: fprintf(ex->out, "%llu", (unsigned long long)s.u); break;
    }
    return ST_OK;
}

/* printFlops(f64): "%lf GFLOPS" of flops / 1e9 on stderr (observed with
 * mlir-runner-22's libmlir_runner_utils). */
static Status h_print_flops(Exec *ex, const Node *n, Slot *fr) {
    (void)ex;
    fprintf(stderr, "%lf GFLOPS\n", fr[n->in[0]].d / 1.0e9);
    return ST_OK;
}

/* rtclock() -> f64: wall-clock seconds, as the runner's (gettimeofday). */
static Status h_rtclock(Exec *ex, const Node *n, Slot *fr) {
    (void)ex;
    struct timespec t;
    clock_gettime(CLOCK_REALTIME, &t);
    fr[n->out[0]].d = (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
    return ST_OK;
}

/* printString(ptr): the bytes at the address up to a NUL, which must be
 * inside the llvm.mlir.global that holds the address. */
static Status h_print_string(Exec *ex, const Node *n, Slot *fr) {
    uint64_t address = fr[n->in[0]].u;
    int64_t at;
    const LlvmGlobal *g = program_llvm_global_at(ex->prog, address, &at);
    if (!g) return exec_ub(ex, n, UB_BOUNDS, "'printString' of address 0x%llx, which no global holds", (unsigned long long)address);
    const unsigned char *end = memchr(g->bytes + at, 0, (size_t)(g->size - at));
    if (!end) return exec_ub(ex, n, UB_BOUNDS, "'printString' reads past the end of '@%s': no NUL byte in it", g->name);
    fwrite(g->bytes + at, 1, (size_t)(end - (g->bytes + at)), ex->out);
    return ST_OK;
}

static Status h_print_punct(Exec *ex, const Node *n, Slot *fr) {
    (void)fr;
    static const char *const text[] = {[RT_PRINT_COMMA] = ", ", [RT_PRINT_NEWLINE] = "\n", [RT_PRINT_OPEN] = "( ",
                                       [RT_PRINT_CLOSE] = " )"};
    fputs(text[n->aux], ex->out);
    return ST_OK;
}

static bool prep_call(LoadCtx *lc, Node *n) {
    const Attr *callee = node_attr(n, "callee");
    if (!callee || callee->kind != AT_SYMBOL_REF) return load_fail(lc, n, "'func.call' op requires attribute 'callee'");
    Function *f = program_find_function(lc->prog, callee->symref.names[0]);
    if (!f) return load_fail(lc, n, "'func.call' op '%s' does not reference a valid function", callee->symref.names[0]);
    if (f->nargs != n->nin || f->nresults != n->nout)
        return load_fail(lc, n, "'func.call' op incorrect number of operands or results for callee");
    CallData *d = arena_alloc(lc->arena, sizeof *d);
    d->callee = f;
    n->data = d;
    if (f->is_declaration) {
        n->track = TRACK_PRINT_CALL;
        switch (f->runtime) {
        case RT_MALLOC: case RT_ALIGNED_ALLOC: case RT_FREE: case RT_MEMREF_COPY:
            return prep_llvm_runtime_call(lc, n, f);
        case RT_PRINT_MEMREF: case RT_PRINT_MEMREF_RANKED: case RT_PRINT_MEMREF_SHAPE: {
            if (n->nin < 1 || (n->op->operands[0]->type->kind != TY_MEMREF &&
                               n->op->operands[0]->type->kind != TY_UNRANKED_MEMREF))
                return prep_llvm_runtime_call(lc, n, f);   /* a descriptor in memory */
            if (f->runtime == RT_PRINT_MEMREF_SHAPE) {
                n->fn = h_print_memref_shape;
                return true;
            }
            bool ok = true;
            d->k = node_kind(lc, n, n->op->operands[0]->type, &ok);
            n->aux = f->runtime;
            n->fn = h_print_memref;
            return ok;
        }
        case RT_PRINT_F16: case RT_PRINT_BF16: case RT_PRINT_F32: case RT_PRINT_F64: case RT_PRINT_I64: case RT_PRINT_U64:
            n->aux = f->runtime;
            n->fn = h_print_scalar;
            return true;
        case RT_PRINT_COMMA: case RT_PRINT_NEWLINE: case RT_PRINT_OPEN: case RT_PRINT_CLOSE:
            n->aux = f->runtime;
            n->fn = h_print_punct;
            return true;
        case RT_PRINT_STRING:
            if (n->nin != 1 || n->op->operands[0]->type->kind != TY_OPAQUE)
                return load_fail(lc, n, "'printString' takes one pointer");
            n->fn = h_print_string;
            return true;
        case RT_PRINT_FLOPS:
            if (n->nin != 1 || n->op->operands[0]->type->kind != TY_FLOAT)
                return load_fail(lc, n, "'printFlops' takes one f64");
            n->fn = h_print_flops;
            return true;
        case RT_RTCLOCK:
            if (n->nin != 0 || n->nout != 1 || n->op->results[0]->type->kind != TY_FLOAT)
                return load_fail(lc, n, "'rtclock' takes nothing and returns an f64");
            n->track = TRACK_OBSERVE;   /* its result is defined */
            n->fn = h_rtclock;
            return true;
        default:
            return load_fail(lc, n, "call of the external function '%s', which affine-interp does not provide", f->name);
        }
    }
    d->nargs = n->nin;
    d->arg_widths = arena_alloc(lc->arena, sizeof(int) * (size_t)(n->nin + 1));
    for (int i = 0; i < n->nin; i++) {
        d->arg_widths[i] = value_width(n->op->operands[i]->type);
        d->arg_total += d->arg_widths[i];
    }
    for (int i = 0; i < f->nresults; i++) d->res_total += f->result_widths[i];
    d->arg_buf = arena_alloc(lc->arena, sizeof(Slot) * (size_t)(d->arg_total + 1));
    d->res_buf = arena_alloc(lc->arena, sizeof(Slot) * (size_t)(d->res_total + 1));
    n->fn = h_call;
    return true;
}

static bool prep_return(LoadCtx *lc, Node *n) {
    if (lc->fn && n->nin != lc->fn->nresults)
        return load_fail(lc, n, "'func.return' op has %d operands, but enclosing function (@%s) returns %d", n->nin,
                         lc->fn->name, lc->fn->nresults);
    n->fn = exec_terminator;
    return true;
}

static const OpEntry entries[] = {
    {OP_FUNC_CALL, prep_call},
    {OP_FUNC_RETURN, prep_return},
    {OP_LLVM_CALL, prep_call},           /* calls of llvm.func functions and runner utilities */
    {OP_LLVM_RETURN, prep_return},
};
OP_TABLE(func_ops, entries);
