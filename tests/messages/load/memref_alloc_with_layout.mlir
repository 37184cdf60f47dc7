// MESSAGE: exit=2 mlir-opt=accepts
func.func @main() {
  %m = memref.alloc() : memref<4xf32, strided<[2]>>
  memref.dealloc %m : memref<4xf32, strided<[2]>>
  return
}
