// MESSAGE: exit=2 mlir-opt=accepts
func.func @main() {
  %m = memref.alloc() : memref<4xcomplex<f32>>
  memref.dealloc %m : memref<4xcomplex<f32>>
  return
}
