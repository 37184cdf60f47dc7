// affine.apply inside a 2-d affine.parallel that reduces the applied values
// (cast to i64) with "addi" and "muli" at once.
func.func @main() {
  %s = arith.constant 2 : index
  %r:2 = affine.parallel (%i, %j) = (0, 1) to (3, 4) reduce ("addi", "muli") -> (i64, i64) {
    %v = affine.apply affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>(%i, %j)[%s]
    %w = arith.index_cast %v : index to i64
    affine.yield %w, %w : i64, i64
  }
  vector.print %r#0 : i64
  vector.print %r#1 : i64
  return
}
