// UB: exit=3 at=8:10 family=dims
func.func @main() {
  // expected-note @+1 {{in the iteration of this 'affine.for' where its induction variable is 0}}
  affine.for %i = 0 to 4 {
    // expected-note @+1 {{the operand is defined here: it is the result of an op that is neither a constant, a Pure op of valid symbols, affine.apply of dims, nor a dim op allowed by the rules}}
    %j = arith.muli %i, %i : index
    // expected-error @+1 {{undefined behaviour [dims]: operand #0 of 'affine.apply' is bound to a dimension but is not a valid one (seed 001, restrictions on dimensions and symbols)}}
    %r = affine.apply affine_map<(d0) -> (d0 + 1)>(%j)
    vector.print %r : index
  }
  return
}
