// conformance/affine_parallel/steps_past_index_end: seed 001, affine.for
// and affine.parallel run their bodies for lb, lb + step, ... below ub.
// Here ub is INT64_MAX and the step jumps past it, so the next iv, lb +
// k * step, is not an index; no iv that runs leaves index, and no affine
// map overflows, so the program is well defined (SPEC_NOTES "Index
// overflow"): two iterations each, then a band of step INT64_MAX from
// -INT64_MAX (iterations -INT64_MAX and 0).  The compiled backends loop
// forever here (their lowering forms iv + step, which wraps below ub:
// observed with mlir-runner-22), so the expectation follows SPEC_NOTES.
// EXPECT-SOURCE: spec
func.func @main() {
  %lo = arith.constant 9223372036854775800 : index
  affine.parallel (%i) = (symbol(%lo)) to (9223372036854775807) step (4) {
    vector.print %i : index
  }
  affine.for %i = %lo to 9223372036854775807 step 5 {
    vector.print %i : index
  }
  %mlo = arith.constant -9223372036854775807 : index
  %r = affine.parallel (%i) = (symbol(%mlo)) to (9223372036854775807) step (9223372036854775807) reduce ("addi") -> i64 {
    %c = arith.index_cast %i : index to i64
    affine.yield %c : i64
  }
  vector.print %r : i64
  return
}
