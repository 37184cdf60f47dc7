// MLIR-BUG: reparse-failure
// PASS: --pass-pipeline=builtin.module(func.func(convert-vector-to-scf))
// ROOT-CAUSE: vector::PrintOp::print: its declarative assembly format prints a vector.print with no source and the default (newline) punctuation as the bare `vector.print`, and its parser takes an optional source operand after the op name, so the result name that begins the next line (`%0 = ...`) is read as that operand and a `:` is expected; convert-vector-to-scf ends every vector it prints with such a newline print
// UPSTREAM: new
// FOUND-BY: fuzz/campaign seed 61000106 (lower-affine, convert-vector-to-scf): 13 occurrences in the first 7-minute campaign with the pass (issue 30)
// MATCH: {"class": "reparse-failure", "kind": "message", "message": "expected ':'", "op": null, "pass": "convert-vector-to-scf"}
// The vector print becomes `vector.print punctuation <open>`, a loop of
// element prints, `vector.print punctuation <close>` and a bare
// `vector.print` (the newline), followed by the reduction's
// `%0 = vector.reduction ...`: mlir-opt-22 reads `%0` as the operand of
// that print and stops with "expected ':'".  A hand-written bare
// `vector.print` followed by any op with a result fails the same way.
func.func @main() {
  %v = arith.constant dense<[1, 2]> : vector<2xi32>
  vector.print %v : vector<2xi32>
  %r = vector.reduction <add>, %v : vector<2xi32> into i32
  vector.print %r : i32
  return
}
