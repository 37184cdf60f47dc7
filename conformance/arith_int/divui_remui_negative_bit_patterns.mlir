// divui/remui read negative constants as large unsigned numbers: -1 / 2 on i16
// is 32767, -7 remui 3 on i32 uses 4294967289; unsigned results print signed.
func.func @main() {
  %m1 = arith.constant -1 : i16
  %two = arith.constant 2 : i16
  %a = arith.divui %m1, %two : i16
  vector.print %a : i16
  %b = arith.remui %m1, %two : i16
  vector.print %b : i16
  %n7 = arith.constant -7 : i32
  %three = arith.constant 3 : i32
  %c = arith.divui %n7, %three : i32
  vector.print %c : i32
  %d = arith.remui %n7, %three : i32
  vector.print %d : i32
  %small = arith.constant 5 : i32
  %e = arith.divui %small, %n7 : i32
  vector.print %e : i32
  %f = arith.remui %small, %n7 : i32
  vector.print %f : i32
  %g = arith.divui %n7, %n7 : i32
  vector.print %g : i32
  %m8 = arith.constant -128 : i8
  %n1_8 = arith.constant -1 : i8
  %h = arith.divui %m8, %n1_8 : i8
  vector.print %h : i8
  %i = arith.remui %m8, %n1_8 : i8
  vector.print %i : i8
  %k = arith.divui %n1_8, %m8 : i8
  vector.print %k : i8
  %l = arith.remui %n1_8, %m8 : i8
  vector.print %l : i8
  %m64 = arith.constant -3 : i64
  %p4 = arith.constant 4 : i64
  %n = arith.divui %m64, %p4 : i64
  vector.print %n : i64
  %o = arith.remui %m64, %p4 : i64
  vector.print %o : i64
  return
}
