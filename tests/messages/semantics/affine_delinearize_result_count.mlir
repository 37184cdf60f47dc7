// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%i: index) {
  %a:4 = "affine.delinearize_index"(%i) <{static_basis = array<i64: 2, 2>}> : (index) -> (index, index, index, index)
  return
}
