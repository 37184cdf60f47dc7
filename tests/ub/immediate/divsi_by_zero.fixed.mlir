// FIXED: the corrected sibling of divsi_by_zero.mlir; runs clean
func.func @main() {
  %a = arith.constant 10 : i32
  %b = arith.constant 2 : i32
  %c = arith.divsi %a, %b : i32
  vector.print %c : i32
  return
}
