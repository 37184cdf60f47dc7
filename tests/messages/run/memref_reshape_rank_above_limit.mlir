// MESSAGE: exit=4 mlir-opt=accepts
func.func @main() {
  %m = memref.alloc() : memref<1xf32>
  %n = arith.constant 17 : index
  %s = memref.alloc(%n) : memref<?xindex>
  %c1 = arith.constant 1 : index
  linalg.fill ins(%c1 : index) outs(%s : memref<?xindex>)
  %r = memref.reshape %m(%s) : (memref<1xf32>, memref<?xindex>) -> memref<*xf32>
  memref.dealloc %m : memref<1xf32>
  memref.dealloc %s : memref<?xindex>
  return
}
