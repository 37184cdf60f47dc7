// UB: exit=3 at=6:10 family=immediate
func.func @main() {
  %b = arith.constant 4294967296 : index
  %x = arith.constant 77 : index
  // expected-error @+1 {{undefined behaviour [immediate]: index overflow: the product of the basis (4294967296, 4294967296) is outside the 64 bits of index}}
  %r:2 = affine.delinearize_index %x into (%b, %b) : index, index
  vector.print %r#1 : index
  return
}
