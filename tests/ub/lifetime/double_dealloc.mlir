// UB: exit=3 at=7:3 family=lifetime
func.func @main() {
  // expected-note @+1 {{the memref was allocated here}}
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  // expected-error @+1 {{undefined behaviour [lifetime]: double deallocation}}
  memref.dealloc %a : memref<4xf32>
  return
}
