// affine.yield chaining nested loops: the inner loop's iter_args start
// from the outer iter_args, and the outer body yields the inner results;
// the inner loop is triangular (%j from 0 to %i) and empty when %i = 0.
func.func @main() {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r:2 = affine.for %i = 0 to 5 iter_args(%s = %z, %c = %one) -> (i64, i64) {
    %q:2 = affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) iter_args(%a = %s, %b = %c) -> (i64, i64) {
      %jj = arith.index_cast %j : index to i64
      %a2 = arith.addi %a, %jj : i64
      %two = arith.constant 2 : i64
      %b2 = arith.muli %b, %two : i64
      affine.yield %a2, %b2 : i64, i64
    }
    %ii = arith.index_cast %i : index to i64
    %t = arith.addi %q#1, %ii : i64
    affine.yield %q#0, %t : i64, i64
  }
  vector.print %r#0 : i64
  vector.print %r#1 : i64
  return
}
