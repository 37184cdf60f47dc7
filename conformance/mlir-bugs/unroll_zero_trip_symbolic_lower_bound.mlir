// MLIR-BUG: wrong-output
// PASS: --pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=3}))
// ROOT-CAUSE: getCleanupLoopLowerBound: it computes the cleanup lower bound as lb + (tc - tc mod 3) * step from the trip-count map without clamping tc at 0, so for lb > ub (tc = 3 - 5 = -2) the cleanup loop starts at 2, below the upper bound, and runs an iteration the loop never runs
// UPSTREAM: new
// FOUND-BY: tools/pass-matrix on conformance/affine_for/zero_trip_symbolic_f64
// MATCH: {"class": "wrong-output", "defaults": {}, "features": ["symbolic-bound"], "kind": "silent", "options": {}, "pass": "affine-loop-unroll", "ub": null}
// The loop (5 to 3) runs zero times and prints nothing; the unrolled
// program's cleanup iteration, promoted out of its loop, prints 2.
func.func @main() {
  %n = arith.constant 5 : index
  affine.for %i = %n to 3 {
    vector.print %i : index
  }
  return
}
