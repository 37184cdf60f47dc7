// FIXED: the corrected sibling of linearize_term_overflow.mlir; runs clean
func.func @main() {
  %i = arith.constant 1 : index
  %j = arith.constant 0 : index
  %r = affine.linearize_index [%i, %j] by (4611686018427387904) : index
  vector.print %r : index
  return
}
