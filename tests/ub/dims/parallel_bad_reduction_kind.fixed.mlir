// FIXED: the corrected sibling of parallel_bad_reduction_kind.mlir; runs clean
func.func @main() {
  %r = affine.parallel (%i) = (0) to (4) reduce ("addi") -> i32 {
    %c = arith.constant 1 : i32
    affine.yield %c : i32
  }
  vector.print %r : i32
  return
}
