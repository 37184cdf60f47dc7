// affine.for with one init and two result types: at the op's name.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 6:8 mismatch between the number of loop-carried values and results
func.func @main() {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 4 iter_args(%acc = %z) -> (f32, f32) {
    affine.yield %acc : f32
  }
  return
}
