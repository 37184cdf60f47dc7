// affine.parallel with max lower bounds and min upper bounds (using a
// symbol) per dimension, reducing an f64 "addf" of affine.min values.
func.func @main() {
  %n = arith.constant 5 : index
  %r = affine.parallel (%i, %j) = (max(1, symbol(%n) - 4), 0) to (min(symbol(%n), 4), min(symbol(%n) - 2, 6)) reduce ("addf") -> (f64) {
    %m = affine.min affine_map<(d0, d1) -> (d0 * 2, d1 + 2)>(%i, %j)
    %mi = arith.index_cast %m : index to i64
    %f = arith.sitofp %mi : i64 to f64
    %q = arith.constant 0.5 : f64
    %g = arith.mulf %f, %q : f64
    affine.yield %g : f64
  }
  vector.print %r : f64
  return
}
