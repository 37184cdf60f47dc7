// UB: exit=3 at=4:3 family=dims
func.func @main() {
  // expected-error @+1 {{undefined behaviour [dims]: 'affine.for' with step 0: the step must be positive}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, upperBoundMap = affine_map<() -> (4)>, step = 0 : index, operandSegmentSizes = array<i32: 0, 0, 0>}> ({
  ^bb0(%i: index):
    affine.yield
  }) : () -> ()
  return
}
