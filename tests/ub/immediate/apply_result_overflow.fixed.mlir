// FIXED: the corrected sibling of apply_result_overflow.mlir; runs clean
func.func @main() {
  %big = arith.constant 4611686018427387904 : index
  %d = arith.constant -1 : index
  %r = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1)>(%big, %d)
  vector.print %r : index
  return
}
