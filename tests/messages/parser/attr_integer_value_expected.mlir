// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%m: memref<4xf32>) {
  affine.prefetch %m[0], read, locality<x>, data : memref<4xf32>
  return
}
