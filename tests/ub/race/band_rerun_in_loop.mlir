// UB: exit=3 at=17:7 family=race
func.func @main() {
  // expected-note @+1 {{on element 1 (row-major, from 0) of the memory allocated here}}
  %a = memref.alloc() : memref<40xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 40 {
    affine.store %c, %a[%i] : memref<40xf32>
  }
  // expected-note @+1 {{in the iteration of this 'affine.for' where its induction variable is 0}}
  affine.for %t = 0 to 40 {
    // expected-note @below {{in the iteration of this 'affine.parallel' where its induction variable is 1}}
    // expected-note @below {{the band whose iterations race}}
    affine.parallel (%i) = (0) to (39) {
      %v = affine.load %a[%i + 1] : memref<40xf32>
      %w = arith.addf %v, %c : f32
      // expected-error @+1 {{undefined behaviour [race]: write of an element another iteration read: two iterations of one 'affine.parallel' band access this element and one writes it}}
      affine.store %w, %a[%i] : memref<40xf32>
    }
  }
  memref.dealloc %a : memref<40xf32>
  return
}
