// MLIR-BUG: wrong-output
// PASS: --pass-pipeline=builtin.module(func.func(affine-loop-unroll-jam{unroll-jam-factor=2}))
// ROOT-CAUSE: loopUnrollJamByFactor: it checks only the trip count, areInnerBoundsInvariant and iter_args, never the memory dependences, so it jams a nest whose dependence from iteration (i - 1, j = 1) to (i, j = 0) (distance (1, -1)) is reversed by running iteration i + 1's j = 0 next to iteration i's j = 0
// UPSTREAM: llvm/llvm-project#196554
// FOUND-BY: fuzz/campaign seed 1041, --pass-pipeline=builtin.module(func.func(affine-loop-unroll-jam{unroll-jam-factor=8})) (a row read at [%i ceildiv symbol(%s), %i mod 2] in a nest storing [%i, %j])
// MATCH: {"class": "wrong-output", "defaults": {}, "features": ["call", "depth>=2", "op:affine.load", "op:affine.store", "op:func.call"], "kind": "silent", "options": {}, "pass": "affine-loop-unroll-jam", "ub": null}
// Row i is row i - 1's last element plus 1: the program prints 0 1 2 3 4.
// Jammed by 2, the body of iteration i + 1 runs inside the same j loop as
// iteration i, and at j = 0 it reads a[i][1] before iteration i writes it
// (at j = 1): rows 2 and 4 get 1.  The pass only unroll-jams the first op of
// a function's entry block when it is an affine.for, hence the separate
// @step whose first op is the nest.
func.func @step(%a: memref<5x2xf32>) {
  affine.for %i = 1 to 5 {
    affine.for %j = 0 to 2 {
      %one = arith.constant 1.0 : f32
      %v = affine.load %a[%i - 1, 1] : memref<5x2xf32>
      %w = arith.addf %v, %one : f32
      affine.store %w, %a[%i, %j] : memref<5x2xf32>
    }
  }
  return
}
func.func @main() {
  %a = memref.alloca() : memref<5x2xf32>
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 5 {
    affine.for %j = 0 to 2 {
      affine.store %zero, %a[%i, %j] : memref<5x2xf32>
    }
  }
  func.call @step(%a) : (memref<5x2xf32>) -> ()
  affine.for %i = 0 to 5 {
    %v = affine.load %a[%i, 0] : memref<5x2xf32>
    vector.print %v : f32
  }
  return
}
