// MESSAGE: exit=2 mlir-opt=accepts
// mlir-opt-22 accepts this: its verifier does not count the operands against the bound maps (a deviation)
func.func @f(%i: index) {
  "affine.parallel"(%i) <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (4)>}> ({
  ^bb0(%x: index):
    "affine.yield"() : () -> ()
  }) : (index) -> ()
  return
}
