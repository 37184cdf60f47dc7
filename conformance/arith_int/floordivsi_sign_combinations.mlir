// floordivsi rounds toward -infinity: differs from divsi only when signs differ
// and the division is inexact; MIN floordiv 2/-2/MAX, on i8, i32 and i64.
func.func @main() {
  %p7 = arith.constant 7 : i32
  %n7 = arith.constant -7 : i32
  %p2 = arith.constant 2 : i32
  %n2 = arith.constant -2 : i32
  %n8 = arith.constant -8 : i32
  %z = arith.constant 0 : i32
  %a = arith.floordivsi %p7, %p2 : i32
  vector.print %a : i32
  %b = arith.floordivsi %n7, %p2 : i32
  vector.print %b : i32
  %c = arith.floordivsi %p7, %n2 : i32
  vector.print %c : i32
  %d = arith.floordivsi %n7, %n2 : i32
  vector.print %d : i32
  %e = arith.floordivsi %n8, %p2 : i32
  vector.print %e : i32
  %f = arith.floordivsi %z, %n2 : i32
  vector.print %f : i32
  %one = arith.constant 1 : i32
  %g = arith.floordivsi %one, %n7 : i32
  vector.print %g : i32
  %m8 = arith.constant -128 : i8
  %two8 = arith.constant 2 : i8
  %mtwo8 = arith.constant -2 : i8
  %max8 = arith.constant 127 : i8
  %h = arith.floordivsi %m8, %two8 : i8
  vector.print %h : i8
  %i = arith.floordivsi %m8, %mtwo8 : i8
  vector.print %i : i8
  %j = arith.floordivsi %m8, %max8 : i8
  vector.print %j : i8
  %k = arith.floordivsi %max8, %m8 : i8
  vector.print %k : i8
  %big = arith.constant -9223372036854775807 : i64
  %ten = arith.constant 10 : i64
  %l = arith.floordivsi %big, %ten : i64
  vector.print %l : i64
  %m3 = arith.constant -3 : index
  %p5 = arith.constant 5 : index
  %m = arith.floordivsi %m3, %p5 : index
  vector.print %m : index
  return
}
