// FIXED: the corrected sibling of outerproduct_poison_lhs_lane_printed.mlir; runs clean
func.func @main() {
  %c1 = arith.constant 1.0 : f32
  %p2 = ub.poison : vector<2xf32>
  %lhs = vector.insert %c1, %p2[0] : f32 into vector<2xf32>
  %rhs = arith.constant dense<[3.0, 4.0, 5.0]> : vector<3xf32>
  %o = vector.outerproduct %lhs, %rhs : vector<2xf32>, vector<3xf32>
  %row = vector.extract %o[0] : vector<3xf32> from vector<2x3xf32>
  vector.print %row : vector<3xf32>
  return
}
