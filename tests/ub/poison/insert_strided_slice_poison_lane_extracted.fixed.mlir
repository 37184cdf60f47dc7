// FIXED: the corrected sibling of insert_strided_slice_poison_lane_extracted.mlir; runs clean
func.func @main() {
  %p = ub.poison : vector<2x4xf32>
  %s = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>
  %v0 = vector.insert_strided_slice %s, %p {offsets = [0, 0], strides = [1, 1]} : vector<2x2xf32> into vector<2x4xf32>
  %v1 = vector.insert_strided_slice %s, %v0 {offsets = [0, 2], strides = [1, 1]} : vector<2x2xf32> into vector<2x4xf32>
  %e = vector.extract %v1[1, 0] : f32 from vector<2x4xf32>
  %f = arith.addf %e, %e : f32
  vector.print %f : f32
  return
}
