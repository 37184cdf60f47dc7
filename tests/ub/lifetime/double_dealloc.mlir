// UB: exit=3 at=8:3 family=lifetime
func.func @main() {
  // expected-note @+1 {{the memref was allocated here}}
  %a = memref.alloc() : memref<4xf32>
  // expected-note @+1 {{it was deallocated here}}
  memref.dealloc %a : memref<4xf32>
  // expected-error @+1 {{undefined behaviour [lifetime]: double deallocation}}
  memref.dealloc %a : memref<4xf32>
  return
}
