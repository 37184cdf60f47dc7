// FIXED: the corrected sibling of vector_insert_leaves_a_poison_lane.mlir; runs clean
func.func @main() {
  %p = ub.poison : vector<4xf32>
  %a = arith.constant 1.0 : f32
  %b = arith.constant 2.0 : f32
  %v0 = vector.insert %a, %p[0] : f32 into vector<4xf32>
  %v1 = vector.insert %b, %v0[1] : f32 into vector<4xf32>
  %v2 = vector.insert %a, %v1[2] : f32 into vector<4xf32>
  %v3 = vector.insert %b, %v2[3] : f32 into vector<4xf32>
  vector.print %v3 : vector<4xf32>
  return
}
