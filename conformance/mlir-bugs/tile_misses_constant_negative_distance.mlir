// MLIR-BUG: wrong-output
// PASS: -affine-loop-tile=tile-sizes=2,2
// ROOT-CAUSE: isTilingValid: it rejects a dependence component only when *depComp.lb < *depComp.ub && *depComp.ub < 0, so a constant negative distance (lb == ub == -1, from a[%i - 1, %j + 1] to a[%i, %j]) passes and the nest is tiled although its tiles depend on each other
// UPSTREAM: llvm/llvm-project#192858
// FOUND-BY: triage of fuzz/campaign seed 1013 (the pure affine variant of its tile_ignores_failed_dependence_analysis reduction), -affine-loop-tile=tile-sizes=2,2
// MATCH: {"class": "wrong-output", "defaults": {"tile-sizes": null}, "features": ["call", "depth>=2", "op:affine.load", "op:affine.store", "op:func.call"], "kind": "silent", "options": {"tile-sizes": "2,2"}, "pass": "affine-loop-tile", "ub": null}
// Iteration (i, j) reads a[i - 1][j + 1]: distance (1, -1).  The first tile
// (rows 1-2, columns 0-1) computes a[2][1] from a[1][2] before the next
// tile writes it, so row 3 prints 2 instead of 3.  With a[i - 1][2j + 1]
// (distances -1 - j, a range) the pass refuses to tile, as it should.
func.func @step(%a: memref<5x8xf32>) {
  affine.for %i = 1 to 5 {
    affine.for %j = 0 to 4 {
      %v = affine.load %a[%i - 1, %j + 1] : memref<5x8xf32>
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
  func.call @step(%a) : (memref<5x8xf32>) -> ()
  affine.for %i = 0 to 5 {
    %v = affine.load %a[%i, 0] : memref<5x8xf32>
    vector.print %v : f32
  }
  return
}
