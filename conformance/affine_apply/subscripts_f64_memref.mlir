// affine.apply results used as indices for memref.load/store and as dim
// operands of affine.load on an f64 memref (reverse and shifted copies).
func.func private @printMemrefF64(memref<*xf64>)
func.func @main() {
  %a = memref.alloc() : memref<8xf64>
  %b = memref.alloc() : memref<8xf64>
  affine.for %i = 0 to 8 {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f64
    %q = arith.constant 0.125 : f64
    %g = arith.addf %f, %q : f64
    affine.store %g, %a[%i] : memref<8xf64>
  }
  affine.for %i = 0 to 8 {
    %r = affine.apply affine_map<(d0) -> (7 - d0)>(%i)
    %v = memref.load %a[%r] : memref<8xf64>
    %k = affine.apply affine_map<(d0) -> ((d0 + 3) mod 8)>(%i)
    %w = affine.load %a[%k] : memref<8xf64>
    %s = arith.subf %v, %w : f64
    memref.store %s, %b[%i] : memref<8xf64>
  }
  %u = memref.cast %b : memref<8xf64> to memref<*xf64>
  func.call @printMemrefF64(%u) : (memref<*xf64>) -> ()
  memref.dealloc %a : memref<8xf64>
  memref.dealloc %b : memref<8xf64>
  return
}
