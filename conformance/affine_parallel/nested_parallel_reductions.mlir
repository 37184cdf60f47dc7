// A reducing affine.parallel nested in another: the inner "muli" result
// of each outer iteration is the value the outer "addi" reduction combines.
func.func @main() {
  %r = affine.parallel (%i) = (1) to (5) reduce ("addi") -> (i64) {
    %p = affine.parallel (%j) = (0) to (%i) reduce ("muli") -> (i64) {
      %jj = arith.index_cast %j : index to i64
      %two = arith.constant 2 : i64
      %v = arith.addi %jj, %two : i64
      affine.yield %v : i64
    }
    affine.yield %p : i64
  }
  vector.print %r : i64
  return
}
