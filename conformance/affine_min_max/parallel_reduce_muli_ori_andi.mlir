// affine.min/max of the ivs inside a 2-d affine.parallel reducing with
// "muli" (i64), "ori" and "andi" (i32).
func.func @main() {
  %r:3 = affine.parallel (%i, %j) = (1, 0) to (4, 3) reduce ("muli", "ori", "andi") -> (i64, i32, i32) {
    %mn = affine.min affine_map<(d0, d1) -> (d0 + d1, 4)>(%i, %j)
    %mx = affine.max affine_map<(d0, d1) -> (d0 * 4, d1 * 8 + 1)>(%i, %j)
    %a = arith.index_cast %mn : index to i64
    %b = arith.index_cast %mx : index to i32
    %c = arith.constant 63 : i32
    %d = arith.subi %c, %b : i32
    affine.yield %a, %b, %d : i64, i32, i32
  }
  vector.print %r#0 : i64
  vector.print %r#1 : i32
  vector.print %r#2 : i32
  return
}
