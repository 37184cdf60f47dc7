// UB: exit=3 at=13:10 family=bounds
func.func @main() {
  // expected-note @+1 {{the memref was allocated here}}
  %a = memref.alloc() : memref<10xf32>
  %c = arith.constant 0.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %c, %a[%i] : memref<10xf32>
  }
  // expected-note @+1 {{in the iteration of this 'affine.for' where its induction variable is 8}}
  affine.for %i = 0 to 12 step 4 {
    // expected-error @below {{undefined behaviour [bounds]: out-of-bounds access: index 10 of dimension 0 is outside [0, 10)}}
    // expected-note @below {{indices [10], memref sizes [10]}}
    %v = affine.vector_load %a[%i] : memref<10xf32>, vector<4xf32>
  }
  memref.dealloc %a : memref<10xf32>
  return
}
