// UB: exit=3 at=12:7 family=race
func.func @main() {
  // expected-note @+1 {{on element 4 (row-major, from 0) of the memory allocated here}}
  %a = memref.alloc() : memref<16xf32>
  %c = arith.constant 1.0 : f32
  // expected-note @below {{in the iteration of this 'affine.parallel' where its induction variable is 1}}
  // expected-note @below {{the band whose iterations race}}
  affine.parallel (%i) = (0) to (4) {
    // expected-note @+1 {{in the iteration of this 'affine.parallel' where its induction variable is 0}}
    affine.parallel (%j) = (0) to (4) {
      // expected-error @+1 {{undefined behaviour [race]: write after a write of another iteration: two iterations of one 'affine.parallel' band access this element and one writes it}}
      affine.store %c, %a[%i * 4 + %j] : memref<16xf32>
    }
    affine.parallel (%j) = (0) to (4) {
      %v = affine.load %a[((%i + 1) mod 4) * 4 + %j] : memref<16xf32>
      // expected-note @+1 {{the other iteration wrote it here}}
      affine.store %v, %a[((%i + 1) mod 4) * 4 + %j] : memref<16xf32>
    }
  }
  memref.dealloc %a : memref<16xf32>
  return
}
