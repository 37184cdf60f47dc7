// UB: exit=3 at=4:8 family=race
func.func @main() {
  // expected-error @+1 {{undefined behaviour [race]: an 'assign' reduction over a band of 4 iterations: which iteration's value is the result is not defined (the trip count must be 1)}}
  %r = affine.parallel (%i) = (0) to (4) reduce ("assign") -> f32 {
    %c = arith.constant 1.0 : f32
    affine.yield %c : f32
  }
  vector.print %r : f32
  return
}
