// ceildivsi rounds toward +infinity for every sign combination, exact and
// inexact, including a zero dividend with a negative divisor and MIN / 3.
func.func @main() {
  %p7 = arith.constant 7 : i32
  %n7 = arith.constant -7 : i32
  %p2 = arith.constant 2 : i32
  %n2 = arith.constant -2 : i32
  %p8 = arith.constant 8 : i32
  %n8 = arith.constant -8 : i32
  %z = arith.constant 0 : i32
  %a = arith.ceildivsi %p7, %p2 : i32
  vector.print %a : i32
  %b = arith.ceildivsi %n7, %p2 : i32
  vector.print %b : i32
  %c = arith.ceildivsi %p7, %n2 : i32
  vector.print %c : i32
  %d = arith.ceildivsi %n7, %n2 : i32
  vector.print %d : i32
  %e = arith.ceildivsi %p8, %n2 : i32
  vector.print %e : i32
  %f = arith.ceildivsi %n8, %n2 : i32
  vector.print %f : i32
  %g = arith.ceildivsi %z, %n2 : i32
  vector.print %g : i32
  %h = arith.ceildivsi %z, %p2 : i32
  vector.print %h : i32
  %one = arith.constant 1 : i32
  %i = arith.ceildivsi %one, %n7 : i32
  vector.print %i : i32
  %mn = arith.constant -1 : i32
  %j = arith.ceildivsi %mn, %p7 : i32
  vector.print %j : i32
  %min = arith.constant -2147483648 : i32
  %p3 = arith.constant 3 : i32
  %k = arith.ceildivsi %min, %p3 : i32
  vector.print %k : i32
  %max = arith.constant 2147483647 : i32
  %l = arith.ceildivsi %max, %p2 : i32
  vector.print %l : i32
  %m = arith.ceildivsi %min, %max : i32
  vector.print %m : i32
  %n = arith.ceildivsi %max, %min : i32
  vector.print %n : i32
  return
}
