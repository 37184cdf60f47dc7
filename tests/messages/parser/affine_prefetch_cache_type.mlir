// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%m: memref<4xf32>) {
  affine.prefetch %m[0], read, locality<1>, code : memref<4xf32>
  return
}
