// MLIR-BUG: reparse-failure
// PASS: -affine-scalrep
// ROOT-CAUSE: printAffineExprInternal: it prints the sum of an expression and a negative constant c as `lhs - (-c)`, and for c = INT64_MIN the negation overflows, so `d0 + 9223372036854775807 + 1` (folded to d0 + INT64_MIN) prints as `d0 - -9223372036854775808`, which the affine parser rejects (the literal after the unary minus is too large for index)
// UPSTREAM: new
// FOUND-BY: the index-overflow work of issue 19 (conformance/affine_apply/index_overflow_boundaries, whose maps fold constants with wrap-around as mlir-opt-22 does)
// The map is well defined: for d0 = 0 and 1 its value d0 + INT64_MIN fits
// in 64 bits (vector.print shows index as unsigned: 9223372036854775808
// and 9223372036854775809), and the original parses, verifies and runs
// under mlir-runner-22 and affine-interp alike.  Any pass, or none, prints
// the map as `(d0) -> (d0 - -9223372036854775808)`, and mlir-opt-22 then
// cannot read its own output: "constant too large for index".
func.func @main() {
  affine.for %i = 0 to 2 {
    %r = affine.apply affine_map<(d0) -> (d0 + 9223372036854775807 + 1)>(%i)
    vector.print %r : index
  }
  return
}
