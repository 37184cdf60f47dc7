// affine.yield in three roles at once: an affine.parallel body yields to
// its "addi" and "andi" reductions, and the enclosing affine.for yields the
// combined reduction results as its own i32 iter_args.
func.func @main() {
  %z = arith.constant 0 : i32
  %all = arith.constant -1 : i32
  %r:2 = affine.for %t = 1 to 4 iter_args(%s = %z, %a = %all) -> (i32, i32) {
    %p:2 = affine.parallel (%i) = (0) to (%t * 2) reduce ("addi", "andi") -> (i32, i32) {
      %ii = arith.index_cast %i : index to i32
      %c = arith.constant 63 : i32
      %x = arith.xori %ii, %c : i32
      affine.yield %ii, %x : i32, i32
    }
    %s2 = arith.addi %s, %p#0 : i32
    %a2 = arith.andi %a, %p#1 : i32
    affine.yield %s2, %a2 : i32, i32
  }
  vector.print %r#0 : i32
  vector.print %r#1 : i32
  return
}
