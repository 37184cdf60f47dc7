// MESSAGE: exit=2 mlir-opt=rejects
func.func @f() {
  affine.for %k#0 = 0 to 4 {
  }
  return
}
