// Subnormal results are kept (no flush to zero): the smallest f32/f64 denormal,
// halving it rounds to even (0), FLT_MIN/2 is exact and scales back.
func.func @main() {
  %min = arith.constant 1.17549435e-38 : f32
  %two = arith.constant 2.0 : f32
  %a = arith.divf %min, %two : f32
  vector.print %a : f32
  %b = arith.mulf %a, %two : f32
  vector.print %b : f32
  %d = arith.constant 1.4e-45 : f32
  vector.print %d : f32
  %e = arith.divf %d, %two : f32
  vector.print %e : f32
  %three = arith.constant 3.0 : f32
  %f = arith.mulf %d, %three : f32
  vector.print %f : f32
  %g = arith.constant 0.75 : f32
  %h = arith.mulf %d, %g : f32
  vector.print %h : f32
  %dd = arith.constant 4.9406564584124654e-324 : f64
  vector.print %dd : f64
  %dt = arith.constant 2.0 : f64
  %di = arith.divf %dd, %dt : f64
  vector.print %di : f64
  %ds = arith.constant 1.0e300 : f64
  %dj = arith.mulf %dd, %ds : f64
  vector.print %dj : f64
  return
}
