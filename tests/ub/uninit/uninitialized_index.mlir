// UB: exit=3 at=10:8 family=uninit
func.func @main() {
  // expected-note @+1 {{the memory was allocated here}}
  %a = memref.alloc() : memref<4xindex>
  %z = arith.constant 0 : index
  affine.store %z, %a[1] : memref<4xindex>
  // expected-note @+1 {{it was read from uninitialized memory here: element 0 (row-major, from 0)}}
  %i = affine.load %a[0] : memref<4xindex>
  // expected-error @+1 {{undefined behaviour [uninit]: an uninitialized value is used as an index}}
  %v = memref.load %a[%i] : memref<4xindex>
  memref.dealloc %a : memref<4xindex>
  return
}
