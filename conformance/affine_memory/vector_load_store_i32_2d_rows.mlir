// affine.vector_load/affine.vector_store along the minor dimension of a
// 2-d i32 memref: vectors never cross rows; a step-2 outer loop swaps
// halves of even rows.
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %m = memref.alloc() : memref<4x8xi32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 8 {
      %s = affine.apply affine_map<(d0, d1) -> (d0 * 8 + d1)>(%i, %j)
      %v = arith.index_cast %s : index to i32
      affine.store %v, %m[%i, %j] : memref<4x8xi32>
    }
  }
  affine.for %i = 0 to 4 step 2 {
    %lo = affine.vector_load %m[%i, 0] : memref<4x8xi32>, vector<4xi32>
    %hi = affine.vector_load %m[%i, 4] : memref<4x8xi32>, vector<4xi32>
    affine.vector_store %hi, %m[%i, 0] : memref<4x8xi32>, vector<4xi32>
    affine.vector_store %lo, %m[%i, 4] : memref<4x8xi32>, vector<4xi32>
  }
  %mid = affine.vector_load %m[3, 2] : memref<4x8xi32>, vector<3xi32>
  vector.print %mid : vector<3xi32>
  %u = memref.cast %m : memref<4x8xi32> to memref<*xi32>
  func.call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %m : memref<4x8xi32>
  return
}
