// affine.min/max of ivs under a symbolic step-2 loop, with the results
// folded into i64 and index iter_args (cast with arith.index_cast) that
// track a running sum and the last maximum.
func.func @main() {
  %n = arith.constant 15 : index
  %z = arith.constant 0 : i64
  %c0 = arith.constant 0 : index
  %r:2 = affine.for %i = 1 to %n step 2 iter_args(%sum = %z, %last = %c0) -> (i64, index) {
    %mn = affine.min affine_map<(d0) -> ((d0 * 7) mod 11, d0 + 2)>(%i)
    %mx = affine.max affine_map<(d0)[s0] -> ((d0 * 7) mod 11, s0 - d0)>(%i)[%n]
    %a = arith.index_cast %mn : index to i64
    %s = arith.addi %sum, %a : i64
    vector.print %mn : index
    affine.yield %s, %mx : i64, index
  }
  vector.print %r#0 : i64
  vector.print %r#1 : index
  return
}
