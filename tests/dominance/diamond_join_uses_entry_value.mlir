// accepted: the entry block dominates the join of a diamond
func.func @main() {
  %t = arith.constant true
  %v = arith.constant 5 : i32
  cf.cond_br %t, ^bb1, ^bb2
^bb1:
  %a = arith.addi %v, %v : i32
  vector.print %a : i32
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  vector.print %v : i32
  return
}
