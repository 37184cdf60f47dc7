// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%v: vector<4xf32>) {
  %r = vector.reduction <3>, %v : vector<4xf32> into f32
  return
}
