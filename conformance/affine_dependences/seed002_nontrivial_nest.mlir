// Seed 002 ("MemRef dependence checks in MLIR", "Affine Relations and
// Constraints"): the "slightly less trivial" nest, a store at
// [%i0 + 3 * %i1, 4 * %i0 + 5 * %i1] and a load at [%i0 + %i1, %i0 + 2 * %i1 + 3].
// The seed's memref<10x10xf32> is far too small for these subscripts (the
// store reaches [27, 71]); the analysis never looks at the shape, so here it is
// memref<28x72xf32> and the program runs.  mlir-opt-22 says the load depends
// on the store at depth 1 with [1, 7][-1, 3] (the seed's numbers), and the
// run observes exactly that (seed002_nontrivial_nest.dependences).  Two of the
// analysis' answers are over-approximations the run shows: at depth 2 the
// store and load meet only at rational points (i1' = 3 i1 and i1 = 3 i0 - 3
// have no integer solution with 0 <= i1 < i1' < 7), and the load reaches the
// store's element only at distance [2, 2][-4, -4] where [1, 2][-4, -1] is
// claimed.  The kernel sums what the loads read (7 for each element the
// store wrote first).
func.func @kernel(%0: memref<28x72xf32>) -> f32 {
  %cst = arith.constant 7.000000e+00 : f32
  %z = arith.constant 0.0 : f32
  %r = affine.for %i0 = 0 to 10 iter_args(%acc = %z) -> (f32) {
    %s = affine.for %i1 = 0 to 7 iter_args(%a = %acc) -> (f32) {
      affine.store %cst, %0[%i0 + 3 * %i1, 4 * %i0 + 5 * %i1] : memref<28x72xf32>
      %v = affine.load %0[%i0 + %i1, %i0 + 2 * %i1 + 3] : memref<28x72xf32>
      %n = arith.addf %a, %v : f32
      affine.yield %n : f32
    }
    affine.yield %s : f32
  }
  return %r : f32
}
func.func @main() {
  %m = memref.alloc() : memref<28x72xf32>
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 28 {
    affine.for %j = 0 to 72 {
      affine.store %zero, %m[%i, %j] : memref<28x72xf32>
    }
  }
  %r = call @kernel(%m) : (memref<28x72xf32>) -> f32
  vector.print %r : f32
  memref.dealloc %m : memref<28x72xf32>
  return
}
