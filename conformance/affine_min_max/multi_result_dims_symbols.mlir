// affine.min and affine.max of maps with three or four results mixing dims,
// symbols and constants, evaluated in a loop with a symbolic bound.
func.func @main() {
  %n = arith.constant 6 : index
  %s = arith.constant 4 : index
  affine.for %i = 0 to %n {
    %lo = affine.min affine_map<(d0)[s0] -> (d0 * 2, s0 + 1, 9 - d0, 7)>(%i)[%s]
    %hi = affine.max affine_map<(d0)[s0] -> (d0 * 2 - s0, s0 - d0, 1)>(%i)[%s]
    vector.print %lo : index
    vector.print %hi : index
  }
  return
}
