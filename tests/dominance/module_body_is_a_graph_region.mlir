// accepted: builtin.module's body is a graph region (no order among its
// ops); @main runs
%b = arith.addi %a, %a : i32
%a = arith.constant 1 : i32
func.func @main() {
  %c = arith.constant 3 : i32
  vector.print %c : i32
  return
}
