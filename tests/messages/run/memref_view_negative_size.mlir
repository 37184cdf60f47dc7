// MESSAGE: exit=3 mlir-opt=accepts
func.func @main() {
  %b = memref.alloc() : memref<64xi8>
  %c0 = arith.constant 0 : index
  %n = arith.constant -1 : index
  %v = memref.view %b[%c0][%n] : memref<64xi8> to memref<?xf32>
  memref.dealloc %b : memref<64xi8>
  return
}
