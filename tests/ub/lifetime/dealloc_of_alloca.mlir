// UB: exit=3 at=6:3 family=lifetime
func.func @main() {
  // expected-note @+1 {{it was allocated here}}
  %a = memref.alloca() : memref<4xf32>
  // expected-error @+1 {{undefined behaviour [lifetime]: deallocation of memory that was not allocated by 'memref.alloc': it is 'memref.alloca' (stack) memory}}
  memref.dealloc %a : memref<4xf32>
  return
}
