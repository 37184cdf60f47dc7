// Semi-affine products: s0 * s1, d0 * s0 and (d0 * s0) mod s1 in affine.apply,
// with an i64 iter_args summing d0 * s0 over the loop.
func.func @main() {
  %a = arith.constant 6 : index
  %b = arith.constant 5 : index
  %p = affine.apply affine_map<()[s0, s1] -> (s0 * s1 + 1)>()[%a, %b]
  vector.print %p : index
  %z = arith.constant 0 : i64
  %r = affine.for %i = 0 to 7 iter_args(%acc = %z) -> (i64) {
    %x = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%i)[%a]
    %y = affine.apply affine_map<(d0)[s0, s1] -> ((d0 * s0) mod s1)>(%i)[%a, %b]
    vector.print %y : index
    %xi = arith.index_cast %x : index to i64
    %n = arith.addi %acc, %xi : i64
    affine.yield %n : i64
  }
  vector.print %r : i64
  return
}
