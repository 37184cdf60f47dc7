// conformance/affine_parallel/reduce_addi_i16: written by tools/gen-engine-programs.py
func.func @main() {
  %r = affine.parallel (%i, %j) = (0, 0) to (3, 2) reduce ("addi") -> (i16) {
      %ii = arith.index_cast %i : index to i16
      %c = arith.constant 7 : i16
      %e = arith.addi %ii, %c : i16
      affine.yield %e : i16
  }
  vector.print %r : i16
  %z = affine.parallel (%i) = (0) to (0) reduce ("addi") -> (i16) {
      %ii = arith.index_cast %i : index to i16
      %c = arith.constant 7 : i16
      %e = arith.addi %ii, %c : i16
      affine.yield %e : i16
  }
  vector.print %z : i16
  return
}
