// MLIR-BUG: invalid-output
// PASS: -affine-super-vectorize=virtual-vector-size=8
// ROOT-CAUSE: vectorizeAffineStore: it accepts whatever makePermutationMap returns, including a broadcast result (the constant 0) for a store whose subscripts are all invariant along the vector loop, and builds a vector.transfer_write with the map (d0) -> (0), which the transfer_write verifier rejects
// UPSTREAM: llvm/llvm-project#131135
// FOUND-BY: fuzz/campaign seed 100552 (36 programs), --pass-pipeline=builtin.module(func.func(affine-loop-tile{tile-size=1 separate=true},affine-super-vectorize{virtual-vector-size=8}))
// MATCH: {"class": "invalid-output", "kind": "message", "message": "'vector.transfer_write' op should not have broadcast dimensions", "op": "vector.transfer_write", "pass": "affine-super-vectorize"}
// The single-iteration loop is parallel and its body is "vectorizable"
// (isVectorizableLoopBody accepts invariant accesses), so the store to %a[2]
// becomes a transfer_write of vector<8xf32> with a broadcast permutation
// map: "'vector.transfer_write' op should not have broadcast dimensions".
// A read in that position is fine (transfer_read may broadcast).  In the
// campaign's programs the store used the IV of an intra-tile loop whose
// bounds depend on the vectorized tile loop.
func.func @main() {
  %a = memref.alloca() : memref<4xf32>
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 1 {
    affine.store %one, %a[2] : memref<4xf32>
  }
  %r = affine.load %a[2] : memref<4xf32>
  vector.print %r : f32
  return
}
