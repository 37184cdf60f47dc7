// delinearize/linearize inside affine.if branches that yield index results,
// and inside a zero-trip loop (symbolic lower bound equal to the upper)
// whose body never runs, so its result is the init.
func.func @main() {
  %n = arith.constant 12 : index
  affine.for %x = 0 to %n step 2 {
    %r = affine.if affine_set<(d0) : (d0 - 6 >= 0)>(%x) -> index {
      %d:2 = affine.delinearize_index %x into (4, 3) : index, index
      %l = affine.linearize_index [%d#1, %d#0] by (3, 4) : index
      affine.yield %l : index
    } else {
      %d:3 = affine.delinearize_index %x into (2, 3) : index, index, index
      %l = affine.linearize_index disjoint [%d#2, %d#1, %d#0] by (3, 2, 1) : index
      affine.yield %l : index
    }
    vector.print %r : index
  }
  %c5 = arith.constant 5 : index
  %z = affine.for %i = %n to affine_map<()[s0] -> (s0)>()[%n] iter_args(%a = %c5) -> (index) {
    %d:2 = affine.delinearize_index %i into (5) : index, index
    vector.print %d#1 : index
    affine.yield %d#0 : index
  }
  vector.print %z : index
  return
}
