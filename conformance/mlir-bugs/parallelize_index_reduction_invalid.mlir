// MLIR-BUG: invalid-output
// PASS: -affine-parallelize=parallel-reductions=true
// -affine-parallelize turns an iter_args sum of index values into an
// affine.parallel with reduce ("addi") -> (index), which MLIR's own verifier
// rejects (index is not a valid type for an integer reduction there), so the
// pass fails on a valid program.
// Found by tools/pass-matrix on conformance/affine_semi_affine/delinearize_agrees_with_floordiv_mod.
func.func @main() {
  %c0 = arith.constant 0 : index
  %r = affine.for %i = 0 to 4 iter_args(%a = %c0) -> (index) {
    %n = arith.addi %a, %i : index
    affine.yield %n : index
  }
  vector.print %r : index
  return
}
