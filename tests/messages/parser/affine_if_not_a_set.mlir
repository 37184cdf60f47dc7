// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%i: index) {
  affine.if 3 (%i) {
  }
  return
}
