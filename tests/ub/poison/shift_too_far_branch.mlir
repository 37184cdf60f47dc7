// UB: exit=3 at=8:3 family=poison
func.func @main() {
  %a = arith.constant 1 : i32
  %s = arith.constant 32 : i32
  %c = arith.shli %a, %s : i32
  %z = arith.constant 0 : i32
  %t = arith.cmpi ne, %c, %z : i32
  cf.cond_br %t, ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}
