// UB: exit=3 at=3:3 family=dims
func.func @main() {
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [0], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%arg1: index):
    affine.yield
  }) : () -> ()
  return
}
