// FIXED: the corrected sibling of nsw_overflow_printed.mlir; runs clean
func.func @main() {
  %a = arith.constant 2147483646 : i32
  %b = arith.constant 1 : i32
  %c = arith.addi %a, %b overflow<nsw> : i32
  vector.print %c : i32
  return
}
