// UB: exit=3 at=5:8 family=immediate
func.func @main() {
  %i = arith.constant 1 : index
  %j = arith.constant 4611686018427387904 : index
  %r = affine.linearize_index [%i, %j] by (4611686018427387904) : index
  vector.print %r : index
  return
}
