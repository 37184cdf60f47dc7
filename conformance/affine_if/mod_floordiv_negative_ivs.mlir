// Conditions built from mod and floordiv by constants on negative ivs
// (loop -6 to 7): d0 mod 3 == 0 and d0 floordiv 2 + 1 >= 0 follow the
// mathematical (floor) definitions, not C truncation.
func.func @main() {
  affine.for %i = -6 to 7 {
    affine.if affine_set<(d0) : (d0 mod 3 == 0)>(%i) {
      %v = arith.index_cast %i : index to i64
      vector.print %v : i64
    }
  }
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %k = affine.for %i = -6 to 7 iter_args(%acc = %c0) -> (i64) {
    %r = affine.if affine_set<(d0) : (d0 floordiv 2 + 1 >= 0)>(%i) -> i64 {
      %n = arith.addi %acc, %c1 : i64
      affine.yield %n : i64
    } else {
      affine.yield %acc : i64
    }
    affine.yield %r : i64
  }
  vector.print %k : i64
  return
}
