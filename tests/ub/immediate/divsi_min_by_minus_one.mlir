// UB: exit=3 at=6:8 family=immediate
func.func @main() {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant -1 : i32
  // expected-error @+1 {{undefined behaviour [immediate]: signed integer division overflow: -2147483648 / -1}}
  %c = arith.divsi %a, %b : i32
  vector.print %c : i32
  return
}
