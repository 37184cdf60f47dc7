// FIXED: the corrected sibling of parallel_bound_overflow.mlir; runs clean
func.func @main() {
  %n = arith.constant 2 : index
  affine.parallel (%i) = (0) to (symbol(%n) * 2) {
  }
  vector.print %n : index
  return
}
