// FIXED: the corrected sibling of delinearize_zero_basis.mlir; runs clean
func.func @main() {
  %b = arith.constant 4 : index
  %i = arith.constant 9 : index
  %r:2 = affine.delinearize_index %i into (%b, 4) : index, index
  vector.print %r#0 : index
  return
}
