// MLIR-BUG: invalid-output
// PASS: -affine-super-vectorize=virtual-vector-size=4,2
// ROOT-CAUSE: makePattern: without test-fastest-varying every loop of the 2-D pattern accepts an access varying along any memref dimension (-1), so nothing keeps the two vector loops on different dimensions, and for %a[%i * 3 + %j], whose only subscript varies along both, makePermutationMap maps both vector dims to d0: (d0) -> (d0, d0), which the transfer_read verifier rejects
// UPSTREAM: new
// FOUND-BY: fuzz/campaign seeds 108368 (a transfer_read) and 108354 (a transfer_write), --pass-pipeline=builtin.module(func.func(affine-loop-tile{cache-size=16},affine-loop-normalize{promote-single-iter=true},affine-super-vectorize{virtual-vector-size=4,2}))
// MATCH: {"class": "invalid-output", "kind": "message", "message": "'vector.transfer_read' op requires a permutation_map that is a permutation (found one dim used more than once)", "op": "vector.transfer_read", "pass": "affine-super-vectorize"}
// isContiguousAccess finds one varying subscript (dim 0) along %i and along
// %j, and isVectorizableLoopPtrFactory with fastestVaryingMemRefDimension -1
// accepts both; vectorizeAffineLoad then builds a vector<4x2xf32>
// transfer_read with the map (d0) -> (d0, d0): "requires a permutation_map
// that is a permutation (found one dim used more than once)".  With
// test-fastest-varying=1,0 the pass leaves the nest alone.  In the campaign
// the subscript was the tiled-and-normalized IV, an affine.apply of both.
func.func @main() {
  %a = memref.alloca() : memref<6xf32>
  %one = arith.constant 1.0 : f32
  affine.for %k = 0 to 6 {
    affine.store %one, %a[%k] : memref<6xf32>
  }
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      %v = affine.load %a[%i * 3 + %j] : memref<6xf32>
    }
  }
  %r = affine.load %a[5] : memref<6xf32>
  vector.print %r : f32
  return
}
