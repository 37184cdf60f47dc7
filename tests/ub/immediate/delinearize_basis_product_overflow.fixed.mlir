// FIXED: the corrected sibling of delinearize_basis_product_overflow.mlir; runs clean
func.func @main() {
  %b = arith.constant 2147483648 : index
  %x = arith.constant 77 : index
  %r:2 = affine.delinearize_index %x into (%b, %b) : index, index
  vector.print %r#1 : index
  return
}
