// delinearize_index by a symbolic basis in a step-5 loop whose upper bound
// is min (s0 * s1, 37); an i64 iter_args sums the outer coordinates.
func.func @main() {
  %a = arith.constant 6 : index
  %b = arith.constant 7 : index
  %z = arith.constant 0 : i64
  %r = affine.for %x = 2 to min affine_map<()[s0, s1] -> (s0 * s1, 37)>()[%a, %b] step 5 iter_args(%acc = %z) -> (i64) {
    %d:2 = affine.delinearize_index %x into (%a, %b) : index, index
    %code = affine.apply affine_map<(d0, d1) -> (d0 * 10 + d1)>(%d#0, %d#1)
    vector.print %code : index
    %o = arith.index_cast %d#0 : index to i64
    %n = arith.addi %acc, %o : i64
    affine.yield %n : i64
  }
  vector.print %r : i64
  return
}
