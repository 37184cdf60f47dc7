// MESSAGE: exit=2 mlir-opt=accepts
func.func @main(%v: vector<4xf32>) -> vector<2xf64> {
  %b = vector.bitcast %v : vector<4xf32> to vector<2xf64>
  return %b : vector<2xf64>
}
