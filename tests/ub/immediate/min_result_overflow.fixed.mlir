// FIXED: the corrected sibling of min_result_overflow.mlir; runs clean
func.func @main() {
  %big = arith.constant 9223372036854775806 : index
  %d = arith.constant 1 : index
  %r = affine.min affine_map<(d0, d1) -> (d0 + d1, 7)>(%big, %d)
  vector.print %r : index
  return
}
