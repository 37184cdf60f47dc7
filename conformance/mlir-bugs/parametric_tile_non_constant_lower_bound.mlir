// MLIR-BUG: wrong-output
// PASS: -test-affine-parametric-tile
// ROOT-CAUSE: setInterTileBoundsParametric: it (and setIntraTileBoundsParametric alike) builds the tiled bounds from origLoop.getConstantLowerBound() behind only an assert(hasConstantLowerBound()) (compiled out in release builds), and tilePerfectlyNestedParametric never rejects a loop whose lower bound is not a single constant, so a max lower bound contributes its first result (0 instead of max(0, 1)) and a symbolic one a garbage constant read from the storage of a non-constant expression (4294967296 for a bare symbol with mlir-opt-22, pointer-like values such as 93825007598640 for a compound one)
// UPSTREAM: new
// FOUND-BY: fuzz/campaign seed 103915, --pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=2 unroll-num-reps=2},affine-loop-unroll-jam{unroll-jam-factor=2},test-affine-parametric-tile)) (unroll's cleanup loops start at a symbolic bound; the tiled loops got bounds around 93825007598640 and stored out of bounds)
// MATCH: {"class": "wrong-output", "defaults": {}, "features": ["call", "symbolic-bound"], "kind": "silent", "options": {}, "pass": "test-affine-parametric-tile", "ub": null}
// The loop runs %i = max(0, 1) = 1, 2, 3 and prints 1 2 3.  Tiled by the
// function argument 2, its tile loop starts at 1 (the original lower bound
// map) but the point loop is computed as if the lower bound were 0: the
// single tile %t = 1 covers [1 * 2, min(1 * 2 + 2, 4)) = [2, 4), and 1 is
// never printed.  With a symbolic lower bound (affine.for %i = %lb to 4)
// the bounds contain a garbage constant instead and the loop runs about
// 2^31 tiles of garbage indices.
func.func @tiled(%ts: index) {
  affine.for %i = max affine_map<() -> (0, 1)>() to 4 {
    vector.print %i : index
  }
  return
}
func.func @main() {
  %c2 = arith.constant 2 : index
  call @tiled(%c2) : (index) -> ()
  return
}
