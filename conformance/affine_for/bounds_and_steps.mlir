// conformance/affine_for/bounds_and_steps: written by tools/gen-engine-programs.py
func.func @main() {
  %c0 = arith.constant 0 : index
  affine.for %i = -3 to 4 step 2 {
    vector.print %i : index
  }
  affine.for %i = 5 to 5 {
    vector.print %i : index
  }
  affine.for %i = 7 to 2 {
    vector.print %i : index
  }
  %n = arith.constant 10 : index
  affine.for %i = max affine_map<()[s0] -> (2, s0 - 7)>()[%n] to min affine_map<()[s0] -> (s0, 6)>()[%n] step 3 {
    vector.print %i : index
  }
  affine.for %i = 0 to 3 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0) -> (d0 * 2 + 1)>(%i) {
      %s = affine.apply affine_map<(d0, d1) -> (d0 * 10 + d1)>(%i, %j)
      vector.print %s : index
    }
  }
  return
}
