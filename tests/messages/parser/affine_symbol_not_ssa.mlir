// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%m: memref<4xf32>) {
  %v = affine.load %m[symbol(3)] : memref<4xf32>
  return
}
