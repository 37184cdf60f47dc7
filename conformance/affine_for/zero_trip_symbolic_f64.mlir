// Zero-trip affine.for loops whose emptiness depends on symbols or on
// max/min bounds: the body never runs (no print, no store) and the f64
// iter_args results equal their inits; an inner zero-trip loop passes its init.
func.func private @printMemrefF64(memref<*xf64>)
func.func @main() {
  %n = arith.constant 5 : index
  %m = arith.constant 3 : index
  %buf = memref.alloc() : memref<4xf64>
  %init = arith.constant 2.5 : f64
  %neg = arith.constant -0.75 : f64
  affine.for %i = 0 to 4 {
    affine.store %init, %buf[%i] : memref<4xf64>
  }
  %r0 = affine.for %i = %n to %m iter_args(%a = %init) -> (f64) {
    vector.print %i : index
    %t = arith.addf %a, %a : f64
    affine.yield %t : f64
  }
  vector.print %r0 : f64
  %r1:2 = affine.for %i = affine_map<()[s0] -> (s0)>()[%m] to affine_map<()[s0] -> (s0)>()[%m] step 4 iter_args(%a = %init, %b = %neg) -> (f64, f64) {
    affine.store %b, %buf[0] : memref<4xf64>
    affine.yield %b, %a : f64, f64
  }
  vector.print %r1#0 : f64
  vector.print %r1#1 : f64
  %r2 = affine.for %i = max affine_map<()[s0, s1] -> (s0, s1 + 1)>()[%n, %m] to min affine_map<()[s0, s1] -> (s0 + 7, s1 * 2 - 1)>()[%n, %m] iter_args(%a = %neg) -> (f64) {
    affine.store %a, %buf[%i - 4] : memref<4xf64>
    %t = arith.mulf %a, %init : f64
    affine.yield %t : f64
  }
  vector.print %r2 : f64
  %r3 = affine.for %i = 0 to 3 iter_args(%acc = %init) -> (f64) {
    %in = affine.for %j = affine_map<(d0) -> (d0 + 1)>(%i) to affine_map<(d0) -> (d0)>(%i) iter_args(%b = %acc) -> (f64) {
      %t = arith.mulf %b, %b : f64
      affine.store %t, %buf[%i] : memref<4xf64>
      affine.yield %t : f64
    }
    %s = arith.addf %in, %neg : f64
    affine.yield %s : f64
  }
  vector.print %r3 : f64
  %u = memref.cast %buf : memref<4xf64> to memref<*xf64>
  func.call @printMemrefF64(%u) : (memref<*xf64>) -> ()
  memref.dealloc %buf : memref<4xf64>
  return
}
