// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%m: memref<4x4xf32>, %i: index, %k: vector<4xi1>, %p: vector<4xf32>) {
  %v = "vector.maskedload"(%m, %i, %k, %p) : (memref<4x4xf32>, index, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  return
}
