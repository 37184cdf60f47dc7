// UB: exit=3 at=24:3 family=uninit
func.func @main() {
  // expected-note @+1 {{the memory was allocated here}}
  %a = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %c2 step %c1 {
    memref.store %z, %a[%i] : memref<4xf32>
  }
  // expected-note @+1 {{read in the iteration of this 'scf.parallel' where its induction variable is 2}}
  %r = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init (%z) -> f32 {
    // expected-note @+1 {{it was read from uninitialized memory here: element 2 (row-major, from 0)}}
    %v = memref.load %a[%i] : memref<4xf32>
    scf.reduce(%v : f32) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      scf.reduce.return %s : f32
    }
  }
  // expected-error @+1 {{undefined behaviour [uninit]: an uninitialized value is printed}}
  vector.print %r : f32
  memref.dealloc %a : memref<4xf32>
  return
}
