// Nested loops chaining iter_args: the outer loop (step 2) carries an f64
// that the inner loop, bounded by min (d0 + 3, s0), updates and returns.
func.func @main() {
  %n = arith.constant 9 : index
  %one = arith.constant 1.0 : f64
  %r = affine.for %i = 0 to %n step 2 iter_args(%acc = %one) -> (f64) {
    %in = affine.for %j = affine_map<(d0) -> (d0)>(%i) to min affine_map<(d0)[s0] -> (d0 + 3, s0)>(%i)[%n] iter_args(%a = %acc) -> (f64) {
      %jj = arith.index_cast %j : index to i64
      %fj = arith.sitofp %jj : i64 to f64
      %t = arith.addf %a, %fj : f64
      %h = arith.constant 0.5 : f64
      %u = arith.mulf %t, %h : f64
      affine.yield %u : f64
    }
    vector.print %in : f64
    affine.yield %in : f64
  }
  vector.print %r : f64
  return
}
