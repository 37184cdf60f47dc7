// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%i: index) {
  affine.for %k = affine_map<(d0, d1) -> (d0 + d1)> (%i) to 4 {
  }
  return
}
