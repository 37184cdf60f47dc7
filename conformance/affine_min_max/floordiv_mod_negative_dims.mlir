// affine.min/max whose results are floordiv/mod/ceildiv by constants of
// negative dims (loop -9 to 9 step 2): floor semantics decide the winner.
func.func @main() {
  affine.for %i = -9 to 9 step 2 {
    %mn = affine.min affine_map<(d0) -> (d0 floordiv 4, d0 mod 5 - 3)>(%i)
    %mx = affine.max affine_map<(d0) -> (d0 ceildiv 3, (d0 + 1) mod 4 - 2)>(%i)
    %a = arith.index_cast %mn : index to i64
    %b = arith.index_cast %mx : index to i64
    vector.print %a : i64
    vector.print %b : i64
  }
  return
}
