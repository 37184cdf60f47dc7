// FIXED: the corrected sibling of fptoui_negative_printed.mlir; runs clean
func.func @main() {
  %f = arith.constant 1.0 : f32
  %i = arith.fptoui %f : f32 to i32
  vector.print %i : i32
  return
}
