// UB: exit=3 at=3:3 family=dims
func.func @main() {
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, upperBoundMap = affine_map<() -> (4)>, step = 0 : index, operandSegmentSizes = array<i32: 0, 0, 0>}> ({
  ^bb0(%i: index):
    affine.yield
  }) : () -> ()
  return
}
