// MESSAGE: exit=1 mlir-opt=accepts args: --args [1,2]
func.func @main(%m: memref<f32>) {
  return
}
