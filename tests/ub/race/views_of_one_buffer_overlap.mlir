// UB: exit=3 at=18:5 family=race
func.func @main() {
  // expected-note @+1 {{on byte 8 (row-major, from 0) of the memory allocated here}}
  %raw = memref.alloc() : memref<64xi8>
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %v = memref.view %raw[%c0][] : memref<64xi8> to memref<16xf32>
  %w = memref.view %raw[%c4][] : memref<64xi8> to memref<15xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 16 {
    affine.store %c, %v[%i] : memref<16xf32>
  }
  // expected-note @below {{in the iteration of this 'affine.parallel' where its induction variable is 1}}
  // expected-note @below {{the band whose iterations race}}
  affine.parallel (%i) = (0) to (4) {
    %x = affine.load %w[%i + 1] : memref<15xf32>
    // expected-error @+1 {{undefined behaviour [race]: write of an element another iteration read: two iterations of one 'affine.parallel' band access this element and one writes it}}
    affine.store %x, %v[%i + 1] : memref<16xf32>
  }
  memref.dealloc %raw : memref<64xi8>
  return
}
