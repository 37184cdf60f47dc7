/* The verifier of the sixteen affine ops of seed 001, with MLIR 22's
 * messages (read from AffineOps.cpp and checked against mlir-opt-22).
 * verify_affine_op runs before the op's regions are verified,
 * verify_affine_op_regions after them (MLIR's verifyRegions). */
#include "verify.h"
#include "dims_symbols.h"
#include <stdio.h>
#include <string.h>


static const AffineMap *map_prop(const Op *op, const char *name) {
    const Attr *a = op_prop(op, name);
    return a && a->kind == AT_AFFINE_MAP ? a->map : NULL;
}

static bool is_index_type(const Type *t) { return t && t->kind == TY_INDEX; }

/* ODS's operand type constraint of a Variadic<Index> operand group. */
static bool operands_are_index(Verifier *v, const Op *op, int from, int to) {
    for (int i = from; i < to && i < op->noperands; i++)
        if (!is_index_type(op->operands[i]->type))
            return verify_op_error(v, op, "operand #%d must be variadic of index, but got '%s'", i,
                                   verify_type_text(v, op->operands[i]->type));
    return true;
}

static bool results_are_index(Verifier *v, const Op *op) {
    for (int i = 0; i < op->nresults; i++)
        if (!is_index_type(op->results[i]->type))
            return verify_op_error(v, op, "result #%d must be %sindex, but got '%s'", i,
                                   op->nresults > 1 || op->code == OP_AFFINE_DELINEARIZE_INDEX ? "variadic of " : "",
                                   verify_type_text(v, op->results[i]->type));
    return true;
}

/* An operand the dims/symbols rules refuse.  When the text has forward
 * references, the operand may be a value whose definition does not
 * dominate the use, up to one that uses itself (%r = affine.apply ..[%r]):
 * the rules refuse it without recursing forever (dims_symbols.c, Path),
 * and the error that names the cause is the dominance one, so the
 * enclosing isolated op is checked for dominance first.  MLIR 22's
 * verifier overflows its stack on such a cycle (SPEC_NOTES, "A value that
 * uses itself"). */
static bool not_dim_or_symbol(Verifier *v, const Op *op, const char *message) {
    if (!v->module->uses_in_order) {
        const Op *root = op;
        while (root->parent && root->parent->parent && root->parent->parent->parent &&
               !op_code_is_isolated(root->code))
            root = root->parent->parent->parent;
        if (op_code_is_isolated(root->code) && !verify_dominance(v, root)) return false;
    }
    return verify_op_error(v, op, "%s", message);
}

/* MLIR's verifyDimAndSymbolIdentifiers: the first ndims operands must be
 * valid dims, the rest valid symbols, for the op's AffineScope. */
static bool dims_and_symbols(Verifier *v, const Op *op, int from, int count, int ndims) {
    const Region *scope = affine_scope_of(op);
    for (int i = 0; i < count; i++) {
        const Value *x = op->operands[from + i];
        if (i < ndims) {
            if (!is_valid_dim(x, scope)) return not_dim_or_symbol(v, op, "operand cannot be used as a dimension id");
        } else if (!is_valid_symbol(x, scope)) {
            return not_dim_or_symbol(v, op, "operand cannot be used as a symbol");
        }
    }
    return true;
}

static const Type *memref_operand(Verifier *v, const Op *op, int i, const char *what) {
    if (i >= op->noperands) {
        verify_op_error(v, op, "requires %s", what);
        return NULL;
    }
    const Type *t = op->operands[i]->type;
    if (t->kind != TY_MEMREF) {
        verify_op_error(v, op, "operand #%d must be memref of any type values, but got '%s'", i, verify_type_text(v, t));
        return NULL;
    }
    return t;
}

/* MLIR's verifyMemoryOpIndexing for load, store, vector_load, vector_store. */
static bool memory_op_indexing(Verifier *v, const Op *op, const Type *memref, int first_index) {
    const AffineMap *map = map_prop(op, "map");
    int nindices = op->noperands - first_index;
    if (!operands_are_index(v, op, first_index, op->noperands)) return false;
    if (!map) return verify_op_error(v, op, "requires attribute 'map'");
    if (map->nresults != memref->shaped.rank) return verify_op_error(v, op, "affine map num results must equal memref rank");
    if (map->ndims + map->nsyms != nindices) return verify_op_error(v, op, "expects as many subscripts as affine map inputs");
    return dims_and_symbols(v, op, first_index, nindices, map->ndims);
}

static bool verify_load(Verifier *v, const Op *op) {
    const Type *m = memref_operand(v, op, 0, "a memref operand");
    if (!m) return false;
    if (op->nresults != 1) return verify_op_error(v, op, "requires one result");
    if (!type_equal(op->results[0]->type, m->shaped.elem))
        return verify_op_error(v, op, "result type must match element type of memref");
    return memory_op_indexing(v, op, m, 1);
}

static bool verify_store(Verifier *v, const Op *op) {
    const Type *m = memref_operand(v, op, 1, "a value and a memref operand");
    if (!m) return false;
    if (!type_equal(op->operands[0]->type, m->shaped.elem))
        return verify_op_error(v, op, "value to store must have the same type as memref element type");
    return memory_op_indexing(v, op, m, 2);
}

static bool same_elemental_type(Verifier *v, const Op *op, const Type *memref, const Type *vec) {
    if (!vec || vec->kind != TY_VECTOR) return verify_op_error(v, op, "requires a vector type");
    if (!type_equal(memref->shaped.elem, vec->shaped.elem))
        return verify_op_error(v, op, "requires memref and vector types of the same elemental type");
    return true;
}

static bool verify_vector_load(Verifier *v, const Op *op) {
    const Type *m = memref_operand(v, op, 0, "a memref operand");
    if (!m || op->nresults != 1) return m ? verify_op_error(v, op, "requires one result") : false;
    return memory_op_indexing(v, op, m, 1) && same_elemental_type(v, op, m, op->results[0]->type);
}

static bool verify_vector_store(Verifier *v, const Op *op) {
    const Type *m = memref_operand(v, op, 1, "a vector and a memref operand");
    if (!m) return false;
    return memory_op_indexing(v, op, m, 2) && same_elemental_type(v, op, m, op->operands[0]->type);
}

static bool verify_prefetch(Verifier *v, const Op *op) {
    const Type *m = memref_operand(v, op, 0, "a memref operand");
    if (!m) return false;
    const Attr *hint = op_prop(op, "localityHint");
    if (!hint || hint->kind != AT_INTEGER || hint->integer.value < 0 || hint->integer.value > 3)
        return verify_op_error(v, op,
                               "attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute "
                               "whose minimum value is 0 whose maximum value is 3");
    if (!operands_are_index(v, op, 1, op->noperands)) return false;
    const AffineMap *map = map_prop(op, "map");
    if (map) {
        if (map->nresults != m->shaped.rank)
            return verify_op_error(v, op, "affine.prefetch affine map num results must equal memref rank");
        if (map->ndims + map->nsyms + 1 != op->noperands) return verify_op_error(v, op, "too few operands");
    } else if (op->noperands != 1) {
        return verify_op_error(v, op, "too few operands");
    }
    const Region *scope = affine_scope_of(op);
    for (int i = 1; i < op->noperands; i++)
        if (!is_valid_affine_index(op->operands[i], scope))
            return not_dim_or_symbol(v, op, "index must be a valid dimension or symbol identifier");
    return true;
}

/* What apply, min and max share: index operands and results, and a map
 * taking exactly the operands.  NULL after an error. */
static const AffineMap *map_application(Verifier *v, const Op *op) {
    if (!operands_are_index(v, op, 0, op->noperands) || !results_are_index(v, op)) return NULL;
    const AffineMap *map = map_prop(op, "map");
    if (!map) return verify_op_error(v, op, "requires attribute 'map'"), NULL;
    if (op->noperands != map->ndims + map->nsyms)
        return verify_op_error(v, op, "operand count and affine map dimension and symbol count must match"), NULL;
    return map;
}

static bool verify_apply(Verifier *v, const Op *op) {
    if (op->nresults != 1) return verify_op_error(v, op, "requires one result");   /* OneResult, a trait: first */
    const AffineMap *map = map_application(v, op);
    if (!map) return false;
    if (map->nresults != 1) return verify_op_error(v, op, "mapping must produce one value");
    /* a valid dim may not stand for a symbol; values that are neither are
     * allowed here (uses outside affine ops); the engine checks those */
    const Region *scope = affine_scope_of(op);
    for (int i = map->ndims; i < op->noperands; i++)
        if (is_valid_dim(op->operands[i], scope) && !is_valid_symbol(op->operands[i], scope))
            return verify_error(v, op, "dimensional operand cannot be used as a symbol");
    return true;
}

static bool verify_min_max(Verifier *v, const Op *op) {
    const AffineMap *map = map_application(v, op);
    if (!map) return false;
    if (map->nresults == 0) return verify_op_error(v, op, "affine map expect at least one result");
    return true;
}

/* --------------------------------------------------------------- for */
static bool verify_for(Verifier *v, const Op *op) {
    const AffineMap *lb = map_prop(op, "lowerBoundMap"), *ub = map_prop(op, "upperBoundMap");
    const Attr *seg = op_prop(op, "operandSegmentSizes");
    if (!lb) return verify_op_error(v, op, "requires attribute 'lowerBoundMap'");
    if (!ub) return verify_op_error(v, op, "requires attribute 'upperBoundMap'");
    if (attr_int_list_len(seg) != 3) return verify_op_error(v, op, "requires attribute 'operandSegmentSizes'");
    int64_t nlb = attr_int_list_at(seg, 0), nub = attr_int_list_at(seg, 1), ninit = attr_int_list_at(seg, 2);
    if (nlb + nub + ninit != op->noperands)
        return verify_op_error(v, op,
                               "operand count (%d) does not match with the total size (%lld) specified in attribute "
                               "'operandSegmentSizes'",
                               op->noperands, (long long)(nlb + nub + ninit));
    if (!operands_are_index(v, op, 0, (int)(nlb + nub))) return false;
    if (op->nregions != 1 || op->regions[0].nblocks != 1)
        return verify_op_error(v, op, "requires one region with a single block");
    return true;
}

static bool verify_for_regions(Verifier *v, const Op *op) {
    const AffineMap *lb = map_prop(op, "lowerBoundMap"), *ub = map_prop(op, "upperBoundMap");
    const Block *body = op->regions[0].blocks[0];
    const Attr *seg = op_prop(op, "operandSegmentSizes");
    int nlb = (int)attr_int_list_at(seg, 0), nub = (int)attr_int_list_at(seg, 1);
    if (body->nargs == 0 || !is_index_type(body->args[0]->type))
        return verify_op_error(v, op, "expected body to have a single index argument for the induction variable");
    if (lb->ndims + lb->nsyms > 0 && !dims_and_symbols(v, op, 0, nlb, lb->ndims)) return false;
    if (ub->ndims + ub->nsyms > 0 && !dims_and_symbols(v, op, nlb, nub, ub->ndims)) return false;
    if (lb->nresults < 1) return verify_op_error(v, op, "expected lower bound map to have at least one result");
    if (ub->nresults < 1) return verify_op_error(v, op, "expected upper bound map to have at least one result");
    if (op->nresults == 0) return true;
    if (op->noperands - nlb - nub != op->nresults)
        return verify_op_error(v, op, "mismatch between the number of loop-carried values and results");
    if (body->nargs - 1 != op->nresults)
        return verify_op_error(v, op, "mismatch between the number of basic block args and results");
    return true;
}

/* ---------------------------------------------------------------- if */
static bool verify_if(Verifier *v, const Op *op) {
    const Attr *c = op_prop(op, "condition");
    if (!c || c->kind != AT_INTEGER_SET)
        return verify_op_error(v, op, "requires an integer set attribute named 'condition'");
    for (int r = 0; r < op->nregions; r++)
        if (op->regions[r].nblocks > 0 && op->regions[r].blocks[0]->nargs > 0)
            return verify_op_error(v, op, "region #%d should have no arguments", r);
    if (op->noperands != c->set->ndims + c->set->nsyms)
        return verify_op_error(v, op,
                               "operand count and condition integer set dimension and symbol count must match");
    if (!operands_are_index(v, op, 0, op->noperands)) return false;
    if (!dims_and_symbols(v, op, 0, op->noperands, c->set->ndims)) return false;
    if (op->nresults > 0 && (op->nregions < 2 || op->regions[1].nblocks == 0))
        return verify_op_error(v, op, "must have an else block if defining values");
    return true;
}

/* ---------------------------------------------------------- parallel */
/* MLIR's isResultTypeMatchAtomicRMWKind: the reduction kinds an
 * affine.parallel result may use, by its type (observed with mlir-opt-22:
 * assign fits any type; maxs, mins, maxu, minu, xori, maxnumf and minnumf
 * are refused, and so are the integer kinds on index). */
static bool reduction_fits_type(int64_t kind, const Type *t) {
    switch (kind) {
    case 0: case 4: case 8: case 12:           /* addf, maximumf, minimumf, mulf */
        return t->kind == TY_FLOAT;
    case 1: case 2: case 13: case 14:          /* addi, andi, muli, ori */
        return t->kind == TY_INTEGER;
    case 3:                                    /* assign */
        return true;
    default:
        return false;
    }
}

static bool verify_parallel(Verifier *v, const Op *op) {
    const Attr *lg = op_prop(op, "lowerBoundsGroups"), *ug = op_prop(op, "upperBoundsGroups");
    const Attr *steps = op_prop(op, "steps"), *reds = op_prop(op, "reductions");
    const AffineMap *lb = map_prop(op, "lowerBoundsMap"), *ub = map_prop(op, "upperBoundsMap");
    if (!lb || !ub || attr_int_list_len(lg) < 0 || attr_int_list_len(ug) < 0 || attr_int_list_len(steps) < 0 || !reds)
        return verify_op_error(v, op, "requires its bound maps, bound groups, steps and reductions");
    if (op->nregions != 1 || op->regions[0].nblocks != 1)
        return verify_op_error(v, op, "requires one region with a single block");
    int nargs = op->regions[0].blocks[0]->nargs;
    int nl = attr_int_list_len(lg), nu = attr_int_list_len(ug), ns = attr_int_list_len(steps);
    if (nl != nargs || nu != nargs || ns != nargs)
        return verify_op_error(v, op,
                               "the number of region arguments (%d) and the number of map groups for lower (%d) and "
                               "upper bound (%d), and the number of steps (%d) must all match",
                               nargs, nl, nu, ns);
    int64_t total = 0;
    for (int i = 0; i < nl; i++) {
        if (attr_int_list_at(lg, i) == 0) return verify_op_error(v, op, "expected lower bound map to have at least one result");
        total += attr_int_list_at(lg, i);
    }
    if (total != lb->nresults)
        return verify_op_error(v, op, "expected lower bounds map to have %lld results", (long long)total);
    total = 0;
    for (int i = 0; i < nu; i++) {
        if (attr_int_list_at(ug, i) == 0) return verify_op_error(v, op, "expected upper bound map to have at least one result");
        total += attr_int_list_at(ug, i);
    }
    if (total != ub->nresults)
        return verify_op_error(v, op, "expected upper bounds map to have %lld results", (long long)total);
    if (attr_int_list_len(reds) != op->nresults) return verify_op_error(v, op, "a reduction must be specified for each output");
    for (int i = 0; i < op->nresults; i++) {
        int64_t kind = attr_int_list_at(reds, i);
        if (kind < 0 || kind > 15) return verify_op_error(v, op, "invalid reduction attribute");
        if (!reduction_fits_type(kind, op->results[i]->type))
            return verify_op_error(v, op, "result type cannot match reduction attribute");
    }
    int nlo = lb->ndims + lb->nsyms;
    if (nlo + ub->ndims + ub->nsyms != op->noperands)
        return verify_op_error(v, op, "operand count and bound maps' dimension and symbol counts must match");
    if (!operands_are_index(v, op, 0, op->noperands)) return false;
    return dims_and_symbols(v, op, 0, nlo, lb->ndims) && dims_and_symbols(v, op, nlo, ub->ndims + ub->nsyms, ub->ndims);
}

/* ------------------------------------------------------------- yield */
static bool verify_yield(Verifier *v, const Op *op) {
    const Op *parent = op_parent_op(op);
    if (!parent || !(parent->code == OP_AFFINE_FOR || parent->code == OP_AFFINE_IF || parent->code == OP_AFFINE_PARALLEL))
        return verify_op_error(v, op, "only terminates affine.if/for/parallel regions");
    if (parent->nresults != op->noperands)
        return verify_op_error(v, op, "parent of yield must have same number of results as the yield operands");
    for (int i = 0; i < op->noperands; i++)
        if (!type_equal(parent->results[i]->type, op->operands[i]->type))
            return verify_op_error(v, op, "types mismatch between yield op and its parent");
    return true;
}

/* ------------------------------------------- delinearize / linearize */
static bool basis_ok(Verifier *v, const Op *op, const Attr *basis, int ndynamic) {
    int markers = 0;
    for (int i = 0; i < attr_int_list_len(basis); i++) markers += attr_int_list_at(basis, i) == DIM_DYNAMIC;
    if (markers != ndynamic)
        return verify_op_error(v, op,
                               "mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic "
                               "basis entry) -- this can only happen due to an incorrect fold/rewrite");
    for (int i = 0; i < attr_int_list_len(basis); i++) {
        int64_t b = attr_int_list_at(basis, i);
        if (b != DIM_DYNAMIC && b <= 0) return verify_op_error(v, op, "no basis element may be statically non-positive");
    }
    return true;
}

static bool verify_delinearize(Verifier *v, const Op *op) {
    if (!operands_are_index(v, op, 0, op->noperands) || !results_are_index(v, op)) return false;
    const Attr *basis = op_prop(op, "static_basis");
    int nb = attr_int_list_len(basis);
    if (nb < 0) return verify_op_error(v, op, "requires attribute 'static_basis'");
    if (op->nresults != nb && op->nresults != nb + 1)
        return verify_op_error(v, op, "should return an index for each basis element and up to one extra index");
    return basis_ok(v, op, basis, op->noperands - 1);
}

static bool verify_linearize(Verifier *v, const Op *op) {
    if (!operands_are_index(v, op, 0, op->noperands) || !results_are_index(v, op)) return false;
    const Attr *basis = op_prop(op, "static_basis"), *seg = op_prop(op, "operandSegmentSizes");
    int nb = attr_int_list_len(basis);
    if (nb < 0) return verify_op_error(v, op, "requires attribute 'static_basis'");
    if (attr_int_list_len(seg) != 2) return verify_op_error(v, op, "requires attribute 'operandSegmentSizes'");
    int64_t nidx = attr_int_list_at(seg, 0), ndyn = attr_int_list_at(seg, 1);
    if (nidx != nb && nidx != nb + 1)
        return verify_op_error(v, op, "should be passed a basis element for each index except possibly the first");
    return basis_ok(v, op, basis, (int)ndyn);
}

/* --------------------------------------------------------------- DMA */
/* Operand layout: src memref, src indices, dst memref, dst indices, tag
 * memref, tag indices, number of elements [, stride, elements per stride]. */
static int map_inputs(const Op *op, const char *name) {
    const AffineMap *m = map_prop(op, name);
    return m ? m->ndims + m->nsyms : 0;
}

static bool dma_indices(Verifier *v, const Op *op, int from, int n, const char *which) {
    const Region *scope = affine_scope_of(op);
    for (int i = from; i < from + n; i++) {
        if (!is_index_type(op->operands[i]->type))
            return verify_op_error(v, op, "%s index to dma_start must have 'index' type", which);
        if (!is_valid_affine_index(op->operands[i], scope)) {
            char message[80];
            snprintf(message, sizeof message, "%s index must be a valid dimension or symbol identifier", which);
            return not_dim_or_symbol(v, op, message);
        }
    }
    return true;
}

static bool verify_dma_start(Verifier *v, const Op *op) {
    int ns = map_inputs(op, "src_map"), nd = map_inputs(op, "dst_map"), nt = map_inputs(op, "tag_map");
    int src = 0, dst = 1 + ns, tag = dst + 1 + nd;
    if (op->noperands < tag + 1 + nt + 1) return verify_op_error(v, op, "incorrect number of operands");
    if (op->operands[src]->type->kind != TY_MEMREF) return verify_op_error(v, op, "expected DMA source to be of memref type");
    if (op->operands[dst]->type->kind != TY_MEMREF)
        return verify_op_error(v, op, "expected DMA destination to be of memref type");
    if (op->operands[tag]->type->kind != TY_MEMREF) return verify_op_error(v, op, "expected DMA tag to be of memref type");
    int rest = op->noperands - (tag + 1 + nt);
    if (rest != 1 && rest != 3) return verify_op_error(v, op, "incorrect number of operands");
    return dma_indices(v, op, src + 1, ns, "src") && dma_indices(v, op, dst + 1, nd, "dst") &&
           dma_indices(v, op, tag + 1, nt, "tag");
}

static bool verify_dma_wait(Verifier *v, const Op *op) {
    if (op->noperands < 1 || op->operands[0]->type->kind != TY_MEMREF)
        return verify_op_error(v, op, "expected DMA tag to be of memref type");
    int nt = map_inputs(op, "tag_map");
    if (op->noperands != 2 + nt) return verify_op_error(v, op, "incorrect number of operands");
    const Region *scope = affine_scope_of(op);
    for (int i = 1; i <= nt; i++) {
        if (!is_index_type(op->operands[i]->type)) return verify_op_error(v, op, "index to dma_wait must have 'index' type");
        if (!is_valid_affine_index(op->operands[i], scope))
            return not_dim_or_symbol(v, op, "index must be a valid dimension or symbol identifier");
    }
    return true;
}

/* ------------------------------------------------------------ dispatch */
bool verify_affine_op(Verifier *v, const Op *op) {
    switch (op->code) {
    case OP_AFFINE_LOAD: return verify_load(v, op);
    case OP_AFFINE_STORE: return verify_store(v, op);
    case OP_AFFINE_VECTOR_LOAD: return verify_vector_load(v, op);
    case OP_AFFINE_VECTOR_STORE: return verify_vector_store(v, op);
    case OP_AFFINE_PREFETCH: return verify_prefetch(v, op);
    case OP_AFFINE_APPLY: return verify_apply(v, op);
    case OP_AFFINE_MIN: case OP_AFFINE_MAX: return verify_min_max(v, op);
    case OP_AFFINE_FOR: return verify_for(v, op);
    case OP_AFFINE_IF: return verify_if(v, op);
    case OP_AFFINE_PARALLEL: return verify_parallel(v, op);
    case OP_AFFINE_YIELD: return verify_yield(v, op);
    case OP_AFFINE_DELINEARIZE_INDEX: return verify_delinearize(v, op);
    case OP_AFFINE_LINEARIZE_INDEX: return verify_linearize(v, op);
    case OP_AFFINE_DMA_START: return verify_dma_start(v, op);
    case OP_AFFINE_DMA_WAIT: return verify_dma_wait(v, op);
    default: return true;   /* other affine ops are refused when the engine loads them */
    }
}

bool verify_affine_op_regions(Verifier *v, const Op *op) {
    return op->code == OP_AFFINE_FOR ? verify_for_regions(v, op) : true;
}
