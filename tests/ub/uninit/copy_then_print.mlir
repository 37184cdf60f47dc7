// UB: exit=3 at=14:3 family=uninit
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  // expected-note @+1 {{the memory was allocated here}}
  %b = memref.alloc() : memref<4xf32>
  %c = arith.constant 2.0 : f32
  affine.for %i = 1 to 4 {
    affine.store %c, %a[%i] : memref<4xf32>
  }
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  %u = memref.cast %b : memref<4xf32> to memref<*xf32>
  // expected-error @+1 {{undefined behaviour [uninit]: an uninitialized element (number 0 in row-major order) is printed}}
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return
}
