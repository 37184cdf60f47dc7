// memref.copy between non-contiguous views: a strided (column step 2) subview
// into a contiguous buffer, and back into a transposed column range.
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %m = memref.alloc() : memref<3x6xi32>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 6 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 10 + d1)>(%i, %j)
      %ki = arith.index_cast %k : index to i32
      affine.store %ki, %m[%i, %j] : memref<3x6xi32>
    }
  }
  %s = memref.subview %m[0, 1] [3, 3] [1, 2] : memref<3x6xi32> to memref<3x3xi32, strided<[6, 2], offset: 1>>
  %c = memref.alloc() : memref<3x3xi32>
  memref.copy %s, %c : memref<3x3xi32, strided<[6, 2], offset: 1>> to memref<3x3xi32>
  %uc = memref.cast %c : memref<3x3xi32> to memref<*xi32>
  call @printMemrefI32(%uc) : (memref<*xi32>) -> ()
  %neg = arith.constant -7 : i32
  affine.for %i = 0 to 3 {
    affine.store %neg, %c[%i, %i] : memref<3x3xi32>
  }
  %t = memref.transpose %c (i, j) -> (j, i) : memref<3x3xi32> to memref<3x3xi32, strided<[1, 3]>>
  %d = memref.subview %m[0, 0] [3, 3] [1, 1] : memref<3x6xi32> to memref<3x3xi32, strided<[6, 1]>>
  memref.copy %t, %d : memref<3x3xi32, strided<[1, 3]>> to memref<3x3xi32, strided<[6, 1]>>
  %um = memref.cast %m : memref<3x6xi32> to memref<*xi32>
  call @printMemrefI32(%um) : (memref<*xi32>) -> ()
  memref.dealloc %c : memref<3x3xi32>
  memref.dealloc %m : memref<3x6xi32>
  return
}
