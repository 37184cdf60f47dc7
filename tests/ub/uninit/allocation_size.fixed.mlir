// FIXED: the corrected sibling of allocation_size.mlir; runs clean
func.func @main() {
  %m = memref.alloc() : memref<1xindex>
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  memref.store %c4, %m[%c0] : memref<1xindex>
  %n = memref.load %m[%c0] : memref<1xindex>
  %b = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %b : memref<?xf32>
  memref.dealloc %m : memref<1xindex>
  return
}
