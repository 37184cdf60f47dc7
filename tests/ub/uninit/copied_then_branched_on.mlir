// UB: exit=3 at=14:3 family=uninit
func.func @main() {
  // expected-note @+1 {{the memory was allocated here}}
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %one = arith.constant 1.0 : f32
  affine.store %one, %a[1] : memref<4xf32>
  // expected-note @+1 {{it was read from uninitialized memory here: element 0 (row-major, from 0)}}
  %v = affine.load %a[0] : memref<4xf32>
  affine.store %v, %b[0] : memref<4xf32>
  %w = affine.load %b[0] : memref<4xf32>
  %c = arith.cmpf olt, %w, %one : f32
  // expected-error @+1 {{undefined behaviour [uninit]: an uninitialized value is used as a condition}}
  scf.if %c {
    vector.print %w : f32
  }
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return
}
