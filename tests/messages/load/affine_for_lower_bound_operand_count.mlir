// MESSAGE: exit=2 mlir-opt=accepts
// mlir-opt-22 accepts this: its verifier does not count the lower bound's operands against the map (a deviation)
func.func @main(%n: index) {
  "affine.for"(%n) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 1, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (4)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : (index) -> ()
  return
}
