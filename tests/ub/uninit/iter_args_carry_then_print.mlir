// UB: exit=3 at=17:3 family=uninit
func.func @main() {
  // expected-note @+1 {{the memory was allocated here}}
  %a = memref.alloc() : memref<4xf32>
  %zero = arith.constant 0.0 : f32
  affine.for %i = 1 to 4 {
    affine.store %zero, %a[%i] : memref<4xf32>
  }
  // expected-note @+1 {{read in the iteration of this 'affine.for' where its induction variable is 0}}
  %s = affine.for %i = 0 to 4 iter_args(%acc = %zero) -> f32 {
    // expected-note @+1 {{it was read from uninitialized memory here: element 0 (row-major, from 0)}}
    %v = affine.load %a[%i] : memref<4xf32>
    %n = arith.addf %acc, %v : f32
    affine.yield %n : f32
  }
  // expected-error @+1 {{undefined behaviour [uninit]: an uninitialized value is printed}}
  vector.print %s : f32
  memref.dealloc %a : memref<4xf32>
  return
}
