// affine.min/max over negative values: results below zero print as huge
// unsigned indices and as signed i64 after index_cast; -d0 and negative
// constants take part in the comparison as signed numbers.
func.func @main() {
  affine.for %i = -4 to 5 step 2 {
    %mn = affine.min affine_map<(d0) -> (d0 - 10, -d0, -3)>(%i)
    %mx = affine.max affine_map<(d0) -> (d0 - 10, -d0, -3)>(%i)
    %a = arith.index_cast %mn : index to i64
    %b = arith.index_cast %mx : index to i64
    vector.print %a : i64
    vector.print %b : i64
  }
  %c = arith.constant -2 : index
  %m = affine.max affine_map<(d0) -> (d0, d0 * 3)>(%c)
  vector.print %m : index
  return
}
