// UB: exit=3 at=10:5 family=bounds
func.func @main() {
  // expected-note @+1 {{the memref was allocated here}}
  %a = memref.alloc() : memref<4x4xf32>
  %c = arith.constant 0.0 : f32
  // expected-note @+1 {{in the iteration of this 'affine.for' where its induction variable is 0}}
  affine.for %i = 0 to 4 {
    // expected-error @below {{undefined behaviour [bounds]: out-of-bounds access: index -1 of dimension 0 is outside [0, 4)}}
    // expected-note @below {{indices [-1, 0], memref sizes [4, 4]}}
    affine.store %c, %a[%i - 1, %i] : memref<4x4xf32>
  }
  memref.dealloc %a : memref<4x4xf32>
  return
}
