// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%v: f32, %t: tensor<4xf32>) -> tensor<4xf32> {
  %r = "linalg.fill"(%v, %t) <{operandSegmentSizes = array<i32: 1, 1>}> ({
  }) : (f32, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
