// MESSAGE: exit=2 mlir-opt=rejects
func.func @f() {
  affine.for %k = "x" to 4 {
  }
  return
}
