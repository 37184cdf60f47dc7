// MESSAGE: exit=2 mlir-opt=accepts
func.func private @external_thing()
func.func @main() {
  func.call @external_thing() : () -> ()
  return
}
