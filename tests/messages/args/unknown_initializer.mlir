// MESSAGE: exit=1 mlir-opt=accepts args: --args foo
func.func @main(%m: memref<4xf32>) {
  return
}
