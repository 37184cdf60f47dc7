/* The verifier of the ops of other dialects the engine runs, for the rules
 * their custom syntax cannot already enforce (the generic form can break
 * them), with MLIR 22's messages. */
#include "verify.h"
#include "affine_eval.h"
#include <stdio.h>
#include <string.h>

static const Op *enclosing_function(const Op *op) {
    for (const Op *p = op; p; p = op_parent_op(p))
        if (p->code == OP_FUNC_FUNC) return p;
    return NULL;
}

static const char *symbol_name(const Op *fn) {
    const Attr *a = op_prop(fn, "sym_name");
    return a && a->kind == AT_STRING ? a->string.data : "?";
}

static bool verify_return(Verifier *v, const Op *op) {
    const Op *parent = op_parent_op(op);
    if (!parent || parent->code != OP_FUNC_FUNC)   /* HasParent, a trait: first */
        return verify_op_error(v, op, "expects parent op 'func.func'");
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

/* FunctionOpInterface: the entry block's arguments are the signature's
 * (a signature without names leaves them to the block's label). */
/* Attributes on arguments and results must belong to a dialect ("a.b"). */
static bool only_dialect_attrs(const Attr *per_value) {
    if (!per_value || per_value->kind != AT_ARRAY) return true;
    for (int i = 0; i < per_value->array.n; i++) {
        const Attr *d = per_value->array.elems[i];
        if (d->kind != AT_DICT) continue;
        for (int j = 0; j < d->dict.n; j++)
            if (!strchr(d->dict.entries[j].name, '.')) return false;
    }
    return true;
}

static bool verify_func(Verifier *v, const Op *op) {
    const Attr *ft = op_prop(op, "function_type");
    if (!ft || ft->kind != AT_TYPE || ft->type->kind != TY_FUNCTION) return true;
    const Attr *vis = op_prop(op, "sym_visibility");
    bool declaration = op->nregions < 1 || op->regions[0].nblocks == 0;
    if (declaration && (!vis || (vis->kind == AT_STRING && strcmp(vis->string.data, "public") == 0)))
        return verify_op_error(v, op, "symbol declaration cannot have public visibility");   /* the Symbol trait */
    if (!only_dialect_attrs(op_prop(op, "arg_attrs")))
        return verify_op_error(v, op, "arguments may only have dialect attributes");
    if (!only_dialect_attrs(op_prop(op, "res_attrs")))
        return verify_op_error(v, op, "results may only have dialect attributes");
    if (op->nregions < 1 || op->regions[0].nblocks == 0) return true;   /* a declaration */
    const Block *entry = op->regions[0].blocks[0];
    const Type *t = ft->type;
    if (entry->nargs != t->func.nin)
        return verify_op_error(v, op, "entry block must have %d arguments to match function signature", t->func.nin);
    for (int i = 0; i < entry->nargs; i++)
        if (!type_equal(entry->args[i]->type, t->func.in[i]))
            return verify_op_error(v, op,
                                   "type of entry block argument #%d('%s') must match the type of the corresponding "
                                   "argument in function signature('%s')",
                                   i, verify_type_text(v, entry->args[i]->type), verify_type_text(v, t->func.in[i]));
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

static int64_t dynamic_mul(int64_t a, int64_t b) { return a == DIM_DYNAMIC || b == DIM_DYNAMIC ? DIM_DYNAMIC : a * b; }
static int64_t dynamic_add(int64_t a, int64_t b) { return a == DIM_DYNAMIC || b == DIM_DYNAMIC ? DIM_DYNAMIC : a + b; }

static bool expr_has_division(const AffineExpr *e) {
    if (e->kind == AFF_CONST || e->kind == AFF_DIM || e->kind == AFF_SYM) return false;
    if (e->kind != AFF_ADD && e->kind != AFF_MUL) return true;
    return expr_has_division(e->lhs) || expr_has_division(e->rhs);
}

/* Adds factor * e to the strides and offset of a one-result layout map, as
 * MLIR's getStridesAndOffset reads it: a sum of dims times constants or
 * symbols; a symbol factor makes a stride '?'; a product of dims or any
 * floordiv, ceildiv or mod is not strided (mlir-opt-22: "base type ... is
 * not strided", also for `s0 floordiv 2` alone). */
static bool strided_terms(const AffineExpr *e, int64_t factor, int64_t *strides, int64_t *offset) {
    switch (e->kind) {
    case AFF_CONST: *offset = dynamic_add(*offset, dynamic_mul(factor, e->value)); return true;
    case AFF_SYM: *offset = DIM_DYNAMIC; return true;
    case AFF_DIM: strides[e->value] = dynamic_add(strides[e->value], factor); return true;
    case AFF_ADD:
        return strided_terms(e->lhs, factor, strides, offset) && strided_terms(e->rhs, factor, strides, offset);
    case AFF_MUL: {
        const AffineExpr *with = affine_expr_has_dim(e->lhs) ? e->lhs : e->rhs, *by = with == e->lhs ? e->rhs : e->lhs;
        if (affine_expr_has_dim(by) || expr_has_division(by)) return false;
        return strided_terms(with, by->kind == AFF_CONST ? dynamic_mul(factor, by->value) : DIM_DYNAMIC, strides, offset);
    }
    default:
        return false;
    }
}

/* The strides and offset of a memref type's layout (DIM_DYNAMIC for '?'):
 * an identity layout is row-major from offset 0, an affine map one as
 * strided_terms reads it; false when the layout is not strided. */
static bool layout_strides(const Type *t, int64_t *strides, int64_t *offset) {
    int rank = t->shaped.rank;
    const Attr *l = t->shaped.layout;
    if (l && l->kind == AT_STRIDED) {
        if (l->strided.n != rank) return false;
        for (int i = 0; i < rank; i++) strides[i] = l->strided.strides[i];
        *offset = l->strided.offset;
        return true;
    }
    if (l && l->kind == AT_AFFINE_MAP) {
        if (l->map->nresults != 1 || l->map->ndims != rank) return false;
        for (int i = 0; i < rank; i++) strides[i] = 0;
        *offset = 0;
        return strided_terms(l->map->results[0], 1, strides, offset);
    }
    if (l) return false;
    int64_t running = 1;
    for (int i = rank - 1; i >= 0; i--) {
        strides[i] = running;
        if (running != DIM_DYNAMIC) running = t->shaped.dims[i] == DIM_DYNAMIC ? DIM_DYNAMIC : running * t->shaped.dims[i];
    }
    *offset = 0;
    return true;
}

static const int64_t *static_list(const Op *op, const char *name, int rank) {
    const Attr *a = op_prop(op, name);
    return a && a->kind == AT_DENSE_ARRAY && a->dense_array.n == rank ? a->dense_array.ints : NULL;
}

/* OffsetSizeAndStrideOpInterface's list lengths (MLIR's
 * verifyOffsetSizeAndStrideOp), for a reinterpret_cast to a memref of rank
 * rank: one offset, rank sizes and strides. */
static bool offset_size_stride_lists(Verifier *v, const Op *op, int noffs, int nsizes, int nstrides, int max_offs,
                                     int rank) {
    if (!(noffs == 1 && max_offs == 1) && noffs != nsizes)
        return verify_error(v, op,
                            "expected mixed offsets rank to match mixed sizes rank (%d vs %d) so the rank of the result "
                            "type is well-formed.",
                            noffs, nsizes);
    if (nsizes != nstrides)
        return verify_error(v, op,
                            "expected mixed sizes rank to match mixed strides rank (%d vs %d) so the rank of the result "
                            "type is well-formed.",
                            nsizes, nstrides);
    if (noffs != max_offs) return verify_error(v, op, "expected %d offset values, got %d", max_offs, noffs);
    if (nsizes != rank) return verify_error(v, op, "expected %d size values, got %d", rank, nsizes);
    if (nstrides != rank) return verify_error(v, op, "expected %d stride values, got %d", rank, nstrides);
    return true;
}

/* memref.subview: the result type is the one MLIR infers from the source's
 * layout and the static offsets, sizes and strides (sizes as given, strides
 * multiplied, offsets accumulated; '?' wherever a dynamic value enters), or
 * that type with unit dimensions dropped. */
static bool verify_subview(Verifier *v, const Op *op) {
    if (op->noperands < 1 || op->nresults != 1) return true;
    const Type *src = op->operands[0]->type, *dst = op->results[0]->type;
    if (src->kind != TY_MEMREF || dst->kind != TY_MEMREF) return true;
    int rank = src->shaped.rank;
    if (!offset_size_stride_lists(v, op, attr_int_list_len(op_prop(op, "static_offsets")),
                                  attr_int_list_len(op_prop(op, "static_sizes")),
                                  attr_int_list_len(op_prop(op, "static_strides")), rank, rank))
        return false;
    if (!type_equal(src->shaped.elem, dst->shaped.elem))
        return verify_error(v, op, "expected result element type to be '%s', but got '%s'",
                            verify_type_text(v, src->shaped.elem), verify_type_text(v, dst));
    if (dst->shaped.rank > rank)
        return verify_error(v, op, "expected result rank to be smaller or equal to the source rank, but got '%s'",
                            verify_type_text(v, dst));
    const int64_t *offs = static_list(op, "static_offsets", rank), *sizes = static_list(op, "static_sizes", rank),
                  *steps = static_list(op, "static_strides", rank);
    int64_t src_strides[64], src_offset, dst_strides[64], dst_offset;
    if (rank > 64) return true;
    if (!layout_strides(src, src_strides, &src_offset) && src->shaped.layout->kind == AT_AFFINE_MAP)
        return verify_error(v, op, "base type '%s' is not strided", verify_type_text(v, src));
    if (dst->shaped.rank > rank)
        return verify_error(v, op, "expected result rank to be smaller or equal to the source rank, but got '%s'",
                            verify_type_text(v, dst));
    if (!offs || !sizes || !steps || !layout_strides(src, src_strides, &src_offset)) return true;
    /* a result layout with no strided form matches no inferred one (mlir-opt-22: "mismatch of result layout") */
    bool dst_strided = layout_strides(dst, dst_strides, &dst_offset);
    int64_t strides[64], offset = src_offset;
    for (int i = 0; i < rank; i++) {
        strides[i] = dynamic_mul(src_strides[i], steps[i]);
        offset = dynamic_add(offset, dynamic_mul(offs[i], src_strides[i]));
    }
    /* match the result's dimensions to the inferred ones, dropping unit sizes */
    const char *mismatch = NULL;
    int j = 0, ndrop = rank - dst->shaped.rank;
    for (int i = 0; i < rank && !mismatch; i++) {
        bool fits = j < dst->shaped.rank && dst->shaped.dims[j] == sizes[i];
        if (fits && (ndrop == 0 || sizes[i] != 1 || rank - i == dst->shaped.rank - j)) {
            if ((!dst_strided || dst_strides[j] != strides[i]) && sizes[i] != 1) mismatch = "mismatch of result layout";
            j++;
        } else if (sizes[i] == 1 && ndrop > 0) {
            ndrop--;
        } else {
            mismatch = "mismatch of result sizes";
        }
    }
    if (!mismatch && (!dst_strided || dst_offset != offset)) mismatch = "mismatch of result layout";
    if (!mismatch && rank == dst->shaped.rank)
        for (int i = 0; i < rank; i++)
            if (dst_strides[i] != strides[i]) mismatch = "mismatch of result layout";
    if (!mismatch) return true;
    /* the expected type, as MLIR prints it */
    Attr layout = {0};
    layout.kind = AT_STRIDED;
    layout.strided.n = rank;
    layout.strided.strides = strides;
    layout.strided.offset = offset;
    Type expected = *src;
    expected.shaped.dims = (int64_t *)sizes;
    expected.shaped.layout = &layout;
    return verify_error(v, op, "expected result type to be '%s' or a rank-reduced version. (%s), but got '%s'",
                        verify_type_text(v, &expected), mismatch, verify_type_text(v, dst));
}

/* A static value or "dynamic", as MLIR's reinterpret_cast messages say it. */
static const char *static_text(char *buf, size_t n, int64_t v) {
    if (v == DIM_DYNAMIC) return "dynamic";
    snprintf(buf, n, "%lld", (long long)v);
    return buf;
}

/* memref.reinterpret_cast: the result type says the sizes, offset and
 * strides the op gives, static where they are static and dynamic where an
 * operand gives them (MLIR 22's messages, observed with mlir-opt-22). */
/* The memory space of a memref type; NULL for the default (0 included). */
static const Attr *memory_space(const Type *t) {
    const Attr *s = t->kind == TY_MEMREF ? t->shaped.space : t->kind == TY_UNRANKED_MEMREF ? t->unranked.space : NULL;
    return s && s->kind == AT_INTEGER && s->integer.value == 0 ? NULL : s;
}

static bool verify_reinterpret_cast(Verifier *v, const Op *op) {
    const Type *t = op->nresults ? op->results[0]->type : NULL;
    const Attr *offs = op_prop(op, "static_offsets"), *sizes = op_prop(op, "static_sizes"),
               *strides = op_prop(op, "static_strides");
    const Type *src = op->noperands ? op->operands[0]->type : NULL;
    if (t && t->kind == TY_MEMREF && src && type_is_memref(src)) {
        if (!offset_size_stride_lists(v, op, attr_int_list_len(offs), attr_int_list_len(sizes),
                                      attr_int_list_len(strides), 1, t->shaped.rank))
            return false;
        const Attr *ss = memory_space(src), *ts = memory_space(t);
        if ((ss || ts) && (!ss || !ts || !attr_equal(ss, ts)))
            return verify_error(v, op, "different memory spaces specified for source type '%s' and result memref type '%s'",
                                verify_type_text(v, src), verify_type_text(v, t));
        const Type *se = src->kind == TY_MEMREF ? src->shaped.elem : src->unranked.elem;
        if (!type_equal(se, t->shaped.elem))
            return verify_error(v, op, "different element types specified for source type '%s' and result memref type '%s'",
                                verify_type_text(v, src), verify_type_text(v, t));
    }
    if (!t || t->kind != TY_MEMREF || attr_int_list_len(offs) != 1 || attr_int_list_len(sizes) != t->shaped.rank ||
        attr_int_list_len(strides) != t->shaped.rank)
        return true;   /* the shapes of the lists are the parser's and load's concern */
    int rank = t->shaped.rank;
    char a[32], b[32];
    for (int i = 0; i < rank; i++) {
        int64_t want = attr_int_list_at(sizes, i), have = t->shaped.dims[i];
        if (want != have)
            return verify_error(v, op, "expected result type with size = %s instead of %s in dim = %d",
                                static_text(a, sizeof a, want), static_text(b, sizeof b, have), i);
    }
    const Attr *layout = t->shaped.layout;
    int64_t offset = 0, tstrides[64];
    if (rank > 64) return true;
    if (!layout) {
        int64_t s = 1;   /* identity: row-major, dynamic left of a dynamic size */
        for (int i = rank - 1; i >= 0; i--) {
            tstrides[i] = s;
            s = s == DIM_DYNAMIC || t->shaped.dims[i] == DIM_DYNAMIC ? DIM_DYNAMIC : s * t->shaped.dims[i];
        }
    } else if (layout->kind == AT_STRIDED && layout->strided.n == rank) {
        offset = layout->strided.offset;
        for (int i = 0; i < rank; i++) tstrides[i] = layout->strided.strides[i];
    } else {
        return true;
    }
    if (attr_int_list_at(offs, 0) != offset)
        return verify_error(v, op, "expected result type with offset = %s instead of %s",
                            static_text(a, sizeof a, attr_int_list_at(offs, 0)), static_text(b, sizeof b, offset));
    for (int i = 0; i < rank; i++)
        if (attr_int_list_at(strides, i) != tstrides[i])
            return verify_error(v, op, "expected result type with stride = %s instead of %s in dim = %d",
                                static_text(a, sizeof a, attr_int_list_at(strides, i)),
                                static_text(b, sizeof b, tstrides[i]), i);
    return true;
}

/* arith ops, and the LLVM dialect's ops that share their handlers, whose
 * operands and results all have one type. */
static bool is_same_type_arith(OpCode code) {
    switch (code) {
    case OP_LLVM_ADD: case OP_LLVM_SUB: case OP_LLVM_MUL: case OP_LLVM_SDIV: case OP_LLVM_UDIV: case OP_LLVM_SREM:
    case OP_LLVM_UREM: case OP_LLVM_AND: case OP_LLVM_OR: case OP_LLVM_XOR: case OP_LLVM_SHL: case OP_LLVM_LSHR:
    case OP_LLVM_ASHR: case OP_LLVM_FADD: case OP_LLVM_FSUB: case OP_LLVM_FMUL: case OP_LLVM_FDIV: case OP_LLVM_FREM:
    case OP_LLVM_FNEG:
    case OP_ARITH_ADDI: case OP_ARITH_SUBI: case OP_ARITH_MULI: case OP_ARITH_DIVSI: case OP_ARITH_DIVUI:
    case OP_ARITH_REMSI: case OP_ARITH_REMUI: case OP_ARITH_CEILDIVSI: case OP_ARITH_CEILDIVUI:
    case OP_ARITH_FLOORDIVSI: case OP_ARITH_ANDI: case OP_ARITH_ORI: case OP_ARITH_XORI: case OP_ARITH_SHLI:
    case OP_ARITH_SHRSI: case OP_ARITH_SHRUI: case OP_ARITH_MAXSI: case OP_ARITH_MAXUI: case OP_ARITH_MINSI:
    case OP_ARITH_MINUI: case OP_ARITH_ADDF: case OP_ARITH_SUBF: case OP_ARITH_MULF: case OP_ARITH_DIVF:
    case OP_ARITH_REMF: case OP_ARITH_MAXIMUMF: case OP_ARITH_MINIMUMF: case OP_ARITH_MAXNUMF:
    case OP_ARITH_MINNUMF: case OP_ARITH_NEGF:
        return true;
    default:
        return false;
    }
}

/* The operand count of arith's and the LLVM dialect's one-result scalar
 * ops (the generic form can give any; their handlers read that many):
 * -1 for the others. */
static int scalar_arity(OpCode code) {
    switch (code) {
    case OP_ARITH_CONSTANT: case OP_LLVM_MLIR_CONSTANT: return 0;
    case OP_ARITH_NEGF: case OP_ARITH_EXTSI: case OP_ARITH_EXTUI: case OP_ARITH_TRUNCI: case OP_ARITH_SITOFP:
    case OP_ARITH_UITOFP: case OP_ARITH_FPTOSI: case OP_ARITH_FPTOUI: case OP_ARITH_EXTF: case OP_ARITH_TRUNCF:
    case OP_ARITH_INDEX_CAST: case OP_ARITH_INDEX_CASTUI: case OP_ARITH_BITCAST:
    case OP_LLVM_FNEG: case OP_LLVM_SEXT: case OP_LLVM_ZEXT: case OP_LLVM_TRUNC: case OP_LLVM_SITOFP:
    case OP_LLVM_UITOFP: case OP_LLVM_FPTOSI: case OP_LLVM_FPTOUI: case OP_LLVM_FPEXT: case OP_LLVM_FPTRUNC:
    case OP_LLVM_BITCAST:
        return 1;
    case OP_ARITH_SELECT: case OP_LLVM_SELECT: return 3;
    case OP_ARITH_CMPI: case OP_ARITH_CMPF: case OP_LLVM_ICMP: case OP_LLVM_FCMP: return 2;
    default: return is_same_type_arith(code) ? 2 : -1;
    }
}

/* The Symbol trait: a visibility is one of three words. */
static bool verify_visibility(Verifier *v, const Op *op) {
    const Attr *vis = op_prop(op, "sym_visibility");
    if (!vis || vis->kind != AT_STRING) return true;
    const char *s = vis->string.data;
    if (strcmp(s, "public") && strcmp(s, "private") && strcmp(s, "nested"))
        return verify_op_error(v, op, "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"%s\"", s);
    return true;
}

/* memref.alloc / alloca: one symbol operand per symbol of the layout map
 * (MLIR's verifyAllocLikeOp; mlir-opt-22's words). */
static bool verify_alloc_symbols(Verifier *v, const Op *op) {
    const Type *t = op->nresults ? op->results[0]->type : NULL;
    const Attr *seg = op_prop(op, "operandSegmentSizes");
    if (!t || t->kind != TY_MEMREF || attr_int_list_len(seg) != 2) return true;
    const Attr *l = t->shaped.layout;
    int want = l && l->kind == AT_AFFINE_MAP ? l->map->nsyms : 0;
    int got = (int)attr_int_list_at(seg, 1);
    if (got != want)
        return verify_op_error(v, op, "symbol operand count does not equal memref symbol count: expected %d, got %d", want,
                               got);
    return true;
}

bool verify_core_op(Verifier *v, const Op *op) {
    if (!verify_visibility(v, op)) return false;
    switch (op->code) {
    case OP_MEMREF_ALLOC: case OP_MEMREF_ALLOCA: return verify_alloc_symbols(v, op);
    case OP_FUNC_FUNC: return verify_func(v, op);
    case OP_FUNC_RETURN: return verify_return(v, op);
    case OP_MEMREF_LOAD: return verify_memref_load(v, op);
    case OP_MEMREF_STORE: return verify_memref_store(v, op);
    case OP_MEMREF_SUBVIEW: return verify_subview(v, op);
    case OP_MEMREF_REINTERPRET_CAST: return verify_reinterpret_cast(v, op);
    default: break;
    }
    int arity = scalar_arity(op->code);
    if (arity >= 0 && op->noperands != arity)   /* MLIR's words */
        return verify_op_error(v, op, "expected %d operands, but found %d", arity, op->noperands);
    if (arity >= 0 && op->nresults != 1) return verify_op_error(v, op, "requires one result");
    if (!(verify_arith_op(v, op) && verify_memref_op(v, op) && verify_scf_op(v, op) && verify_llvm_op(v, op))) return false;
    return is_same_type_arith(op->code) ? verify_same_types(v, op) : true;
}
