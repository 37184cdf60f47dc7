// MESSAGE: exit=1 mlir-opt=accepts args: --args 4x4:zeros
func.func @main(%m: memref<?xf32>) {
  return
}
