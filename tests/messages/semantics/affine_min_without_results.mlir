// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%i: index) {
  %v = affine.min affine_map<(d0) -> ()> (%i)
  return
}
