// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%a: i32) {
^bb0:
  return
}
