// MESSAGE: exit=2 mlir-opt=rejects
func.func @f() {
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (4)>}> ({
  ^bb0(%x: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}
