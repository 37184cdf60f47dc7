// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%v: vector<2x4xf32>, %d: vector<8xf32>) {
  %e = "vector.insert_strided_slice"(%v, %d) {offsets = [0, 0], strides = [1, 1]} : (vector<2x4xf32>, vector<8xf32>) -> vector<8xf32>
  return
}
