// MESSAGE: exit=2 mlir-opt=rejects
func.func @f() {
  affine.for %k = 0 to affine_map<() -> (3, 4)> () {
  }
  return
}
