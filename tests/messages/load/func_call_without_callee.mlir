// MESSAGE: exit=2 mlir-opt=rejects
func.func @main() {
  "func.call"() : () -> ()
  return
}
