// MESSAGE: exit=2 mlir-opt=accepts
func.func @f(%c: i32) {
  cf.br ^bb1(%c : i32)
^bb1(%x#1: i32):
  return
}
