// a branch operand defined in the other arm of a cf.cond_br
func.func @main(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.constant 1 : i32
  cf.br ^bb3(%x : i32)
^bb2:
  cf.br ^bb3(%x : i32)
^bb3(%v: i32):
  vector.print %v : i32
  return
}
