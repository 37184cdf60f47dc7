// MESSAGE: exit=1 mlir-opt=accepts args: --args 4xy:zeros
func.func @main(%m: memref<?x?xf32>) {
  return
}
