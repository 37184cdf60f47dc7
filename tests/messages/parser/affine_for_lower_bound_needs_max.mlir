// MESSAGE: exit=2 mlir-opt=rejects
func.func @f() {
  affine.for %k = affine_map<() -> (0, 1)> () to 4 {
  }
  return
}
