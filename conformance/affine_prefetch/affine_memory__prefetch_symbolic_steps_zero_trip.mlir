// Derived by tools/gen-derived-conformance from conformance/affine_memory/prefetch_symbolic_steps_zero_trip.mlir: an affine.prefetch
// before each affine.load; a prefetch changes nothing, so it prints what that prints.
// affine.prefetch inside loops with symbolic bounds, step 3, and a
// zero-trip loop, with subscripts using symbols: the prefetches never
// change the f64 values loaded and stored around them.
func.func @main() {
  %n = arith.constant 9 : index
  %zero = arith.constant 0 : index
  %m = memref.alloc() : memref<9xf64>
  affine.for %i = 0 to %n {
    affine.prefetch %m[%i + symbol(%n)], write, locality<2>, data : memref<9xf64>
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f64
    affine.store %f, %m[%i] : memref<9xf64>
  }
  affine.for %i = 0 to %zero {
    affine.prefetch %m[%i], read, locality<3>, data : memref<9xf64>
    %c = arith.constant 99.0 : f64
    affine.store %c, %m[%i] : memref<9xf64>
  }
  %z = arith.constant 0.0 : f64
  %s = affine.for %i = 0 to %n step 3 iter_args(%a = %z) -> (f64) {
    affine.prefetch %m[%i + 3], read, locality<1>, data : memref<9xf64>
    affine.prefetch %m[%i], read, locality<0>, data : memref<9xf64>
    %v = affine.load %m[%i] : memref<9xf64>
    affine.prefetch %m[symbol(%n) - %i - 1], read, locality<1>, data : memref<9xf64>
    %w = affine.load %m[symbol(%n) - %i - 1] : memref<9xf64>
    %p = arith.mulf %v, %w : f64
    %t = arith.addf %a, %p : f64
    affine.yield %t : f64
  }
  vector.print %s : f64
  affine.prefetch %m[0], read, locality<2>, data : memref<9xf64>
  %x = affine.load %m[0] : memref<9xf64>
  vector.print %x : f64
  memref.dealloc %m : memref<9xf64>
  return
}
