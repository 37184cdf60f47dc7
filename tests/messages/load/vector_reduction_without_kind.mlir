// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%v: vector<4xf32>) {
  %r = "vector.reduction"(%v) : (vector<4xf32>) -> f32
  return
}
