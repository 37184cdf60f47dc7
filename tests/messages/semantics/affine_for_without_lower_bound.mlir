// MESSAGE: exit=2 mlir-opt=rejects
func.func @f() {
  "affine.for"() <{operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (4)>}> ({
  ^bb0(%k: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}
