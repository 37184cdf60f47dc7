// FIXED: the corrected sibling of linearize_stride_overflow.mlir; runs clean
func.func @main() {
  %b = arith.constant 2147483648 : index
  %z = arith.constant 0 : index
  %one = arith.constant 1 : index
  %r = affine.linearize_index [%z, %z, %one] by (%b, %b) : index
  vector.print %r : index
  return
}
