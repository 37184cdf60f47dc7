// UB: exit=3 at=11:3 family=lifetime
func.func @main() {
  // expected-note @+1 {{the memref was allocated here}}
  %a = memref.alloc() : memref<8xf32>
  %s = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %c = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  // expected-note @+1 {{it was deallocated here}}
  memref.dealloc %a : memref<8xf32>
  // expected-error @+1 {{undefined behaviour [lifetime]: use of memory after it was deallocated}}
  memref.store %c, %s[%c0] : memref<4xf32, strided<[1], offset: 2>>
  
  return
}
