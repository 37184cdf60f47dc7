// FIXED: the corrected sibling of bound_symbol_from_loop.mlir; runs clean
func.func @main() {
  %c7 = arith.constant 7 : index
  affine.for %i = 0 to 7 {
    affine.for %j = 0 to affine_map<()[s0] -> (s0)>()[%c7] {
    }
  }
  return
}
