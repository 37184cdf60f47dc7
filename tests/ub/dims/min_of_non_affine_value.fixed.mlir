// FIXED: the corrected sibling of min_of_non_affine_value.mlir; runs clean
func.func @main() {
  affine.for %i = 0 to 4 {
    %j = arith.muli %i, %i : index
    %r = affine.min affine_map<(d0) -> (d0, 3)>(%i)
    vector.print %r : index
  }
  return
}
