// UB: exit=3 at=8:3 family=poison
func.func @main() {
  %a = arith.constant 4611686018427387904 : index
  %b = arith.constant 4 : index
  %n = arith.muli %a, %b overflow<nuw> : index
  %c = arith.constant 0 : index
  %s = arith.minui %n, %b : index
  affine.for %i = 0 to %s {
  }
  return
}
