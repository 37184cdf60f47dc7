// conformance/affine_parallel/reduce_andi_i32: written by tools/gen-engine-programs.py
func.func @main() {
  %r = affine.parallel (%i, %j) = (0, 0) to (3, 2) reduce ("andi") -> (i32) {
      %ii = arith.index_cast %i : index to i32
      %c = arith.constant 7 : i32
      %e = arith.addi %ii, %c : i32
      affine.yield %e : i32
  }
  vector.print %r : i32
  %z = affine.parallel (%i) = (0) to (0) reduce ("andi") -> (i32) {
      %ii = arith.index_cast %i : index to i32
      %c = arith.constant 7 : i32
      %e = arith.addi %ii, %c : i32
      affine.yield %e : i32
  }
  vector.print %z : i32
  return
}
