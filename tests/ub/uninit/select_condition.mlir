// UB: exit=3 at=13:8 family=uninit
func.func @main() {
  // expected-note @+1 {{the memory was allocated here}}
  %m = memref.alloc() : memref<1xi1>
  %t = arith.constant true
  %c0 = arith.constant 0 : index
  %u = arith.constant false
  // expected-note @+1 {{it was read from uninitialized memory here: element 0 (row-major, from 0)}}
  %b = memref.load %m[%c0] : memref<1xi1>
  %x = arith.constant 1.0 : f32
  %y = arith.constant 2.0 : f32
  // expected-error @+1 {{undefined behaviour [uninit]: an uninitialized value is used as a select condition}}
  %s = arith.select %b, %x, %y : f32
  vector.print %s : f32
  memref.dealloc %m : memref<1xi1>
  return
}
