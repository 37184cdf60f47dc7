// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%m: memref<6xf32>) {
  %e = memref.expand_shape %m 3 output_shape [2, 3] : memref<6xf32> into memref<2x3xf32>
  return
}
