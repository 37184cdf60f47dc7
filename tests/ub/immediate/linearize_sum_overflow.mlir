// UB: exit=3 at=6:8 family=immediate
func.func @main() {
  %i = arith.constant 1 : index
  %j = arith.constant 4611686018427387904 : index
  // expected-error @+1 {{undefined behaviour [immediate]: index overflow: the sum up to index #1 (4611686018427387904 + 4611686018427387904 = 9223372036854775808) is outside the 64 bits of index (indices 1, 4611686018427387904; basis 4611686018427387904)}}
  %r = affine.linearize_index [%i, %j] by (4611686018427387904) : index
  vector.print %r : index
  return
}
