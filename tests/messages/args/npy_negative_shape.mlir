// MESSAGE: exit=1 mlir-opt=accepts args: --args {dir}/npy_negative_shape.npy
func.func @main(%m: memref<4xf32>) {
  return
}
