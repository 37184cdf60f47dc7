// UB: exit=3 at=4:3 family=dims
func.func @main() {
  // expected-error @+1 {{undefined behaviour [dims]: 'affine.parallel' with step 0 in dimension 0: steps must be positive}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [0], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%arg1: index):
    affine.yield
  }) : () -> ()
  return
}
