// Stores in zero-trip loops never execute: a symbolic bound equal to the
// lower bound, a min bound below the lower bound, and a max lower bound
// above the upper bound all leave the memref untouched.
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %zero = arith.constant 0 : index
  %n = arith.constant 3 : index
  %m = memref.alloc() : memref<6xf32>
  affine.for %i = 0 to 6 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    affine.store %f, %m[%i] : memref<6xf32>
  }
  %c = arith.constant -1.0 : f32
  affine.for %i = 0 to %zero {
    affine.store %c, %m[%i] : memref<6xf32>
  }
  affine.for %i = 4 to min affine_map<()[s0] -> (s0, 6)>()[%n] {
    affine.store %c, %m[%i] : memref<6xf32>
  }
  affine.for %i = max affine_map<()[s0] -> (s0 + 2, 1)>()[%n] to 5 {
    affine.store %c, %m[%i] : memref<6xf32>
  }
  affine.for %i = %n to %n step 2 {
    affine.store %c, %m[%i] : memref<6xf32>
  }
  %u = memref.cast %m : memref<6xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<6xf32>
  return
}
