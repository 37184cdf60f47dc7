// MESSAGE: exit=3 mlir-opt=accepts
func.func @main() {
  %m = memref.alloc() : memref<4xf32>
  %c1 = arith.constant 1 : index
  %d = memref.dim %m, %c1 : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return
}
