// A zero-trip affine.for never runs its affine.yield: its results are the
// iter_args init values, whether the loop is empty through a symbolic bound,
// a max lower bound or a min upper bound.
func.func @main() {
  %n = arith.constant 0 : index
  %k = arith.constant 4 : index
  %f0 = arith.constant 2.5 : f64
  %i0 = arith.constant -9 : i32
  %a:2 = affine.for %i = 0 to %n iter_args(%f = %f0, %x = %i0) -> (f64, i32) {
    %g = arith.addf %f, %f : f64
    %y = arith.addi %x, %x : i32
    affine.yield %g, %y : f64, i32
  }
  vector.print %a#0 : f64
  vector.print %a#1 : i32
  %b = affine.for %i = max affine_map<()[s0] -> (s0 + 1, 2)>()[%k] to 5 iter_args(%x = %i0) -> (i32) {
    %c = arith.constant 1 : i32
    %y = arith.addi %x, %c : i32
    affine.yield %y : i32
  }
  vector.print %b : i32
  %c = affine.for %i = 3 to min affine_map<()[s0] -> (s0 - 2, 8)>()[%k] step 2 iter_args(%f = %f0) -> (f64) {
    %g = arith.negf %f : f64
    affine.yield %g : f64
  }
  vector.print %c : f64
  return
}
