// UB: exit=3 at=15:5 family=race
func.func @main() {
  // expected-note @+1 {{on element 1 (row-major, from 0) of the memory allocated here}}
  %a = memref.alloc() : memref<9xf32>
  %b = memref.alloc() : memref<9xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 9 {
    affine.store %c, %a[%i] : memref<9xf32>
  }
  // expected-note @below {{in the iteration of this 'affine.parallel' where its induction variable is 1}}
  // expected-note @below {{the band whose iterations race}}
  affine.parallel (%i) = (0) to (8) {
    %v = affine.load %a[%i + 1] : memref<9xf32>
    // expected-error @+1 {{undefined behaviour [race]: write of an element another iteration read: two iterations of one 'affine.parallel' band access this element and one writes it}}
    affine.store %v, %a[%i] : memref<9xf32>
  }
  memref.dealloc %a : memref<9xf32>
  memref.dealloc %b : memref<9xf32>
  return
}
