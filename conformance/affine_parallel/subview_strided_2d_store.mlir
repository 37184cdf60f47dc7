// affine.parallel storing through a strided subview (memref<3x4xf32,
// strided<[16, 2], offset: 17>>, i.e. every other row and column): the
// base buffer shows which elements the 12 disjoint iterations wrote.
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %b = memref.alloc() : memref<8x8xf32>
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      affine.store %z, %b[%i, %j] : memref<8x8xf32>
    }
  }
  %sv = memref.subview %b[2, 1] [3, 4] [2, 2] : memref<8x8xf32> to memref<3x4xf32, strided<[16, 2], offset: 17>>
  affine.parallel (%i, %j) = (0, 0) to (3, 4) {
    %x = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1 + 1)>(%i, %j)
    %xi = arith.index_cast %x : index to i32
    %f = arith.sitofp %xi : i32 to f32
    affine.store %f, %sv[%i, %j] : memref<3x4xf32, strided<[16, 2], offset: 17>>
  }
  %t = affine.parallel (%i) = (0) to (3) reduce ("maximumf") -> (f32) {
    %v = affine.load %sv[%i, 3 - %i] : memref<3x4xf32, strided<[16, 2], offset: 17>>
    affine.yield %v : f32
  }
  vector.print %t : f32
  %u = memref.cast %b : memref<8x8xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %b : memref<8x8xf32>
  return
}
