#include "features.h"
#include <stdio.h>
#include <string.h>

const FeatureInfo feature_info[FEAT_COUNT] = {
    [FEAT_NESTS] = {"nests", "affine.for nests with affine.load/store over filled buffers, printed at the end (core, always on)", true, 100},
    [FEAT_F64] = {"f64", "f64 buffers and values", false, 50},
    [FEAT_I32] = {"i32", "i32 buffers and values", false, 50},
    [FEAT_I64] = {"i64", "i64 buffers and values", false, 50},
    [FEAT_INDEX_ELEMS] = {"index-elems", "memref<...xindex> buffers used as indirect subscripts, printed through i64 copies", false, 50},
    [FEAT_APPLY] = {"apply", "affine.apply ops computing subscripts and bounds", false, 50},
    [FEAT_MIN_MAX] = {"min-max", "affine.min / affine.max values (clamps, tile extents)", false, 50},
    [FEAT_MINMAX_BOUNDS] = {"minmax-bounds", "tiled loops whose bounds are multi-result max/min maps (boundary tiles)", false, 50},
    [FEAT_IF] = {"if", "affine.if guards, with else, results and equality constraints", false, 50},
    [FEAT_ITER_ARGS] = {"iter-args", "reductions carried in affine.for iter_args (nested, several)", false, 50},
    [FEAT_PARALLEL] = {"parallel", "affine.parallel bands, reductions of every kind valid for the type", false, 50},
    [FEAT_INDEX_OPS] = {"index-ops", "affine.delinearize_index and affine.linearize_index (with and without disjoint)", false, 50},
    [FEAT_VECTOR] = {"vector", "affine.vector_load / affine.vector_store, vector arithmetic, vector.print", false, 50},
    [FEAT_PREFETCH] = {"prefetch", "affine.prefetch before loads", false, 50},
    [FEAT_DMA] = {"dma", "affine.dma_start / affine.dma_wait with tags, strides and memory spaces (not runnable by mlir-runner)", false, 50},
    [FEAT_DMA_PIPELINE] = {"dma-pipeline", "per-iteration DMA into fast memory inside a loop (not runnable by mlir-runner)", false, 50},
    [FEAT_SEMI_AFFINE] = {"semi-affine", "subscripts with mod / floordiv / ceildiv by a symbol", false, 50},
    [FEAT_SYMBOLS] = {"symbols", "loop bounds and subscripts from symbols (constants, memref.dim, function arguments)", false, 50},
    [FEAT_DYNAMIC] = {"dynamic", "dynamically shaped buffers (memref.alloc(%n)) with memref.dim bounds", false, 50},
    [FEAT_CALLS] = {"calls", "kernels in private callees taking memrefs and index arguments", false, 50},
    [FEAT_LAYOUTS] = {"layouts", "strided layouts and affine-map layouts (subviews, callee arguments through memref.cast)", false, 50},
    [FEAT_VIEWS] = {"views", "aliasing views: memref.subview, reinterpret_cast, collapse_shape, expand_shape", false, 50},
    [FEAT_CONTRACTION] = {"contraction", "matmul-like 3-deep perfect nests (tiling, interchange, unroll-jam)", false, 50},
    [FEAT_PRODUCER_CONSUMER] = {"producer-consumer", "producer and consumer nests over a temporary buffer (fusion)", false, 50},
    [FEAT_STENCIL] = {"stencil", "neighbour accesses with shifted loop bounds", false, 50},
    [FEAT_SMALL_TRIPS] = {"small-trips", "loops of 0 and 1 iterations, imperfect nests", false, 50},
    [FEAT_SCALREP] = {"scalrep", "a store then a load of the same element, repeated loads", false, 50},
    [FEAT_LICM] = {"licm", "loop-invariant loads and arithmetic inside loops", false, 50},
    [FEAT_INT_ARITH] = {"int-arith", "integer division, remainder, shifts, bitwise ops and selects", false, 50},
    [FEAT_ALLOCA] = {"alloca", "memref.alloca buffers, some in memory space 1", false, 50},
    [FEAT_NESTED_CONTROL] = {"nested-control", "affine.for / affine.parallel nests in any mix (a band in a loop, an if, a band), bounds on a parallel IV, affine.if nested in then / else blocks", false, 50},
    [FEAT_ODD_LOOPS] = {"odd-loops", "zero-trip loops with max / min bounds on their IV, SSA-valued and floordiv / ceildiv / mod bounds, stores walking backwards (A[c - j])", false, 50},
    [FEAT_CARRIED_KINDS] = {"carried-kinds", "iter_args in loops of step > 1, of index type and of vector type", false, 50},
    [FEAT_NARROW_TYPES] = {"narrow-types", "f16, bf16, i8, i16 and i1 buffers and arithmetic (nsw / nuw and fastmath flags), widened for printing", false, 50},
    [FEAT_MATH_OPS] = {"math-ops", "math-dialect ops (exact ones stored, inexact ones of small arguments printed), arith.divf / remf / divui / remui", false, 50},
    [FEAT_LOOP_CALLS] = {"loop-calls", "func.call inside loop nests of small private functions taking loaded values, memrefs and indices", false, 50},
    [FEAT_MIXED_DIALECTS] = {"mixed-dialects", "scf.for / scf.if / scf.while around and inside affine loops, a multi-block callee (cf.cond_br / cf.br), memref.global + get_global, memref.view, memref.copy", false, 50},
};

void features_draw(Rng *r, FeatureSet *fs) {
    for (int i = 0; i < FEAT_COUNT; i++) {
        /* every feature consumes one draw, so the stream never depends on
         * which features are core */
        bool hit = rng_percent(r, feature_info[i].percent);
        fs->on[i] = feature_info[i].core || hit;
    }
}

static int feature_by_name(const char *name, size_t len) {
    for (int i = 0; i < FEAT_COUNT; i++)
        if (strlen(feature_info[i].name) == len && strncmp(feature_info[i].name, name, len) == 0) return i;
    return -1;
}

int features_parse(const char *list, FeatureSet *fs, char *err, size_t errlen) {
    for (int i = 0; i < FEAT_COUNT; i++) fs->on[i] = feature_info[i].core;
    const char *p = list;
    while (*p) {
        const char *comma = strchr(p, ',');
        size_t len = comma ? (size_t)(comma - p) : strlen(p);
        if (len > 0) {
            int id = feature_by_name(p, len);
            if (id < 0) {
                snprintf(err, errlen, "unknown feature '%.*s' (see --list-features)", (int)len, p);
                return -1;
            }
            fs->on[id] = true;
        }
        p += len;
        if (*p == ',') p++;
    }
    return 0;
}

void features_format(const FeatureSet *fs, TextBuf *out) {
    bool first = true;
    for (int i = 0; i < FEAT_COUNT; i++) {
        if (!fs->on[i]) continue;
        if (!first) tb_putc(out, ',');
        tb_puts(out, feature_info[i].name);
        first = false;
    }
}
