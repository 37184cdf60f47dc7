// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%x: f32) {
  %r = "affine.for"(%x) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (4)>}> ({
  ^bb0(%i: index, %a: f32):
    "scf.yield"() : () -> ()
  }) : (f32) -> f32
  return
}
