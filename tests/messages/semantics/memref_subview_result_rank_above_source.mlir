// MESSAGE: exit=2 mlir-opt=rejects
func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %s = memref.subview %a[0] [4] [1] : memref<4xf32> to memref<1x4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}
