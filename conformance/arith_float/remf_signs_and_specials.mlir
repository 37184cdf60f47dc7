// remf is fmod: the result takes the dividend's sign (not the divisor's),
// remf(-0, y) is -0, remf(x, inf) is x; exact tiny remainders on f64.
func.func @main() {
  %a = arith.constant -7.5 : f32
  %b = arith.constant 2.0 : f32
  %nb = arith.constant -2.0 : f32
  %pa = arith.constant 7.5 : f32
  %r0 = arith.remf %a, %b : f32
  vector.print %r0 : f32
  %r1 = arith.remf %pa, %nb : f32
  vector.print %r1 : f32
  %r2 = arith.remf %a, %nb : f32
  vector.print %r2 : f32
  %nz = arith.constant -0.0 : f32
  %r3 = arith.remf %nz, %b : f32
  vector.print %r3 : f32
  %m4 = arith.constant -4.0 : f32
  %r4 = arith.remf %m4, %b : f32
  vector.print %r4 : f32
  %inf = arith.constant 0x7F800000 : f32
  %r5 = arith.remf %a, %inf : f32
  vector.print %r5 : f32
  %x = arith.constant 1.0e10 : f64
  %y = arith.constant 3.0 : f64
  %r6 = arith.remf %x, %y : f64
  vector.print %r6 : f64
  %p = arith.constant 0.7 : f64
  %q = arith.constant 0.1 : f64
  %r7 = arith.remf %p, %q : f64
  vector.print %r7 : f64
  %hx = arith.constant -5.5 : f16
  %hy = arith.constant 1.5 : f16
  %r8 = arith.remf %hx, %hy : f16
  vector.print %r8 : f16
  return
}
