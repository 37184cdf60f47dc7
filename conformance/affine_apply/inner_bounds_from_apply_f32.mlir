// An affine.apply result in a loop body is the dim operand of an inner
// loop's bounds (lower (d0) -> (d0 floordiv 2), upper min with a symbol);
// an f32 iter_args sums the inner ivs.
func.func @main() {
  %n = arith.constant 7 : index
  %zero = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 5 iter_args(%acc = %zero) -> (f32) {
    %a = affine.apply affine_map<(d0) -> (d0 * 3)>(%i)
    %s = affine.for %j = affine_map<(d0) -> (d0 floordiv 2)>(%a) to min affine_map<(d0)[s0] -> (d0 + 2, s0)>(%a)[%n] iter_args(%b = %acc) -> (f32) {
      %jj = arith.index_cast %j : index to i32
      %f = arith.sitofp %jj : i32 to f32
      %t = arith.addf %b, %f : f32
      affine.yield %t : f32
    }
    vector.print %s : f32
    affine.yield %s : f32
  }
  vector.print %r : f32
  return
}
