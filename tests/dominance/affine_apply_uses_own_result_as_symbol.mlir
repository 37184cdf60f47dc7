// an affine.apply whose symbol operand is its own result (found by the
// parser fuzzer): the dims/symbols rules must not recurse on the cycle;
// the use does not follow its definition.
func.func @main() {
  %c = arith.constant 6 : index
  %r = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%c)[%r]
  vector.print %r : index
  return
}
