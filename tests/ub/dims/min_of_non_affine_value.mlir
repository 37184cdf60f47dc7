// UB: exit=3 at=5:10 family=dims
func.func @main() {
  affine.for %i = 0 to 4 {
    %j = arith.muli %i, %i : index
    %r = affine.min affine_map<(d0) -> (d0, 3)>(%j)
    vector.print %r : index
  }
  return
}
