// affine.min/affine.max over semi-affine results (d0 floordiv s0,
// d0 ceildiv s0, d0 mod s0 with s0 = 3) in a loop with a symbolic bound;
// each line is min * 10 + max.
func.func @main() {
  %n = arith.constant 10 : index
  %s = arith.constant 3 : index
  affine.for %i = 0 to %n {
    %mn = affine.min affine_map<(d0)[s0] -> (d0 floordiv s0, d0 mod s0 + 1)>(%i)[%s]
    %mx = affine.max affine_map<(d0)[s0] -> (d0 ceildiv s0, 2 - d0 mod s0)>(%i)[%s]
    %ten = arith.constant 10 : index
    %t = arith.muli %mn, %ten : index
    %c = arith.addi %t, %mx : index
    vector.print %c : index
  }
  return
}
