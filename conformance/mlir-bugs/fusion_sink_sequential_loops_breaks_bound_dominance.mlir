// MLIR-BUG: invalid-output
// PASS: -affine-loop-fusion
// ROOT-CAUSE: sinkSequentialLoops: it permutes a perfect nest to move parallel loops outward after checking only the dependence components (checkLoopInterchangeDependences), not whether a hoisted loop's bounds use the IV of a loop it is moved above, so permuteLoops puts the triangular %j loop outside the %i loop its upper bound reads
// UPSTREAM: new
// FOUND-BY: fuzz/campaign seed 100245, --pass-pipeline=builtin.module(func.func(affine-loop-fusion{mode=producer maximal=true local-buf-threshold=1 fast-mem-space=2})); also seeds 101779, 101452, 104898
// MATCH: {"class": "invalid-output", "kind": "message", "message": "operand #N does not dominate this use", "op": null, "pass": "affine-loop-fusion"}
// The second nest carries a dependence on %i (row i reads row i - 1) and
// none on %j, so performFusionsIntoDest, which sinks the sequential loops of
// every destination nest before it looks for producers, makes %j the outer
// loop; its bound (d0) -> (d0) still takes %i: "operand #0 does not dominate
// this use".  Default options suffice; with a parallel %i (read row i) the
// pass is fine.  -test-loop-permutation=permutation-map=1,0 (permuteLoops
// alone) fails the same way.
func.func @main() {
  %a = memref.alloca() : memref<8x8xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      affine.store %c, %a[%i, %j] : memref<8x8xf32>
    }
  }
  affine.for %i = 1 to 8 {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      %v = affine.load %a[%i - 1, %j] : memref<8x8xf32>
      %w = arith.addf %v, %c : f32
      affine.store %w, %a[%i, %j] : memref<8x8xf32>
    }
  }
  %r = affine.load %a[7, 6] : memref<8x8xf32>
  vector.print %r : f32
  return
}
