// make bench: the tiny program, end to end (a 4x4 store loop and a print).
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %m = memref.alloc() : memref<4x4xf32>
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      affine.store %one, %m[%i, %j] : memref<4x4xf32>
    }
  }
  %u = memref.cast %m : memref<4x4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<4x4xf32>
  return
}

func.func @noop() {
  return
}
