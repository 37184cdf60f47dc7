// An affine.for with iter_args inside an affine.parallel that reduces with
// "mulf": each parallel iteration contributes its inner loop's f32 result.
func.func @main() {
  %n = arith.constant 4 : index
  %r = affine.parallel (%p) = (0) to (symbol(%n)) reduce ("mulf") -> (f32) {
    %one = arith.constant 1.0 : f32
    %in = affine.for %j = 0 to affine_map<(d0) -> (d0 + 2)>(%p) iter_args(%a = %one) -> (f32) {
      %q = arith.constant 0.5 : f32
      %t = arith.addf %a, %q : f32
      affine.yield %t : f32
    }
    affine.yield %in : f32
  }
  vector.print %r : f32
  return
}
