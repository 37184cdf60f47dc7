// UB: exit=3 at=16:3 family=uninit
func.func @main() {
  // expected-note @+1 {{the memory was allocated here}}
  %a = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 2 {
    affine.store %c, %a[%i] : memref<4xf32>
  }
  // expected-note @+1 {{read in the iteration of this 'affine.parallel' where its induction variable is 2}}
  %r = affine.parallel (%i) = (0) to (4) reduce ("addf") -> f32 {
    // expected-note @+1 {{it was read from uninitialized memory here: element 2 (row-major, from 0)}}
    %v = affine.load %a[%i] : memref<4xf32>
    affine.yield %v : f32
  }
  // expected-error @+1 {{undefined behaviour [uninit]: an uninitialized value is printed}}
  vector.print %r : f32
  memref.dealloc %a : memref<4xf32>
  return
}
