// MESSAGE: exit=2 mlir-opt=rejects
func.func @main() {
  "affine.parallel"() <{lowerBoundsGroups = dense<[-1, 2]> : tensor<2xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = affine_map<() -> (4, 4)>}> ({
  ^bb0(%x: index, %y: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}
