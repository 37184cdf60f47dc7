// UB: exit=3 at=6:10 family=immediate
func.func @main() {
  %b = arith.constant 0 : index
  %i = arith.constant 9 : index
  // expected-error @+1 {{undefined behaviour [immediate]: basis element 0 is 0: a basis must be positive}}
  %r:2 = affine.delinearize_index %i into (%b, 4) : index, index
  vector.print %r#0 : index
  return
}
