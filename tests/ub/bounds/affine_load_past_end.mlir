// UB: exit=3 at=9:10 family=bounds
func.func @main() {
  %a = memref.alloc() : memref<8xf32>
  %c = arith.constant 0.0 : f32
  affine.for %i = 0 to 8 {
    affine.store %c, %a[%i] : memref<8xf32>
  }
  affine.for %i = 0 to 9 {
    %v = affine.load %a[%i] : memref<8xf32>
  }
  memref.dealloc %a : memref<8xf32>
  return
}
