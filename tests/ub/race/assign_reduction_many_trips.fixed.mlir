// FIXED: the corrected sibling of assign_reduction_many_trips.mlir; runs clean
func.func @main() {
  %r = affine.parallel (%i) = (0) to (1) reduce ("assign") -> f32 {
    %c = arith.constant 1.0 : f32
    affine.yield %c : f32
  }
  vector.print %r : f32
  return
}
