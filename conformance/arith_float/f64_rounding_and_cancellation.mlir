// f64 arithmetic rounds each op once: 0.1+0.2-0.3 is 5.55e-17, (1e16+1)-1e16 is
// 0 while 1e16+2 survives, and divf/mulf round trips are not exact.
func.func @main() {
  %a = arith.constant 0.1 : f64
  %b = arith.constant 0.2 : f64
  %c = arith.constant 0.3 : f64
  %s = arith.addf %a, %b : f64
  %d = arith.subf %s, %c : f64
  vector.print %d : f64
  %big = arith.constant 1.0e16 : f64
  %one = arith.constant 1.0 : f64
  %two = arith.constant 2.0 : f64
  %e = arith.addf %big, %one : f64
  %f = arith.subf %e, %big : f64
  vector.print %f : f64
  %g = arith.addf %big, %two : f64
  %h = arith.subf %g, %big : f64
  vector.print %h : f64
  %three = arith.constant 3.0 : f64
  %q = arith.divf %one, %three : f64
  %r = arith.mulf %q, %three : f64
  %t = arith.subf %r, %one : f64
  vector.print %t : f64
  %x = arith.constant 49.0 : f64
  %y = arith.divf %one, %x : f64
  %z = arith.mulf %y, %x : f64
  %w = arith.subf %z, %one : f64
  vector.print %w : f64
  %fa = arith.constant 0.1 : f32
  %fb = arith.constant 0.2 : f32
  %fc = arith.constant 0.3 : f32
  %fs = arith.addf %fa, %fb : f32
  %fd = arith.subf %fs, %fc : f32
  vector.print %fd : f32
  return
}
