// MESSAGE: exit=2 mlir-opt=accepts
// mlir-opt-22 accepts this: it takes a missing operandSegmentSizes as all zero (a deviation)
func.func @f() {
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, step = 1 : index, upperBoundMap = affine_map<() -> (4)>}> ({
  ^bb0(%k: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}
