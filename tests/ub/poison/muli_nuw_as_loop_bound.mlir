// UB: exit=3 at=10:3 family=poison
func.func @main() {
  %a = arith.constant 4611686018427387904 : index
  %b = arith.constant 4 : index
  // expected-note @+1 {{the poison was made here by 'arith.muli': unsigned overflow of a 'nuw' op (4611686018427387904 * 4)}}
  %n = arith.muli %a, %b overflow<nuw> : index
  %c = arith.constant 0 : index
  %s = arith.minui %n, %b : index
  // expected-error @+1 {{undefined behaviour [poison]: a poison value is used as a loop bound}}
  affine.for %i = 0 to %s {
  }
  return
}
