// d0 floordiv s0 with several positive symbol values (1, 3, 7) over a
// loop 0..15 step 2; each line prints the three quotients encoded as
// q1 * 10000 + q3 * 100 + q7.
func.func @main() {
  %s1 = arith.constant 1 : index
  %s3 = arith.constant 3 : index
  %s7 = arith.constant 7 : index
  affine.for %i = 0 to 16 step 2 {
    %q1 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%i)[%s1]
    %q3 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%i)[%s3]
    %q7 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%i)[%s7]
    %c = affine.apply affine_map<(d0, d1, d2) -> (d0 * 10000 + d1 * 100 + d2)>(%q1, %q3, %q7)
    vector.print %c : index
  }
  return
}
