// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%a: memref<4xf32>, %b: memref<4xf32>) {
  %r = "memref.distinct_objects"(%a, %b) : (memref<4xf32>, memref<4xf32>) -> memref<4xf32>
  return
}
