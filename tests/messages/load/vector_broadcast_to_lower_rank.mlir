// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%v: vector<2x2xf32>) {
  %b = "vector.broadcast"(%v) : (vector<2x2xf32>) -> vector<4xf32>
  return
}
