// UB: exit=3 at=18:7 family=race
func.func @main() {
  // expected-note @+1 {{on element 0 (row-major, from 0) of the memory allocated here}}
  %a = memref.alloc() : memref<8xf32>
  %c = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  // expected-note @+1 {{in the iteration of this 'affine.parallel' where its induction variable is 0}}
  affine.parallel (%i) = (0) to (4) {
    // expected-note @below {{in the iteration of this 'scf.parallel' where its induction variable is 1}}
    // expected-note @below {{the band whose iterations race}}
    scf.parallel (%j) = (%c0) to (%c2) step (%c1) {
      %i2 = arith.muli %i, %c2 : index
      %k = arith.addi %i2, %j : index
      // expected-error @below {{undefined behaviour [race]: write after a write of another iteration: two iterations of one 'scf.parallel' band access this element and one writes it}}
      // expected-note @below {{the other iteration wrote it here}}
      memref.store %c, %a[%i] : memref<8xf32>
    }
  }
  memref.dealloc %a : memref<8xf32>
  return
}
