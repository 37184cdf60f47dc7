// FIXED: the corrected sibling of shuffle_poison_mask_lane_printed.mlir; runs clean
func.func @main() {
  %a = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %b = arith.constant dense<[3.0, 4.0]> : vector<2xf32>
  %s = vector.shuffle %a, %b [3, 2, 0] : vector<2xf32>, vector<2xf32>
  %e = vector.extract %s[0] : f32 from vector<3xf32>
  vector.print %e : f32
  vector.print %s : vector<3xf32>
  return
}
