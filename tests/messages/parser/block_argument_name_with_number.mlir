// MESSAGE: exit=2 mlir-opt=accepts
// mlir-opt-22 accepts this: it ignores the result number on a block argument (a deviation)
func.func @f(%c: i32) {
  cf.br ^bb1(%c : i32)
^bb1(%x#1: i32):
  return
}
