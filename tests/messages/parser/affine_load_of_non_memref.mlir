// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%m: memref<4xf32>) {
  %v = affine.load %m[0] : tensor<4xf32>
  return
}
