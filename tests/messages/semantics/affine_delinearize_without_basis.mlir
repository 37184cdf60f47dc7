// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%i: index) {
  %a:2 = "affine.delinearize_index"(%i) : (index) -> (index, index)
  return
}
