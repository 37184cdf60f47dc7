// affine.apply results that are negative: vector.print of an index prints
// it unsigned (2^64 - k), its index_cast to i64 prints signed.
func.func @main() {
  %s = arith.constant 5 : index
  affine.for %i = 0 to 4 {
    %v = affine.apply affine_map<(d0)[s0] -> (d0 * -3 + s0 - 6)>(%i)[%s]
    vector.print %v : index
    %w = arith.index_cast %v : index to i64
    vector.print %w : i64
  }
  %n = affine.apply affine_map<()[s0] -> (-s0)>()[%s]
  %nn = affine.apply affine_map<(d0) -> (-d0 - 1)>(%n)
  vector.print %n : index
  vector.print %nn : index
  return
}
