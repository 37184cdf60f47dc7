// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%m: memref<16xf32>, %i: vector<4xi32>, %k: vector<4xi1>, %p: vector<4xf32>, %c0: index) {
  %g = vector.gather %m[%c0] [%i, %i], %k, %p : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}
