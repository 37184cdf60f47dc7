// MESSAGE: exit=2 mlir-opt=rejects
func.func @g() {
  return
}
func.func @main() {
  %r = func.call @g() : () -> i32
  return
}
