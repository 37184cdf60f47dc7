// make bench: a loop-carried f64 sum and i64 xor-sum over 16777216 iterations
// (iter_args), no memory traffic.
func.func @main() {
  %z = arith.constant 0.0 : f64
  %zi = arith.constant 0 : i64
  %r:2 = affine.for %i = 0 to 16777216 iter_args(%acc = %z, %x = %zi) -> (f64, i64) {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f64
    %s = arith.addf %acc, %f : f64
    %m = arith.muli %ii, %ii : i64
    %y = arith.xori %x, %m : i64
    affine.yield %s, %y : f64, i64
  }
  vector.print %r#0 : f64
  vector.print %r#1 : i64
  return
}

func.func @noop() {
  return
}
