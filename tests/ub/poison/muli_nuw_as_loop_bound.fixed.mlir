// FIXED: the corrected sibling of muli_nuw_as_loop_bound.mlir; runs clean
func.func @main() {
  %a = arith.constant 4 : index
  %b = arith.constant 4 : index
  %n = arith.muli %a, %b overflow<nuw> : index
  %c = arith.constant 0 : index
  %s = arith.minui %n, %b : index
  affine.for %i = 0 to %s {
  }
  return
}
