// UB: exit=3 at=5:10 family=dims
func.func @main() {
  affine.for %i = 0 to 4 {
    %j = arith.muli %i, %i : index
    %r = affine.apply affine_map<(d0) -> (d0 + 1)>(%j)
    vector.print %r : index
  }
  return
}
