// UB: exit=3 at=6:8 family=immediate
func.func @main() {
  %i = arith.constant 2 : index
  %j = arith.constant 0 : index
  // expected-error @+1 {{undefined behaviour [immediate]: index overflow: the term of index #0 (2 * 4611686018427387904 = 9223372036854775808) is outside the 64 bits of index (indices 2, 0; basis 4611686018427387904)}}
  %r = affine.linearize_index [%i, %j] by (4611686018427387904) : index
  vector.print %r : index
  return
}
