// UB: exit=3 at=12:3 family=uninit
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  // expected-note @+1 {{the memory was allocated here}}
  %a = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 3 {
    affine.store %c, %a[%i] : memref<4xf32>
  }
  %u = memref.cast %a : memref<4xf32> to memref<*xf32>
  // expected-error @+1 {{undefined behaviour [uninit]: an uninitialized element (number 3 in row-major order) is printed}}
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<4xf32>
  return
}
