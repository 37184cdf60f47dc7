"""The affine passes of mlir-opt-22 (`mlir-opt-22 --help | grep affine`) and
the random options the campaign gives each.

Every pass here runs nested in func.func
(`--pass-pipeline=builtin.module(func.func(...))`): most of them are
restricted to func.func (or to a FunctionOpInterface, which mlir-opt cannot
schedule on the module), and the op-agnostic ones (fusion, the index-op
expansions, fold-memref-alias-ops, unswitch, lower-affine, canonicalize)
behave the same there.  Option notes checked against mlir-opt-22:
  - affine-loop-unroll has no `unroll-full` option in MLIR 22; full
    unrolling is `unroll-factor=-1` (and `unroll-full-threshold`).
  - affine-super-vectorize: `vectorize-reductions` is for 1-D vectors only
    (2-D sizes with it are a pass error); `test-fastest-varying` takes one
    entry per vector dimension.
  - test-affine-parametric-tile takes its tile sizes from the first
    arguments of the function holding each top-level band (an error
    otherwise): the campaign moves @main's body into @main_ptile with six
    index arguments and calls it from a new @main with the sizes as
    constants (see programs.wrap_parametric).
"""

# name -> (weight in random choice, option sampler or None)
#
# Three families (issue 30): the affine passes run on the generated
# (affine) program; GENERIC passes (MLIR's general optimizers) run on it
# too, and after lower-affine; LOWERED passes (scf, cf, memref and vector
# lowerings and rewrites) need the loops lower-affine makes: a configuration
# with one of them starts with lower-affine, and the culprit search blames
# whichever pass first changed the meaning.


def _tile(r):
    o = []
    kind = r.below(3)
    if kind == 0:
        o.append(("tile-size", r.choice([1, 2, 3, 4, 5, 7, 8, 16, 32])))
    elif kind == 1:
        o.append(("tile-sizes", ",".join(str(r.choice([1, 2, 3, 4, 6, 8])) for _ in range(r.randint(1, 3)))))
    else:
        o.append(("cache-size", r.choice([1, 2, 4, 16, 512])))
    if r.chance(0.4):
        o.append(("separate", "true"))
    return o


def _unroll(r):
    o = []
    kind = r.below(4)
    if kind == 0:
        o.append(("unroll-factor", r.choice([1, 2, 3, 4, 5, 8, -1])))
    elif kind == 1:
        o.append(("unroll-full-threshold", r.choice([1, 2, 4, 8, 16])))
    elif kind == 2:
        o.append(("unroll-factor", r.choice([2, 3, 4, 6])))
        o.append(("unroll-up-to-factor", "true"))
    if r.chance(0.3):
        o.append(("cleanup-unroll", "true"))
    if r.chance(0.15) and all(k != "unroll-factor" or v in (2, 3) for k, v in o):
        # repeated unrolling multiplies the code (factor ** reps): kept small
        o.append(("unroll-num-reps", 2))
    return o


def _unroll_jam(r):
    return [("unroll-jam-factor", r.choice([1, 2, 3, 4, 5, 8]))]


def _vectorize(r):
    o = []
    if r.chance(0.75):
        o.append(("virtual-vector-size", r.choice([2, 3, 4, 8, 16])))
        if r.chance(0.5):
            o.append(("vectorize-reductions", "true"))
        if r.chance(0.2):
            o.append(("test-fastest-varying", r.choice([0, 1])))
    else:
        o.append(("virtual-vector-size", "%d,%d" % (r.choice([2, 4]), r.choice([2, 4, 8]))))
        if r.chance(0.3):
            o.append(("test-fastest-varying", r.choice(["1,0", "0,1"])))
    return o


def _data_copy(r):
    o = []
    dma = r.chance(0.5)
    o.append(("generate-dma", "true" if dma else "false"))
    o.append(("fast-mem-space", r.choice([1, 2, 3] if dma else [0, 1, 2])))
    if r.chance(0.8):
        o.append(("fast-mem-capacity", r.choice([1, 2, 4, 16, 1024])))
    if r.chance(0.3):
        o.append(("min-dma-transfer", r.choice([1, 16, 64, 1024])))
    if r.chance(0.3):
        o.append(("skip-non-unit-stride-loops", "true"))
    if dma and r.chance(0.3):
        o.append(("tag-mem-space", r.choice([0, 1])))
    return o


def _parallelize(r):
    o = []
    if r.chance(0.4):
        o.append(("max-nested", r.choice([1, 2, 3])))
    if r.chance(0.6):
        o.append(("parallel-reductions", "true"))
    return o


def _fusion(r):
    o = [("mode", r.choice(["greedy", "producer", "sibling"]))]
    if r.chance(0.4):
        o.append(("maximal", "true"))
    if r.chance(0.4):
        o.append(("compute-tolerance", r.choice(["0", "0.1", "0.3", "1", "10"])))
    if r.chance(0.3):
        o.append(("local-buf-threshold", r.choice([0, 1, 4, 64])))
        o.append(("fast-mem-space", r.choice([0, 1, 2])))
    return o


def _normalize(r):
    return [("promote-single-iter", "true")] if r.chance(0.5) else []


def _canonicalize(r):
    o = []
    if r.chance(0.3):
        o.append(("top-down", "false"))
    if r.chance(0.3):
        o.append(("region-simplify", r.choice(["disabled", "normal", "aggressive"])))
    return o


def _canonicalize_more(r):
    o = _canonicalize(r)
    if r.chance(0.4):
        o.append(("max-iterations", r.choice([1, 2, 3])))
    if r.chance(0.3):
        o.append(("test-convergence", "true"))
    return o


def _narrowing(r):
    return [("int-bitwidths-supported", r.choice([8, 16, 32]))]


def _peeling(r):
    o = []
    if r.chance(0.5):
        o.append(("peel-front", "true"))
    if r.chance(0.3):
        o.append(("skip-partial", "false"))
    return o


def _parallel_tiling(r):
    o = [("parallel-loop-tile-sizes", ",".join(str(r.choice([1, 2, 3, 4])) for _ in range(r.randint(1, 2))))]
    if r.chance(0.3):
        o.append(("no-min-max-bounds", "true"))
    return o


def _scf_pipelining(r):
    return [("no-epilogue-peeling", "true")] if r.chance(0.4) else []


def _vector_to_scf(r):
    o = []
    if r.chance(0.4):
        o.append(("full-unroll", "true"))
    if r.chance(0.3):
        o.append(("target-rank", r.choice([0, 1])))
    return o


def _multi_reduction(r):
    return [("lowering-strategy", r.choice(["inner-parallel", "inner-reduction"]))]


def _parametric(r):
    # not a pass option: the sizes the wrapper passes as @main_ptile's arguments
    return [("sizes", ",".join(str(r.choice([1, 2, 3, 4, 5, 8])) for _ in range(6)))]


PASSES = {
    "affine-loop-tile": (8, _tile),
    "affine-loop-unroll": (8, _unroll),
    "affine-loop-unroll-jam": (6, _unroll_jam),
    "affine-super-vectorize": (6, _vectorize),
    "affine-data-copy-generate": (8, _data_copy),
    "affine-pipeline-data-transfer": (3, None),
    "affine-parallelize": (5, _parallelize),
    "affine-scalrep": (5, None),
    "affine-loop-fusion": (8, _fusion),
    "affine-loop-coalescing": (4, None),
    "affine-loop-invariant-code-motion": (5, None),
    "affine-loop-normalize": (4, _normalize),
    "affine-simplify-min-max": (3, None),
    "affine-simplify-structures": (3, None),
    "affine-expand-index-ops": (2, None),
    "affine-expand-index-ops-as-affine": (2, None),
    "affine-fold-memref-alias-ops": (3, None),
    "affine-raise-from-memref": (3, None),
    "test-affine-loop-unswitch": (3, None),
    "test-affine-parametric-tile": (4, _parametric),
    "lower-affine": (2, None),
    "canonicalize": (2, _canonicalize_more),
    # GENERIC: MLIR's general optimizers, on either form
    "cse": (3, None),
    "sccp": (3, None),
    "loop-invariant-code-motion": (3, None),
    "control-flow-sink": (2, None),
    "arith-expand": (2, None),
    "int-range-optimizations": (2, None),
    "arith-int-range-narrowing": (2, _narrowing),
    "arith-unsigned-when-equivalent": (2, None),
    # LOWERED: after lower-affine
    "scf-for-loop-canonicalization": (3, None),
    "scf-for-loop-peeling": (3, _peeling),
    "scf-for-to-while": (2, None),
    "scf-parallel-loop-tiling": (2, _parallel_tiling),
    "test-scf-pipelining": (2, _scf_pipelining),
    "convert-scf-to-cf": (2, None),
    "fold-memref-alias-ops": (2, None),
    "expand-strided-metadata": (2, None),
    "lower-vector-mask": (2, None),
    "lower-vector-multi-reduction": (2, _multi_reduction),
    "convert-vector-to-scf": (2, _vector_to_scf),
    # LLVM steps (issue 31): the rest of -test-lower-to-llvm, each run on
    # what the steps before it made (configs.py puts them first)
    "convert-linalg-to-loops": (1, None),
    "convert-vector-to-llvm": (2, None),
    "convert-math-to-llvm": (1, None),
    "finalize-memref-to-llvm": (2, None),
    "convert-func-to-llvm": (2, None),
    "convert-arith-to-llvm": (2, None),
    "convert-cf-to-llvm": (2, None),
    "convert-index-to-llvm": (1, None),
    "convert-ub-to-llvm": (1, None),
    "reconcile-unrealized-casts": (2, None),
}

GENERIC = {"canonicalize", "cse", "sccp", "loop-invariant-code-motion", "control-flow-sink", "arith-expand",
           "int-range-optimizations", "arith-int-range-narrowing", "arith-unsigned-when-equivalent"}
LOWERED = {"scf-for-loop-canonicalization", "scf-for-loop-peeling", "scf-for-to-while", "scf-parallel-loop-tiling",
           "test-scf-pipelining", "convert-scf-to-cf", "fold-memref-alias-ops", "expand-strided-metadata",
           "lower-vector-mask", "lower-vector-multi-reduction", "convert-vector-to-scf"}
# The 17 steps of -test-lower-to-llvm, in order, with the options the
# pipeline gives them (`mlir-opt-22 -test-lower-to-llvm --dump-pass-pipeline`).
# A configuration naming one of LLVM_ONLY runs the steps before it first.
LLVM_STEPS = (
    ("convert-vector-to-scf", (("full-unroll", "false"), ("lower-scalable", "false"), ("lower-tensors", "false"),
                               ("target-rank", "1"))),
    ("convert-linalg-to-loops", ()),
    ("lower-affine", ()),
    ("convert-scf-to-cf", ()),
    ("canonicalize", ()),
    ("cse", ()),
    ("convert-vector-to-llvm", (("force-32bit-vector-indices", "true"),)),
    ("convert-math-to-llvm", (("approximate-log1p", "true"),)),
    ("expand-strided-metadata", ()),
    ("lower-affine", ()),
    ("finalize-memref-to-llvm", ()),
    ("convert-func-to-llvm", ()),
    ("convert-arith-to-llvm", ()),
    ("convert-cf-to-llvm", ()),
    ("convert-index-to-llvm", ()),
    ("convert-ub-to-llvm", ()),
    ("reconcile-unrealized-casts", ()),
)
LLVM_ONLY = {"convert-linalg-to-loops", "convert-vector-to-llvm", "convert-math-to-llvm", "finalize-memref-to-llvm",
             "convert-func-to-llvm", "convert-arith-to-llvm", "convert-cf-to-llvm", "convert-index-to-llvm",
             "convert-ub-to-llvm", "reconcile-unrealized-casts"}
# the steps that work on the module (the others run nested in func.func)
MODULE_SCOPE = {"convert-vector-to-llvm", "finalize-memref-to-llvm", "convert-func-to-llvm", "convert-arith-to-llvm",
                "convert-cf-to-llvm", "convert-index-to-llvm", "convert-ub-to-llvm", "reconcile-unrealized-casts"}
# the passes that need the affine form (everything else but lower-affine)
AFFINE = set(PASSES) - GENERIC - LOWERED - LLVM_ONLY - {"lower-affine"}

# options the campaign keeps to itself (never passed to mlir-opt)
PSEUDO_OPTIONS = {"test-affine-parametric-tile": {"sizes"}}


def sample_options(name, r):
    sampler = PASSES[name][1]
    return tuple((k, str(v)) for k, v in (sampler(r) if sampler else []))
