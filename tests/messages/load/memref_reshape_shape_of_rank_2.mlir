// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%m: memref<4xf32>, %s: memref<1x1xindex>) {
  %r = "memref.reshape"(%m, %s) : (memref<4xf32>, memref<1x1xindex>) -> memref<4xf32>
  return
}
