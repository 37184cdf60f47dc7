// MESSAGE: exit=3 mlir-opt=accepts
func.func @get() -> memref<4xf32> {
  %m = memref.alloca() : memref<4xf32>
  return %m : memref<4xf32>
}
func.func @main() {
  %m = call @get() : () -> memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return
}
