// MLIR-BUG: wrong-output
// PASS: -affine-loop-fusion
// ROOT-CAUSE: canFuseLoops: the producer slice it computes (computeSliceUnion, the bounding box of what the loads %a[%i + 1, %j] and %a[1, 0] need) is rows 1 to 5, all columns, independent of the consumer IV %j at the fusion depth, so the fused init re-runs in every %j iteration, and nothing checks that the consumer stores to the producer's memref: at %j = 1 the re-run init resets a[2..4, 0], which iteration %j = 0 had computed
// UPSTREAM: llvm/llvm-project#196604
// FOUND-BY: fuzz/campaign seed 110183, --pass-pipeline=builtin.module(func.func(affine-raise-from-memref,affine-loop-fusion{mode=greedy maximal=true compute-tolerance=1})) (reduced in /tmp/triage/reduced/h2-fusion-110183 to the same init nest and column-major update loop; 6 other findings of this configuration, seeds 110176 to 110207, not checked)
// MATCH: {"class": "wrong-output", "defaults": {}, "features": ["depth>=2", "invariant-load", "op:affine.load", "op:affine.store", "op:memref.load"], "kind": "silent", "options": {}, "pass": "affine-loop-fusion", "ub": null}
// The init nest sets all of %a to -2; the update loop, column by column,
// sets a[i, j] = a[i + 1, j] + a[1, 0], so a[2, 0] = -4.  Fusion puts the
// init of rows 1-5 (both columns) inside the %j loop: in iteration %j = 1
// it resets column 0 as well, and the program prints -2 instead of -4.
func.func @main() {
  %m2 = arith.constant -2.0 : f32
  %a = memref.alloc() : memref<7x2xf32>
  affine.for %i = 0 to 7 {
    affine.for %j = 0 to 2 {
      affine.store %m2, %a[%i, %j] : memref<7x2xf32>
    }
  }
  affine.for %j = 0 to 2 {
    affine.for %i = 2 to 5 {
      %x = affine.load %a[%i + 1, %j] : memref<7x2xf32>
      %y = affine.load %a[1, 0] : memref<7x2xf32>
      %z = arith.addf %x, %y : f32
      affine.store %z, %a[%i, %j] : memref<7x2xf32>
    }
  }
  %c2 = arith.constant 2 : index
  %c0 = arith.constant 0 : index
  %v = memref.load %a[%c2, %c0] : memref<7x2xf32>
  vector.print %v : f32
  memref.dealloc %a : memref<7x2xf32>
  return
}
