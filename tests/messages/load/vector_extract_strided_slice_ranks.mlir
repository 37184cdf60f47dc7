// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%v: vector<2x4xf32>) {
  %e = "vector.extract_strided_slice"(%v) {offsets = [0], sizes = [2], strides = [1]} : (vector<2x4xf32>) -> vector<2xf32>
  return
}
