// MLIR-BUG: undefined-output
// PASS: -affine-loop-fusion
// ROOT-CAUSE: computeSliceUnion: the producer-consumer dependence it slices on comes from MemRefAccess, whose access relation for an affine.vector_load is the single element at its index (the vector's extent is not modelled), so the fused slice computes only %a[1] and createPrivateMemRef sizes the private buffer for that one element, which the 4-wide vector_load then reads past
// UPSTREAM: llvm/llvm-project#115849
// FOUND-BY: fuzz/campaign seed 101117, --pass-pipeline=builtin.module(func.func(affine-expand-index-ops,affine-super-vectorize{virtual-vector-size=3 vectorize-reductions=true},affine-simplify-min-max,affine-loop-fusion{mode=producer maximal=true compute-tolerance=10 local-buf-threshold=64 fast-mem-space=2})) (18 campaign programs)
// MATCH: {"class": "undefined-output", "defaults": {}, "features": ["op:affine.store", "op:affine.vector_load"], "kind": "silent", "options": {}, "pass": "affine-loop-fusion", "ub": "bounds"}
// The consumer reads %a[1..4] with one affine.vector_load.  Fusion computes
// the producer slice for element 1 only (a single iteration, %i = 1),
// privatizes %a into a memref<1xf32> and rewrites the load to
// affine.vector_load %alloc[0] ... vector<4xf32>: elements 1..3 of a
// 1-element buffer (affine-interp: exit 3 [bounds]), and %a[2..4] are never
// computed.
func.func @main() {
  %a = memref.alloca() : memref<8xf32>
  affine.for %i = 0 to 8 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    affine.store %f, %a[%i] : memref<8xf32>
  }
  affine.for %j = 0 to 1 {
    %v = affine.vector_load %a[1] : memref<8xf32>, vector<4xf32>
    vector.print %v : vector<4xf32>
  }
  return
}
