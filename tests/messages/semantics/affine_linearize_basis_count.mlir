// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%i: index) {
  %l = "affine.linearize_index"(%i, %i, %i, %i) <{disjoint = false, operandSegmentSizes = array<i32: 4, 0>, static_basis = array<i64: 2, 2>}> : (index, index, index, index) -> index
  return
}
