// MESSAGE: exit=2 mlir-opt=rejects
// cf.cond_br to a block that defines %x, the other branch straight to its use
func.func @main() {
  %c = arith.constant true
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.constant 1 : i32
  cf.br ^bb2
^bb2:
  vector.print %x : i32
  return
}
