// UB: exit=3 at=5:8 family=immediate
func.func @main() {
  %big = arith.constant 9223372036854775806 : index
  %d = arith.constant 2 : index
  %r = affine.min affine_map<(d0, d1) -> (d0 + d1, 7)>(%big, %d)
  vector.print %r : index
  return
}
