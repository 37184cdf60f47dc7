// affine.parallel (%i) = (0) to (min(%n, 8)) reduce ("addf"): the upper
// bound is the minimum of a symbol and a constant; with %n = 5 and %n = 12
// the reduction covers 5 and 8 loaded f32 elements.
func.func @main() {
  %m = memref.alloc() : memref<12xf32>
  affine.for %i = 0 to 12 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %h = arith.constant 0.25 : f32
    %g = arith.addf %f, %h : f32
    affine.store %g, %m[%i] : memref<12xf32>
  }
  %n5 = arith.constant 5 : index
  %n12 = arith.constant 12 : index
  %a = affine.parallel (%i) = (0) to (min(%n5, 8)) reduce ("addf") -> (f32) {
    %v = affine.load %m[%i] : memref<12xf32>
    affine.yield %v : f32
  }
  vector.print %a : f32
  %b = affine.parallel (%i) = (0) to (min(symbol(%n12), 8)) reduce ("addf") -> (f32) {
    %v = affine.load %m[%i] : memref<12xf32>
    affine.yield %v : f32
  }
  vector.print %b : f32
  memref.dealloc %m : memref<12xf32>
  return
}
