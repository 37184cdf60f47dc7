// MESSAGE: exit=2 mlir-opt=accepts
func.func @f(%t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %r = linalg.fill ins(%v : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
