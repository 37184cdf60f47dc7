// a use in an affine.for body of a value the loop's block defines after the
// loop
func.func @main() {
  affine.for %i = 0 to 4 {
    vector.print %x : i32
  }
  %x = arith.constant 1 : i32
  return
}
