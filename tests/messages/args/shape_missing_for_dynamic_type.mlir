// MESSAGE: exit=1 mlir-opt=accepts args: --args zeros
func.func @main(%m: memref<?xf32>) {
  return
}
