/* The LLVM dialect's memory (LLVM LangRef, "Memory Model", and the ops'
 * sections): llvm.alloca, llvm.load and llvm.store of any laid-out type
 * (llvm_layout.h), pointer arithmetic (llvm.getelementptr with constant
 * and dynamic indices, inbounds and nuw), llvm.mlir.zero and undef,
 * ptrtoint and inttoptr, freeze, the memory intrinsics (memcpy, memmove,
 * memset), stacksave and stackrestore, and the hint intrinsics (prefetch,
 * lifetime markers, assume).  Every access goes through pointer_access
 * (checks/pointer_access.h); allocations get their address from the run's
 * address map (core/address_map.h). */
#include "../engine/op_table.h"
#include "../checks/definedness.h"
#include "../checks/pointer_access.h"
#include "../core/report.h"
#include "../engine/exec.h"
#include "../engine/load.h"
#include "../../parser/llvm_type.h"
#include "llvm_layout.h"
#include "llvm_memory.h"
#include <string.h>

static const ScalarKind BYTE = {SK_INT, 8, 1, 0};

/* ---------------------------------------------------- the flat memory */
Status llvm_place_globals(Exec *ex, const Node *n) {
    ex->addresses.globals_placed = true;
    for (int i = 0; i < ex->prog->nllvm_globals; i++) {
        const LlvmGlobal *g = &ex->prog->llvm_globals[i];
        Buffer *b = exec_new_buffer(ex, NULL, BYTE, g->size, BUF_GLOBAL, 0);
        if (!b) return ST_ERROR;
        memcpy(b->data, g->bytes, (size_t)g->size);
        b->alloc_loc = g->op->loc;
        b->address = g->address;
        b->read_only = g->constant;
        if (!address_map_add(&ex->addresses, b)) return exec_fail(ex, n, DIAG_CLASS_LIMIT, "out of memory");
    }
    return ST_OK;
}

Status llvm_allocate(Exec *ex, const Node *n, int64_t bytes, int64_t align, BufferKind kind, uint64_t *address) {
    if (llvm_memory_ready(ex, n)) return ST_ERROR;
    Buffer *b = exec_new_buffer(ex, n, BYTE, bytes, kind, 0);
    if (!b) return ST_ERROR;
    b->address = address_map_reserve(&ex->addresses, bytes, align);
    if (!address_map_add(&ex->addresses, b)) return exec_fail(ex, n, DIAG_CLASS_LIMIT, "out of memory");
    *address = b->address;
    return ST_OK;
}

Status llvm_observe_pointer_lane(Exec *ex, const Node *n, const Slot *fr, int operand, int lane) {
    unsigned char k = ex->tracking ? slot_undefined(fr, n->in[operand] + lane) : 0;
    return k ? definedness_observed(ex, n, k, "used as a pointer") : ST_OK;
}
Status llvm_observe_pointer(Exec *ex, const Node *n, const Slot *fr, int operand) {
    return llvm_observe_pointer_lane(ex, n, fr, operand, 0);
}

Status llvm_read_word(Exec *ex, const Node *n, uint64_t address, uint64_t *out) {
    PointerTarget t;
    if (pointer_access(ex, n, address, 8, 1, ACCESS_READ, &t)) return ST_ERROR;
    for (int i = 0; i < 8 && t.buf->shadow; i++) {
        unsigned char k = buffer_undefined(t.buf, (t.offset + i) / t.buf->elem.bytes);
        if (k) return definedness_observed(ex, n, k, "read as a memref descriptor");
    }
    *out = scalar_load_bytes(t.p, 8);
    return ST_OK;
}

/* The alignment an access promises: its `alignment` attribute, else the
 * type's ABI alignment (what LLVM gives a load or store without one). */
static int64_t promised_alignment(const Node *n, int64_t abi) {
    const Attr *a = node_attr(n, "alignment");
    return a && a->kind == AT_INTEGER && a->integer.value > 0 ? a->integer.value : abi;
}

/* The operand and result counts the verifier has already checked
 * (semantics/verify_llvm.c, in mlir-opt-22's words); kept so a module
 * loaded without verification cannot make a handler read a missing slot.
 * AT_LEAST(k): k or more operands. */
#define AT_LEAST(k) (-1 - (k))
static bool counts(LoadCtx *lc, Node *n, int nin, int nout) {
    if ((nin >= 0 ? n->nin == nin : n->nin >= -1 - nin) && n->nout == nout) return true;
    return load_fail(lc, n, "'%s' op with %d operands and %d results, which the verifier refuses", n->op->name, n->nin,
                     n->nout);
}

/* ------------------------------------------------------------- alloca */
typedef struct AllocaData {
    int64_t elem_size, align;
} AllocaData;

static Status h_alloca(Exec *ex, const Node *n, Slot *fr) {
    const AllocaData *d = n->data;
    int64_t count = fr[n->in[0]].i, bytes;
    if (count < 0 || __builtin_mul_overflow(count, d->elem_size, &bytes))
        return exec_ub(ex, n, UB_IMMEDIATE, "'llvm.alloca' of %lld elements", (long long)count);
    return llvm_allocate(ex, n, bytes, d->align, BUF_STACK, &fr[n->out[0]].u);
}

static bool prep_alloca(LoadCtx *lc, Node *n) {
    const Attr *et = node_attr(n, "elem_type");
    AllocaData *d = arena_alloc(lc->arena, sizeof *d);
    if (n->nin != 1 || n->nout != 1 || !et || et->kind != AT_TYPE || !llvm_layout_size(et->type, &d->elem_size, &d->align))
        return load_fail(lc, n, "'llvm.alloca' of this element type is not supported by affine-interp");
    d->align = promised_alignment(n, d->align);
    n->data = d;
    n->fn = h_alloca;
    return true;
}

/* -------------------------------------------------------- load, store */
typedef struct AccessData {
    MemLayout layout;
    int64_t bytes;         /* bytes accessed: the store size (a vector's lanes, no padding) */
    int64_t align;
} AccessData;

static Status h_load(Exec *ex, const Node *n, Slot *fr) {
    const AccessData *d = n->data;
    PointerTarget t;
    if (llvm_observe_pointer(ex, n, fr, 0) || llvm_memory_ready(ex, n) ||
        pointer_access(ex, n, fr[n->in[0]].u, d->bytes, d->align, ACCESS_READ, &t))
        return ST_ERROR;
    Slot *out = fr + n->out[0];
    for (int i = 0; i < d->layout.nleaves; i++) {
        const MemLeaf *l = &d->layout.leaves[i];
        out[l->slot] = scalar_load(t.p + l->offset, l->k);
        if (ex->tracking) slot_set_shadow(fr, n->out[0] + l->slot, 0);
        if (__builtin_expect(t.buf->shadow != NULL, 0)) {
            PointerTarget leaf = {t.buf, t.offset + l->offset, t.p + l->offset};
            if (pointer_read_definedness(ex, n, fr, &leaf, l->k.bytes, n->out[0] + l->slot)) return ST_ERROR;
        }
    }
    return ST_OK;
}

/* Operands as MLIR's StoreOp has them: value, address. */
static Status h_store(Exec *ex, const Node *n, Slot *fr) {
    const AccessData *d = n->data;
    PointerTarget t;
    if (llvm_observe_pointer(ex, n, fr, 1) || llvm_memory_ready(ex, n) ||
        pointer_access(ex, n, fr[n->in[1]].u, d->bytes, d->align, ACCESS_WRITE, &t))
        return ST_ERROR;
    const Slot *value = fr + n->in[0];
    for (int i = 0; i < d->layout.nleaves; i++) {
        const MemLeaf *l = &d->layout.leaves[i];
        scalar_store(t.p + l->offset, l->k, value[l->slot]);
        PointerTarget leaf = {t.buf, t.offset + l->offset, t.p + l->offset};
        pointer_write_definedness(ex, fr, n->in[0] + l->slot, &leaf, l->k.bytes);
    }
    return ST_OK;
}

static bool prep_access(LoadCtx *lc, Node *n, const Type *value, Handler h) {
    AccessData *d = arena_alloc(lc->arena, sizeof *d);
    if (!llvm_layout_of(lc->arena, value, &d->layout))
        return load_fail(lc, n, "'%s' of this type is not supported by affine-interp", n->op->name);
    d->bytes = d->layout.size;
    if (value->kind == TY_VECTOR && d->layout.nleaves)
        d->bytes = d->layout.nleaves * (int64_t)d->layout.leaves[0].k.bytes;
    d->align = promised_alignment(n, d->layout.align);
    n->data = d;
    n->fn = h;
    return true;
}
static bool prep_load(LoadCtx *lc, Node *n) {
    if (!counts(lc, n, 1, 1)) return false;
    return prep_access(lc, n, n->op->results[0]->type, h_load);
}
static bool prep_store(LoadCtx *lc, Node *n) {
    if (!counts(lc, n, 2, 0)) return false;
    return prep_access(lc, n, n->op->operands[0]->type, h_store);
}

/* ------------------------------------------------------ getelementptr */
/* LangRef "getelementptr": the address is the base plus each index times
 * the size of what it steps over; the indices of struct members are
 * constants (folded into `offset` at load time).  With inbounds the base
 * and every step must stay within one allocated object (one past its end
 * counts) or the result is poison; with nuw no offset may wrap unsigned,
 * so a negative index makes poison.  A vector index (or base) makes a
 * vector of pointers, lane by lane. */
typedef struct GepIndex {
    int operand;
    int64_t stride;
    int width;             /* the index's bits: it is sign-extended */
    bool lanes;            /* a vector index: lane l steps lane l */
} GepIndex;

typedef struct GepData {
    int64_t offset;
    int nindices;
    GepIndex *indices;
    bool inbounds, nuw, base_lanes;
    int lanes;             /* result lanes (1: a pointer) */
} GepData;

enum { GEP_DYNAMIC = INT32_MIN, GEP_INBOUNDS = 1, GEP_NUW = 4 };

static Status h_gep(Exec *ex, const Node *n, Slot *fr) {
    const GepData *d = n->data;
    for (int l = 0; l < d->lanes; l++) {
        uint64_t base = fr[n->in[0] + (d->base_lanes ? l : 0)].u, offset = (uint64_t)d->offset;
        bool negative = d->offset < 0;
        for (int i = 0; i < d->nindices; i++) {
            const GepIndex *x = &d->indices[i];
            int64_t step = scalar_sext(fr[n->in[x->operand] + (x->lanes ? l : 0)].u, x->width) * x->stride;
            negative |= step < 0;
            offset += (uint64_t)step;
        }
        uint64_t r = base + offset;
        fr[n->out[0] + l].u = r;
        if (d->nuw && negative) {
            if (definedness_poison(ex, n, fr, n->out[0] + l, "a negative offset under 'nuw' wraps the address"))
                return ST_ERROR;
            continue;
        }
        if (d->inbounds && offset) {
            if (llvm_memory_ready(ex, n)) return ST_ERROR;
            const Buffer *b = pointer_allocation(ex, base);
            if ((!b || r < b->address || r - b->address > (uint64_t)buffer_bytes(b)) &&
                definedness_poison(ex, n, fr, n->out[0] + l, "an 'inbounds' address outside the allocated object of its base"))
                return ST_ERROR;
        }
    }
    return ST_OK;
}

/* The size of the type an index steps over (t: the current type). */
static bool step_size(LlvmTypeText t, const Type *builtin, int64_t *size) {
    int64_t align;
    return builtin ? llvm_layout_size(builtin, size, &align) : llvm_type_bytes(t, size, &align);
}

static bool prep_gep(LoadCtx *lc, Node *n) {
    const Op *op = n->op;
    const Attr *raw = node_attr(n, "rawConstantIndices"), *et = node_attr(n, "elem_type"), *flags = node_attr(n, "noWrapFlags");
    if (!raw || raw->kind != AT_DENSE_ARRAY || raw->dense_array.n < 1 || !et || et->kind != AT_TYPE || n->nout != 1)
        return load_fail(lc, n, "'llvm.getelementptr' op requires its indices and element type");
    GepData *d = arena_alloc(lc->arena, sizeof *d);
    d->indices = arena_alloc(lc->arena, sizeof(GepIndex) * (size_t)raw->dense_array.n);
    int64_t fl = flags && flags->kind == AT_INTEGER ? flags->integer.value : 0;
    d->inbounds = (fl & GEP_INBOUNDS) || node_attr(n, "inbounds");
    d->nuw = fl & GEP_NUW;
    d->lanes = value_width(op->results[0]->type);
    d->base_lanes = value_width(op->operands[0]->type) > 1;
    /* level 0 steps over elem_type; each later index goes into the type */
    const Type *builtin = et->type->kind == TY_OPAQUE ? NULL : et->type;
    LlvmTypeText t = builtin ? (LlvmTypeText){"", 0} : llvm_type_text(et->type->opaque);
    int dynamic = 1;
    for (int i = 0; i < raw->dense_array.n; i++) {
        int64_t c = raw->dense_array.ints[i], size = 0;
        LlvmTypeText member;
        bool is_struct = i > 0 && !builtin && strncmp(t.text, "struct<", 7) == 0;
        if (i == 0) {
            if (!step_size(t, builtin, &size))
                return load_fail(lc, n, "'llvm.getelementptr' over this element type is not supported by affine-interp");
        } else if (is_struct) {
            int64_t at;
            if (c == GEP_DYNAMIC || !llvm_type_member_offset(t, c, &member, &at))
                return load_fail(lc, n, "'llvm.getelementptr' op index %lld is not a member of the type", (long long)c);
            d->offset += at;
            t = member;
            continue;
        } else {
            int64_t lanes;
            if (builtin && builtin->kind == TY_VECTOR) {
                builtin = type_element(builtin);
            } else if (builtin || (!llvm_type_vector(t, &lanes, &member) && llvm_type_aggregate_member(t, 0, &member) < 0)) {
                return load_fail(lc, n, "'llvm.getelementptr' op indexes into a type that has no members");
            } else {
                t = member;
            }
            if (!step_size(t, builtin, &size))
                return load_fail(lc, n, "'llvm.getelementptr' over this element type is not supported by affine-interp");
        }
        if (c != GEP_DYNAMIC) {
            d->offset += c * size;
            continue;
        }
        if (dynamic >= n->nin) return counts(lc, n, dynamic + 1, 1);   /* fails: an index operand is missing */
        const Type *it = op->operands[dynamic]->type;
        d->indices[d->nindices++] = (GepIndex){dynamic, size, scalar_kind_of(it).width, value_width(it) > 1};
        dynamic++;
    }
    if (!counts(lc, n, dynamic, 1)) return false;
    n->data = d;
    n->fn = h_gep;
    return true;
}

/* ------------------------------------------------- values of pointers */
static Status h_zero(Exec *ex, const Node *n, Slot *fr) {
    (void)ex;
    memset(fr + n->out[0], 0, sizeof(Slot) * (size_t)n->aux);
    return ST_OK;
}

/* LangRef "undef": each use may see any value.  Tracked as poison is
 * (SPEC_NOTES: an observed undef is reported, never guessed). */
static Status h_undef(Exec *ex, const Node *n, Slot *fr) {
    memset(fr + n->out[0], 0, sizeof(Slot) * (size_t)n->aux);
    for (int l = 0; l < n->aux; l++)
        if (definedness_poison(ex, n, fr, n->out[0] + l, "an 'llvm.mlir.undef' value")) return ST_ERROR;
    return ST_OK;
}

static bool prep_constant_value(LoadCtx *lc, Node *n, Handler h) {
    if (!counts(lc, n, AT_LEAST(0), 1)) return false;
    n->aux = value_width(n->op->results[0]->type);
    n->fn = h;
    return true;
}
static bool prep_zero(LoadCtx *lc, Node *n) { return prep_constant_value(lc, n, h_zero); }
static bool prep_undef(LoadCtx *lc, Node *n) { return prep_constant_value(lc, n, h_undef); }

/* ptrtoint and inttoptr, lane by lane: an address is its integer (the
 * integer's width truncates or zero-extends it). */
static Status h_ptrtoint(Exec *ex, const Node *n, Slot *fr) {
    (void)ex;
    for (int l = 0; l < n->lanes; l++) fr[n->out[0] + l].i = scalar_sext(fr[n->in[0] + l].u, n->k.width);
    return ST_OK;
}
static Status h_inttoptr(Exec *ex, const Node *n, Slot *fr) {
    (void)ex;
    for (int l = 0; l < n->lanes; l++) fr[n->out[0] + l].u = scalar_zext(fr[n->in[0] + l].i, n->k.width);
    return ST_OK;
}
static bool prep_pointer_cast(LoadCtx *lc, Node *n, const Type *integer, Handler h) {
    bool ok = true;
    if (!counts(lc, n, 1, 1)) return false;
    n->k = node_kind(lc, n, integer, &ok);
    n->lanes = value_width(n->op->results[0]->type);
    n->fn = h;
    return ok;
}
static bool prep_ptrtoint(LoadCtx *lc, Node *n) { return prep_pointer_cast(lc, n, n->op->results[0]->type, h_ptrtoint); }
static bool prep_inttoptr(LoadCtx *lc, Node *n) { return prep_pointer_cast(lc, n, n->op->operands[0]->type, h_inttoptr); }
/* addrspacecast: one flat address space, so the address is kept (SPEC_NOTES) */
static bool prep_addrspacecast(LoadCtx *lc, Node *n) {
    if (!counts(lc, n, 1, 1)) return false;
    n->k = (ScalarKind){SK_INT, 64, 8, 0};
    n->lanes = value_width(n->op->results[0]->type);
    n->fn = h_inttoptr;
    return true;
}

/* LangRef "freeze": a poison or undef lane becomes an arbitrary but fixed
 * value; affine-interp picks 0 (SPEC_NOTES). */
static Status h_freeze(Exec *ex, const Node *n, Slot *fr) {
    for (int l = 0; l < n->aux; l++) {
        fr[n->out[0] + l] = fr[n->in[0] + l];
        if (ex->tracking && slot_undefined(fr, n->out[0] + l)) {
            fr[n->out[0] + l].u = 0;
            slot_set_shadow(fr, n->out[0] + l, 0);
        }
    }
    return ST_OK;
}
static bool prep_freeze(LoadCtx *lc, Node *n) {
    if (!counts(lc, n, 1, 1)) return false;
    return prep_constant_value(lc, n, h_freeze);
}

/* ------------------------------------------------- memory intrinsics */
/* llvm.intr.memcpy / memmove (dst, src, len) and memset (dst, byte, len):
 * LangRef: both ranges must be valid for len bytes, and memcpy's must not
 * overlap.  A length of 0 touches nothing. */
Status llvm_move_bytes(Exec *ex, const Node *n, uint64_t d, uint64_t s, int64_t len, bool may_overlap) {
    PointerTarget dst, src;
    if (pointer_access(ex, n, s, len, 1, ACCESS_READ, &src) || pointer_access(ex, n, d, len, 1, ACCESS_WRITE, &dst))
        return ST_ERROR;
    if (!may_overlap && (d < s ? s - d : d - s) < (uint64_t)len)
        return exec_ub(ex, n, UB_IMMEDIATE, "'llvm.intr.memcpy' of overlapping ranges (%lld bytes from 0x%llx to 0x%llx)",
                       (long long)len, (unsigned long long)s, (unsigned long long)d);
    memmove(dst.p, src.p, (size_t)len);
    if (src.buf->shadow || dst.buf->shadow) {   /* the definedness goes with the bytes */
        bool backwards = dst.buf == src.buf && dst.offset > src.offset;
        for (int64_t i = 0; i < len; i++) {
            int64_t j = backwards ? len - 1 - i : i;
            buffer_set_shadow(dst.buf, (dst.offset + j) / dst.buf->elem.bytes,
                              buffer_undefined(src.buf, (src.offset + j) / src.buf->elem.bytes));
        }
    }
    return ST_OK;
}

static Status copy_bytes(Exec *ex, const Node *n, Slot *fr, bool may_overlap) {
    int64_t len = fr[n->in[2]].i;
    if (llvm_observe_pointer(ex, n, fr, 0) || llvm_observe_pointer(ex, n, fr, 1) || llvm_memory_ready(ex, n))
        return ST_ERROR;
    if (len == 0) return ST_OK;
    if (len < 0)
        return exec_ub(ex, n, UB_BOUNDS, "'%s' of %llu bytes, more than any allocation holds", n->op->name, (unsigned long long)len);
    return llvm_move_bytes(ex, n, fr[n->in[0]].u, fr[n->in[1]].u, len, may_overlap);
}
static Status h_memcpy(Exec *ex, const Node *n, Slot *fr) { return copy_bytes(ex, n, fr, false); }
static Status h_memmove(Exec *ex, const Node *n, Slot *fr) { return copy_bytes(ex, n, fr, true); }

static Status h_memset(Exec *ex, const Node *n, Slot *fr) {
    int64_t len = fr[n->in[2]].i;
    PointerTarget dst;
    if (llvm_observe_pointer(ex, n, fr, 0) || llvm_memory_ready(ex, n)) return ST_ERROR;
    if (len == 0) return ST_OK;
    if (len < 0) return exec_ub(ex, n, UB_BOUNDS, "'%s' of %llu bytes, more than any allocation holds", n->op->name, (unsigned long long)len);
    if (pointer_access(ex, n, fr[n->in[0]].u, len, 1, ACCESS_WRITE, &dst)) return ST_ERROR;
    memset(dst.p, (int)(fr[n->in[1]].i & 0xff), (size_t)len);
    pointer_write_definedness(ex, fr, n->in[1], &dst, len);
    return ST_OK;
}

static bool prep_memory_intrinsic(LoadCtx *lc, Node *n, Handler h) {
    if (!counts(lc, n, 3, 0)) return false;
    n->fn = h;
    return true;
}
static bool prep_memcpy(LoadCtx *lc, Node *n) { return prep_memory_intrinsic(lc, n, h_memcpy); }
static bool prep_memmove(LoadCtx *lc, Node *n) { return prep_memory_intrinsic(lc, n, h_memmove); }
static bool prep_memset(LoadCtx *lc, Node *n) { return prep_memory_intrinsic(lc, n, h_memset); }

/* stacksave gives the address the next allocation would take;
 * stackrestore ends every llvm.alloca made since (their addresses are
 * above it: addresses only grow). */
static Status h_stacksave(Exec *ex, const Node *n, Slot *fr) {
    if (llvm_memory_ready(ex, n)) return ST_ERROR;
    fr[n->out[0]].u = address_map_reserve(&ex->addresses, 0, 16);
    return ST_OK;
}
static Status h_stackrestore(Exec *ex, const Node *n, Slot *fr) {
    uint64_t mark = fr[n->in[0]].u;
    for (Buffer *b = ex->buffers; b; b = b->next)
        if (b->kind == BUF_STACK && !b->freed && b->address && b->address >= mark) exec_free_buffer(ex, b, n->op->loc);
    return ST_OK;
}
static bool prep_stacksave(LoadCtx *lc, Node *n) {
    if (!counts(lc, n, 0, 1)) return false;
    n->fn = h_stacksave;
    return true;
}
static bool prep_stackrestore(LoadCtx *lc, Node *n) {
    if (!counts(lc, n, 1, 0)) return false;
    n->fn = h_stackrestore;
    return true;
}

/* LangRef "llvm.assume": a false condition is undefined behaviour. */
static Status h_assume(Exec *ex, const Node *n, Slot *fr) {
    if (fr[n->in[0]].i & 1) return ST_OK;
    return exec_ub(ex, n, UB_IMMEDIATE, "'llvm.intr.assume' of a false condition");
}
static bool prep_assume(LoadCtx *lc, Node *n) {
    if (!counts(lc, n, AT_LEAST(1), 0)) return false;
    n->fn = h_assume;
    return true;
}

/* prefetch and the lifetime markers change nothing a program observes. */
static bool prep_hint(LoadCtx *lc, Node *n) {
    (void)lc;
    n->fn = exec_nop;
    return true;
}

static const OpEntry entries[] = {
    {OP_LLVM_ALLOCA, prep_alloca},
    {OP_LLVM_LOAD, prep_load},
    {OP_LLVM_STORE, prep_store},
    {OP_LLVM_GETELEMENTPTR, prep_gep},
    {OP_LLVM_MLIR_ZERO, prep_zero},
    {OP_LLVM_MLIR_UNDEF, prep_undef},
    {OP_LLVM_PTRTOINT, prep_ptrtoint},
    {OP_LLVM_INTTOPTR, prep_inttoptr},
    {OP_LLVM_ADDRSPACECAST, prep_addrspacecast},
    {OP_LLVM_FREEZE, prep_freeze},
    {OP_LLVM_INTR_MEMCPY, prep_memcpy},
    {OP_LLVM_INTR_MEMMOVE, prep_memmove},
    {OP_LLVM_INTR_MEMSET, prep_memset},
    {OP_LLVM_INTR_STACKSAVE, prep_stacksave},
    {OP_LLVM_INTR_STACKRESTORE, prep_stackrestore},
    {OP_LLVM_INTR_ASSUME, prep_assume},
    {OP_LLVM_INTR_PREFETCH, prep_hint},
    {OP_LLVM_INTR_LIFETIME_START, prep_hint},
    {OP_LLVM_INTR_LIFETIME_END, prep_hint},
};
OP_TABLE(llvm_memory_ops, entries);
