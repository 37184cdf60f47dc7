// UB: exit=3 at=14:10 family=race
func.func @main() {
  %a = memref.alloc() : memref<4x4xf32>
  // expected-note @+1 {{on element 0 (row-major, from 0) of the memory allocated here}}
  %s = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 4 {
    affine.store %c, %s[%i] : memref<4xf32>
  }
  // expected-note @below {{in the iteration of this 'affine.parallel' where its induction variables are (1, 0)}}
  // expected-note @below {{the band whose iterations race}}
  affine.parallel (%i, %j) = (0, 0) to (4, 4) {
    // expected-error @+1 {{undefined behaviour [race]: read of an element another iteration wrote: two iterations of one 'affine.parallel' band access this element and one writes it}}
    %v = affine.load %s[%j] : memref<4xf32>
    %w = arith.addf %v, %c : f32
    // expected-note @+1 {{the other iteration wrote it here}}
    affine.store %w, %s[%j] : memref<4xf32>
  }
  memref.dealloc %a : memref<4x4xf32>
  memref.dealloc %s : memref<4xf32>
  return
}
