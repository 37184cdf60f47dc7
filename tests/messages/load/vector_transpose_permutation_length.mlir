// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%v: vector<2x4xf32>) {
  %t = "vector.transpose"(%v) <{permutation = array<i64: 0>}> : (vector<2x4xf32>) -> vector<2x4xf32>
  return
}
