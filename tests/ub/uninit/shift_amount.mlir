// UB: exit=3 at=13:8 family=uninit
func.func @main() {
  // expected-note @+1 {{the memory was allocated here}}
  %m = memref.alloc() : memref<2xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant 3 : i32
  memref.store %k, %m[%c0] : memref<2xi32>
  // expected-note @+1 {{it was read from uninitialized memory here: element 1 (row-major, from 0)}}
  %s = memref.load %m[%c1] : memref<2xi32>
  %x = arith.constant 1 : i32
  // expected-error @+1 {{undefined behaviour [uninit]: an uninitialized value is used as a divisor or shift amount}}
  %r = arith.shli %x, %s : i32
  vector.print %r : i32
  memref.dealloc %m : memref<2xi32>
  return
}
