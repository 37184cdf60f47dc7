// Semi-affine subscripts (i floordiv s, i mod s) on an f64 memref in memory
// space 1, copied negated into a strided subview (strides [10, 2], offset 1)
// at [i floordiv s, (i * 3) mod s], which reverses columns 1..3 of each row.
func.func private @printMemrefF64(memref<*xf64>)
func.func @main() {
  %s = arith.constant 4 : index
  %src = memref.alloca() : memref<3x4xf64, 1>
  affine.for %i = 0 to 12 {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f64
    %q = arith.constant 1.5 : f64
    %g = arith.mulf %f, %q : f64
    affine.store %g, %src[%i floordiv symbol(%s), %i mod symbol(%s)] : memref<3x4xf64, 1>
  }
  %buf = memref.alloc() : memref<3x10xf64>
  %z = arith.constant 0.0 : f64
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 10 {
      affine.store %z, %buf[%i, %j] : memref<3x10xf64>
    }
  }
  %v = memref.subview %buf[0, 1] [3, 4] [1, 2] : memref<3x10xf64> to memref<3x4xf64, strided<[10, 2], offset: 1>>
  affine.for %i = 0 to 12 {
    %x = affine.load %src[%i floordiv symbol(%s), %i mod symbol(%s)] : memref<3x4xf64, 1>
    %y = arith.negf %x : f64
    affine.store %y, %v[%i floordiv symbol(%s), (%i * 3) mod symbol(%s)] : memref<3x4xf64, strided<[10, 2], offset: 1>>
  }
  %u = memref.cast %v : memref<3x4xf64, strided<[10, 2], offset: 1>> to memref<*xf64>
  func.call @printMemrefF64(%u) : (memref<*xf64>) -> ()
  memref.dealloc %buf : memref<3x10xf64>
  return
}
