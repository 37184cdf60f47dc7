// MESSAGE: exit=2 mlir-opt=rejects
func.func @f() {
  affine.for %k = affine_map<() -> ()> () to 4 {
  }
  return
}
