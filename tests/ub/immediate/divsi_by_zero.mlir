// UB: exit=3 at=7:8 family=immediate
func.func @main() {
  %a = arith.constant 10 : i32
  %b = arith.constant 0 : i32
  // expected-error @below {{undefined behaviour [immediate]: integer division by zero}}
  // expected-note @below {{dividend is 10, divisor is 0}}
  %c = arith.divsi %a, %b : i32
  vector.print %c : i32
  return
}
