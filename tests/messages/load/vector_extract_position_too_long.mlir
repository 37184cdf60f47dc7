// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%v: vector<4xf32>) {
  %r = "vector.extract"(%v) <{static_position = array<i64: 0, 0>}> : (vector<4xf32>) -> f32
  return
}
