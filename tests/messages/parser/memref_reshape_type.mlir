// MESSAGE: exit=2 mlir-opt=rejects
func.func @f(%m: memref<4xf32>, %s: memref<1xindex>) {
  %r = memref.reshape %m(%s) : (memref<4xf32>) -> memref<4xf32>
  return
}
