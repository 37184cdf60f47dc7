// UB: exit=3 at=10:8 family=lifetime
func.func @main() {
  // expected-note @+1 {{the memref was allocated here}}
  %a = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  affine.store %c, %a[0] : memref<4xf32>
  // expected-note @+1 {{it was deallocated here}}
  memref.dealloc %a : memref<4xf32>
  // expected-error @+1 {{undefined behaviour [lifetime]: use of memory after it was deallocated}}
  %v = affine.load %a[0] : memref<4xf32>
  
  return
}
