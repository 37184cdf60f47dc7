// MESSAGE: exit=1 mlir-opt=accepts args: --args fill:abc
func.func @main(%m: memref<4xf32>) {
  return
}
