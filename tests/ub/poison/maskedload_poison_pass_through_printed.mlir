// UB: exit=3 at=14:3 family=poison
func.func @main() {
  %m = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 4 {
    affine.store %c, %m[%i] : memref<4xf32>
  }
  %mask = vector.constant_mask [2] : vector<4xi1>
  // expected-note @+1 {{the poison was made here by 'ub.poison': 'ub.poison'}}
  %pass = ub.poison : vector<4xf32>
  %c0 = arith.constant 0 : index
  %v = vector.maskedload %m[%c0], %mask, %pass : memref<4xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  // expected-error @+1 {{undefined behaviour [poison]: a poison value is printed (lane 2 of operand #0)}}
  vector.print %v : vector<4xf32>
  memref.dealloc %m : memref<4xf32>
  return
}
