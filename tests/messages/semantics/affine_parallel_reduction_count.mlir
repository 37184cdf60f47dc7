// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%v: f32) {
  %r = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (4)>}> ({
  ^bb0(%x: index):
    "affine.yield"(%v) : (f32) -> ()
  }) : () -> f32
  return
}
