// FIXED: the corrected sibling of step_zero_loop.mlir; runs clean
func.func @main() {
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, upperBoundMap = affine_map<() -> (4)>, step = 1 : index, operandSegmentSizes = array<i32: 0, 0, 0>}> ({
  ^bb0(%i: index):
    affine.yield
  }) : () -> ()
  return
}
