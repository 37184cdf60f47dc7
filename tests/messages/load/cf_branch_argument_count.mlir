// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%x: i32) {
  "cf.br"(%x)[^bb1] : (i32) -> ()
^bb1:
  return
}
