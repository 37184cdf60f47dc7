// MESSAGE: exit=2 mlir-opt=accepts
func.func @main() {
  %m = memref.alloc() : memref<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>
  memref.dealloc %m : memref<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>
  return
}
