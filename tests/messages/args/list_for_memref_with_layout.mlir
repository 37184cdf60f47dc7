// MESSAGE: exit=1 mlir-opt=accepts args: --args [1,2,3,4]
func.func @main(%m: memref<4xf32, strided<[2]>>) {
  return
}
