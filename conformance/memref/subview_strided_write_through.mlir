// A subview with offsets [1, 1] and strides [2, 2] aliases every other element;
// stores through it land at parent positions offset + i*stride.
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %m = memref.alloc() : memref<5x6xf32>
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 5 {
    affine.for %j = 0 to 6 {
      affine.store %z, %m[%i, %j] : memref<5x6xf32>
    }
  }
  %s = memref.subview %m[1, 1] [2, 3] [2, 2] : memref<5x6xf32> to memref<2x3xf32, strided<[12, 2], offset: 7>>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 3 + d1 + 1)>(%i, %j)
      %ki = arith.index_cast %k : index to i32
      %f = arith.sitofp %ki : i32 to f32
      memref.store %f, %s[%i, %j] : memref<2x3xf32, strided<[12, 2], offset: 7>>
    }
  }
  %u = memref.cast %m : memref<5x6xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %us = memref.cast %s : memref<2x3xf32, strided<[12, 2], offset: 7>> to memref<*xf32>
  call @printMemrefF32(%us) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<5x6xf32>
  return
}
