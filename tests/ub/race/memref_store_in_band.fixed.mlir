// FIXED: the corrected sibling of memref_store_in_band.mlir; runs clean
func.func @main() {
  %a = memref.alloc() : memref<4xi32>
  %c0 = arith.constant 0 : index
  affine.parallel (%i) = (0) to (4) {
    %v = arith.index_cast %i : index to i32
    memref.store %v, %a[%i] : memref<4xi32>
  }
  memref.dealloc %a : memref<4xi32>
  return
}
