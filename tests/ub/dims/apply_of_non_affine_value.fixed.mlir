// FIXED: the corrected sibling of apply_of_non_affine_value.mlir; runs clean
func.func @main() {
  affine.for %i = 0 to 4 {
    %j = arith.muli %i, %i : index
    %r = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    vector.print %r : index
  }
  return
}
