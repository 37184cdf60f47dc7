// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%t: tensor<4xf32>, %i: index) {
  %v = "memref.load"(%t, %i) : (tensor<4xf32>, index) -> f32
  return
}
