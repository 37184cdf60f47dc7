// conformance/affine_parallel/reduce_muli_i64: written by tools/gen-engine-programs.py
func.func @main() {
  %r = affine.parallel (%i, %j) = (0, 0) to (3, 2) reduce ("muli") -> (i64) {
      %ii = arith.index_cast %i : index to i64
      %c = arith.constant 2 : i64
      %e = arith.addi %ii, %c : i64
      affine.yield %e : i64
  }
  vector.print %r : i64
  %z = affine.parallel (%i) = (0) to (0) reduce ("muli") -> (i64) {
      %ii = arith.index_cast %i : index to i64
      %c = arith.constant 2 : i64
      %e = arith.addi %ii, %c : i64
      affine.yield %e : i64
  }
  vector.print %z : i64
  return
}
