// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%i: index) {
  %v = affine.apply 3 (%i)
  return
}
