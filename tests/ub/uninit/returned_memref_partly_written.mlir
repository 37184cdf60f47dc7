// UB: exit=3 at=2:1 family=uninit
func.func @main() -> memref<4xf32> {
  %m = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 3 {
    affine.store %c, %m[%i] : memref<4xf32>
  }
  return %m : memref<4xf32>
}
