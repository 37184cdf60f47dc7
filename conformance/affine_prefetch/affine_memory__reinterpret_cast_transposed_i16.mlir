// Derived by tools/gen-derived-conformance from conformance/affine_memory/reinterpret_cast_transposed_i16.mlir: an affine.prefetch
// before each affine.load; a prefetch changes nothing, so it prints what that prints.
// affine.store through a memref.reinterpret_cast view with a transposed
// layout (strided<[1, 3], offset: 2>) of a flat i16 buffer: storing row by
// row in the view fills the buffer column by column.
func.func @main() {
  %flat = memref.alloc() : memref<14xi16>
  affine.for %i = 0 to 14 {
    %c = arith.constant -7 : i16
    affine.store %c, %flat[%i] : memref<14xi16>
  }
  %v = memref.reinterpret_cast %flat to offset: [2], sizes: [3, 4], strides: [1, 3] : memref<14xi16> to memref<3x4xi16, strided<[1, 3], offset: 2>>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      %s = affine.apply affine_map<(d0, d1) -> (d0 * 10 + d1)>(%i, %j)
      %x = arith.index_cast %s : index to i16
      affine.store %x, %v[%i, %j] : memref<3x4xi16, strided<[1, 3], offset: 2>>
    }
  }
  affine.for %i = 0 to 14 {
    affine.prefetch %flat[%i], read, locality<0>, data : memref<14xi16>
    %x = affine.load %flat[%i] : memref<14xi16>
    vector.print %x : i16
  }
  affine.prefetch %v[2, 1], read, locality<1>, data : memref<3x4xi16, strided<[1, 3], offset: 2>>
  %y = affine.load %v[2, 1] : memref<3x4xi16, strided<[1, 3], offset: 2>>
  vector.print %y : i16
  memref.dealloc %flat : memref<14xi16>
  return
}
