// FIXED: the corrected sibling of fptosi_out_of_range.mlir; runs clean
func.func @main() {
  %f = arith.constant 3.0e9 : f32
  %i = arith.fptosi %f : f32 to i64
  %j = arith.fptosi %f : f32 to i64
  vector.print %j : i64
  return
}
