// MLIR-BUG: invalid-output
// PASS: -canonicalize
// ROOT-CAUSE: simplifyMinOrMaxExprWithOperands: it drops a result of a max (min) bound map when another result's constant lower (upper) bound is at least its upper (lower) bound, with the bounds taken from the operands' loop ranges; the range of the IV of a loop that runs zero times is empty (lower 0, upper -2 for `0 to -1`), so every result is dominated by another and all are dropped, leaving a bound map with no result
// UPSTREAM: new
// FOUND-BY: affine-gen --features odd-loops --seed 1 (issue 30's odd-loops feature: min/max bounds on the IV of a zero-trip loop); also seeds 7105 and 123536, and 4 of 200 programs of the generator's mlir-runner sample fail -test-lower-to-llvm on it
// MATCH: {"class": "invalid-output", "kind": "message", "message": "'affine.for' op expected lower bound map to have at least one result", "op": null, "pass": "canonicalize"}
// EXPECT-SOURCE: spec
// The outer loop runs no iteration, so the inner loop never runs and the
// program is valid and prints 1 (affine-interp and mlir-runner-22).  After
// -canonicalize the inner loop's lower bound is `affine_map<() -> ()>`:
// "'affine.for' op expected lower bound map to have at least one result".
// The same happens to a min upper bound ("expected upper bound map to have
// at least one result") and with `2 to 2`; -test-lower-to-llvm, which runs
// canonicalize, fails on such programs.
func.func @main() {
  %m = memref.alloc() : memref<9x9xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to -1 {
    affine.for %j = max affine_map<(d0) -> (d0, 0)>(%i) to min affine_map<(d0) -> (d0 + 1, 9)>(%i) {
      affine.store %c, %m[%i, %j] : memref<9x9xf32>
    }
  }
  vector.print %c : f32
  memref.dealloc %m : memref<9x9xf32>
  return
}
