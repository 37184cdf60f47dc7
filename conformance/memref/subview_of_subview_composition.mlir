// A subview of a strided subview composes offsets and multiplies strides:
// [1,2][3,3][1,1] of [1,0][6,6][1,1] of a 8x8 base starts at base (2, 2).
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %m = memref.alloc() : memref<8x8xi32>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 8 + d1)>(%i, %j)
      %ki = arith.index_cast %k : index to i32
      affine.store %ki, %m[%i, %j] : memref<8x8xi32>
    }
  }
  %a = memref.subview %m[1, 0] [4, 6] [1, 1] : memref<8x8xi32> to memref<4x6xi32, strided<[8, 1], offset: 8>>
  %b = memref.subview %a[1, 2] [2, 2] [2, 3] : memref<4x6xi32, strided<[8, 1], offset: 8>> to memref<2x2xi32, strided<[16, 3], offset: 18>>
  %ub = memref.cast %b : memref<2x2xi32, strided<[16, 3], offset: 18>> to memref<*xi32>
  call @printMemrefI32(%ub) : (memref<*xi32>) -> ()
  %c1 = arith.constant 1 : index
  %c = memref.subview %a[%c1, %c1] [2, 3] [1, 2] : memref<4x6xi32, strided<[8, 1], offset: 8>> to memref<2x3xi32, strided<[8, 2], offset: ?>>
  %uc = memref.cast %c : memref<2x3xi32, strided<[8, 2], offset: ?>> to memref<*xi32>
  call @printMemrefI32(%uc) : (memref<*xi32>) -> ()
  %v = memref.load %c[%c1, %c1] : memref<2x3xi32, strided<[8, 2], offset: ?>>
  vector.print %v : i32
  memref.dealloc %m : memref<8x8xi32>
  return
}
