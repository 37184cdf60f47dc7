// divsi truncates toward zero and remsi takes the dividend's sign, for all four
// sign combinations of inexact quotients on i32 and i64 (C semantics, not floor).
func.func @main() {
  %p7 = arith.constant 7 : i32
  %n7 = arith.constant -7 : i32
  %p2 = arith.constant 2 : i32
  %n2 = arith.constant -2 : i32
  %d0 = arith.divsi %p7, %p2 : i32
  vector.print %d0 : i32
  %d1 = arith.divsi %n7, %p2 : i32
  vector.print %d1 : i32
  %d2 = arith.divsi %p7, %n2 : i32
  vector.print %d2 : i32
  %d3 = arith.divsi %n7, %n2 : i32
  vector.print %d3 : i32
  %r0 = arith.remsi %p7, %p2 : i32
  vector.print %r0 : i32
  %r1 = arith.remsi %n7, %p2 : i32
  vector.print %r1 : i32
  %r2 = arith.remsi %p7, %n2 : i32
  vector.print %r2 : i32
  %r3 = arith.remsi %n7, %n2 : i32
  vector.print %r3 : i32
  %big = arith.constant -9223372036854775807 : i64
  %ten = arith.constant 10 : i64
  %mten = arith.constant -10 : i64
  %d4 = arith.divsi %big, %ten : i64
  vector.print %d4 : i64
  %d5 = arith.divsi %big, %mten : i64
  vector.print %d5 : i64
  %r4 = arith.remsi %big, %ten : i64
  vector.print %r4 : i64
  %r5 = arith.remsi %big, %mten : i64
  vector.print %r5 : i64
  return
}
