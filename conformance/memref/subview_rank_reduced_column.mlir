// Rank-reducing subviews: a column of a 4x5 memref is a 1-D view with stride 5;
// a unit middle dim of 2x1x3 is dropped; writes through them reach the parent.
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %m = memref.alloc() : memref<4x5xf32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 5 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 5 + d1)>(%i, %j)
      %ki = arith.index_cast %k : index to i32
      %f = arith.sitofp %ki : i32 to f32
      affine.store %f, %m[%i, %j] : memref<4x5xf32>
    }
  }
  %col = memref.subview %m[0, 2] [4, 1] [1, 1] : memref<4x5xf32> to memref<4xf32, strided<[5], offset: 2>>
  %uc = memref.cast %col : memref<4xf32, strided<[5], offset: 2>> to memref<*xf32>
  call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  %neg = arith.constant -1.0 : f32
  %c3 = arith.constant 3 : index
  memref.store %neg, %col[%c3] : memref<4xf32, strided<[5], offset: 2>>
  %um = memref.cast %m : memref<4x5xf32> to memref<*xf32>
  call @printMemrefF32(%um) : (memref<*xf32>) -> ()
  %t = memref.alloc() : memref<2x1x3xf32>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 10 + d1)>(%i, %j)
      %ki = arith.index_cast %k : index to i32
      %f = arith.sitofp %ki : i32 to f32
      affine.store %f, %t[%i, 0, %j] : memref<2x1x3xf32>
    }
  }
  %r = memref.subview %t[0, 0, 1] [2, 1, 2] [1, 1, 1] : memref<2x1x3xf32> to memref<2x2xf32, strided<[3, 1], offset: 1>>
  %ur = memref.cast %r : memref<2x2xf32, strided<[3, 1], offset: 1>> to memref<*xf32>
  call @printMemrefF32(%ur) : (memref<*xf32>) -> ()
  memref.dealloc %t : memref<2x1x3xf32>
  memref.dealloc %m : memref<4x5xf32>
  return
}
