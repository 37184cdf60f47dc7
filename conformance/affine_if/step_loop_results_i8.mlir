// affine.if with i8 results in a step-3 loop under a min upper bound:
// the chosen i8 values are accumulated with wrapping addi (no flags) and
// the accumulator is printed each iteration.
func.func @main() {
  %n = arith.constant 20 : index
  %init = arith.constant 120 : i8
  %r = affine.for %i = 1 to min affine_map<()[s0] -> (s0, 17)>()[%n] step 3 iter_args(%acc = %init) -> (i8) {
    %v = affine.if affine_set<(d0) : (d0 - 8 >= 0)>(%i) -> i8 {
      %c = arith.constant -77 : i8
      affine.yield %c : i8
    } else {
      %c = arith.constant 5 : i8
      affine.yield %c : i8
    }
    %s = arith.addi %acc, %v : i8
    vector.print %s : i8
    affine.yield %s : i8
  }
  vector.print %r : i8
  return
}
