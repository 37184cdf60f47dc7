// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%i: index) {
  affine.for %k = affine_map<()[s0] -> (s0)> () to 4 {
  }
  return
}
