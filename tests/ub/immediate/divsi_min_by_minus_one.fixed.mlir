// FIXED: the corrected sibling of divsi_min_by_minus_one.mlir; runs clean
func.func @main() {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant 1 : i32
  %c = arith.divsi %a, %b : i32
  vector.print %c : i32
  return
}
