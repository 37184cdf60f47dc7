// a use in one loop of a value a sibling loop defines
func.func @main() {
  affine.for %i = 0 to 2 {
    vector.print %x : index
  }
  affine.for %j = 0 to 2 {
    %x = arith.constant 1 : index
  }
  return
}
