// UB: exit=3 at=13:10 family=bounds
func.func @main() {
  // expected-note @+1 {{the memref was allocated here}}
  %a = memref.alloc() : memref<8xf32>
  %c = arith.constant 0.0 : f32
  affine.for %i = 0 to 8 {
    affine.store %c, %a[%i] : memref<8xf32>
  }
  // expected-note @+1 {{in the iteration of this 'affine.for' where its induction variable is 8}}
  affine.for %i = 0 to 9 {
    // expected-error @below {{undefined behaviour [bounds]: out-of-bounds access: index 8 of dimension 0 is outside [0, 8)}}
    // expected-note @below {{indices [8], memref sizes [8]}}
    %v = affine.load %a[%i] : memref<8xf32>
  }
  memref.dealloc %a : memref<8xf32>
  return
}
