// MESSAGE: exit=2 mlir-opt=accepts
// mlir-opt-22 accepts this: its parser resolves the first three operands and ignores the rest; affine-interp refuses the longer list
func.func @main(%a: vector<2xf32>, %b: vector<2xf32>, %c: vector<2x2xf32>) {
  %r = vector.outerproduct %a, %b, %c, %c : vector<2xf32>, vector<2xf32>
  return
}
