// UB: exit=3 at=5:8 family=immediate
func.func @main() {
  %a = arith.constant 10 : i32
  %b = arith.constant 0 : i32
  %c = arith.divsi %a, %b : i32
  vector.print %c : i32
  return
}
