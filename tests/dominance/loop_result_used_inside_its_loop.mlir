// an op's result used within its own region
func.func @main() {
  %c0 = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 2 iter_args(%acc = %c0) -> (f32) {
    %s = arith.addf %acc, %r : f32
    affine.yield %s : f32
  }
  return
}
