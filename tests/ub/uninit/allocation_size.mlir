// UB: exit=3 at=11:8 family=uninit
func.func @main() {
  // expected-note @+1 {{the memory was allocated here}}
  %m = memref.alloc() : memref<1xindex>
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %u = arith.constant 0 : index
  // expected-note @+1 {{it was read from uninitialized memory here: element 0 (row-major, from 0)}}
  %n = memref.load %m[%c0] : memref<1xindex>
  // expected-error @+1 {{undefined behaviour [uninit]: an uninitialized value is used as an allocation size}}
  %b = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %b : memref<?xf32>
  memref.dealloc %m : memref<1xindex>
  return
}
