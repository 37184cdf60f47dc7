// affine.for writing through a strided view: memref<4x4xf32, strided<[8, 1],
// offset: 2>> from memref.subview of an 8x8 buffer, with a symbolic bound;
// the whole base buffer shows exactly which elements were hit.
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %n = arith.constant 4 : index
  %b = memref.alloc() : memref<8x8xf32>
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      affine.store %z, %b[%i, %j] : memref<8x8xf32>
    }
  }
  %sv = memref.subview %b[0, 2] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 2>>
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n step 3 {
      %s = affine.apply affine_map<(d0, d1) -> (d0 * 10 + d1 + 1)>(%i, %j)
      %si = arith.index_cast %s : index to i32
      %f = arith.sitofp %si : i32 to f32
      affine.store %f, %sv[%i, %j] : memref<4x4xf32, strided<[8, 1], offset: 2>>
    }
  }
  %su = memref.cast %sv : memref<4x4xf32, strided<[8, 1], offset: 2>> to memref<*xf32>
  func.call @printMemrefF32(%su) : (memref<*xf32>) -> ()
  %bu = memref.cast %b : memref<8x8xf32> to memref<*xf32>
  func.call @printMemrefF32(%bu) : (memref<*xf32>) -> ()
  memref.dealloc %b : memref<8x8xf32>
  return
}
