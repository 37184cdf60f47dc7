// UB: exit=3 at=10:10 family=race
func.func @main() {
  %a = memref.alloc() : memref<4x4xf32>
  %s = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 4 {
    affine.store %c, %s[%i] : memref<4xf32>
  }
  affine.parallel (%i, %j) = (0, 0) to (4, 4) {
    %v = affine.load %s[%j] : memref<4xf32>
    %w = arith.addf %v, %c : f32
    affine.store %w, %s[%j] : memref<4xf32>
  }
  memref.dealloc %a : memref<4x4xf32>
  memref.dealloc %s : memref<4xf32>
  return
}
