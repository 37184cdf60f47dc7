// MESSAGE: exit=4 mlir-opt=accepts
func.func @main() {
  %n = arith.constant 4611686018427387904 : index
  %m = memref.alloc(%n, %n) : memref<?x?xf32>
  memref.dealloc %m : memref<?x?xf32>
  return
}
