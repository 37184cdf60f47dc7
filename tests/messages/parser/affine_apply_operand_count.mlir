// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%i: index) {
  %v = affine.apply affine_map<(d0, d1) -> (d0 + d1)> (%i)
  return
}
