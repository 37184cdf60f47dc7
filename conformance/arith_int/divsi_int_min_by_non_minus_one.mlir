// Signed MIN divided by divisors other than -1 (which would be UB): -2, 2, MIN,
// MAX; remsi of MIN by MIN is 0 and by MAX is -1, on i8, i16 and i64.
func.func @main() {
  %m8 = arith.constant -128 : i8
  %n2_8 = arith.constant -2 : i8
  %x8 = arith.constant 127 : i8
  %a = arith.divsi %m8, %n2_8 : i8
  vector.print %a : i8
  %b = arith.divsi %m8, %x8 : i8
  vector.print %b : i8
  %c = arith.remsi %m8, %x8 : i8
  vector.print %c : i8
  %d = arith.divsi %m8, %m8 : i8
  vector.print %d : i8
  %e = arith.remsi %m8, %m8 : i8
  vector.print %e : i8
  %m16 = arith.constant -32768 : i16
  %p3 = arith.constant 3 : i16
  %f = arith.divsi %m16, %p3 : i16
  vector.print %f : i16
  %g = arith.remsi %m16, %p3 : i16
  vector.print %g : i16
  %m64 = arith.constant -9223372036854775808 : i64
  %n2_64 = arith.constant -2 : i64
  %h = arith.divsi %m64, %n2_64 : i64
  vector.print %h : i64
  %x64 = arith.constant 9223372036854775807 : i64
  %i = arith.remsi %m64, %x64 : i64
  vector.print %i : i64
  %j = arith.divsi %x64, %m64 : i64
  vector.print %j : i64
  return
}
