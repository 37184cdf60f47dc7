// MLIR-BUG: reparse-failure
// PASS: -canonicalize
// ROOT-CAUSE: printAffineExprInternal: it prints the sum of an expression and a negative constant c as `lhs - (-c)`, and for c = INT64_MIN the negation overflows, so the map d0 + INT64_MIN prints as `d0 - -9223372036854775808`, which the affine parser rejects (the literal after the unary minus is too large for index)
// UPSTREAM: new
// FOUND-BY: the index-overflow work of issue 19 (conformance/affine_apply/index_overflow_boundaries, whose maps reach the ends of index)
// MATCH: {"class": "reparse-failure", "kind": "message", "message": "constant too large for index", "op": null, "pass": "canonicalize"}
// Two applies subtract 2^62 each; -canonicalize composes them into one
// map d0 + INT64_MIN (exact, no wrap-around: -2^62 - 2^62 = -2^63).  The
// program is well defined: for d0 = 0 and 1 the value INT64_MIN + d0 fits
// in 64 bits (vector.print shows index as unsigned: 9223372036854775808 and
// 9223372036854775809), and it re-prints and parses back unchanged.  The
// pass output prints the composed map as `(d0) -> (d0 - -9223372036854775808)`
// and mlir-opt-22 cannot read its own output: "constant too large for
// index" (-affine-simplify-structures does the same).
func.func @main() {
  affine.for %i = 0 to 2 {
    %a = affine.apply affine_map<(d0) -> (d0 - 4611686018427387904)>(%i)
    %b = affine.apply affine_map<(d0) -> (d0 - 4611686018427387904)>(%a)
    vector.print %b : index
  }
  return
}
