// MESSAGE: exit=2 mlir-opt=rejects
func.func @main() {
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (4)>}> ({
  ^bb0(%i: index):
    "llvm.unreachable"() : () -> ()
  }) : () -> ()
  return
}
