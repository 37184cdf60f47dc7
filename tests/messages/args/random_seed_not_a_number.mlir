// MESSAGE: exit=1 mlir-opt=accepts args: --args random:x
func.func @main(%m: memref<4xf32>) {
  return
}
