// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%i: index) {
  %v = "affine.apply"(%i) <{map = affine_map<(d0) -> (d0, d0)>}> : (index) -> index
  return
}
