// MESSAGE: exit=2 mlir-opt=rejects
func.func @f() {
  "t.br"()[bb1] : () -> ()
^bb1:
  return
}
