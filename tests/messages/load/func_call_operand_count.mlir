// MESSAGE: exit=2 mlir-opt=rejects
func.func @g(%a: i32) {
  return
}
func.func @main() {
  func.call @g() : () -> ()
  return
}
