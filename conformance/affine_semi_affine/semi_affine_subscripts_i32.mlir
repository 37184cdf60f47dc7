// Semi-affine subscripts in affine.store/affine.load: a flat iv i addresses
// a 4x3 i32 memref as [i floordiv s, i mod s] with s = 3, then is read back
// transposed; every element is written before it is read.
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %s = arith.constant 3 : index
  %m = memref.alloc() : memref<4x3xi32>
  affine.for %i = 0 to 12 {
    %v = arith.index_cast %i : index to i32
    affine.store %v, %m[%i floordiv symbol(%s), %i mod symbol(%s)] : memref<4x3xi32>
  }
  %u = memref.cast %m : memref<4x3xi32> to memref<*xi32>
  func.call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  %four = arith.constant 4 : index
  affine.for %i = 0 to 12 step 5 {
    %v = affine.load %m[%i mod symbol(%four), %i floordiv symbol(%four)] : memref<4x3xi32>
    vector.print %v : i32
  }
  memref.dealloc %m : memref<4x3xi32>
  return
}
