// FIXED: the corrected sibling of semi_affine_beyond_128_bits.mlir; runs clean
func.func @main() {
  %a = arith.constant 4611686018427387904 : index
  %b = arith.constant 0 : index
  %r = affine.apply affine_map<(d0)[s0] -> ((d0 * s0 * s0) mod 5)>(%a)[%b]
  vector.print %r : index
  return
}
