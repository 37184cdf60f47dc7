// MLIR-BUG: wrong-output
// PASS: -affine-loop-tile=tile-sizes=2,2
// ROOT-CAUSE: isTilingValid: it skips an access pair when hasDependence(result) is false, and hasDependence is false for DependenceResult::Failure too, so a dependence checkMemrefAccessDependence cannot analyse (a semi-affine subscript, (%i - 1) floordiv symbol(%s)) is taken as no dependence and a nest whose dependences rectangular tiles reverse is tiled
// UPSTREAM: llvm/llvm-project#210585
// FOUND-BY: fuzz/campaign seed 1013, --pass-pipeline=builtin.module(func.func(affine-super-vectorize{virtual-vector-size=3 vectorize-reductions=true},affine-loop-tile{cache-size=16})) (a nest storing %a[%i, %j] and loading %a[%i mod symbol(%s), (%j + 3) mod 5]; the vectorizer leaves it alone)
// MATCH: {"class": "wrong-output", "defaults": {}, "features": ["call", "depth>=2", "op:affine.load", "op:affine.store", "op:func.call", "semi-affine"], "kind": "silent", "options": {}, "pass": "affine-loop-tile", "ub": null}
// Iteration (i, j) reads a[i - 1][2j + 1] (%s is 1), written by the
// previous row further right.  With %a[%i - 1, 2 * %j + 1] the pass sees the
// negative distance along j and leaves the nest alone; with the floordiv by
// a symbol the analysis fails and the nest is tiled 2x2: the first tile
// (rows 1-2, columns 0-1) computes a[2][1] from a[1][3] before the next
// tile writes it, and row 3 prints 2 instead of 3.
func.func @step(%a: memref<5x8xf32>, %s: index) {
  affine.for %i = 1 to 5 {
    affine.for %j = 0 to 4 {
      %v = affine.load %a[(%i - 1) floordiv symbol(%s), 2 * %j + 1] : memref<5x8xf32>
      %one = arith.constant 1.0 : f32
      %w = arith.addf %v, %one : f32
      affine.store %w, %a[%i, %j] : memref<5x8xf32>
    }
  }
  return
}
func.func @main() {
  %a = memref.alloca() : memref<5x8xf32>
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 5 {
    affine.for %j = 0 to 8 {
      affine.store %zero, %a[%i, %j] : memref<5x8xf32>
    }
  }
  %c1 = arith.constant 1 : index
  func.call @step(%a, %c1) : (memref<5x8xf32>, index) -> ()
  affine.for %i = 0 to 5 {
    %v = affine.load %a[%i, 0] : memref<5x8xf32>
    vector.print %v : f32
  }
  return
}
