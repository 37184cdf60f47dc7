// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%n: index) {
  affine.for %i = 0 to symbol(n) {
  }
  return
}
