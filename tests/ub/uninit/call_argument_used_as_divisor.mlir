// UB: exit=3 at=4:8 family=uninit
func.func @div(%x: index, %y: index) -> index {
  // expected-error @+1 {{undefined behaviour [uninit]: an uninitialized value is used as a divisor or shift amount}}
  %q = arith.divui %x, %y : index
  return %q : index
}
func.func @main() {
  // expected-note @+1 {{the memory was allocated here}}
  %m = memref.alloc() : memref<2xindex>
  %c1 = arith.constant 1 : index
  memref.store %c1, %m[%c1] : memref<2xindex>
  %c0 = arith.constant 0 : index
  // expected-note @+1 {{it was read from uninitialized memory here: element 0 (row-major, from 0)}}
  %d = memref.load %m[%c0] : memref<2xindex>
  %c9 = arith.constant 9 : index
  // expected-note @+1 {{called from here}}
  %q = call @div(%c9, %d) : (index, index) -> index
  vector.print %q : index
  memref.dealloc %m : memref<2xindex>
  return
}
