// A 3-d nest writes a flat i32 buffer at linearize_index [i, j, k] by
// (2, 3, 4); every slot is written exactly once and printed.
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %m = memref.alloc() : memref<24xi32>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      affine.for %k = 0 to 4 {
        %l = affine.linearize_index [%i, %j, %k] by (2, 3, 4) : index
        %c = affine.apply affine_map<(d0, d1, d2) -> (d0 * 100 + d1 * 10 + d2)>(%i, %j, %k)
        %v = arith.index_cast %c : index to i32
        memref.store %v, %m[%l] : memref<24xi32>
      }
    }
  }
  %u = memref.cast %m : memref<24xi32> to memref<*xi32>
  func.call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %m : memref<24xi32>
  return
}
