// func.return inside affine.for: HasParent, at the return.
// EXPECT-EXIT: 2
// EXPECT-ERROR: 6:5 'func.return' op expects parent op 'func.func'
func.func @main() {
  affine.for %i = 0 to 4 {
    func.return
  }
  return
}
