// UB: exit=3 at=12:7 family=race
func.func @main() {
  %a = memref.alloc() : memref<40xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 40 {
    affine.store %c, %a[%i] : memref<40xf32>
  }
  affine.for %t = 0 to 40 {
    affine.parallel (%i) = (0) to (39) {
      %v = affine.load %a[%i + 1] : memref<40xf32>
      %w = arith.addf %v, %c : f32
      affine.store %w, %a[%i] : memref<40xf32>
    }
  }
  memref.dealloc %a : memref<40xf32>
  return
}
