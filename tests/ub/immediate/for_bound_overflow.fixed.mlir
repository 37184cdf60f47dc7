// FIXED: the corrected sibling of for_bound_overflow.mlir; runs clean
func.func @main() {
  %n = arith.constant 9223372036854775806 : index
  affine.for %i = affine_map<()[s0] -> (s0)>()[%n] to affine_map<()[s0] -> (s0 + 1)>()[%n] {
    vector.print %i : index
  }
  return
}
