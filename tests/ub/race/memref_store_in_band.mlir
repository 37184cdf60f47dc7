// UB: exit=3 at=12:5 family=race
func.func @main() {
  // expected-note @+1 {{on element 0 (row-major, from 0) of the memory allocated here}}
  %a = memref.alloc() : memref<4xi32>
  %c0 = arith.constant 0 : index
  // expected-note @below {{in the iteration of this 'affine.parallel' where its induction variable is 1}}
  // expected-note @below {{the band whose iterations race}}
  affine.parallel (%i) = (0) to (4) {
    %v = arith.index_cast %i : index to i32
    // expected-error @below {{undefined behaviour [race]: write after a write of another iteration: two iterations of one 'affine.parallel' band access this element and one writes it}}
    // expected-note @below {{the other iteration wrote it here}}
    memref.store %v, %a[%c0] : memref<4xi32>
  }
  memref.dealloc %a : memref<4xi32>
  return
}
