// A 3-d affine.parallel band with two reductions, "ori" and "andi", on i64
// bit masks: each iteration yields one bit set (ori) and one bit cleared
// from all-ones (andi).
func.func @main() {
  %r:2 = affine.parallel (%i, %j, %k) = (0, 0, 0) to (2, 3, 2) reduce ("ori", "andi") -> (i64, i64) {
    %b = affine.apply affine_map<(d0, d1, d2) -> (d0 * 12 + d1 * 4 + d2 * 2 + 1)>(%i, %j, %k)
    %bi = arith.index_cast %b : index to i64
    %one = arith.constant 1 : i64
    %bit = arith.shli %one, %bi : i64
    %all = arith.constant -1 : i64
    %clr = arith.xori %bit, %all : i64
    affine.yield %bit, %clr : i64, i64
  }
  vector.print %r#0 : i64
  vector.print %r#1 : i64
  return
}
