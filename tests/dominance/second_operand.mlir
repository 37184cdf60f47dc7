// the operand number counts from 0: operand #1
func.func @main() {
  %a = arith.constant 1 : i32
  %s = arith.addi %a, %b : i32
  %b = arith.constant 2 : i32
  vector.print %s : i32
  return
}
