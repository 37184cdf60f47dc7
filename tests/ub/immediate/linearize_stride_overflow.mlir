// UB: exit=3 at=6:8 family=immediate
func.func @main() {
  %b = arith.constant 4294967296 : index
  %z = arith.constant 0 : index
  %one = arith.constant 1 : index
  %r = affine.linearize_index [%z, %z, %one] by (%b, %b) : index
  vector.print %r : index
  return
}
