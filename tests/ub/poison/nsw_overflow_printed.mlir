// UB: exit=3 at=8:3 family=poison
func.func @main() {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant 1 : i32
  // expected-note @+1 {{the poison was made here by 'arith.addi': signed overflow of a 'nsw' op (2147483647 + 1)}}
  %c = arith.addi %a, %b overflow<nsw> : i32
  // expected-error @+1 {{undefined behaviour [poison]: a poison value is printed}}
  vector.print %c : i32
  return
}
