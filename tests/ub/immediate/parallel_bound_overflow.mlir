// UB: exit=3 at=4:3 family=immediate
func.func @main() {
  %n = arith.constant 4611686018427387904 : index
  affine.parallel (%i) = (0) to (symbol(%n) * 2) {
  }
  vector.print %n : index
  return
}
