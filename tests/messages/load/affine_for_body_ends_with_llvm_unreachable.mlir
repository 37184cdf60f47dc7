// MESSAGE: exit=2 mlir-opt=rejects
func.func @main() {
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (4)>}> ({
  ^bb0(%i: index):
    "llvm.unreachable"() : () -> ()
  }) : () -> ()
  return
}
