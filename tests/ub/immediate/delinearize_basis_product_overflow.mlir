// UB: exit=3 at=5:10 family=immediate
func.func @main() {
  %b = arith.constant 4294967296 : index
  %x = arith.constant 77 : index
  %r:2 = affine.delinearize_index %x into (%b, %b) : index, index
  vector.print %r#1 : index
  return
}
