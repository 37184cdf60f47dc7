// A "mulf" reduction over an f64 memref.reinterpret_cast view
// (offset 2, sizes [2, 3], strides [1, 2]) in a 2-d parallel band; the
// products are powers of two and exact in any order.
func.func @main() {
  %flat = memref.alloc() : memref<8xf64>
  affine.for %i = 0 to 8 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f64
    %g = math.exp2 %f : f64
    affine.store %g, %flat[%i] : memref<8xf64>
  }
  %v = memref.reinterpret_cast %flat to offset: [2], sizes: [2, 3], strides: [1, 2] : memref<8xf64> to memref<2x3xf64, strided<[1, 2], offset: 2>>
  %p = affine.parallel (%i, %j) = (0, 0) to (2, 3) reduce ("mulf") -> (f64) {
    %x = affine.load %v[%i, %j] : memref<2x3xf64, strided<[1, 2], offset: 2>>
    affine.yield %x : f64
  }
  vector.print %p : f64
  %q = affine.parallel (%j) = (0) to (3) reduce ("mulf") -> (f64) {
    %x = affine.load %v[1, %j] : memref<2x3xf64, strided<[1, 2], offset: 2>>
    %h = arith.constant 0.5 : f64
    %y = arith.mulf %x, %h : f64
    affine.yield %y : f64
  }
  vector.print %q : f64
  memref.dealloc %flat : memref<8xf64>
  return
}
