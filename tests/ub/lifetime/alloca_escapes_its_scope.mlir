// UB: exit=3 at=15:8 family=lifetime
func.func @main() {
  %c0 = arith.constant 0 : index
  %c = arith.constant 1.0 : f32
  %keep = memref.alloc() : memref<4xf32>
  %r = memref.alloca_scope -> (memref<4xf32>) {
    // expected-note @+1 {{the memref was allocated here}}
    %a = memref.alloca() : memref<4xf32>
    memref.store %c, %a[%c0] : memref<4xf32>
    memref.store %c, %keep[%c0] : memref<4xf32>
    // expected-note @+1 {{its scope ended here}}
    memref.alloca_scope.return %a : memref<4xf32>
  }
  // expected-error @+1 {{undefined behaviour [lifetime]: use of a 'memref.alloca' after its scope ended (the function or 'memref.alloca_scope' that allocated it has returned)}}
  %v = memref.load %r[%c0] : memref<4xf32>
  vector.print %v : f32
  memref.dealloc %keep : memref<4xf32>
  return
}
