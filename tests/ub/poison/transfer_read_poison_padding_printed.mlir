// UB: exit=3 at=13:3 family=poison
func.func @main() {
  %m = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 4 {
    affine.store %c, %m[%i] : memref<4xf32>
  }
  %pad = ub.poison : f32
  %c2 = arith.constant 2 : index
  // expected-note @+1 {{the poison was made here by 'vector.transfer_read': lane 2 is outside the memref and takes the padding, a poison of 'ub.poison'}}
  %v = vector.transfer_read %m[%c2], %pad : memref<4xf32>, vector<4xf32>
  // expected-error @+1 {{undefined behaviour [poison]: a poison value is printed (lane 2 of operand #0)}}
  vector.print %v : vector<4xf32>
  memref.dealloc %m : memref<4xf32>
  return
}
