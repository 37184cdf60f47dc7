// MESSAGE: exit=2 mlir-opt=rejects
func.func @f() {
  func.call @f() : i32
  return
}
