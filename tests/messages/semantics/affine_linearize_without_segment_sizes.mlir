// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%i: index) {
  %l = "affine.linearize_index"(%i, %i) <{disjoint = false, static_basis = array<i64: 2, 2>}> : (index, index) -> index
  return
}
