// UB: exit=3 at=3:1 family=uninit
// expected-error @+1 {{undefined behaviour [uninit]: an uninitialized element (number 3 in row-major order) is returned by the entry function}}
func.func @main() -> memref<4xf32> {
  // expected-note @+1 {{the memory was allocated here}}
  %m = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 3 {
    affine.store %c, %m[%i] : memref<4xf32>
  }
  return %m : memref<4xf32>
}
