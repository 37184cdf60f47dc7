// affine.for with symbolic bounds: %n (top-level index) as the upper bound,
// a plain symbol and ()[s0, s1] maps as lower/upper bounds, with an i64
// iter_args sum as the loop result.
func.func @main() {
  %n = arith.constant 13 : index
  %lo = arith.constant 4 : index
  %c0 = arith.constant 0 : i64
  %sum = affine.for %i = 0 to %n iter_args(%acc = %c0) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %sq = arith.muli %ii, %ii : i64
    %a = arith.addi %acc, %sq : i64
    affine.yield %a : i64
  }
  vector.print %sum : i64
  %c100 = arith.constant 100 : i64
  %tot = affine.for %i = affine_map<()[s0] -> (s0 * 2 - 1)>()[%lo] to affine_map<()[s0, s1] -> (s0 + s1)>()[%n, %lo] iter_args(%acc = %c100) -> (i64) {
    vector.print %i : index
    %ii = arith.index_cast %i : index to i64
    %a = arith.subi %acc, %ii : i64
    affine.yield %a : i64
  }
  vector.print %tot : i64
  affine.for %i = %lo to %n step 4 {
    vector.print %i : index
  }
  return
}
