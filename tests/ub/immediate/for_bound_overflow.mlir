// UB: exit=3 at=4:3 family=immediate
func.func @main() {
  %n = arith.constant 9223372036854775807 : index
  affine.for %i = affine_map<()[s0] -> (s0)>()[%n] to affine_map<()[s0] -> (s0 + 1)>()[%n] {
    vector.print %i : index
  }
  return
}
