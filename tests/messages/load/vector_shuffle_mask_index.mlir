// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%a: vector<2xf32>, %b: vector<2xf32>) {
  %s = "vector.shuffle"(%a, %b) <{mask = array<i64: 0, 7>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
  return
}
