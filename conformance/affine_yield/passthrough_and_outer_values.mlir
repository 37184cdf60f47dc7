// affine.yield may return an iter_arg unchanged or a value defined outside
// the loop: results then equal the init (if the loop runs) or the outer
// value, independent of the trip count (as long as it is non-zero).
func.func @main() {
  %a0 = arith.constant 11 : i32
  %b0 = arith.constant 22 : i32
  %outer = arith.constant 3.25 : f32
  %f0 = arith.constant 0.0 : f32
  %r:3 = affine.for %i = 0 to 5 iter_args(%a = %a0, %b = %b0, %f = %f0) -> (i32, i32, f32) {
    %one = arith.constant 1 : i32
    %b2 = arith.addi %b, %one : i32
    affine.yield %a, %b2, %outer : i32, i32, f32
  }
  vector.print %r#0 : i32
  vector.print %r#1 : i32
  vector.print %r#2 : f32
  %q = affine.for %i = 2 to 3 iter_args(%x = %f0) -> (f32) {
    affine.yield %outer : f32
  }
  vector.print %q : f32
  return
}
