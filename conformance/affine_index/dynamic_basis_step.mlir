// delinearize_index with a basis mixing SSA symbols and a constant
// ((%a, %b, 5) from top-level values) in a step-7 loop to a symbolic bound.
func.func @main() {
  %a = arith.constant 2 : index
  %b = arith.constant 3 : index
  %n = arith.constant 30 : index
  affine.for %x = 1 to %n step 7 {
    %d:3 = affine.delinearize_index %x into (%a, %b, 5) : index, index, index
    vector.print %d#0 : index
    vector.print %d#1 : index
    vector.print %d#2 : index
  }
  return
}
