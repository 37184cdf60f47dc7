// i64 shifts by 31, 32, 33 and 63 (below the width): no 32-bit truncation of the
// amount or value; shrsi of MIN by 63 is -1, shrui gives 1, shli drops high bits.
func.func @main() {
  %min = arith.constant -9223372036854775808 : i64
  %one = arith.constant 1 : i64
  %x = arith.constant 81985529216486895 : i64
  %s31 = arith.constant 31 : i64
  %s32 = arith.constant 32 : i64
  %s33 = arith.constant 33 : i64
  %s63 = arith.constant 63 : i64
  %a = arith.shrsi %min, %s63 : i64
  vector.print %a : i64
  %b = arith.shrui %min, %s63 : i64
  vector.print %b : i64
  %c = arith.shli %one, %s63 : i64
  vector.print %c : i64
  %d = arith.shli %one, %s32 : i64
  vector.print %d : i64
  %e = arith.shli %x, %s33 : i64
  vector.print %e : i64
  %f = arith.shrui %x, %s31 : i64
  vector.print %f : i64
  %g = arith.shrsi %min, %s32 : i64
  vector.print %g : i64
  %h = arith.shrui %min, %s32 : i64
  vector.print %h : i64
  %m1 = arith.constant -1 : i64
  %i = arith.shrui %m1, %s33 : i64
  vector.print %i : i64
  %j = arith.shli %m1, %s63 : i64
  vector.print %j : i64
  return
}
