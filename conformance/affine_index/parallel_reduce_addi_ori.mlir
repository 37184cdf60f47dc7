// delinearize_index inside an affine.parallel over 0..23 reducing with
// "addi" (sum of the middle coordinate) and "ori" (bits set by the inner one).
func.func @main() {
  %r:2 = affine.parallel (%x) = (0) to (24) reduce ("addi", "ori") -> (i32, i32) {
    %d:3 = affine.delinearize_index %x into (2, 3, 4) : index, index, index
    %b = arith.index_cast %d#1 : index to i32
    %c = arith.index_cast %d#2 : index to i32
    %one = arith.constant 1 : i32
    %bit = arith.shli %one, %c : i32
    affine.yield %b, %bit : i32, i32
  }
  vector.print %r#0 : i32
  vector.print %r#1 : i32
  return
}
