// affine.yield assigns all iter_args at once: yielding (%b, %a + %b) steps
// Fibonacci, and yielding (%y, %x) swaps two values every iteration, so
// after an odd trip count they end swapped.
func.func @main() {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %r:2 = affine.for %i = 0 to 30 iter_args(%a = %c0, %b = %c1) -> (i64, i64) {
    %s = arith.addi %a, %b : i64
    affine.yield %b, %s : i64, i64
  }
  vector.print %r#0 : i64
  vector.print %r#1 : i64
  %x0 = arith.constant 1.5 : f32
  %y0 = arith.constant -2.0 : f32
  %q:2 = affine.for %i = 0 to 7 iter_args(%x = %x0, %y = %y0) -> (f32, f32) {
    affine.yield %y, %x : f32, f32
  }
  vector.print %q#0 : f32
  vector.print %q#1 : f32
  return
}
