// MESSAGE: exit=2 mlir-opt=rejects
func.func @main(%m: memref<8x8xi8>, %c0: index) {
  %v = "memref.view"(%m, %c0) : (memref<8x8xi8>, index) -> memref<4xf32>
  return
}
