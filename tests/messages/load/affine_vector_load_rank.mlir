// MESSAGE: exit=2 mlir-opt=accepts
// mlir-opt-22 accepts this; affine-interp supports vectors of at most the memref's rank
func.func @main(%m: memref<8xf32>) -> vector<2x4xf32> {
  %v = affine.vector_load %m[0] : memref<8xf32>, vector<2x4xf32>
  return %v : vector<2x4xf32>
}
