// UB: exit=3 at=6:5 family=race
func.func @main() {
  %a = memref.alloc() : memref<128xf32>
  %c = arith.constant 1.0 : f32
  affine.parallel (%i) = (0) to (128) {
    affine.store %c, %a[%i mod 64] : memref<128xf32>
  }
  memref.dealloc %a : memref<128xf32>
  return
}
