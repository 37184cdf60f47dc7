/* Loading a module into a Program: slots for every SSA value, a Node with
 * its handler for every op, compiled affine maps.  Everything here runs
 * once per module; nothing of it runs in the hot loop. */
#include "../../parser/llvm_type.h"
#include "op_table.h"
#include "../checks/definedness.h"
#include "exec.h"
#include "load.h"
#include <string.h>
#include <stdlib.h>
#include <stdarg.h>

bool load_fail(LoadCtx *lc, const Node *n, const char *fmt, ...) {
    if (lc->error) return false;
    va_list ap;
    va_start(ap, fmt);
    lc->error = diag_newv(DIAG_ERROR, n ? n->op->loc : (Loc){0}, fmt, ap);
    va_end(ap);
    return false;
}

bool load_terminator(LoadCtx *lc, Node *n) {
    (void)lc;
    n->fn = exec_terminator;
    return true;
}

const Attr *node_attr(const Node *n, const char *name) { return op_prop(n->op, name); }

static size_t map_slot(const MapCache *c, const AffineMap *m) {
    size_t h = ((uintptr_t)m >> 4) * 0x9E3779B97F4A7C15u, mask = (size_t)c->cap - 1;
    for (h &= mask; c->keys[h] && c->keys[h] != m; h = (h + 1) & mask) {}
    return h;
}

/* Room for one more map (false: out of memory; the map is then compiled
 * uncached). */
static bool map_cache_room(MapCache *c) {
    if (2 * (c->n + 1) <= c->cap) return true;
    MapCache bigger = {NULL, NULL, c->cap ? 2 * c->cap : 64, 0};
    bigger.keys = calloc((size_t)bigger.cap, sizeof *bigger.keys);
    bigger.maps = calloc((size_t)bigger.cap, sizeof *bigger.maps);
    if (!bigger.keys || !bigger.maps) {
        free(bigger.keys);
        free(bigger.maps);
        return false;
    }
    for (int i = 0; i < c->cap; i++)
        if (c->keys[i]) {
            size_t h = map_slot(&bigger, c->keys[i]);
            bigger.keys[h] = c->keys[i];
            bigger.maps[h] = c->maps[i];
        }
    bigger.n = c->n;
    free(c->keys);
    free(c->maps);
    *c = bigger;
    return true;
}

CompiledMap *load_map(LoadCtx *lc, const Node *n, const char *name) {
    const Attr *a = node_attr(n, name);
    if (!a || a->kind != AT_AFFINE_MAP) {
        load_fail(lc, n, "'%s' op requires attribute '%s'", n->op->name, name);
        return NULL;
    }
    MapCache *c = &lc->maps;
    if (!map_cache_room(c)) return affine_compile_map(lc->arena, a->map);
    size_t h = map_slot(c, a->map);
    if (!c->keys[h]) {
        c->keys[h] = a->map;
        c->maps[h] = affine_compile_map(lc->arena, a->map);
        c->n++;
    }
    return c->maps[h];
}

Moves load_moves_to_slots(LoadCtx *lc, int n, Value **src, const int *dst_slots) {
    Moves m;
    m.n = n;
    m.src = arena_alloc(lc->arena, sizeof(int) * (size_t)(n + 1));
    m.dst = arena_alloc(lc->arena, sizeof(int) * (size_t)(n + 1));
    m.cnt = arena_alloc(lc->arena, sizeof(int) * (size_t)(n + 1));
    for (int i = 0; i < n; i++) {
        m.src[i] = slot_of(lc->prog, src[i]);
        m.dst[i] = dst_slots[i];
        m.cnt[i] = value_width(src[i]->type);
    }
    m.may_overlap = false;
    m.unit = true;
    for (int i = 0; i < n; i++) m.unit &= m.cnt[i] == 1;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            if (m.dst[i] < m.src[j] + m.cnt[j] && m.src[j] < m.dst[i] + m.cnt[i] && !(i == j && m.src[i] == m.dst[i]))
                m.may_overlap = true;
    return m;
}

Moves load_moves(LoadCtx *lc, int n, Value **src, Value **dst) {
    int *slots = arena_alloc(lc->arena, sizeof(int) * (size_t)(n + 1));
    for (int i = 0; i < n; i++) slots[i] = slot_of(lc->prog, dst[i]);
    return load_moves_to_slots(lc, n, src, slots);
}

ScalarKind node_kind(LoadCtx *lc, const Node *n, const Type *t, bool *ok) {
    ScalarKind k = scalar_kind_of(t);
    if (k.cls == SK_UNSUPPORTED) {
        load_fail(lc, n, "'%s' on element type of this value is not supported by affine-interp", n->op->name);
        *ok = false;
    }
    return k;
}

/* ------------------------------------------------------------ slots */
/* Slots live in the Program, by Value.id: loading leaves the module as
 * the parser and the verifier made it. */
static void assign_region_slots(Program *p, const Region *r, int *next);

static void assign_value(Program *p, const Value *v, int *next) {
    p->value_slots[v->id] = *next;
    p->value_widths[v->id] = value_width(v->type);
    *next += p->value_widths[v->id];
}

static void assign_region_slots(Program *p, const Region *r, int *next) {
    for (int b = 0; b < r->nblocks; b++) {
        const Block *blk = r->blocks[b];
        for (int i = 0; i < blk->nargs; i++) assign_value(p, blk->args[i], next);
        for (int o = 0; o < blk->nops; o++) {
            const Op *op = blk->ops[o];
            for (int i = 0; i < op->nresults; i++) assign_value(p, op->results[i], next);
            for (int i = 0; i < op->nregions; i++) assign_region_slots(p, &op->regions[i], next);
        }
    }
}

/* The largest Value.id defined in region r (and below), at least `most`. */
static int max_value_id(const Region *r, int most) {
    for (int b = 0; b < r->nblocks; b++) {
        const Block *blk = r->blocks[b];
        for (int i = 0; i < blk->nargs; i++) most = blk->args[i]->id > most ? blk->args[i]->id : most;
        for (int o = 0; o < blk->nops; o++) {
            const Op *op = blk->ops[o];
            for (int i = 0; i < op->nresults; i++) most = op->results[i]->id > most ? op->results[i]->id : most;
            for (int i = 0; i < op->nregions; i++) most = max_value_id(&op->regions[i], most);
        }
    }
    return most;
}

/* ------------------------------------------------------------ nodes */
static bool build_region(LoadCtx *lc, const Region *r, ExecRegion *out);

static bool build_node(LoadCtx *lc, const Op *op, Node *n) {
    memset(n, 0, sizeof *n);
    n->op = op;
    n->track = (uint8_t)op_track_kind(op);   /* the op's data sheet (op_sheet.h) */
    n->track_observed = track_observed_operands(op);
    n->nin = op->noperands;
    n->nout = op->nresults;
    n->in = arena_alloc(lc->arena, sizeof(int) * (size_t)(op->noperands + 1));
    n->out = arena_alloc(lc->arena, sizeof(int) * (size_t)(op->nresults + 1));
    for (int i = 0; i < op->noperands; i++) n->in[i] = slot_of(lc->prog, op->operands[i]);
    for (int i = 0; i < op->nresults; i++) n->out[i] = slot_of(lc->prog, op->results[i]);
    n->lanes = 1;
    if (op->nresults) n->lanes = type_lanes(op->results[0]->type);
    else if (op->noperands) n->lanes = type_lanes(op->operands[0]->type);
    n->nregions = op->nregions;
    if (op->nregions) {
        n->regions = arena_alloc(lc->arena, sizeof(ExecRegion) * (size_t)op->nregions);
        for (int i = 0; i < op->nregions; i++)
            if (!build_region(lc, &op->regions[i], &n->regions[i])) return false;
    }
    const OpEntry *e = op->code < OP_COUNT ? lc->op_by_code[op->code] : NULL;
    if (!e) return load_fail(lc, n, "'%s' is not supported by affine-interp", op->name);
    if (!e->prepare(lc, n)) {
        if (!lc->error) load_fail(lc, n, "'%s' is not supported by affine-interp in this form", op->name);
        return false;
    }
    return true;
}

static bool build_region(LoadCtx *lc, const Region *r, ExecRegion *out) {
    out->nblocks = r->nblocks;
    out->blocks = arena_alloc(lc->arena, sizeof(ExecBlock) * (size_t)(r->nblocks + 1));
    for (int b = 0; b < r->nblocks; b++) {
        const Block *blk = r->blocks[b];
        ExecBlock *eb = &out->blocks[b];
        eb->nargs = blk->nargs;
        eb->arg_slots = arena_alloc(lc->arena, sizeof(int) * (size_t)(blk->nargs + 1));
        eb->arg_widths = arena_alloc(lc->arena, sizeof(int) * (size_t)(blk->nargs + 1));
        for (int i = 0; i < blk->nargs; i++) {
            eb->arg_slots[i] = slot_of(lc->prog, blk->args[i]);
            eb->arg_widths[i] = value_width(blk->args[i]->type);
        }
        eb->nnodes = blk->nops;
        eb->nodes = arena_alloc(lc->arena, sizeof(Node) * (size_t)(blk->nops + 1));
        for (int o = 0; o < blk->nops; o++)
            if (!build_node(lc, blk->ops[o], &eb->nodes[o])) return false;
    }
    return true;
}

/* ------------------------------------------------------------ functions */
/* The print functions the two runner libraries export (`nm -D` on
 * libmlir_runner_utils and libmlir_c_runner_utils), by the symbol a call
 * links to: the function's name, or _mlir_ciface_ + name when the
 * declaration has llvm.emit_c_interface (mlir-runner resolves exactly
 * that).  A declaration that links to none of them is an error, as it is
 * at JIT time. */
static const struct {
    const char *symbol;
    RuntimeFunc kind;
} runtime_funcs[] = {
    {"printMemrefF32", RT_PRINT_MEMREF}, {"printMemrefF64", RT_PRINT_MEMREF},
    {"printMemrefI32", RT_PRINT_MEMREF}, {"printMemrefI64", RT_PRINT_MEMREF},
    {"printMemrefInd", RT_PRINT_MEMREF},
    {"_mlir_ciface_printMemrefF32", RT_PRINT_MEMREF}, {"_mlir_ciface_printMemrefF64", RT_PRINT_MEMREF},
    {"_mlir_ciface_printMemrefI8", RT_PRINT_MEMREF}, {"_mlir_ciface_printMemrefI16", RT_PRINT_MEMREF},
    {"_mlir_ciface_printMemrefI32", RT_PRINT_MEMREF}, {"_mlir_ciface_printMemrefI64", RT_PRINT_MEMREF},
    {"_mlir_ciface_printMemrefF16", RT_PRINT_MEMREF}, {"_mlir_ciface_printMemrefBF16", RT_PRINT_MEMREF},
    {"_mlir_ciface_printMemrefInd", RT_PRINT_MEMREF},
    {"_mlir_ciface_printMemref0dF32", RT_PRINT_MEMREF_RANKED}, {"_mlir_ciface_printMemref1dF32", RT_PRINT_MEMREF_RANKED},
    {"_mlir_ciface_printMemref1dF64", RT_PRINT_MEMREF_RANKED}, {"_mlir_ciface_printMemref1dI8", RT_PRINT_MEMREF_RANKED},
    {"_mlir_ciface_printMemref1dI32", RT_PRINT_MEMREF_RANKED}, {"_mlir_ciface_printMemref1dI64", RT_PRINT_MEMREF_RANKED},
    {"_mlir_ciface_printMemref1dInd", RT_PRINT_MEMREF_RANKED}, {"_mlir_ciface_printMemref2dF32", RT_PRINT_MEMREF_RANKED},
    {"_mlir_ciface_printMemref3dF32", RT_PRINT_MEMREF_RANKED}, {"_mlir_ciface_printMemref4dF32", RT_PRINT_MEMREF_RANKED},
    {"_mlir_ciface_printMemrefShapeF32", RT_PRINT_MEMREF_SHAPE}, {"_mlir_ciface_printMemrefShapeF64", RT_PRINT_MEMREF_SHAPE},
    {"_mlir_ciface_printMemrefShapeI8", RT_PRINT_MEMREF_SHAPE}, {"_mlir_ciface_printMemrefShapeI32", RT_PRINT_MEMREF_SHAPE},
    {"_mlir_ciface_printMemrefShapeI64", RT_PRINT_MEMREF_SHAPE}, {"_mlir_ciface_printMemrefShapeInd", RT_PRINT_MEMREF_SHAPE},
    {"printF16", RT_PRINT_F16}, {"printBF16", RT_PRINT_BF16}, {"printF32", RT_PRINT_F32}, {"printF64", RT_PRINT_F64}, {"printI64", RT_PRINT_I64},
    {"printU64", RT_PRINT_U64}, {"printComma", RT_PRINT_COMMA}, {"printNewline", RT_PRINT_NEWLINE},
    {"printOpen", RT_PRINT_OPEN}, {"printClose", RT_PRINT_CLOSE}, {"printString", RT_PRINT_STRING},
    {"printFlops", RT_PRINT_FLOPS}, {"rtclock", RT_RTCLOCK},
    {"malloc", RT_MALLOC}, {"aligned_alloc", RT_ALIGNED_ALLOC}, {"free", RT_FREE},
    {"memrefCopy", RT_MEMREF_COPY},
};

static RuntimeFunc runtime_kind(const Function *f) {
    char symbol[256];
    /* a func.func with the C interface is called through its _mlir_ciface_
     * wrapper; an llvm.func is already what the program calls */
    bool c_interface = f->op->code == OP_FUNC_FUNC && op_prop(f->op, "llvm.emit_c_interface") != NULL;
    snprintf(symbol, sizeof symbol, "%s%s", c_interface ? "_mlir_ciface_" : "", f->name);
    for (size_t i = 0; i < sizeof runtime_funcs / sizeof *runtime_funcs; i++)
        if (strcmp(runtime_funcs[i].symbol, symbol) == 0) return runtime_funcs[i].kind;
    return RT_NONE;
}

Function *program_find_function(Program *p, const char *name) {
    for (int i = 0; i < p->nfuncs; i++)
        if (strcmp(p->funcs[i].name, name) == 0) return &p->funcs[i];
    return NULL;
}

LlvmGlobal *program_find_llvm_global(Program *p, const char *name) {
    for (int i = 0; i < p->nllvm_globals; i++)
        if (strcmp(p->llvm_globals[i].name, name) == 0) return &p->llvm_globals[i];
    return NULL;
}

const LlvmGlobal *program_llvm_global_at(const Program *p, uint64_t address, int64_t *offset) {
    for (int i = 0; i < p->nllvm_globals; i++) {
        const LlvmGlobal *g = &p->llvm_globals[i];
        if (address >= g->address && address - g->address < (uint64_t)g->size) {
            *offset = (int64_t)(address - g->address);
            return g;
        }
    }
    return NULL;
}

/* One element of an llvm.mlir.global's value, of kind k, at mem. */
static bool store_global_element(unsigned char *mem, ScalarKind k, const Attr *e) {
    Slot s;
    if (e->kind == AT_INTEGER || e->kind == AT_BOOL) s.i = e->kind == AT_BOOL ? e->boolean : e->integer.value;
    else if (e->kind == AT_FLOAT && sk_is_float(k)) s = e->fp.has_bits ? slot_from_float_bits(e->fp.bits, k) : slot_from_double(e->fp.value, k);
    else return false;
    scalar_store(mem, k, s);
    return true;
}

/* An llvm.mlir.global's bytes from its value: a string, dense elements
 * (row-major, as LLVM lays out arrays of arrays) or one scalar, zeros
 * after them up to the type's size. */
static bool load_llvm_global(LoadCtx *lc, LlvmGlobal *g, uint64_t *next_address) {
    const Op *op = g->op;
    const Attr *ta = op_prop(op, "global_type"), *v = op_prop(op, "value");
    int64_t size = 0, align;
    bool laid_out = ta && ta->kind == AT_TYPE &&
                    (ta->type->kind == TY_OPAQUE ? llvm_type_bytes(llvm_type_text(ta->type->opaque), &size, &align)
                                                 : (size = scalar_kind_of(ta->type).bytes) > 0);
    if (!laid_out || size > ((int64_t)1 << 30)) {
        lc->error = diag_new(DIAG_ERROR, op->loc, "'llvm.mlir.global' of this type is not supported by affine-interp");
        return false;
    }
    if (op->nregions > 0 && op->regions[0].nblocks > 0) {
        lc->error = diag_new(DIAG_ERROR, op->loc, "'llvm.mlir.global' with an initializer region is not supported by affine-interp");
        return false;
    }
    g->size = size;
    g->constant = op_prop(op, "constant") != NULL;
    g->bytes = arena_alloc(lc->arena, (size_t)size + 1);
    memset(g->bytes, 0, (size_t)size + 1);
    bool ok = v != NULL;
    if (ok && v->kind == AT_STRING) {
        ok = v->string.len <= size;
        if (ok) memcpy(g->bytes, v->string.data, (size_t)v->string.len);
    } else if (ok && v->kind == AT_DENSE) {
        ScalarKind k = v->type ? scalar_kind_of(type_element(v->type)) : (ScalarKind){SK_UNSUPPORTED, 0, 0, 0};
        int64_t n = v->type && type_is_shaped(v->type) ? 1 : -1;
        for (int d = 0; n > 0 && d < v->type->shaped.rank; d++)
            n = v->type->shaped.dims[d] >= 0 && v->type->shaped.dims[d] <= ((int64_t)1 << 30) ? n * v->type->shaped.dims[d] : -1;
        ok = k.cls != SK_UNSUPPORTED && !v->dense.hex && !v->dense.strings && n >= 0 && n * k.bytes <= size &&
             (v->dense.splat || v->dense.n == n);
        for (int64_t i = 0; ok && i < n; i++)
            ok = store_global_element(g->bytes + i * k.bytes, k, v->dense.elems[v->dense.splat ? 0 : i]);
    } else if (ok) {
        ScalarKind k = scalar_kind_of(ta->type);
        ok = ta->type->kind != TY_OPAQUE && k.cls != SK_UNSUPPORTED && store_global_element(g->bytes, k, v);
    }
    if (!ok) {
        lc->error = diag_new(DIAG_ERROR, op->loc,
                             "'llvm.mlir.global' is supported by affine-interp with a string, dense or scalar value only");
        return false;
    }
    g->address = *next_address;
    *next_address += (uint64_t)(size + 63) / 64 * 64 + 64;   /* a gap: one past the end is no other global */
    return true;
}

static const char *sym_name_of(const Op *op) {
    const Attr *a = op_prop(op, "sym_name");
    return a && a->kind == AT_STRING ? a->string.data : NULL;
}

/* A function's signature, before any body is built: a call may name a
 * function defined further down. */
static bool load_signature(LoadCtx *lc, Function *f) {
    const Op *op = f->op;
    const Attr *ft = op_prop(op, "function_type");
    if (ft && ft->kind == AT_TYPE && ft->type->kind == TY_OPAQUE && op->code == OP_LLVM_FUNC &&
        strstr(ft->type->opaque, "...)>")) {   /* the parser keeps a variadic signature as written */
        lc->error = diag_new(DIAG_ERROR, op->loc, "'%s' op is variadic, which affine-interp does not run", op->name);
        return false;
    }
    if (!ft || ft->kind != AT_TYPE || ft->type->kind != TY_FUNCTION) {
        lc->error = diag_new(DIAG_ERROR, op->loc, "'%s' op requires a function_type", op->name);
        return false;
    }
    Type *t = ft->type;
    f->nargs = t->func.nin;
    f->nresults = t->func.nout;
    f->arg_types = t->func.in;
    f->result_types = t->func.out;
    f->result_widths = arena_alloc(lc->arena, sizeof(int) * (size_t)(f->nresults + 1));
    f->arg_spaces = arena_alloc(lc->arena, sizeof(int) * (size_t)(f->nargs + 1));
    for (int i = 0; i < f->nargs; i++) {
        const Type *a = f->arg_types[i];
        f->arg_spaces[i] = a->kind == TY_MEMREF ? memspace_intern(&lc->prog->spaces, lc->arena, a->shaped.space) : 0;
        if (f->arg_spaces[i] < 0) {
            lc->error = diag_new(DIAG_ERROR, op->loc, "more than %d memory spaces", MAX_MEM_SPACES);
            return false;
        }
    }
    for (int i = 0; i < f->nresults; i++) f->result_widths[i] = value_width(f->result_types[i]);
    f->is_declaration = op->nregions == 0 || op->regions[0].nblocks == 0;
    if (f->is_declaration) f->runtime = runtime_kind(f);
    return true;
}

static bool load_body(LoadCtx *lc, Function *f) {
    if (f->is_declaration) return true;
    const Op *op = f->op;
    int next = 0;
    assign_region_slots(lc->prog, &op->regions[0], &next);
    f->nslots = next;
    lc->fn = f;
    return build_region(lc, &op->regions[0], &f->body);
}

Program *program_load(Module *m, Diag **err) {
    Program *p = calloc(1, sizeof *p);
    if (!p) return NULL;
    p->module = m;
    arena_init(&p->arena);
    memspace_table_init(&p->spaces);
    const OpEntry *by_code[OP_COUNT];
    op_table_index(by_code);
    LoadCtx lc = {p, &p->arena, NULL, NULL, by_code, {NULL, NULL, 0, 0}};
    /* the module's top-level ops: functions and globals */
    const Op *mod = m->op;
    p->nvalue_ids = (mod->nregions ? max_value_id(&mod->regions[0], -1) : -1) + 1;
    p->value_slots = arena_alloc(&p->arena, sizeof(int) * (size_t)(p->nvalue_ids + 1));
    p->value_widths = arena_alloc(&p->arena, sizeof(int) * (size_t)(p->nvalue_ids + 1));
    int nf = 0, ng = 0, nl = 0;
    const Block *top = mod->nregions && mod->regions[0].nblocks ? mod->regions[0].blocks[0] : NULL;
    for (int i = 0; top && i < top->nops; i++) {
        OpCode code = top->ops[i]->code;
        if (code == OP_FUNC_FUNC || code == OP_LLVM_FUNC) nf++;
        else if (code == OP_MEMREF_GLOBAL) ng++;
        else if (code == OP_LLVM_MLIR_GLOBAL) nl++;
    }
    p->llvm_globals = arena_alloc(&p->arena, sizeof(LlvmGlobal) * (size_t)(nl + 1));
    p->funcs = arena_alloc(&p->arena, sizeof(Function) * (size_t)(nf + 1));
    p->globals = arena_alloc(&p->arena, sizeof(Global) * (size_t)(ng + 1));
    for (int i = 0; top && i < top->nops; i++) {
        const Op *op = top->ops[i];
        const char *sym = sym_name_of(op);
        if (op->code == OP_FUNC_FUNC || op->code == OP_LLVM_FUNC) {
            p->funcs[p->nfuncs].name = sym ? sym : "";
            p->funcs[p->nfuncs++].op = op;
        } else if (op->code == OP_LLVM_MLIR_GLOBAL) {
            p->llvm_globals[p->nllvm_globals].name = sym ? sym : "";
            p->llvm_globals[p->nllvm_globals++].op = op;
        } else if (op->code == OP_MEMREF_GLOBAL) {
            const Attr *ty = op_prop(op, "type");
            p->globals[p->nglobals].name = sym ? sym : "";
            p->globals[p->nglobals].type = ty && ty->kind == AT_TYPE ? ty->type : NULL;
            p->globals[p->nglobals++].op = op;
        } else {
            lc.error = diag_new(DIAG_ERROR, op->loc, "'%s' is not supported by affine-interp", op->name);
            break;
        }
    }
    uint64_t next_address = LLVM_GLOBALS_BASE;
    for (int i = 0; !lc.error && i < p->nllvm_globals; i++) load_llvm_global(&lc, &p->llvm_globals[i], &next_address);
    for (int i = 0; !lc.error && i < p->nfuncs; i++) load_signature(&lc, &p->funcs[i]);
    for (int i = 0; !lc.error && i < p->nfuncs; i++) load_body(&lc, &p->funcs[i]);
    free(lc.maps.keys);
    free(lc.maps.maps);
    if (lc.error) {
        diag_set_file(lc.error, m->source);   /* its locations are in the module's file */
        *err = lc.error;
        program_free(p);
        return NULL;
    }
    return p;
}

void program_free(Program *p) {
    if (!p) return;
    arena_free(&p->arena);
    free(p);
}
