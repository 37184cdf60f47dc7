// MESSAGE: exit=3 mlir-opt=accepts
func.func @main() {
  %m = memref.alloc() : memref<8xf32>
  %n = arith.constant -2 : index
  %s = memref.subview %m[0] [%n] [1] : memref<8xf32> to memref<?xf32>
  memref.dealloc %m : memref<8xf32>
  return
}
