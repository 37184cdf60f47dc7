// affine.parallel with symbolic bounds: (symbol(%lo), 0) to (%n, 3), the
// bound operands being top-level index values; each iteration stores its
// own f64 element, the others keep their initial value.
func.func private @printMemrefF64(memref<*xf64>)
func.func @main() {
  %lo = arith.constant 1 : index
  %n = arith.constant 4 : index
  %m = memref.alloc() : memref<5x3xf64>
  %z = arith.constant -1.0 : f64
  affine.for %i = 0 to 5 {
    affine.for %j = 0 to 3 {
      affine.store %z, %m[%i, %j] : memref<5x3xf64>
    }
  }
  affine.parallel (%i, %j) = (symbol(%lo), 0) to (%n, 3) {
    %x = affine.apply affine_map<(d0, d1) -> (d0 * 3 + d1)>(%i, %j)
    %xi = arith.index_cast %x : index to i64
    %f = arith.sitofp %xi : i64 to f64
    %h = arith.constant 0.5 : f64
    %g = arith.mulf %f, %h : f64
    affine.store %g, %m[%i, %j] : memref<5x3xf64>
  }
  %u = memref.cast %m : memref<5x3xf64> to memref<*xf64>
  func.call @printMemrefF64(%u) : (memref<*xf64>) -> ()
  memref.dealloc %m : memref<5x3xf64>
  return
}
