// affine.apply of a two-result map with no name: the OneResult trait, at the op.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 6:3 'affine.apply' op requires one result
func.func @main() {
  %c0 = arith.constant 0 : index
  affine.apply affine_map<(d0) -> (d0, d0 + 1)>(%c0)
  return
}
