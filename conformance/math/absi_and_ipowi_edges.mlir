// math.absi of the signed minimum wraps to itself; ipowi with negative
// exponents (1, -1 bases), exponent 0, and wrap-around on i8 powers.
func.func @main() {
  %min = arith.constant -2147483648 : i32
  %a = math.absi %min : i32
  vector.print %a : i32
  %m5 = arith.constant -5 : i32
  %b = math.absi %m5 : i32
  vector.print %b : i32
  %one = arith.constant 1 : i32
  %m1 = arith.constant -1 : i32
  %n3 = arith.constant -3 : i32
  %n4 = arith.constant -4 : i32
  %c = math.ipowi %one, %n3 : i32
  vector.print %c : i32
  %d = math.ipowi %m1, %n3 : i32
  vector.print %d : i32
  %e = math.ipowi %m1, %n4 : i32
  vector.print %e : i32
  %two = arith.constant 2 : i32
  %f = math.ipowi %two, %n3 : i32
  vector.print %f : i32
  %z = arith.constant 0 : i32
  %g = math.ipowi %m5, %z : i32
  vector.print %g : i32
  %three8 = arith.constant 3 : i8
  %five8 = arith.constant 5 : i8
  %h = math.ipowi %three8, %five8 : i8
  vector.print %h : i8
  %x = arith.constant 2.0 : f32
  %i = math.fpowi %x, %n3 : f32, i32
  vector.print %i : f32
  %y = arith.constant -0.5 : f64
  %k = math.fpowi %y, %n3 : f64, i32
  vector.print %k : f64
  return
}
