// UB: exit=3 at=13:3 family=lifetime
func.func @leak() -> memref<4xf32> {
  // expected-note @+1 {{the memref was allocated here}}
  %a = memref.alloca() : memref<4xf32>
  // expected-note @+1 {{its scope ended here}}
  return %a : memref<4xf32>
}
func.func @main() {
  %a = call @leak() : () -> memref<4xf32>
  %c = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{undefined behaviour [lifetime]: use of a 'memref.alloca' after its scope ended (the function or 'memref.alloca_scope' that allocated it has returned)}}
  memref.store %c, %a[%c0] : memref<4xf32>
  
  return
}
