// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%i: index) {
  %a:2 = "affine.delinearize_index"(%i) <{static_basis = array<i64: 0, 2>}> : (index) -> (index, index)
  return
}
