// linearize_index writes an i8 buffer in memory space 1 as a 4x6 row-major
// grid; delinearize_index by (6, 4) then reads it back transposed.
func.func @main() {
  %m = memref.alloca() : memref<24xi8, 1>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 6 {
      %l = affine.linearize_index [%i, %j] by (4, 6) : index
      %c = affine.apply affine_map<(d0, d1) -> (d0 * 16 + d1)>(%i, %j)
      %v = arith.index_cast %c : index to i8
      memref.store %v, %m[%l] : memref<24xi8, 1>
    }
  }
  affine.for %t = 0 to 24 step 5 {
    %d:2 = affine.delinearize_index %t into (6, 4) : index, index
    %l = affine.linearize_index [%d#1, %d#0] by (4, 6) : index
    %v = memref.load %m[%l] : memref<24xi8, 1>
    vector.print %v : i8
  }
  return
}
