// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%m: memref<8xf32>, %i: index) -> vector<2x4xf32> {
  %v = vector.load %m[%i] : memref<8xf32>, vector<2x4xf32>
  return %v : vector<2x4xf32>
}
