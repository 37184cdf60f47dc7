// UB: exit=3 at=11:5 family=race
func.func @main() {
  // expected-note @+1 {{on element 0 (row-major, from 0) of the memory allocated here}}
  %a = memref.alloc() : memref<128xf32>
  %c = arith.constant 1.0 : f32
  // expected-note @below {{in the iteration of this 'affine.parallel' where its induction variable is 64}}
  // expected-note @below {{the band whose iterations race}}
  affine.parallel (%i) = (0) to (128) {
    // expected-error @below {{undefined behaviour [race]: write after a write of another iteration: two iterations of one 'affine.parallel' band access this element and one writes it}}
    // expected-note @below {{the other iteration wrote it here}}
    affine.store %c, %a[%i mod 64] : memref<128xf32>
  }
  memref.dealloc %a : memref<128xf32>
  return
}
