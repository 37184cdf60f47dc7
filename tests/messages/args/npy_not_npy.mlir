// MESSAGE: exit=1 mlir-opt=accepts args: --args {dir}/not_npy.npy
func.func @main(%m: memref<4xf32>) {
  return
}
