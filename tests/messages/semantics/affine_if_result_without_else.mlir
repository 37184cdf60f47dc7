// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%i: index) {
  %r = affine.if affine_set<(d0) : (d0 >= 0)> (%i) -> index {
    affine.yield %i : index
  }
  return
}
