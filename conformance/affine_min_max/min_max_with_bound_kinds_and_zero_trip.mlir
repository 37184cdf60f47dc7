// affine.min and affine.max results next to loops with min/max bounds and
// a loop that runs zero times (its upper bound, an affine.max of symbols,
// is below its lower bound): the zero-trip loop keeps its iter_args init.
func.func @main() {
  %a = arith.constant 3 : index
  %b = arith.constant 7 : index
  %lo = affine.max affine_map<()[s0, s1] -> (s0, s1 - 5)>()[%a, %b]
  %hi = affine.min affine_map<()[s0, s1] -> (s0 * 2, s1 + 1)>()[%a, %b]
  vector.print %lo : index
  vector.print %hi : index
  %c0 = arith.constant 0 : index
  %s = affine.for %i = max affine_map<()[s0] -> (s0, 1)>()[%lo] to min affine_map<()[s0] -> (s0, 10)>()[%hi] iter_args(%acc = %c0) -> (index) {
    %m = affine.max affine_map<(d0)[s0] -> (d0, s0 - d0)>(%i)[%b]
    %n = affine.min affine_map<(d0) -> (d0 * 2, 9)>(%i)
    %t = arith.addi %m, %n : index
    %r = arith.addi %acc, %t : index
    affine.yield %r : index
  }
  vector.print %s : index
  %ub = affine.max affine_map<()[s0, s1] -> (s0 - 4, s1 - 6)>()[%a, %b]
  %z = affine.for %i = 2 to affine_map<()[s0] -> (s0)>()[%ub] iter_args(%acc = %c0) -> (index) {
    %m = affine.max affine_map<(d0) -> (d0, 5)>(%i)
    %r = arith.addi %acc, %m : index
    affine.yield %r : index
  }
  vector.print %z : index
  return
}
