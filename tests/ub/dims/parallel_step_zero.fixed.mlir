// FIXED: the corrected sibling of parallel_step_zero.mlir; runs clean
func.func @main() {
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%arg1: index):
    affine.yield
  }) : () -> ()
  return
}
