// MESSAGE: exit=3 mlir-opt=accepts
func.func @main() {
  %c = arith.constant 5 : index
  %l = affine.linearize_index disjoint [%c, %c] by (4, 4) : index
  return
}
