// MLIR-BUG: invalid-output
// PASS: -affine-super-vectorize=virtual-vector-size=4,4
// ROOT-CAUSE: vectorizeAffineLoad: it gives every vectorized access the full strategy vector type (vector<4x4xf32>) while makePermutationMap builds one result per vectorized loop enclosing the access, so a load in the outer vector loop but outside the inner one gets the rank-1 map (d0, d1) -> (d0) for a rank-2 vector
// UPSTREAM: new
// FOUND-BY: fuzz/campaign seed 100978, --pass-pipeline=builtin.module(func.func(affine-loop-invariant-code-motion,test-affine-loop-unswitch,affine-loop-tile{tile-sizes=1,6 separate=true},affine-super-vectorize{virtual-vector-size=4,4}))
// MATCH: {"class": "invalid-output", "kind": "message", "message": "'vector.transfer_read' op requires a permutation_map with result dims of the same rank as the vector type", "op": "vector.transfer_read", "pass": "affine-super-vectorize"}
// The 2-D pattern matches the %i/%j nest; the load of %a sits in the %i
// loop before the %j loop and becomes a vector.transfer_read of
// vector<4x4xf32> with a one-result permutation map: "'vector.transfer_read'
// op requires a permutation_map with result dims of the same rank as the
// vector type".  A store there fails the same way (vectorizeAffineStore,
// 'vector.transfer_write' op ..., seed 100401); so does a 2-D size 4,2
// (seed 100189).
func.func @main() {
  %a = memref.alloca() : memref<8x3xf32>
  %b = memref.alloca() : memref<8x8xf32>
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 8 {
    affine.for %k = 0 to 3 {
      affine.store %one, %a[%i, %k] : memref<8x3xf32>
    }
  }
  affine.for %i = 0 to 8 {
    %v = affine.load %a[%i, 2] : memref<8x3xf32>
    affine.for %j = 0 to 8 {
      affine.store %v, %b[%i, %j] : memref<8x8xf32>
    }
  }
  %r = affine.load %b[7, 7] : memref<8x8xf32>
  vector.print %r : f32
  return
}
