// Derived by tools/gen-derived-conformance from conformance/affine_memory/subview_offset_load_store_i32.mlir: an affine.prefetch
// before each affine.load; a prefetch changes nothing, so it prints what that prints.
// affine.store/affine.load through memref.subview %a[1, 2] [4, 4] [1, 1]
// (strided<[8, 1], offset: 10>): subscripts are relative to the view, and
// the base buffer shows exactly which elements were written.
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %b = memref.alloc() : memref<8x8xi32>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %c = arith.constant 0 : i32
      affine.store %c, %b[%i, %j] : memref<8x8xi32>
    }
  }
  %sv = memref.subview %b[1, 2] [4, 4] [1, 1] : memref<8x8xi32> to memref<4x4xi32, strided<[8, 1], offset: 10>>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      %s = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1 + 1)>(%i, %j)
      %v = arith.index_cast %s : index to i32
      affine.store %v, %sv[%i, %j] : memref<4x4xi32, strided<[8, 1], offset: 10>>
    }
  }
  %c0 = arith.constant 0 : i32
  %d = affine.for %i = 0 to 4 iter_args(%a = %c0) -> (i32) {
    affine.prefetch %sv[%i, 3 - %i], read, locality<0>, data : memref<4x4xi32, strided<[8, 1], offset: 10>>
    %v = affine.load %sv[%i, 3 - %i] : memref<4x4xi32, strided<[8, 1], offset: 10>>
    %t = arith.addi %a, %v : i32
    affine.yield %t : i32
  }
  vector.print %d : i32
  affine.prefetch %b[4, 5], read, locality<1>, data : memref<8x8xi32>
  %x = affine.load %b[4, 5] : memref<8x8xi32>
  vector.print %x : i32
  %u = memref.cast %b : memref<8x8xi32> to memref<*xi32>
  func.call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %b : memref<8x8xi32>
  return
}
