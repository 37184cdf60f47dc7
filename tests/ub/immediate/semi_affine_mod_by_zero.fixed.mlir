// FIXED: the corrected sibling of semi_affine_mod_by_zero.mlir; runs clean
func.func @main() {
  %n = arith.constant 3 : index
  %i = arith.constant 7 : index
  %r = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%i)[%n]
  vector.print %r : index
  return
}
