// UB: exit=3 at=6:3 family=poison
func.func @main() {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant 1 : i32
  %c = arith.addi %a, %b overflow<nsw> : i32
  vector.print %c : i32
  return
}
