// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%m: memref<4x4xf32>, %i: index, %p: f32) {
  %v = "vector.transfer_read"(%m, %i, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d0, d1)>}> : (memref<4x4xf32>, index, index, f32) -> vector<4xf32>
  return
}
