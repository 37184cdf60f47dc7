// MESSAGE: exit=2 mlir-opt=rejects
func.func @g() {
  return
}
func.func @f(%a: i32) {
  func.call @g(%a) : () -> ()
  return
}
