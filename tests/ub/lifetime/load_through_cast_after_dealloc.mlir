// UB: exit=3 at=12:8 family=lifetime
func.func @main() {
  // expected-note @+1 {{the memref was allocated here}}
  %a = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  memref.store %c, %a[%c0] : memref<4xf32>
  %d = memref.cast %a : memref<4xf32> to memref<?xf32>
  // expected-note @+1 {{it was deallocated here}}
  memref.dealloc %a : memref<4xf32>
  // expected-error @+1 {{undefined behaviour [lifetime]: use of memory after it was deallocated}}
  %v = memref.load %d[%c0] : memref<?xf32>
  vector.print %v : f32
  %w = arith.constant 0 : index
  return
}
