// affine.apply of a two-result map bound to one name: the op has as many
// results as its map (MLIR's parser), so the count is wrong at the results.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 7:3 operation defines 2 results but was provided 1 to bind
func.func @main() {
  %c0 = arith.constant 0 : index
  %x = affine.apply affine_map<(d0) -> (d0, d0 + 1)>(%c0)
  return
}
