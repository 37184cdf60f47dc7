// d0 mod s0 with s0 = 4 and d0 running -10..10 step 3: the result is always
// in [0, s0) (mathematical mod), also for negative d0; d0 - (d0 mod s0) is a
// multiple of s0, printed signed.
func.func @main() {
  %s = arith.constant 4 : index
  affine.for %i = -10 to 11 step 3 {
    %m = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%i)[%s]
    vector.print %m : index
    %r = affine.apply affine_map<(d0)[s0] -> (d0 - d0 mod s0)>(%i)[%s]
    %ri = arith.index_cast %r : index to i64
    vector.print %ri : i64
  }
  return
}
