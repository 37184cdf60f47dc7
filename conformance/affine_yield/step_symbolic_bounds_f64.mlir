// affine.yield across a loop with symbolic bounds given by maps over [s0]
// and step 3: the f64 iter_arg sees exactly the iterations lb, lb+3, ...
// below ub, and the results feed a second loop.
func.func @main() {
  %n = arith.constant 10 : index
  %z = arith.constant 0.0 : f64
  %one = arith.constant 1.0 : f64
  %r:2 = affine.for %i = affine_map<()[s0] -> (s0 floordiv 4)>()[%n] to affine_map<()[s0] -> (s0 + 4)>()[%n] step 3 iter_args(%s = %z, %p = %one) -> (f64, f64) {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f64
    %s2 = arith.addf %s, %f : f64
    %h = arith.constant 0.5 : f64
    %p2 = arith.mulf %p, %h : f64
    affine.yield %s2, %p2 : f64, f64
  }
  vector.print %r#0 : f64
  vector.print %r#1 : f64
  %t = affine.for %i = 0 to %n step 4 iter_args(%a = %r#0) -> (f64) {
    %b = arith.subf %a, %r#1 : f64
    affine.yield %b : f64
  }
  vector.print %t : f64
  return
}
