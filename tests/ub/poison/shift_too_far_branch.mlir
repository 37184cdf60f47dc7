// UB: exit=3 at=10:3 family=poison
func.func @main() {
  %a = arith.constant 1 : i32
  %s = arith.constant 32 : i32
  // expected-note @+1 {{the poison was made here by 'arith.shli': shift amount 32 is not less than the bit width 32}}
  %c = arith.shli %a, %s : i32
  %z = arith.constant 0 : i32
  %t = arith.cmpi ne, %c, %z : i32
  // expected-error @+1 {{undefined behaviour [poison]: a poison value is used as a branch condition}}
  cf.cond_br %t, ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}
