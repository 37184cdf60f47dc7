// Branch operands bind to block arguments simultaneously: ^loop(%b, %a)
// swaps the pair each trip; a sequential copy would print equal values.
func.func @main() {
  %a0 = arith.constant 3 : i32
  %b0 = arith.constant 8 : i32
  %n0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  cf.br ^loop(%a0, %b0, %n0 : i32, i32, index)
^loop(%a: i32, %b: i32, %n: index):
  vector.print %a : i32
  vector.print %b : i32
  %done = arith.cmpi eq, %n, %c4 : index
  %n1 = arith.addi %n, %c1 : index
  cf.cond_br %done, ^exit, ^loop(%b, %a, %n1 : i32, i32, index)
^exit:
  return
}
