// Chains of affine.apply (the result of one is the dim operand of the next,
// with a symbol in between) in a step-3 loop; the chain equals the composed
// map applied directly.
func.func @main() {
  %s = arith.constant 7 : index
  affine.for %i = 2 to 20 step 3 {
    %a = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>(%i)
    %b = affine.apply affine_map<(d0)[s0] -> (d0 - s0)>(%a)[%s]
    %c = affine.apply affine_map<(d0, d1) -> (d0 * 3 - d1)>(%b, %i)
    %d = affine.apply affine_map<(d0)[s0] -> (d0 * 5 - s0 * 3 + 3)>(%i)[%s]
    vector.print %c : index
    %eq = arith.cmpi eq, %c, %d : index
    vector.print %eq : i1
  }
  return
}
