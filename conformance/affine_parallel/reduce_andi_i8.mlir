// conformance/affine_parallel/reduce_andi_i8: written by tools/gen-engine-programs.py
func.func @main() {
  %r = affine.parallel (%i, %j) = (0, 0) to (3, 2) reduce ("andi") -> (i8) {
      %ii = arith.index_cast %i : index to i8
      %c = arith.constant 6 : i8
      %e = arith.addi %ii, %c : i8
      affine.yield %e : i8
  }
  %r32 = arith.extui %r : i8 to i32
  vector.print %r32 : i32
  %z = affine.parallel (%i) = (0) to (0) reduce ("andi") -> (i8) {
      %ii = arith.index_cast %i : index to i8
      %c = arith.constant 6 : i8
      %e = arith.addi %ii, %c : i8
      affine.yield %e : i8
  }
  %z32 = arith.extui %z : i8 to i32
  vector.print %z32 : i32
  return
}
