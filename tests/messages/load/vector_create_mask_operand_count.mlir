// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%a: index) {
  %m = "vector.create_mask"(%a) : (index) -> vector<4x4xi1>
  return
}
