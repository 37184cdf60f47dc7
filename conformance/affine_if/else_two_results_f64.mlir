// affine.if with an else and two f64 results, feeding the iter_args of the
// enclosing loop: the then-branch (i in [2, 6]) adds, the else-branch doubles.
func.func @main() {
  %a0 = arith.constant 1.0 : f64
  %b0 = arith.constant 0.5 : f64
  %r:2 = affine.for %i = 0 to 9 iter_args(%a = %a0, %b = %b0) -> (f64, f64) {
    %x:2 = affine.if affine_set<(d0) : (d0 - 2 >= 0, 6 - d0 >= 0)>(%i) -> (f64, f64) {
      %ii = arith.index_cast %i : index to i64
      %f = arith.sitofp %ii : i64 to f64
      %na = arith.addf %a, %f : f64
      affine.yield %na, %b : f64, f64
    } else {
      %nb = arith.addf %b, %b : f64
      affine.yield %a, %nb : f64, f64
    }
    affine.yield %x#0, %x#1 : f64, f64
  }
  vector.print %r#0 : f64
  vector.print %r#1 : f64
  return
}
