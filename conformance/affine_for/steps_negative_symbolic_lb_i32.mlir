// Steps 3, 5 and 7 with symbolic lower bounds that evaluate negative
// (()[s0] -> (s0 - 9)); a step larger than the range runs exactly once.
// i32 iter_args count the trips.
func.func @main() {
  %s = arith.constant 2 : index
  %n = arith.constant 6 : index
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %k3 = affine.for %i = affine_map<()[s0] -> (s0 - 9)>()[%s] to %n step 3 iter_args(%c = %c0) -> (i32) {
    vector.print %i : index
    %d = arith.addi %c, %c1 : i32
    affine.yield %d : i32
  }
  vector.print %k3 : i32
  %k5 = affine.for %i = affine_map<()[s0, s1] -> (s0 - s1 * 4)>()[%s, %n] to affine_map<()[s0] -> (s0 + 1)>()[%s] step 5 iter_args(%c = %c0) -> (i32) {
    %ii = arith.index_cast %i : index to i32
    %d = arith.addi %c, %ii : i32
    affine.yield %d : i32
  }
  vector.print %k5 : i32
  %k7 = affine.for %i = -3 to 2 step 7 iter_args(%c = %c0) -> (i32) {
    vector.print %i : index
    %d = arith.addi %c, %c1 : i32
    affine.yield %d : i32
  }
  vector.print %k7 : i32
  return
}
