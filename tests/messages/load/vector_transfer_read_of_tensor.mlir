// MESSAGE: exit=2 mlir-opt=accepts
func.func @main(%t: tensor<4xf32>, %i: index, %p: f32) -> vector<4xf32> {
  %v = vector.transfer_read %t[%i], %p : tensor<4xf32>, vector<4xf32>
  return %v : vector<4xf32>
}
