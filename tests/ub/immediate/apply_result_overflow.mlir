// UB: exit=3 at=5:8 family=immediate
func.func @main() {
  %big = arith.constant 4611686018427387904 : index
  %d = arith.constant 0 : index
  %r = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1)>(%big, %d)
  vector.print %r : index
  return
}
