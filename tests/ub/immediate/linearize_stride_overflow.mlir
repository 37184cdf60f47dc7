// UB: exit=3 at=7:8 family=immediate
func.func @main() {
  %b = arith.constant 4294967296 : index
  %z = arith.constant 0 : index
  %one = arith.constant 1 : index
  // expected-error @+1 {{undefined behaviour [immediate]: index overflow: the stride of index #0 (4294967296 * 4294967296 = 18446744073709551616) is outside the 64 bits of index (indices 0, 0, 1; basis 4294967296, 4294967296)}}
  %r = affine.linearize_index [%z, %z, %one] by (%b, %b) : index
  vector.print %r : index
  return
}
